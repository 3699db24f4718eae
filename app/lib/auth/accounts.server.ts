// What the account forms do, apart from rendering: guards (body size, origin, rate limits),
// validation with the shared schemas, then the work in the database. Each handler returns an
// outcome that the thin route action turns into a response (tests call the handlers directly).
//
// Sign-up reveals nothing about which addresses have accounts (docs/decisions/010-accounts-and-sessions.md):
// every valid sign-up gets the same "check your inbox" answer; a new address gets a confirmation
// link that signs its owner in, a registered one gets a notice instead.
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { authTokens, users } from "~/db/schema";
import type { Env } from "~/lib/env.server";
import { authMessages, authToasts } from "~/content/accounts";
import { sendEmail } from "~/lib/email/outbox.server";
import { notifyOutbox } from "~/lib/email/worker.server";
import type { FieldErrors } from "~/lib/forms/fields";
import { isHoneypotFilled } from "~/lib/forms/honeypot.server";
import { readFormBody } from "~/lib/http/body.server";
import { consumeRateLimit, type RateLimitRule } from "~/lib/rate-limit/rate-limit.server";
import { type CookieSettings, type FlashMessage, flashCookie } from "./cookies.server";
import {
  alreadyRegisteredMessage,
  passwordChangedMessage,
  resetPasswordMessage,
  verifyEmailMessage,
} from "./emails.server";
import { CROSS_SITE_MESSAGE, isSameOriginRequest } from "./origin.server";
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from "./password.server";
import { afterAuthPath } from "./redirect";
import {
  type LoginField,
  type LoginValues,
  type ResetField,
  type SignupField,
  type SignupValues,
  tokenOrNull,
  validateForgotForm,
  validateLoginForm,
  validateResetForm,
  validateSignupForm,
} from "./schema";
import { createSession, destroySession, destroyUserSessions } from "./session.server";
import { emailKey, generateToken, hashToken } from "./tokens.server";

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

export const TOKEN_LIFETIMES = {
  "verify-email": 24 * 60 * MINUTE,
  "reset-password": 60 * MINUTE,
} as const;

/** A second confirmation email for the same account is sent at most this often. */
const VERIFY_RESEND_MS = 2 * MINUTE;

const MAX_AUTH_FORM_BYTES = 16 * 1024;

export type AuthEnv = Pick<Env, "APP_SECRET" | "PUBLIC_URL" | "RATE_LIMIT_MULTIPLIER" | "NODE_ENV">;

export type AuthRequest = {
  request: Request;
  db: Database;
  clientAddress: string;
  env: AuthEnv;
  cookies: CookieSettings;
};

export type Outcome<Body> =
  | { type: "data"; status: number; body: Body; headers?: Headers }
  | { type: "redirect"; location: string; headers: Headers };

type ErrorBody = { status: "error"; message: string };

export type LinkProblem = "invalid" | "expired" | "used";

export type LoginActionData =
  | { status: "invalid"; fieldErrors: FieldErrors<LoginField>; values: LoginValues }
  | (ErrorBody & { values?: LoginValues })
  | { status: "unverified"; message: string; values: LoginValues };

export type SignupActionData =
  | { status: "invalid"; fieldErrors: FieldErrors<SignupField>; values: SignupValues }
  | (ErrorBody & { values?: SignupValues })
  | { status: "check-inbox"; email: string };

export type ForgotActionData =
  | { status: "invalid"; fieldErrors: FieldErrors<"email">; values: { email: string } }
  | ErrorBody
  | { status: "sent" };

export type ResetActionData =
  | { status: "invalid"; fieldErrors: FieldErrors<ResetField> }
  | ErrorBody
  | { status: "link-problem"; problem: LinkProblem };

export type VerifyActionData = ErrorBody | { status: "link-problem"; problem: LinkProblem };

function errorOutcome<B>(status: number, message: string, extra: Partial<B> = {}, headers?: Headers): Outcome<B> {
  return { type: "data", status, body: { status: "error", message, ...extra } as B, headers };
}

/** Body, origin and size checks every account form shares. */
async function readAuthForm<B>(
  request: Request,
  env: AuthEnv,
): Promise<{ ok: true; form: FormData } | { ok: false; outcome: Outcome<B> }> {
  if (!isSameOriginRequest(request, env.PUBLIC_URL))
    return { ok: false, outcome: errorOutcome<B>(403, CROSS_SITE_MESSAGE) };
  const body = await readFormBody(request, MAX_AUTH_FORM_BYTES);
  if (!body.ok) return { ok: false, outcome: errorOutcome<B>(body.status, body.message) };
  return { ok: true, form: body.form };
}

