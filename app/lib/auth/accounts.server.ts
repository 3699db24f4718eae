// What the account forms do, apart from rendering: guards (body size, origin, rate limits),
// validation with the shared schemas, then the work in the database. Each handler returns an
// outcome that the thin route action turns into a response (tests call the handlers directly).
//
// Sign-up reveals nothing about which addresses have accounts (docs/decisions/010-accounts-and-sessions.md):
// every valid sign-up gets the same "check your inbox" answer; a new address gets a confirmation
// link that signs its owner in, a registered one gets a notice instead.
import { and, eq, isNull, sql } from "drizzle-orm";
import { authMessages, authToasts } from "~/content/accounts";
import type { Database } from "~/db/client.server";
import { authTokens, users } from "~/db/schema";
import type { Env } from "~/lib/env.server";
import { sendEmail } from "~/lib/email/outbox.server";
import { type FieldErrors, stringFields } from "~/lib/forms/fields";
import { isHoneypotFilled } from "~/lib/forms/honeypot.server";
import { dataOutcome, type Outcome, retryAfterHeaders, textOutcome } from "~/lib/forms/outcome";
import { defineForm } from "~/lib/forms/pipeline.server";
import { withMinimumDuration } from "~/lib/http/steady-timing";
import { exceededRateLimit, type RateLimitRule } from "~/lib/rate-limit/rate-limit.server";
import { cookieSettings, redirectWithToast } from "./auth.server";
import type { FlashMessage } from "./cookies.server";
import {
  alreadyRegisteredMessage,
  passwordChangedMessage,
  resetPasswordMessage,
  verifyEmailMessage,
} from "./emails.server";
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

/**
 * The least time the part of sign-up and forgot-password that depends on whether the address has
 * an account may take. Registered addresses do more work (a row locked, a token written, another
 * email), which made them measurably slower; both paths now answer after the same floor, set well
 * above what the slower path needs on a busy machine (measured in tests/integration/auth-timing.test.ts).
 */
export const STEADY_TIMING_MS = { signup: 400, forgotPassword: 150 } as const;

/** A second confirmation email for the same account is sent at most this often. */
const VERIFY_RESEND_MS = 2 * MINUTE;

const MAX_AUTH_FORM_BYTES = 16 * 1024;

export type AuthEnv = Pick<Env, "APP_SECRET" | "PUBLIC_URL" | "RATE_LIMIT_MULTIPLIER" | "NODE_ENV">;

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
  | (ErrorBody & { values?: { email: string } })
  | { status: "sent" };

export type ResetActionData =
  | { status: "invalid"; fieldErrors: FieldErrors<ResetField> }
  | ErrorBody
  | { status: "link-problem"; problem: LinkProblem };

export type VerifyActionData = ErrorBody | { status: "link-problem"; problem: LinkProblem };

function errorOutcome<B>(status: number, message: string, extra: object = {}, headers?: Headers): Outcome<B> {
  return dataOutcome(status, { status: "error", message, ...extra } as B, headers);
}

/** What every account form shares: same-origin posts only, a small body, errors as an alert. */
const accountForm = {
  maxBytes: MAX_AUTH_FORM_BYTES,
  sameOriginOnly: true,
  refused: <B>(status: number, message: string) => errorOutcome<B>(status, message),
} as const;

/** Counts one attempt in every bucket; the first exceeded one gives the 429 answer (with Retry-After). */
async function checkLimits<B>(
  db: Database,
  env: AuthEnv,
  buckets: [RateLimitRule, string][],
  extra: object = {},
): Promise<Outcome<B> | null> {
  const exceeded = await exceededRateLimit(db, buckets, env.RATE_LIMIT_MULTIPLIER);
  if (!exceeded) return null;
  const message = authMessages.rateLimited(Math.ceil(exceeded.retryAfterSeconds / 60));
  return errorOutcome<B>(429, message, extra, retryAfterHeaders(exceeded.retryAfterSeconds));
}

