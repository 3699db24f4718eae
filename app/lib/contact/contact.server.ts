// Handling of one contact form post: guards, validation, then the message and its two emails are
// committed in one transaction. Success is reported only after that commit (nothing lost).
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { contactMessages } from "~/db/schema";
import type { Env } from "~/lib/env.server";
import { sendEmail } from "~/lib/email/outbox.server";
import { notifyOutbox } from "~/lib/email/worker.server";
import { isHoneypotFilled } from "~/lib/forms/honeypot.server";
import { readFormBody } from "~/lib/http/body.server";
import { consumeRateLimit, rateLimitRules } from "~/lib/rate-limit/rate-limit.server";
import { staffNotification, visitorAcknowledgement } from "./emails.server";
import { stringFields } from "~/lib/forms/fields";
import {
  type ContactActionData,
  type ContactInput,
  type ContactValidation,
  type ContactValues,
  contactFieldNames,
  validateContactForm,
} from "./schema";

export const CONTACT_MESSAGES = {
  rateLimited: (minutes: number) =>
    `You have sent several messages in a short time. Please wait about ${minutes} minute${minutes === 1 ? "" : "s"} and try again, or call us.`,
  unavailable: "We could not save your message just now. Please try again in a moment, or call us.",
} as const;

export type ContactOutcome = { httpStatus: number; body: ContactActionData; headers?: Record<string, string> };

type ContactRequest = {
  request: Request;
  /** null when the database could not be opened: the visitor keeps what they typed and is told so. */
  db: Database | null;
  clientAddress: string;
  env: Pick<Env, "STAFF_EMAIL" | "RATE_LIMIT_MULTIPLIER">;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export async function handleContactPost({ request, db, clientAddress, env }: ContactRequest): Promise<ContactOutcome> {
  const body = await readFormBody(request);
  if (!body.ok) return { httpStatus: body.status, body: { status: "error", message: body.message } };
  const form = body.form;
  const typed = stringFields(form, contactFieldNames);

  const honeypot = isHoneypotFilled(form);
  const validation = honeypot ? null : validateContactForm(form);
  if (validation && !validation.success) {
    return {
      httpStatus: 400,
      body: { status: "invalid", fieldErrors: validation.fieldErrors, values: validation.values },
    };
  }
  try {
    if (!db) throw new Error("database unavailable");
    return await storeContactPost({ request, db, clientAddress, env, form, typed, validation });
  } catch (error) {
    console.error("[contact] could not store a message:", error instanceof Error ? error.message : error);
    return { httpStatus: 503, body: { status: "error", message: CONTACT_MESSAGES.unavailable, values: typed } };
  }
}

async function storeContactPost({
  request,
  db,
  clientAddress,
  env,
  form,
  typed,
  validation,
}: Omit<ContactRequest, "db"> & {
  db: Database;
  form: FormData;
  typed: ContactValues;
  validation: ContactValidation | null;
}): Promise<ContactOutcome> {
  // Counted only for posts that would be stored or that look like bots: typing mistakes are free.
  const limit = await consumeRateLimit(db, rateLimitRules.contact, clientAddress, env.RATE_LIMIT_MULTIPLIER);
  if (!limit.allowed) {
    console.warn(`[contact] rate limit reached for ${clientAddress}`);
    return {
      httpStatus: 429,
      body: {
        status: "error",
        message: CONTACT_MESSAGES.rateLimited(Math.ceil(limit.retryAfterSeconds / 60)),
        values: typed,
      },
      headers: { "Retry-After": String(limit.retryAfterSeconds) },
    };
  }

  if (!validation?.success) {
    // Answered exactly like a real success so the bot learns nothing; nothing stored or mailed.
    console.warn(`[contact] honeypot filled by ${clientAddress}; message discarded`);
    return { httpStatus: 200, body: { status: "sent" } };
  }

  const submissionId = String(form.get("submissionId") ?? "");
  await recordContactMessage(db, validation.data, {
    submissionId: UUID.test(submissionId) ? submissionId.toLowerCase() : randomUUID(),
    ipAddress: clientAddress,
    userAgent: request.headers.get("user-agent")?.slice(0, 500) ?? null,
    staffEmail: env.STAFF_EMAIL,
  });
  notifyOutbox();
  return { httpStatus: 200, body: { status: "sent" } };
}

type RecordOptions = { submissionId: string; ipAddress: string | null; userAgent: string | null; staffEmail: string };

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
    await sendEmail(tx, visitorAcknowledgement(message, row.id));
    return { id: row.id, duplicate: false };
  });
}
