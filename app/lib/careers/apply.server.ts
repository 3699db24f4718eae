// The public side of careers: one application from /careers/{id}, through the one form
// pipeline (defineForm with `uploads`: the body streamed with its caps, the résumé recognised by its
// bytes), stored with its résumé and both emails in one transaction. Public surface: the form
// definition `applicationForm`, `submitApplication`, and `applicationJsonResponse` for the script path.
//
// A second application to the same opening from the same address within 30 days is not stored twice:
// it is added to the first (repeatCount, lastRepeatedAt, a 'repeated' event). The first application's
// details and HR's contact-by promise stand; the newer résumé is KEPT NEXT TO the earlier one (when its
// bytes differ, up to MAX_RESUMES_PER_APPLICATION), never replacing it — someone who merely knows an
// applicant's address cannot overwrite their CV — and the newer cover note is in the event. The page
// answers a repeat exactly like a first application (it must not tell a stranger who applied where);
// the applicant's inbox gets the clear explanation instead.
import { and, desc, eq, gte, sql } from "drizzle-orm";
import * as applyEn from "~/content/careers-apply";
import * as applyMl from "~/content/careers-apply.ml";
import { type Locale, pathIn } from "~/lib/i18n/locale";
import { localized } from "~/lib/i18n/localized";
import type { Job } from "~/content/schema";
import type { Database } from "~/db/client.server";
import { jobApplicationEvents, jobApplications } from "~/db/schema";
import { sendEmail } from "~/lib/email/outbox.server";
import type { Env } from "~/lib/env.server";
import { stringFields } from "~/lib/forms/fields";
import { isHoneypotFilled } from "~/lib/forms/honeypot.server";
import { dataOutcome, type Outcome, redirectOutcome, retryAfterHeaders } from "~/lib/forms/outcome";
import { defineForm } from "~/lib/forms/pipeline.server";
import { derivedSubmissionKey, submissionKey } from "~/lib/forms/submission-key.server";
import { consumeRateLimit, type RateLimitRule } from "~/lib/rate-limit/rate-limit.server";
import type { UploadedFile, UploadResult } from "~/lib/uploads/multipart.server";
import { listStoredFiles, storeUploadedFiles } from "~/lib/uploads/store.server";
import * as uploadsEn from "~/content/uploads";
import * as uploadsMl from "~/content/uploads.ml";
import { applicantAcknowledgement, applicantRepeatNote, hrNotification } from "./apply-emails.server";
import {
  type ApplicationActionData,
  type ApplicationInput,
  applicationConfirmationPath,
  applicationFieldNames,
  isOpeningOpen,
  MAX_RESUMES_PER_APPLICATION,
  REPEAT_WINDOW_DAYS,
  RESUME_OWNER_KIND,
  resumeUploadRule,
  validateApplicationForm,
} from "./apply-schema";
import { applicationSchemaWords } from "./apply-words";
import { applicationContactBy } from "./contact-by";
import { logger } from "~/lib/log/logger.server";

/**
 * Per client address: enough for a family or an office sharing one address to apply to a few roles
 * and correct a mistake, a wall for a script. Only posts that would be stored (or fill the honeypot)
 * count: typing mistakes are free.
 */
export const applicationRateLimit: RateLimitRule = { name: "job-application", limit: 5, windowMs: 60 * 60_000 };

const DAY_MS = 24 * 60 * 60_000;

/** The staff console's page of an application, in HR's pipeline. */
export function staffApplicationPath(id: number) {
  return `/staff/applications/${id}`;
}

export type SubmitApplicationOptions = {
  /** The form's idempotency key: the same form posted twice is one application (or one repeat). */
  submissionId: string;
  /** The résumé, already checked by the upload pipeline (exactly one). */
  resume: UploadedFile;
  hrEmail: string;
  publicUrl: string;
  ipAddress?: string | null;
  userAgent?: string | null;
  now?: Date;
  /** The language of the page it was sent from: the applicant's emails are in it. */
  locale?: Locale;
};

