// The email an applicant receives when HR moves their application to a stage that has one
// (app/content/staff-applications.ts). Only the name and the opening's title are used; the name
// reaches the body only, never a header line.
import { site } from "~/content/site";
import type { Database } from "~/db/client.server";
import {
  type ApplicationStageName,
  applicationEmailSignOff,
  applicationStageEmails,
} from "~/content/staff-applications";
import { textToHtml } from "~/lib/email/html";
import { headerSafe, type OutgoingEmail } from "~/lib/email/outbox.server";
import { openingTitles } from "./openings.server";

/**
 * The opening's title for people, whatever the opening's status now (an application keeps its
 * opening's title after it closes or is archived); an opening no longer in the database falls back to its id.
 */
export async function openingTitle(db: Database, openingId: string): Promise<string> {
  return (await openingTitles(db, [openingId])).get(openingId) ?? openingId;
}

/** Whether moving to this stage can email the applicant. */
export function stageHasEmail(stage: ApplicationStageName): boolean {
  return applicationStageEmails[stage] !== undefined;
}

/** The subject HR will send for a stage (shown beside the checkbox), or null. */
export function stageEmailSubject(stage: ApplicationStageName, title: string): string | null {
  return applicationStageEmails[stage]?.subject(title) ?? null;
}

export function stageEmail(
  application: { email: string; fullName: string; openingTitle: string },
  stage: ApplicationStageName,
): OutgoingEmail | null {
  const template = applicationStageEmails[stage];
  if (!template) return null;
  const opening = application.openingTitle;
  const text = [...template.lines(application.fullName, opening), ...applicationEmailSignOff].join("\n");
  return {
    kind: `careers.stage.${stage}`,
    recordType: "job_application",
    to: application.email,
    replyTo: site.careersEmail,
    subject: headerSafe(template.subject(opening)),
    text,
    html: textToHtml(text),
  };
}