/** Counts one attempt in every bucket; the first exceeded one gives the 429 answer. */
async function checkLimits<B>(
  db: Database,
  env: AuthEnv,
  buckets: [RateLimitRule, string][],
  extra: Partial<B> = {},
): Promise<Outcome<B> | null> {
  for (const [rule, key] of buckets) {
    const result = await consumeRateLimit(db, rule, key, env.RATE_LIMIT_MULTIPLIER);
    if (!result.allowed) {
      console.warn(`[auth] rate limit ${rule.name} reached`);
      const headers = new Headers({ "Retry-After": String(result.retryAfterSeconds) });
      return errorOutcome<B>(429, authMessages.rateLimited(Math.ceil(result.retryAfterSeconds / 60)), extra, headers);
    }
  }
  return null;
}

async function redirectWithSession(
  location: string,
  sessionCookie: string | null,
  settings: CookieSettings,
  flash: FlashMessage,
): Promise<Outcome<never>> {
  const headers = new Headers();
  if (sessionCookie) headers.append("Set-Cookie", sessionCookie);
  headers.append("Set-Cookie", await flashCookie(settings, flash));
  return { type: "redirect", location, headers };
}

function link(env: AuthEnv, path: string) {
  return new URL(path, env.PUBLIC_URL).href;
}

function userAgentOf(request: Request) {
  return request.headers.get("user-agent");
}

// ——— Tokens ———

/** Stores a new single-use token for a user (older unused ones of that purpose stop working). */
export async function issueToken(
  db: Database,
  userId: number,
  purpose: keyof typeof TOKEN_LIFETIMES,
  redirectTo: string | null = null,
): Promise<string> {
  const token = generateToken();
  await db.delete(authTokens).where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose)));
  await db.insert(authTokens).values({
    tokenHash: hashToken(token),
    purpose,
    userId,
    redirectTo,
    expiresAt: new Date(Date.now() + TOKEN_LIFETIMES[purpose]),
  });
  return token;
}

/** What is wrong with a link, or null when it could be used now (nothing is changed). */
export async function checkToken(
  db: Database,
  token: string | null,
  purpose: keyof typeof TOKEN_LIFETIMES,
): Promise<LinkProblem | null> {
  if (!token) return "invalid";
  const [row] = await db
    .select({ usedAt: authTokens.usedAt, expired: sql<boolean>`${authTokens.expiresAt} <= now()` })
    .from(authTokens)
    .where(and(eq(authTokens.tokenHash, hashToken(token)), eq(authTokens.purpose, purpose)));
  if (!row) return "invalid";
  if (row.usedAt) return "used";
  if (row.expired) return "expired";
  return null;
}

/**
 * Marks a token used and returns its user, atomically: of two simultaneous uses of one link only
 * one succeeds. On failure says why.
 */
export async function consumeToken(
  db: Database,
  token: string | null,
  purpose: keyof typeof TOKEN_LIFETIMES,
): Promise<{ ok: true; userId: number; redirectTo: string | null } | { ok: false; problem: LinkProblem }> {
  if (!token) return { ok: false, problem: "invalid" };
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(token)),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
        sql`${authTokens.expiresAt} > now()`,
      ),
    )
    .returning({ userId: authTokens.userId, redirectTo: authTokens.redirectTo });
  if (row) return { ok: true, userId: row.userId, redirectTo: row.redirectTo };
  return { ok: false, problem: (await checkToken(db, token, purpose)) ?? "invalid" };
}

// ——— Login ———

export async function handleLogin({
  request,
  db,
  clientAddress,
  env,
  cookies,
}: AuthRequest): Promise<Outcome<LoginActionData>> {
  const read = await readAuthForm<LoginActionData>(request, env);
  if (!read.ok) return read.outcome;
  const { form } = read;
  const url = new URL(request.url);
  const validation = validateLoginForm(form);
  if (!validation.success) {
    return {
      type: "data",
      status: 400,
      body: { status: "invalid", fieldErrors: validation.fieldErrors, values: validation.values },
    };
  }
  const { email, password, remember } = validation.data;
  const values: LoginValues = { email, remember: remember === "on" };
  const limited = await checkLimits<LoginActionData>(
    db,
    env,
    [
      [authRateLimits.loginIp, clientAddress],
      [authRateLimits.loginAccount, emailKey(email)],
    ],
    { values },
  );
  if (limited) return limited;
  // A bot that filled the hidden field learns only that its credentials failed.
  if (isHoneypotFilled(form))
    return { type: "data", status: 401, body: { status: "error", message: authToasts.loginFailed, values } };

  const [user] = await db.select().from(users).where(eq(users.email, email));
  const passwordOk = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
  if (!user || !passwordOk) {
    console.info("[auth] login failed");
    return { type: "data", status: 401, body: { status: "error", message: authToasts.loginFailed, values } };
  }
  if (!user.emailVerifiedAt) {
    // Only someone who knows the password gets here, so saying so reveals nothing new.
    await resendVerification(db, env, user, afterAuthPath(form.get("redirectTo"), form.get("plan")));
    return { type: "data", status: 403, body: { status: "unverified", message: authMessages.unverified, values } };
  }
  if (needsRehash(user.passwordHash)) {
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(users.id, user.id));
  }
  const sessionCookie = await createSession(db, cookies, {
    userId: user.id,
    persistent: values.remember,
    ipAddress: clientAddress,
    userAgent: userAgentOf(request),
    request,
  });
  console.info(`[auth] user ${user.id} signed in`);
  const target = afterAuthPath(
    form.get("redirectTo") ?? url.searchParams.get("redirectTo"),
    form.get("plan") ?? url.searchParams.get("plan"),
  );
  return redirectWithSession(target, sessionCookie, cookies, { type: "success", message: authToasts.loginSuccess });
}