function redirectWithSession(
  location: string,
  sessionCookie: string | null,
  env: AuthEnv,
  flash: FlashMessage,
): Promise<Outcome<never>> {
  const headers = new Headers();
  if (sessionCookie) headers.append("Set-Cookie", sessionCookie);
  return redirectWithToast(env, location, flash, headers);
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
  /** Longer than the purpose's default, e.g. a staff invitation's set-password link. */
  lifetimeMs: number = TOKEN_LIFETIMES[purpose],
): Promise<string> {
  const token = generateToken();
  await db.delete(authTokens).where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose)));
  await db.insert(authTokens).values({
    tokenHash: hashToken(token),
    purpose,
    userId,
    redirectTo,
    expiresAt: new Date(Date.now() + lifetimeMs),
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

export const loginHandler = defineForm<LoginActionData, AuthEnv>({
  name: "login",
  ...accountForm,
  unavailable: ({ form }) => {
    const typed = stringFields(form, ["email", "remember"]);
    const values = { email: typed.email.slice(0, 254), remember: typed.remember === "on" };
    return errorOutcome(503, authMessages.unavailable, { values });
  },
  async handle({ request, form, db, clientAddress, env }) {
    const url = new URL(request.url);
    const validation = validateLoginForm(form);
    if (!validation.success) {
      return dataOutcome(400, { status: "invalid", fieldErrors: validation.fieldErrors, values: validation.values });
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
    if (isHoneypotFilled(form)) return errorOutcome(401, authToasts.loginFailed, { values });

    const [user] = await db.select().from(users).where(eq(users.email, email));
    const passwordOk = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
    if (!user || !passwordOk) {
      console.info("[auth] login failed");
      return errorOutcome(401, authToasts.loginFailed, { values });
    }
    if (!user.emailVerifiedAt) {
      // Only someone who knows the password gets here, so saying so reveals nothing new.
      await resendVerification(db, env, user, afterAuthPath(form.get("redirectTo"), form.get("plan")));
      return dataOutcome(403, { status: "unverified", message: authMessages.unverified, values });
    }
    if (needsRehash(user.passwordHash)) {
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(password) })
        .where(eq(users.id, user.id));
    }
    const cookies = cookieSettings(env);
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
    return redirectWithSession(target, sessionCookie, env, { type: "success", message: authToasts.loginSuccess });
  },
});

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
}

// ——— Sign-up ———

export const signupHandler = defineForm<SignupActionData, AuthEnv>({
  name: "signup",
  ...accountForm,
  unavailable: ({ form }) => {
    const typed = stringFields(form, ["fullName", "email", "terms"]);
    const values = {
      fullName: typed.fullName.slice(0, 200),
      email: typed.email.slice(0, 254),
      terms: typed.terms === "on",
    };
    return errorOutcome(503, authToasts.signupFailed, { values });
  },
  async handle({ form, db, clientAddress, env }) {
    const validation = validateSignupForm(form);
    if (!validation.success) {
      return dataOutcome(400, { status: "invalid", fieldErrors: validation.fieldErrors, values: validation.values });
    }
    const { fullName, email, password } = validation.data;
    const values: SignupValues = { fullName, email, terms: true };
    // From here the work differs for new, pending and registered addresses (and bots); the answer
    // comes after the same floor in every case, so its timing says nothing about the address.
    return withMinimumDuration(STEADY_TIMING_MS.signup, async () => {
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
      const checkInbox = dataOutcome<SignupActionData>(200, { status: "check-inbox", email });
      // A bot that filled the hidden field gets the usual answer; nothing is stored or sent.
      if (isHoneypotFilled(form)) return checkInbox;
      const passwordHash = await hashPassword(password);
      const redirectTo = afterAuthPath(form.get("redirectTo"), form.get("plan"));
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
      return checkInbox;
    });
  },
});

// ——— Email confirmation ———

export const verifyEmailHandler = defineForm<VerifyActionData, AuthEnv>({
  name: "verify-email",
  ...accountForm,
  unavailable: () => errorOutcome(503, authMessages.unavailable),
  async handle({ request, form, db, clientAddress, env }) {
    const limited = await checkLimits<VerifyActionData>(db, env, [[authRateLimits.tokenIp, clientAddress]]);
    if (limited) return limited;
    const consumed = await consumeToken(db, tokenOrNull(form.get("token")), "verify-email");
    if (!consumed.ok) return dataOutcome(400, { status: "link-problem", problem: consumed.problem });
    await db
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
      .where(eq(users.id, consumed.userId));
    const cookies = cookieSettings(env);
    const sessionCookie = await createSession(db, cookies, {
      userId: consumed.userId,
      persistent: false,
      ipAddress: clientAddress,
      userAgent: userAgentOf(request),
      request,
    });
    console.info(`[auth] user ${consumed.userId} confirmed their email`);
    const target = afterAuthPath(consumed.redirectTo, null);
    return redirectWithSession(target, sessionCookie, env, { type: "success", message: authToasts.signupSuccess });
  },
});

