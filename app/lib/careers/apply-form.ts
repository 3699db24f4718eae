// The public application form of /careers/{id} without its schema: field names, limits,
// the résumé's upload rule, when an opening takes applications, and the answers the page renders.
// Zod-free and server-free: the page draws the form from here; apply-schema.ts loads only when the
// applicant starts typing.
import { MIB, type UploadRule } from "~/lib/uploads/kinds";

export const APPLICATION_LIMITS = {
  fullName: 100,
  phone: 30,
  currentLocation: 100,
  noticePeriod: 40,
  profileUrl: 500,
  coverNote: 4000,
} as const;

/** Years of experience offered (0 = less than a year); the last choice means "that many or more". */
export const MAX_YEARS_CHOICE = 30;

/**
 * The résumé: exactly one PDF or Word (DOCX) file of at most 5 MB, recognised by its bytes
 * (app/lib/uploads/sniff.ts), never by its name or declared type. Stored in the database as a
 * stored file owned by ('job-application', application id) and downloaded by staff only.
 */
export const resumeUploadRule = {
  field: "resume",
  maxFiles: 1,
  maxFileBytes: 5 * MIB,
  kinds: ["pdf", "docx"],
  required: true,
} as const satisfies UploadRule;

/** stored_files.owner_kind of a résumé (the staff pipeline lists and deletes by it). */
export const RESUME_OWNER_KIND = "job-application";

/** A second application to the same opening from the same address within this time is the same one. */
export const REPEAT_WINDOW_DAYS = 30;

/** At most this many distinct résumés are kept with one application (repeats add the newer one). */
export const MAX_RESUMES_PER_APPLICATION = 3;

export const applicationFieldNames = [
  "fullName",
  "email",
  "phone",
  "currentLocation",
  "yearsExperience",
  "noticePeriod",
  "profileUrl",
  "coverNote",
  "consent",
] as const;
export type ApplicationField = (typeof applicationFieldNames)[number];
export type ApplicationValues = Record<ApplicationField, string>;

/** A text field's messages, written out in the page's language. */
type TextMessages = { required: string; tooLong: string };

/**
 * The schema's messages in one language, written out as plain text (apply-words.ts): the loader hands
 * the same text to the browser, so neither the form's chunk nor the schema's carries words of a language.
 */
export type ApplicationMessages = {
  fullName: TextMessages;
  email: TextMessages & { invalid: string };
  phone: TextMessages & { characters: string; short: string };
  currentLocation: TextMessages;
  yearsExperience: string;
  noticePeriod: string;
  profileUrl: { tooLong: string; invalid: string };
  coverNote: TextMessages;
  consent: string;
};

/** What the schema checks with: its messages, and the notice periods the form may send (their values). */
export type ApplicationSchemaWords = {
  messages: ApplicationMessages;
  noticePeriods: readonly string[];
};

/** The upload's progress is read out in steps of this many percent only: every percent would drown the page. */
export const PROGRESS_STEP = 25;

/** The action's answer when it does not redirect to the confirmation (mistakes, closed, rate limit, outage). */
export type ApplicationActionData = {
  fieldErrors: Partial<Record<ApplicationField | "resume", string>>;
  values: Partial<ApplicationValues>;
  message: string | null;
};

/** What the script path (/careers/{id}/apply, upload progress) answers: the same, or where to go next. */
export type ApplicationJsonAnswer = ApplicationActionData | { redirect: string };

/** The confirmation an application redirects to (no personal data in the URL). */
export function applicationConfirmationPath(openingId: string) {
  return `/careers/${openingId}?applied=1#apply`;
}

/** Where the form posts with JavaScript, for upload progress (the same form pipeline answering JSON). */
export function applicationScriptPath(openingId: string) {
  return `/careers/${openingId}/apply`;
}

const IST_OFFSET_MS = 330 * 60_000;

/** The IST calendar date (YYYY-MM-DD) of an instant. */
function istDate(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * An opening takes applications until the end of its deadline day in India (`applicationDeadline`
 * is the last day one may apply, "Apply by" on the page): open while today's IST date is on or
 * before it. Judged in IST whatever the server's time zone.
 */
export function isOpeningOpen(opening: { applicationDeadline: string }, now: Date): boolean {
  return istDate(now) <= opening.applicationDeadline;
}