async function resendVerification(db: Database, env: AuthEnv, user: typeof users.$inferSelect, redirectTo: string) {
  const [latest] = await db
    .select({ createdAt: authTokens.createdAt })
    .from(authTokens)
    .where(and(eq(authTokens.userId, user.id), eq(authTokens.purpose, "verify-email"), isNull(authTokens.usedAt)));
  if (latest && Date.now() - latest.createdAt.getTime() < VERIFY_RESEND_MS) return;
  await db.transaction(async (tx) => {
    const token = await issueToken(tx, user.id, "verify-email", redirectTo);
    await sendEmail(tx, verifyEmailMessage(user.email, user.fullName, link(env, `/verify-email?token=${token}`)));
  });
  notifyOutbox();
}

// ——— Sign-up ———

export async function handleSignup({
  request,
  db,
  clientAddress,
  env,
}: AuthRequest): Promise<Outcome<SignupActionData>> {
  const read = await readAuthForm<SignupActionData>(request, env);
  if (!read.ok) return read.outcome;
  const { form } = read;
  const validation = validateSignupForm(form);
  if (!validation.success) {
    return {
      type: "data",
      status: 400,
      body: { status: "invalid", fieldErrors: validation.fieldErrors, values: validation.values },
    };
  }
  const { fullName, email, password } = validation.data;
  const values: SignupValues = { fullName, email, terms: true };
  const limited = await checkLimits<SignupActionData>(
    db,
    env,
    [
      [authRateLimits.signupIp, clientAddress],
      [authRateLimits.signupAccount, emailKey(email)],
    ],
    { values },
  );
  if (limited) return limited;
  // A bot that filled the hidden field gets the usual answer; nothing is stored or sent.
  if (isHoneypotFilled(form)) return { type: "data", status: 200, body: { status: "check-inbox", email } };

  // Hashed in every case, so a registered address takes as long as a new one.
  const passwordHash = await hashPassword(password);
  const redirectTo = afterAuthPath(form.get("redirectTo"), form.get("plan"));
  try {
    await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({ email, fullName, passwordHash })
        .onConflictDoNothing({ target: users.email })
        .returning();
      const [user] = created ? [created] : await tx.select().from(users).where(eq(users.email, email)).for("update");
      if (!user) throw new Error("user row vanished");
      if (user.emailVerifiedAt) {
        await sendEmail(tx, alreadyRegisteredMessage(email, link(env, "/login"), link(env, "/forgot-password")));
        return;
      }
      if (!created) {
        // Nobody has proved they own this address yet: the latest sign-up's details win, and
        // the links mailed for earlier ones stop working (issueToken replaces them).
        await tx.update(users).set({ fullName, passwordHash, updatedAt: sql`now()` }).where(eq(users.id, user.id));
      }
      const token = await issueToken(tx, user.id, "verify-email", redirectTo);
      await sendEmail(tx, verifyEmailMessage(email, fullName, link(env, `/verify-email?token=${token}`)));
    });
  } catch (error) {
    console.error("[auth] sign-up failed:", error instanceof Error ? error.message : error);
    return errorOutcome<SignupActionData>(503, authToasts.signupFailed, { values });
  }
  notifyOutbox();
  return { type: "data", status: 200, body: { status: "check-inbox", email } };
}

// ——— Email confirmation ———