// ——— Forgotten password ———

export const forgotPasswordHandler = defineForm<ForgotActionData, AuthEnv>({
  name: "forgot-password",
  ...accountForm,
  unavailable: ({ form }) =>
    errorOutcome(503, authMessages.unavailable, {
      values: { email: stringFields(form, ["email"]).email.slice(0, 254) },
    }),
  async handle({ form, db, clientAddress, env }) {
    const validation = validateForgotForm(form);
    if (!validation.success) {
      return dataOutcome(400, { status: "invalid", fieldErrors: validation.fieldErrors, values: validation.values });
    }
    const { email } = validation.data;
    // A registered address costs a token and an email more than an unknown one: from here both
    // answer after the same floor, so the time taken says nothing about the address.
    return withMinimumDuration(STEADY_TIMING_MS.forgotPassword, async () => {
      const limited = await checkLimits<ForgotActionData>(db, env, [
        [authRateLimits.resetIp, clientAddress],
        [authRateLimits.resetAccount, emailKey(email)],
      ]);
      if (limited) return limited;
      const honeypot = isHoneypotFilled(form);
      await db.transaction(async (tx) => {
        const [user] = await tx.select().from(users).where(eq(users.email, email));
        if (!user || honeypot) return;
        const token = await issueToken(tx, user.id, "reset-password");
        await sendEmail(
          tx,
          resetPasswordMessage(user.email, user.fullName, link(env, `/reset-password?token=${token}`)),
        );
      });
      // The same answer whether or not the address has an account.
      return dataOutcome<ForgotActionData>(200, { status: "sent" });
    });
  },
});

// ——— Password reset ———

export const resetPasswordHandler = defineForm<ResetActionData, AuthEnv>({
  name: "reset-password",
  ...accountForm,
  unavailable: () => errorOutcome(503, authMessages.unavailable),
  async handle({ request, form, db, clientAddress, env }) {
    const validation = validateResetForm(form);
    if (!validation.success) {
      if (validation.fieldErrors.token) return dataOutcome(400, { status: "link-problem", problem: "invalid" });
      return dataOutcome(400, { status: "invalid", fieldErrors: validation.fieldErrors });
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
        .where(
          and(eq(authTokens.userId, user.id), eq(authTokens.purpose, "reset-password"), isNull(authTokens.usedAt)),
        );
      await sendEmail(tx, passwordChangedMessage(user.email, user.fullName, link(env, "/forgot-password")));
      return { ok: true as const, userId: user.id };
    });
    if (!result.ok) return dataOutcome(400, { status: "link-problem", problem: result.problem });
    const cookies = cookieSettings(env);
    const sessionCookie = await createSession(db, cookies, {
      userId: result.userId,
      persistent: false,
      ipAddress: clientAddress,
      userAgent: userAgentOf(request),
      request,
    });
    console.info(`[auth] user ${result.userId} reset their password`);
    return redirectWithSession("/account", sessionCookie, env, {
      type: "success",
      message: authToasts.passwordReset,
    });
  },
});

// ——— Logout ———

/** POST only, from this site only; a resource route, so refusals are plain text. */
export const logoutHandler = defineForm<never, AuthEnv>({
  name: "logout",
  maxBytes: MAX_AUTH_FORM_BYTES,
  sameOriginOnly: true,
  refused: (status, message) => textOutcome(status, message),
  // Still signed in: back to the account page, which says so with a toast.
  unavailable: ({ env }) => redirectWithToast(env, "/account", { type: "error", message: authMessages.unavailable }),
  async handle({ request, db, env }) {
    const cookies = cookieSettings(env);
    const clear = await destroySession(db, request, cookies);
    return redirectWithSession("/", clear, env, { type: "info", message: authToasts.loggedOut });
  },
});
