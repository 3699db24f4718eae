// Newsletter sign-up with double opt-in. The answer to a sign-up is the same whether the address is
// new, pending, confirmed or unsubscribed, so the form cannot be used to learn who subscribes.
import { and, eq, sql } from "drizzle-orm";
import * as formsEn from "~/content/forms";
import * as formsMl from "~/content/forms.ml";
import * as newsletterEn from "~/content/newsletter";
import * as newsletterMl from "~/content/newsletter.ml";
import type { Database } from "~/db/client.server";
import { newsletterSubscribers } from "~/db/schema";
import type { Env } from "~/lib/env.server";
import { sendEmail } from "~/lib/email/outbox.server";
import { stringFields } from "~/lib/forms/fields";
import { isHoneypotFilled } from "~/lib/forms/honeypot.server";
import { dataOutcome, type Outcome, retryAfterHeaders } from "~/lib/forms/outcome";
import { defineForm } from "~/lib/forms/pipeline.server";
import { validateForm } from "~/lib/forms/validate";
import { safeReturnPath } from "~/lib/http/return-path";
import { type Locale, localeOf, pathIn } from "~/lib/i18n/locale";
import { localized } from "~/lib/i18n/localized";
import { consumeRateLimit, rateLimitRules } from "~/lib/rate-limit/rate-limit.server";
import { confirmationEmail } from "./emails.server";
import { type NewsletterResult, newsletterFormSchema, newsletterSource } from "./schema";
import { CONFIRM_TOKEN_TTL_SECONDS, signToken, verifyToken } from "./tokens.server";

/** A second confirmation email to the same address is sent at most this often. */
const RESEND_AFTER_MINUTES = 10;

const newsletterWords = localized(newsletterEn, newsletterMl);
const formWords = localized(formsEn, formsMl);

/** The language of the page the box was sent from: the answer, and every email, are in it. */
const localeOfPost = (request: Request) => localeOf(new URL(request.url).pathname);

function messagesFor(request: Request) {
  return newsletterWords[localeOfPost(request)].newsletterCopy.messages;
}

type LinkEnv = Pick<Env, "APP_SECRET" | "PUBLIC_URL">;

/** The subscriber's unsubscribe page, in their language. */
export function unsubscribeUrl(subscriberId: number, env: LinkEnv, locale: Locale) {
  const token = signToken({ purpose: "unsubscribe", subscriberId }, env.APP_SECRET);
  return new URL(pathIn(locale, `/newsletter/unsubscribe?token=${token}`), env.PUBLIC_URL).href;
}

export function confirmUrl(
  subscriberId: number,
  nonce: string,
  env: LinkEnv,
  locale: Locale,
  nowSeconds = Math.floor(Date.now() / 1000),
) {
  const token = signToken(
    { purpose: "confirm", subscriberId, nonce, expiresAt: nowSeconds + CONFIRM_TOKEN_TTL_SECONDS },
    env.APP_SECRET,
  );
  return new URL(pathIn(locale, `/newsletter/confirm?token=${token}`), env.PUBLIC_URL).href;
}

/** Where to go back to without JavaScript; never a newsletter link page (an unsubscribe link opened again would undo this). */
function returnPathOf(form: FormData) {
  const path = safeReturnPath(form.get("returnTo"));
  return path?.startsWith("/newsletter") ? null : path;
}

function failure(status: number, message: string, form?: FormData): Outcome<NewsletterResult> {
  const typed = form ? stringFields(form, ["email"]).email.slice(0, 254) : undefined;
  return dataOutcome(status, { ok: false, message, returnTo: form ? returnPathOf(form) : null, email: typed });
}