export async function handleVerifyEmail({
  request,
  db,
  clientAddress,
  env,
  cookies,
}: AuthRequest): Promise<Outcome<VerifyActionData>> {
  const read = await readAuthForm<VerifyActionData>(request, env);
  if (!read.ok) return read.outcome;
  const limited = await checkLimits<VerifyActionData>(db, env, [[authRateLimits.tokenIp, clientAddress]]);
  if (limited) return limited;
  const consumed = await consumeToken(db, tokenOrNull(read.form.get("token")), "verify-email");
  if (!consumed.ok) return { type: "data", status: 400, body: { status: "link-problem", problem: consumed.problem } };
  await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
    .where(eq(users.id, consumed.userId));
  const sessionCookie = await createSession(db, cookies, {
    userId: consumed.userId,
    persistent: false,
    ipAddress: clientAddress,
    userAgent: userAgentOf(request),
    request,
  });
  console.info(`[auth] user ${consumed.userId} confirmed their email`);
  const target = afterAuthPath(consumed.redirectTo, null);
  return redirectWithSession(target, sessionCookie, cookies, { type: "success", message: authToasts.signupSuccess });
}

// ——— Forgotten password ———

export async function handleForgotPassword({
  request,
  db,
  clientAddress,
  env,
}: AuthRequest): Promise<Outcome<ForgotActionData>> {
  const read = await readAuthForm<ForgotActionData>(request, env);
  if (!read.ok) return read.outcome;
  const validation = validateForgotForm(read.form);
  if (!validation.success) {
    return {
      type: "data",
      status: 400,
      body: { status: "invalid", fieldErrors: validation.fieldErrors, values: validation.values },
    };
  }
  const { email } = validation.data;
  const limited = await checkLimits<ForgotActionData>(db, env, [
    [authRateLimits.resetIp, clientAddress],
    [authRateLimits.resetAccount, emailKey(email)],
  ]);
  if (limited) return limited;
  const honeypot = isHoneypotFilled(read.form);
  await db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.email, email));
    if (!user || honeypot) return;
    const token = await issueToken(tx, user.id, "reset-password");
    await sendEmail(tx, resetPasswordMessage(user.email, user.fullName, link(env, `/reset-password?token=${token}`)));
  });
  notifyOutbox();
  // The same answer whether or not the address has an account.
  return { type: "data", status: 200, body: { status: "sent" } };
}

// ——— Password reset ———

export async function handleResetPassword({
  request,
  db,
  clientAddress,
  env,
  cookies,
}: AuthRequest): Promise<Outcome<ResetActionData>> {
  const read = await readAuthForm<ResetActionData>(request, env);
  if (!read.ok) return read.outcome;
  const validation = validateResetForm(read.form);
  if (!validation.success) {
    if (validation.fieldErrors.token)
      return { type: "data", status: 400, body: { status: "link-problem", problem: "invalid" } };
    return { type: "data", status: 400, body: { status: "invalid", fieldErrors: validation.fieldErrors } };
  }
  const limited = await checkLimits<ResetActionData>(db, env, [[authRateLimits.tokenIp, clientAddress]]);
  if (limited) return limited;
  const { token, password } = validation.data;
  const passwordHash = await hashPassword(password);
  const result = await db.transaction(async (tx) => {
    const consumed = await consumeToken(tx, token, "reset-password");
    if (!consumed.ok) return consumed;
    const [user] = await tx
      .update(users)
      .set({
        passwordHash,
        passwordChangedAt: sql`now()`,
        // Opening a link sent to the address proves it is theirs.
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, consumed.userId))
      .returning();
    if (!user) return { ok: false as const, problem: "invalid" as const };
    // Every session of the account ends, wherever it was; other reset links stop working too.
    await destroyUserSessions(tx, user.id);
    await tx
      .delete(authTokens)
      .where(and(eq(authTokens.userId, user.id), eq(authTokens.purpose, "reset-password"), isNull(authTokens.usedAt)));
    await sendEmail(tx, passwordChangedMessage(user.email, user.fullName, link(env, "/forgot-password")));
    return { ok: true as const, userId: user.id };
  });
  if (!result.ok) return { type: "data", status: 400, body: { status: "link-problem", problem: result.problem } };
  notifyOutbox();
  const sessionCookie = await createSession(db, cookies, {
    userId: result.userId,
    persistent: false,
    ipAddress: clientAddress,
    userAgent: userAgentOf(request),
    request,
  });
  console.info(`[auth] user ${result.userId} reset their password`);
  return redirectWithSession("/account", sessionCookie, cookies, {
    type: "success",
    message: authToasts.passwordReset,
  });
}

// ——— Logout ———

export async function handleLogout({ request, db, env, cookies }: AuthRequest): Promise<Outcome<ErrorBody>> {
  if (!isSameOriginRequest(request, env.PUBLIC_URL)) return errorOutcome<ErrorBody>(403, CROSS_SITE_MESSAGE);
  const clear = await destroySession(db, request, cookies);
  return redirectWithSession("/", clear, cookies, { type: "info", message: authToasts.loggedOut });
}
