// Handling of one contact form post: guards, validation, then the message and its two emails are
// committed in one transaction. Success is reported only after that commit (nothing lost).
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { contactMessages } from "~/db/schema";
import type { Env } from "~/lib/env.server";
import { sendEmail } from "~/lib/email/outbox.server";
import { stringFields } from "~/lib/forms/fields";
import { isHoneypotFilled } from "~/lib/forms/honeypot.server";
import { dataOutcome, retryAfterHeaders } from "~/lib/forms/outcome";
import { defineForm } from "~/lib/forms/pipeline.server";
import { derivedSubmissionKey, submissionKey } from "~/lib/forms/submission-key.server";
import { consumeRateLimit, rateLimitRules } from "~/lib/rate-limit/rate-limit.server";
import { type Locale, localeOf } from "~/lib/i18n/locale";
import { staffNotification, visitorAcknowledgement } from "./emails.server";
import { contactCopy, contactFormMessages } from "./form-words";
import { type ContactActionData, type ContactInput, contactFieldNames, validateContactForm } from "./schema";
import { logger } from "~/lib/log/logger.server";

/** The language of the page the form was sent from: its answers, and the visitor's email, are in it. */
const localeOfPost = (request: Request) => localeOf(new URL(request.url).pathname);

export const contactHandler = defineForm<ContactActionData, Pick<Env, "STAFF_EMAIL" | "RATE_LIMIT_MULTIPLIER">>({
  name: "contact",
  refused: (status, message) => dataOutcome(status, { status: "error", message }),
  unavailable: ({ request, form }) =>
    dataOutcome(503, {
      status: "error",
      message: contactCopy(localeOfPost(request)).contactMessages.unavailable,
      values: stringFields(form, contactFieldNames),
    }),
  async handle({ request, form, db, clientAddress, env }) {
    const locale = localeOfPost(request);
    const messages = contactCopy(locale).contactMessages;
    const honeypot = isHoneypotFilled(form);
    const validation = honeypot ? null : validateContactForm(form, contactFormMessages(locale));
    if (validation && !validation.success) {
      return dataOutcome(400, { status: "invalid", fieldErrors: validation.fieldErrors, values: validation.values });
    }
    // Counted only for posts that would be stored or that look like bots: typing mistakes are free.
    const limit = await consumeRateLimit(db, rateLimitRules.contact, clientAddress, env.RATE_LIMIT_MULTIPLIER);
    if (!limit.allowed) {
      logger.warn(`[contact] rate limit reached for ${clientAddress}`);
      const message = messages.rateLimited(Math.ceil(limit.retryAfterSeconds / 60));
      const values = stringFields(form, contactFieldNames);
      return dataOutcome(429, { status: "error", message, values }, retryAfterHeaders(limit.retryAfterSeconds));
    }
    if (!validation?.success) {
      // Answered exactly like a real success so the bot learns nothing; nothing stored or mailed.
      logger.warn(`[contact] honeypot filled by ${clientAddress}; message discarded`);
      return dataOutcome(200, { status: "sent" });
    }
    const message = validation.data;
    await recordContactMessage(db, message, {
      // Without JavaScript the form has no key: the same message from the same address that day is one.
      submissionId: submissionKey(form, {
        otherwise: () =>
          derivedSubmissionKey([
            message.email.toLowerCase(),
            message.subject,
            message.message,
            clientAddress,
            new Date().toISOString().slice(0, 10),
          ]),
      }),
      ipAddress: clientAddress,
      userAgent: request.headers.get("user-agent")?.slice(0, 500) ?? null,
      staffEmail: env.STAFF_EMAIL,
      locale,
    });
    return dataOutcome(200, { status: "sent" });
  },
});

type RecordOptions = {
  submissionId: string;
  ipAddress: string | null;
  userAgent: string | null;
  staffEmail: string;
  /** The language of the page it was sent from: the acknowledgement is written in it. */
  locale: Locale;
};

/**
 * Stores the message and queues both emails in one transaction. A repeated submissionId (double
 * click, browser re-post, retry after a lost response) returns the first message, queuing nothing.
 */
export async function recordContactMessage(db: Database, message: ContactInput, options: RecordOptions) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({
        submissionId: options.submissionId,
        firstName: message.firstName,
        lastName: message.lastName,
        email: message.email,
        phone: message.phone || null,
        company: message.company || null,
        subject: message.subject,
        message: message.message,
        ipAddress: options.ipAddress,
        userAgent: options.userAgent,
        locale: options.locale,
      })
      .onConflictDoNothing({ target: contactMessages.submissionId })
      .returning({ id: contactMessages.id });
    if (!row) {
      const [existing] = await tx
        .select({ id: contactMessages.id })
        .from(contactMessages)
        .where(eq(contactMessages.submissionId, options.submissionId));
      return { id: existing?.id ?? 0, duplicate: true };
    }
    await sendEmail(tx, staffNotification(message, row.id, options.staffEmail));
    await sendEmail(tx, visitorAcknowledgement(message, row.id, options.locale));
    return { id: row.id, duplicate: false };
  });
}