/** Sign-ups from every newsletter box (footer, blog list, article) and the /newsletter page. */
export const newsletterHandler = defineForm<NewsletterResult, Pick<Env, keyof LinkEnv | "RATE_LIMIT_MULTIPLIER">>({
  name: "newsletter",
  maxBytes: 8 * 1024,
  refused: (status, message) => failure(status, message),
  unavailable: ({ request, form }) => failure(503, messagesFor(request).failed, form),
  async handle({ request, form, db, clientAddress, env }) {
    const locale = localeOfPost(request);
    const messages = messagesFor(request);
    const returnTo = returnPathOf(form);
    const validation = validateForm(newsletterFormSchema(formWords[locale].fieldMessages), form);
    if (!validation.success) return failure(400, validation.fieldErrors.email ?? messages.failed, form);
    const limit = await consumeRateLimit(db, rateLimitRules.newsletter, clientAddress, env.RATE_LIMIT_MULTIPLIER);
    if (!limit.allowed) {
      const body = { ok: false, message: messages.rateLimited, returnTo, email: validation.data.email };
      return dataOutcome(429, body, retryAfterHeaders(limit.retryAfterSeconds));
    }
    if (!isHoneypotFilled(form)) {
      await subscribe(db, validation.data.email, newsletterSource(form.get("source")), env, locale);
    }
    return dataOutcome(200, { ok: true, message: messages.checkInbox, returnTo });
  },
});

/**
 * Records the address as pending (or keeps it as it is) and queues a confirmation email when one is
 * useful: never to a confirmed subscriber, and not again within a few minutes of the last one. The
 * email, and every later one, is in `locale`: the language of the page the address was entered on.
 */
export async function subscribe(db: Database, email: string, source: string, env: LinkEnv, locale: Locale) {
  await db.transaction(async (tx) => {
    await tx
      .insert(newsletterSubscribers)
      .values({ email, source, locale })
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
        locale,
        updatedAt: sql`now()`,
      })
      .where(eq(newsletterSubscribers.id, subscriber.id))
      .returning();
    if (!updated) return;
    await sendEmail(
      tx,
      confirmationEmail(
        email,
        confirmUrl(updated.id, updated.confirmNonce, env, locale),
        unsubscribeUrl(updated.id, env, locale),
        locale,
      ),
    );
  });
}

export type LinkState = "ready" | "confirmed" | "already-confirmed" | "unsubscribed" | "expired" | "invalid";

/** What a newsletter link page shows: the link's state, or that the database could not be asked. */
export type LinkPageState = LinkState | "unavailable";

export function linkPageStatus(state: LinkPageState) {
  if (state === "unavailable") return 503;
  return state === "invalid" || state === "expired" ? 400 : 200;
}

type LinkEnvOnly = Pick<Env, "APP_SECRET">;

/** The Confirm button's post: the token comes in the form (mail scanners only ever GET). */
export const confirmHandler = defineForm<{ state: LinkPageState }, LinkEnvOnly>({
  name: "newsletter-confirm",
  maxBytes: 8 * 1024,
  refused: (status) => dataOutcome(status, { state: "invalid" }),
  unavailable: () => dataOutcome(503, { state: "unavailable" }),
  async handle({ form, db, env }) {
    const token = form.get("token");
    const state = typeof token === "string" ? await confirmSubscription(db, token, env.APP_SECRET) : "invalid";
    return dataOutcome(linkPageStatus(state), { state });
  },
});

/**
 * The Unsubscribe button's post (the token in the form), and RFC 8058's one-click POST, which mail
 * apps send to the List-Unsubscribe URL (the token in its query).
 */
export const unsubscribeHandler = defineForm<{ state: LinkPageState }, LinkEnvOnly>({
  name: "newsletter-unsubscribe",
  maxBytes: 8 * 1024,
  refused: (status) => dataOutcome(status, { state: "invalid" }),
  unavailable: () => dataOutcome(503, { state: "unavailable" }),
  async handle({ request, form, db, env }) {
    const fromForm = form.get("token");
    const token = typeof fromForm === "string" ? fromForm : (new URL(request.url).searchParams.get("token") ?? "");
    const state = await unsubscribe(db, token, env.APP_SECRET);
    return dataOutcome(state === "unsubscribed" ? 200 : 400, { state });
  },
});

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

/** What an unsubscribe link would do, without doing it (the GET page shows an Unsubscribe button). */
export async function checkUnsubscribeToken(db: Database, token: string, secret: string): Promise<LinkState> {
  const check = verifyToken(token, "unsubscribe", secret);
  if (!check.ok) return "invalid";
  const [subscriber] = await db
    .select({ status: newsletterSubscribers.status })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, check.payload.subscriberId));
  if (!subscriber) return "invalid";
  return subscriber.status === "unsubscribed" ? "unsubscribed" : "ready";
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
