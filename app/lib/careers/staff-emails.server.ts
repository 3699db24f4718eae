// The email an applicant receives when HR moves their application to a stage that has one
// (app/content/staff-applications.ts). Only the name and the opening's title are used; the name
// reaches the body only, never a header line.
import { jobs } from "~/content/jobs";
import { site } from "~/content/site";
import {
  type ApplicationStageName,
  applicationEmailSignOff,
  applicationStageEmails,
} from "~/content/staff-applications";
import { textToHtml } from "~/lib/email/html";
import { headerSafe, type OutgoingEmail } from "~/lib/email/outbox.server";

/** The opening's title for people (a removed opening falls back to its id). */
export function openingTitle(openingId: string): string {
  return jobs.find((job) => job.id === openingId)?.title ?? openingId;
}

/** Whether moving to this stage can email the applicant. */
export function stageHasEmail(stage: ApplicationStageName): boolean {
  return applicationStageEmails[stage] !== undefined;
}

/** The subject HR will send for a stage (shown beside the checkbox), or null. */
export function stageEmailSubject(stage: ApplicationStageName, openingId: string): string | null {
  return applicationStageEmails[stage]?.subject(openingTitle(openingId)) ?? null;
}

export function stageEmail(
  application: { email: string; fullName: string; openingId: string },
  stage: ApplicationStageName,
): OutgoingEmail | null {
  const template = applicationStageEmails[stage];
  if (!template) return null;
  const opening = openingTitle(application.openingId);
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
