// The emails an application sends through the outbox: the applicant's acknowledgement (or,
// for a repeat within 30 days, a plain note that it was added to the first one) and HR's notification.
// The address is unverified: the applicant's emails echo only their name and the job title, never
// the cover note, so the form cannot be used to send someone else arbitrary text. The résumé is never
// attached: HR opens it in the staff console.
import * as applyEn from "~/content/careers-apply";
import * as applyMl from "~/content/careers-apply.ml";
import { hrApplicationEmail } from "~/content/careers-hr-email";
import { site } from "~/content/site";
import type { Locale } from "~/lib/i18n/locale";
import { localized } from "~/lib/i18n/localized";
import { escapeHtml, plainBodies, rowsAsTable, rowsAsText, textToHtml } from "~/lib/email/html";
import { headerSafe, type OutgoingEmail } from "~/lib/email/outbox.server";
import type { ApplicationInput } from "./apply-schema";
import { formatDayInIndia, formatPromisedTime } from "~/lib/india-time";

const applicantWords = localized(applyEn, applyMl);

/** The applicant's emails are in the language of the page the application was sent from. */
export function applicantAcknowledgement(
  input: ApplicationInput,
  jobTitle: string,
  contactBy: Date,
  locale: Locale = "en",
): OutgoingEmail {
  const copy = applicantWords[locale].applicationEmails.acknowledgement;
  return toApplicant(
    "application.acknowledgement",
    input,
    copy.subject(jobTitle),
    copy.lines(input.fullName, jobTitle, formatPromisedTime(contactBy, locale)),
  );
}

export function applicantRepeatNote(
  input: ApplicationInput,
  jobTitle: string,
  firstAppliedAt: Date,
  resumeAdded: boolean,
  locale: Locale = "en",
): OutgoingEmail {
  const copy = applicantWords[locale].applicationEmails.repeat;
  return toApplicant(
    "application.repeat",
    input,
    copy.subject(jobTitle),
    copy.lines(input.fullName, jobTitle, formatDayInIndia(firstAppliedAt, locale), resumeAdded),
  );
}

function toApplicant(kind: string, input: ApplicationInput, subject: string, lines: string[]): OutgoingEmail {
  return {
    kind,
    recordType: "job_application",
    to: input.email,
    // "Reply to ask us to delete it sooner" (and any question) must reach HR, as the stage emails do.
    replyTo: site.careersEmail,
    subject: headerSafe(subject),
    ...plainBodies(lines),
  };
}

export type HrNotificationDetails = {
  id: number;
  jobTitle: string;
  input: ApplicationInput;
  resumeName: string;
  contactBy: Date;
  staffUrl: string;
};

export function hrNotification(hrEmail: string, details: HrNotificationDetails): OutgoingEmail {
  const copy = hrApplicationEmail;
  const { input } = details;
  const rows: [string, string][] = [
    [copy.labels.name, input.fullName],
    [copy.labels.email, input.email],
    [copy.labels.phone, input.phone],
    [copy.labels.location, input.currentLocation],
    [copy.labels.years, input.yearsExperience],
    [copy.labels.notice, input.noticePeriod],
    [copy.labels.profile, input.profileUrl || copy.empty],
    [copy.labels.resume, details.resumeName],
    [copy.labels.contactBy, formatPromisedTime(details.contactBy)],
  ];
  const intro = copy.intro(details.id, details.jobTitle);
  return {
    kind: "application.hr",
    recordType: "job_application",
    to: hrEmail,
    replyTo: input.email,
    subject: headerSafe(copy.subject(details.id, details.jobTitle, input.fullName)),
    text: [intro, "", rowsAsText(rows), "", copy.coverNote, input.coverNote, "", copy.open(details.staffUrl)].join(
      "\n",
    ),
    html: [
      `<p>${escapeHtml(intro)}</p>`,
      rowsAsTable(rows),
      `<p>${escapeHtml(copy.coverNote)}</p>`,
      textToHtml(input.coverNote),
      `<p>${escapeHtml(copy.open(details.staffUrl))}</p>`,
    ].join("\n"),
  };
}