export type SubmitApplicationResult = {
  id: number;
  /** created: a new application; repeated: added to one from the last 30 days; duplicate: this form was already received. */
  outcome: "created" | "repeated" | "duplicate";
};

/** The same form posted twice (double click, a retry after a lost answer): the first post stands. */
class DuplicateSubmission extends Error {}

async function earlierSubmission(db: Pick<Database, "select">, submissionId: string): Promise<number | null> {
  const [application] = await db
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .where(eq(jobApplications.submissionId, submissionId));
  if (application) return application.id;
  const [event] = await db
    .select({ id: jobApplicationEvents.applicationId })
    .from(jobApplicationEvents)
    .where(eq(jobApplicationEvents.submissionId, submissionId));
  return event?.id ?? null;
}

/**
 * Stores one application (or adds it to the same person's application to this opening from the last
 * 30 days), its résumé, its event, and the emails — all in one transaction, so a failure leaves
 * nothing behind and success is reported only once everything is committed.
 */
export async function submitApplication(
  db: Database,
  opening: Pick<Job, "id" | "title">,
  input: ApplicationInput,
  options: SubmitApplicationOptions,
): Promise<SubmitApplicationResult> {
  const now = options.now ?? new Date();
  const earlier = await earlierSubmission(db, options.submissionId);
  if (earlier !== null) return { id: earlier, outcome: "duplicate" };
  try {
    return await db.transaction(async (tx) => {
      // One applicant and opening at a time: two different posts of the same person racing each other
      // must not both find "no application yet" and store two.
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`job-application\n${opening.id}\n${input.email}`}, 0))`,
      );
      if ((await earlierSubmission(tx, options.submissionId)) !== null) throw new DuplicateSubmission();
      const [recent] = await tx
        .select({ id: jobApplications.id, createdAt: jobApplications.createdAt })
        .from(jobApplications)
        .where(
          and(
            eq(jobApplications.email, input.email),
            eq(jobApplications.openingId, opening.id),
            gte(jobApplications.createdAt, new Date(now.getTime() - REPEAT_WINDOW_DAYS * DAY_MS)),
          ),
        )
        .orderBy(desc(jobApplications.createdAt))
        .limit(1);
      if (recent) return addRepeat(tx, opening, input, options, recent, now);
      return createApplication(tx, opening, input, options, now);
    });
  } catch (error) {
    if (!(error instanceof DuplicateSubmission)) throw error;
    const first = await earlierSubmission(db, options.submissionId);
    if (first === null) throw error;
    return { id: first, outcome: "duplicate" };
  }
}

async function createApplication(
  tx: Database,
  opening: Pick<Job, "id" | "title">,
  input: ApplicationInput,
  options: SubmitApplicationOptions,
  now: Date,
): Promise<SubmitApplicationResult> {
  const contactBy = applicationContactBy(now);
  const [row] = await tx
    .insert(jobApplications)
    .values({
      submissionId: options.submissionId,
      openingId: opening.id,
      fullName: input.fullName,
      email: input.email,
      phone: input.phone,
      currentLocation: input.currentLocation,
      yearsExperience: Number(input.yearsExperience),
      noticePeriod: input.noticePeriod,
      profileUrl: input.profileUrl || null,
      coverNote: input.coverNote,
      consentedAt: now,
      contactBy,
      ipAddress: options.ipAddress ?? null,
      userAgent: options.userAgent ?? null,
      createdAt: now,
      updatedAt: now,
      locale: options.locale ?? "en",
    })
    .onConflictDoNothing({ target: jobApplications.submissionId })
    .returning({ id: jobApplications.id });
  if (!row) throw new DuplicateSubmission();
  const [stored] = await storeUploadedFiles(tx, { kind: RESUME_OWNER_KIND, id: row.id }, [options.resume]);
  await sendEmail(
    tx,
    hrNotification(options.hrEmail, {
      id: row.id,
      jobTitle: opening.title,
      input,
      resumeName: stored?.fileName ?? options.resume.fileName,
      contactBy,
      staffUrl: new URL(staffApplicationPath(row.id), options.publicUrl).href,
    }),
  );
  const acknowledgement = await sendEmail(
    tx,
    applicantAcknowledgement(input, opening.title, contactBy, options.locale),
  );
  await tx.insert(jobApplicationEvents).values({
    applicationId: row.id,
    kind: "submitted",
    actorName: input.fullName,
    toValue: "new",
    outboxId: acknowledgement.id,
    createdAt: now,
  });
  return { id: row.id, outcome: "created" };
}

async function addRepeat(
  tx: Database,
  opening: Pick<Job, "id" | "title">,
  input: ApplicationInput,
  options: SubmitApplicationOptions,
  recent: { id: number; createdAt: Date },
  now: Date,
): Promise<SubmitApplicationResult> {
  const owner = { kind: RESUME_OWNER_KIND, id: recent.id };
  const kept = await listStoredFiles(tx, owner);
  const isNew = !kept.some((file) => file.sha256 === options.resume.sha256);
  const resumeAdded = isNew && kept.length < MAX_RESUMES_PER_APPLICATION;
  const [event] = await tx
    .insert(jobApplicationEvents)
    .values({
      applicationId: recent.id,
      kind: "repeated",
      actorName: input.fullName,
      // What the applicant wrote this time, so nothing they sent is lost; the résumé's fate in toValue.
      body: input.coverNote,
      toValue: resumeAdded ? "resume-added" : isNew ? "resume-limit" : "resume-same",
      submissionId: options.submissionId,
      createdAt: now,
    })
    .onConflictDoNothing({ target: jobApplicationEvents.submissionId })
    .returning({ id: jobApplicationEvents.id });
  if (!event) throw new DuplicateSubmission();
  if (resumeAdded) await storeUploadedFiles(tx, owner, [options.resume]);
  await tx
    .update(jobApplications)
    .set({
      repeatCount: sql`${jobApplications.repeatCount} + 1`,
      lastRepeatedAt: now,
      // A change by the applicant: the 12-month retention clock starts again from here.
      updatedAt: now,
    })
    .where(eq(jobApplications.id, recent.id));
  const note = await sendEmail(
    tx,
    applicantRepeatNote(input, opening.title, recent.createdAt, resumeAdded, options.locale),
  );
  await tx.update(jobApplicationEvents).set({ outboxId: note.id }).where(eq(jobApplicationEvents.id, event.id));
  return { id: recent.id, outcome: "repeated" };
}

// --- The form ----------------------------------------------------------------------------------------

export type ApplicationFormEnv = Pick<Env, "HR_EMAIL" | "PUBLIC_URL" | "RATE_LIMIT_MULTIPLIER">;

function answer(status: number, fields: Partial<ApplicationActionData>, headers?: Headers) {
  return dataOutcome<ApplicationActionData>(status, { fieldErrors: {}, values: {}, message: null, ...fields }, headers);
}

/** What was typed, for the form shown again (the consent box too; never a file). */
function typed(form: FormData) {
  return stringFields(form, applicationFieldNames);
}

/**
 * The résumé field's message: the pipeline's (missing, several, wrong kind, empty), or — when the file
 * was fine but another field was not — that it must be chosen again (a browser cannot be given it back).
 */
function resumeError(uploads: UploadResult, otherMistakes: boolean, locale: Locale): string | undefined {
  if (!uploads.ok) return uploads.message;
  if (uploads.files.length === 0) return applyWords[locale].applicationFormCopy.messages.resumeRequired;
  return otherMistakes ? uploadWords[locale].uploadMessages.chooseAgain : undefined;
}

const applyWords = localized(applyEn, applyMl);
const uploadWords = localized(uploadsEn, uploadsMl);

export type ApplicationFormOptions = {
  now?: () => Date;
  /** The language of the page the form was posted from: its messages, and the applicant's emails. */
  locale?: Locale;
};

/**
 * POST /careers/{id} (without JavaScript; post/redirect/get to the confirmation) and POST
 * /careers/{id}/apply (the script path with upload progress, the same answers as JSON).
 */
export function applicationForm(opening: Job, { now = () => new Date(), locale = "en" }: ApplicationFormOptions = {}) {
  const { applicationClosed, applicationFormCopy } = applyWords[locale];
  const words = applicationSchemaWords(locale);
  return defineForm<ApplicationActionData, ApplicationFormEnv>({
    name: "job-application",
    uploads: resumeUploadRule,
    refused: (status, message) => answer(status, { message }),
    unavailable: ({ form }) => answer(503, { message: applicationFormCopy.failed, values: typed(form) }),
    async handle({ request, form, db, env, clientAddress, uploads }): Promise<Outcome<ApplicationActionData>> {
      const at = now();
      // After the deadline (judged in IST) nothing is taken, whatever the page the post came from.
      if (!isOpeningOpen(opening, at)) return answer(410, { message: applicationClosed.refused });
      const honeypot = isHoneypotFilled(form);
      const validation = honeypot ? null : validateApplicationForm(form, words);
      const fileError = honeypot ? undefined : resumeError(uploads, validation?.success === false, locale);
      if (validation && (!validation.success || fileError)) {
        return answer(400, {
          fieldErrors: { ...(validation.success ? {} : validation.fieldErrors), resume: fileError },
          values: validation.success ? typed(form) : validation.values,
        });
      }
      const limit = await consumeRateLimit(db, applicationRateLimit, clientAddress, env.RATE_LIMIT_MULTIPLIER);
      if (!limit.allowed) {
        logger.warn(`[job-application] rate limit reached for ${clientAddress}`);
        return answer(
          429,
          { message: applicationFormCopy.rateLimited(Math.ceil(limit.retryAfterSeconds / 60)), values: typed(form) },
          retryAfterHeaders(limit.retryAfterSeconds),
        );
      }
      const resume = uploads.ok ? uploads.files[0] : undefined;
      if (!validation?.success || !resume) {
        // The honeypot: answered exactly like a success so the bot learns nothing; nothing stored or mailed.
        logger.warn(`[job-application] honeypot filled by ${clientAddress}; application discarded`);
        return redirectOutcome(pathIn(locale, applicationConfirmationPath(opening.id)));
      }
      const application = validation.data;
      await submitApplication(db, opening, application, {
        // The form makes its key in the browser. Without JavaScript the same application (the same
        // answers and résumé bytes, from the same address, that day) posted again is the same one.
        submissionId: submissionKey(form, {
          otherwise: () =>
            derivedSubmissionKey([
              opening.id,
              application,
              resume.sha256,
              clientAddress,
              at.toISOString().slice(0, 10),
            ]),
        }),
        resume,
        hrEmail: env.HR_EMAIL,
        publicUrl: env.PUBLIC_URL,
        ipAddress: clientAddress,
        userAgent: request.headers.get("user-agent")?.slice(0, 500) ?? null,
        now: at,
        locale,
      });
      return redirectOutcome(pathIn(locale, applicationConfirmationPath(opening.id)));
    },
  });
}

/**
 * The script path's answer: the same outcome as JSON, with a redirect named rather than followed (the
 * page navigates itself, keeping the single-page app), and the outcome's headers (Retry-After).
 */
export function applicationJsonResponse(outcome: Outcome<ApplicationActionData>): Response {
  const headers = new Headers(outcome.headers);
  headers.set("Cache-Control", "no-store");
  switch (outcome.type) {
    case "redirect":
      return Response.json({ redirect: outcome.location }, { status: 200, headers });
    case "text":
      return Response.json(
        { fieldErrors: {}, values: {}, message: outcome.message },
        { status: outcome.status, headers },
      );
    default:
      return Response.json(outcome.body, { status: outcome.status, headers });
  }
}
