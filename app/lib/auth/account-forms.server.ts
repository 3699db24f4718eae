// What every account form shares (sign-in, sign-up, password reset): the rate limits, the timing
// floor, the error answer, and the redirect that sets the session and the toast. Each handler
// returns an outcome that the thin route action turns into a response (tests call the handlers directly).
import type { Database } from "~/db/client.server";
import type { Env } from "~/lib/env.server";
import { type Outcome, dataOutcome, retryAfterHeaders } from "~/lib/forms/outcome";
import { exceededRateLimit, type RateLimitRule } from "~/lib/rate-limit/rate-limit.server";
import type { FormRequest } from "~/lib/forms/pipeline.server";
import { createSession } from "./session.server";
import { cookieSettings } from "~/lib/http/cookies.server";
import { redirectWithToast, type FlashMessage } from "~/lib/toast/flash.server";
import { type Locale, pathIn } from "~/lib/i18n/locale";
import { accountWords } from "./account-words.server";

const MINUTE = 60_000;

/**
 * Per client address and per account. The account limits stop slow guessing spread over many
 * addresses; they are generous enough that someone who locks a victim out this way only delays
 * them by minutes, and the reset flow has its own buckets (ASVS 6.1.1, documented in the ADR).
 */
export const authRateLimits = {
  loginIp: { name: "login-ip", limit: 30, windowMs: 15 * MINUTE },
  loginAccount: { name: "login-account", limit: 10, windowMs: 15 * MINUTE },
  signupIp: { name: "signup-ip", limit: 10, windowMs: 60 * MINUTE },
  signupAccount: { name: "signup-account", limit: 5, windowMs: 60 * MINUTE },
  resetIp: { name: "reset-ip", limit: 10, windowMs: 60 * MINUTE },
  resetAccount: { name: "reset-account", limit: 3, windowMs: 60 * MINUTE },
  tokenIp: { name: "token-ip", limit: 20, windowMs: 60 * MINUTE },
} satisfies Record<string, RateLimitRule>;

/**
 * The least time the part of sign-up and forgot-password that depends on whether the address has
 * an account may take. Registered addresses do more work (a row locked, a token written, another
 * email), which made them measurably slower; both paths now answer after the same floor, set well
 * above what the slower path needs on a busy machine (measured in tests/integration/auth-timing.test.ts).
 */
export const STEADY_TIMING_MS = { signup: 400, forgotPassword: 150 } as const;

export const MAX_AUTH_FORM_BYTES = 16 * 1024;

export type AuthEnv = Pick<Env, "APP_SECRET" | "PUBLIC_URL" | "RATE_LIMIT_MULTIPLIER" | "NODE_ENV">;

/** The answer of a form that failed for a reason shown as an alert (limits, wrong password, outages). */
export type ErrorBody = { status: "error"; message: string };

export function errorOutcome<B>(status: number, message: string, extra: object = {}, headers?: Headers): Outcome<B> {
  return dataOutcome(status, { status: "error", message, ...extra } as B, headers);
}

/** What every account form shares: same-origin posts only, a small body, errors as an alert. */
export const accountForm = {
  maxBytes: MAX_AUTH_FORM_BYTES,
  sameOriginOnly: true,
  refused: <B>(status: number, message: string) => errorOutcome<B>(status, message),
} as const;

/**
 * Counts one attempt in every bucket named, keyed by the client address or the account; the first
 * exceeded one gives the 429 answer (with Retry-After).
 */
export async function checkLimits<B>(
  db: Database,
  env: AuthEnv,
  locale: Locale,
  buckets: [keyof typeof authRateLimits, string][],
  extra: object = {},
): Promise<Outcome<B> | null> {
  const rules = buckets.map(([name, key]) => [authRateLimits[name], key] as const);
  const exceeded = await exceededRateLimit(db, rules, env.RATE_LIMIT_MULTIPLIER);
  if (!exceeded) return null;
  const message = accountWords[locale].authMessages.rateLimited(Math.ceil(exceeded.retryAfterSeconds / 60));
  return errorOutcome<B>(429, message, extra, retryAfterHeaders(exceeded.retryAfterSeconds));
}

/** Post/redirect/get that also sets (or clears) the session cookie, with a toast for the next page. */
export function redirectWithSession(
  location: string,
  sessionCookie: string | null,
  env: AuthEnv,
  flash: FlashMessage,
): Promise<Outcome<never>> {
  const headers = new Headers();
  if (sessionCookie) headers.append("Set-Cookie", sessionCookie);
  return redirectWithToast(env, location, flash, headers);
}

/** An absolute link to a page of the site in `locale`, for emails. */
export function siteLink(env: AuthEnv, path: string, locale: Locale) {
  return new URL(pathIn(locale, path), env.PUBLIC_URL).href;
}

/**
 * Signs the account in on this browser (a new session replacing any the request had) and redirects
 * with a toast: the last step of signing in, of confirming an address and of resetting a password.
 */
export async function redirectSignedIn(
  { request, db, clientAddress, env }: Omit<FormRequest<AuthEnv>, "session">,
  session: { userId: number; persistent: boolean },
  location: string,
  flash: FlashMessage,
): Promise<Outcome<never>> {
  const cookies = cookieSettings(env);
  const sessionCookie = await createSession(db, cookies, {
    ...session,
    ipAddress: clientAddress,
    userAgent: request.headers.get("user-agent"),
    request,
  });
  return redirectWithSession(location, sessionCookie, env, flash);
}
