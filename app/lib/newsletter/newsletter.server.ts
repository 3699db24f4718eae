// Newsletter sign-up with double opt-in. The answer to a sign-up is the same whether the address is
// new, pending, confirmed or unsubscribed, so the form cannot be used to learn who subscribes.
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { newsletterSubscribers } from "~/db/schema";
import type { Env } from "~/lib/env.server";
import { sendEmail } from "~/lib/email/outbox.server";
import { notifyOutbox } from "~/lib/email/worker.server";
import { firstErrorPerField, stringFields } from "~/lib/forms/fields";
import { isHoneypotFilled } from "~/lib/forms/honeypot.server";
import { readFormBody } from "~/lib/http/body.server";
import { consumeRateLimit, rateLimitRules } from "~/lib/rate-limit/rate-limit.server";
import { confirmationEmail } from "./emails.server";
import {
  NEWSLETTER_MESSAGES,
  NewsletterFormSchema,
  type NewsletterResult,
  newsletterSource,
  safeReturnPath,
} from "./schema";
import { CONFIRM_TOKEN_TTL_SECONDS, signToken, verifyToken } from "./tokens.server";

/** A second confirmation email to the same address is sent at most this often. */
const RESEND_AFTER_MINUTES = 10;

type LinkEnv = Pick<Env, "APP_SECRET" | "PUBLIC_URL">;

export function unsubscribeUrl(subscriberId: number, env: LinkEnv) {
  const token = signToken({ purpose: "unsubscribe", subscriberId }, env.APP_SECRET);
  return new URL(`/newsletter/unsubscribe?token=${token}`, env.PUBLIC_URL).href;
}

export function confirmUrl(
  subscriberId: number,
  nonce: string,
  env: LinkEnv,
  nowSeconds = Math.floor(Date.now() / 1000),
) {
  const token = signToken(
    { purpose: "confirm", subscriberId, nonce, expiresAt: nowSeconds + CONFIRM_TOKEN_TTL_SECONDS },
    env.APP_SECRET,
  );
  return new URL(`/newsletter/confirm?token=${token}`, env.PUBLIC_URL).href;
}

type NewsletterRequest = {
  request: Request;
  db: Database;
  clientAddress: string;
  env: Pick<Env, "APP_SECRET" | "PUBLIC_URL" | "RATE_LIMIT_MULTIPLIER">;
};

export async function handleNewsletterPost({ request, db, clientAddress, env }: NewsletterRequest): Promise<{
  httpStatus: number;
  body: NewsletterResult;
}> {
  const body = await readFormBody(request, 8 * 1024);
  if (!body.ok) return { httpStatus: body.status, body: { ok: false, message: body.message, returnTo: null } };
  const form = body.form;
  // Never back to a newsletter link page: opening an unsubscribe link again would undo this sign-up.
  const path = safeReturnPath(form.get("returnTo"));
  const returnTo = path?.startsWith("/newsletter") ? null : path;
  const parsed = NewsletterFormSchema.safeParse(stringFields(form, ["email"]));
  if (!parsed.success) {
    const message = firstErrorPerField<"email">(parsed.error.issues).email ?? "Invalid email address";
    return { httpStatus: 400, body: { ok: false, message, returnTo } };
  }
  const limit = await consumeRateLimit(db, rateLimitRules.newsletter, clientAddress, env.RATE_LIMIT_MULTIPLIER);
  if (!limit.allowed)
    return { httpStatus: 429, body: { ok: false, message: NEWSLETTER_MESSAGES.rateLimited, returnTo } };
  if (!isHoneypotFilled(form)) {
    await subscribe(db, parsed.data.email, newsletterSource(form.get("source")), env);
    notifyOutbox();
  }
  return { httpStatus: 200, body: { ok: true, message: NEWSLETTER_MESSAGES.checkInbox, returnTo } };
}

/**
 * Records the address as pending (or keeps it as it is) and queues a confirmation email when one is
 * useful: never to a confirmed subscriber, and not again within a few minutes of the last one.
 */
export async function subscribe(db: Database, email: string, source: string, env: LinkEnv) {
  await db.transaction(async (tx) => {
    await tx
      .insert(newsletterSubscribers)
      .values({ email, source })
      .onConflictDoNothing({ target: newsletterSubscribers.email });
    const [subscriber] = await tx
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email))
      .for("update");
    if (!subscriber || subscriber.status === "confirmed") return;
    const recentlySent =
      subscriber.status === "pending" &&
      subscriber.confirmationSentAt !== null &&
      Date.now() - subscriber.confirmationSentAt.getTime() < RESEND_AFTER_MINUTES * 60_000;
    if (recentlySent) return;
    const [updated] = await tx
      .update(newsletterSubscribers)
      .set({
        status: "pending",
        confirmNonce: sql`gen_random_uuid()`,
        confirmationSentAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(newsletterSubscribers.id, subscriber.id))
      .returning();
    if (!updated) return;
    await sendEmail(
      tx,
      confirmationEmail(email, confirmUrl(updated.id, updated.confirmNonce, env), unsubscribeUrl(updated.id, env)),
    );
  });
}

export type LinkState = "ready" | "confirmed" | "already-confirmed" | "unsubscribed" | "expired" | "invalid";

/** What a confirmation link would do, without doing it (the GET page shows a Confirm button). */
export async function checkConfirmToken(db: Database, token: string, secret: string): Promise<LinkState> {
  const check = verifyToken(token, "confirm", secret);
  if (!check.ok) return check.reason;
  const [subscriber] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, check.payload.subscriberId));
  if (!subscriber) return "invalid";
  if (subscriber.status === "confirmed") return "already-confirmed";
  if (subscriber.status !== "pending" || subscriber.confirmNonce !== check.payload.nonce) return "invalid";
  return "ready";
}

export async function confirmSubscription(db: Database, token: string, secret: string): Promise<LinkState> {
  const state = await checkConfirmToken(db, token, secret);
  if (state !== "ready") return state;
  const check = verifyToken(token, "confirm", secret);
  if (!check.ok || !check.payload.nonce) return "invalid";
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ status: "confirmed", confirmedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(newsletterSubscribers.id, check.payload.subscriberId),
        eq(newsletterSubscribers.status, "pending"),
        eq(newsletterSubscribers.confirmNonce, check.payload.nonce),
      ),
    )
    .returning({ id: newsletterSubscribers.id });
  return row ? "confirmed" : "already-confirmed";
}

/** Unsubscribes the link's subscriber; repeating it is harmless. */
export async function unsubscribe(db: Database, token: string, secret: string): Promise<LinkState> {
  const check = verifyToken(token, "unsubscribe", secret);
  if (!check.ok) return "invalid";
  const [row] = await db
    .update(newsletterSubscribers)
    .set({
      status: "unsubscribed",
      unsubscribedAt: sql`case when ${newsletterSubscribers.status} = 'unsubscribed' then ${newsletterSubscribers.unsubscribedAt} else now() end`,
      updatedAt: sql`now()`,
    })
    .where(eq(newsletterSubscribers.id, check.payload.subscriberId))
    .returning({ id: newsletterSubscribers.id });
  return row ? "unsubscribed" : "invalid";
}
