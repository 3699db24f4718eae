// The staff second factor in the database: enrolment (a secret, then a code to confirm it, then ten
// recovery codes), verification of a session (a TOTP code that is newer than the last one used, or
// an unused recovery code), the admin's reset, and the forms of the two pages.
// docs/decisions/013-staff-roles-and-second-factor.md
import { and, eq, isNull, sql } from "drizzle-orm";
import { secondFactorMessages, teamMessages } from "~/content/staff-auth";
import type { Database } from "~/db/client.server";
import { sessions, staffRecoveryCodes, staffSecondFactors, staffSessionFactors } from "~/db/schema";
import { rotateSession } from "~/lib/auth/auth.server";
import type { Env } from "~/lib/env.server";
import { dataOutcome, type Outcome, retryAfterHeaders } from "~/lib/forms/outcome";
import { defineForm } from "~/lib/forms/pipeline.server";
import { exceededRateLimit, type RateLimitRule } from "~/lib/rate-limit/rate-limit.server";
import {
  decryptSecret,
  encryptSecret,
  generateRecoveryCodes,
  generateTotpSecret,
  groupSecret,
  hashRecoveryCode,
  matchTotpStep,
  normaliseRecoveryCode,
  normaliseTotpCode,
  totpQrSvg,
  totpUri,
} from "./totp.server";
import { redirectWithToast } from "~/lib/toast/flash.server";
import { logger } from "~/lib/log/logger.server";

const MINUTE = 60_000;

/** A staff session ends after this long without a request (customers keep their own limits). */
export const STAFF_IDLE_SECONDS = 12 * 60 * 60;

/**
 * Code attempts, per account and per client address. Five wrong codes per quarter hour and account
 * give a guesser about 480 tries a day against a million codes (three valid at a time): under 0.15 %.
 */
export const secondFactorRateLimits = {
  account: { name: "staff-2fa-account", limit: 5, windowMs: 15 * MINUTE },
  ip: { name: "staff-2fa-ip", limit: 20, windowMs: 15 * MINUTE },
} satisfies Record<string, RateLimitRule>;

export type FactorState = { enrolled: boolean; verified: boolean };

/** Whether the account has a confirmed second factor, and whether this session has passed it. */
export async function secondFactorState(db: Database, userId: number, sessionId: number | null): Promise<FactorState> {
  const [row] = await db
    .select({
      enrolled: sql<boolean>`${staffSecondFactors.confirmedAt} is not null`,
      verified: sql<boolean>`exists (select 1 from ${staffSessionFactors} where ${staffSessionFactors.sessionId} = ${sessionId ?? -1})`,
    })
    .from(staffSecondFactors)
    .where(eq(staffSecondFactors.userId, userId));
  return { enrolled: Boolean(row?.enrolled), verified: Boolean(row?.enrolled && row.verified) };
}

/** Marks a session as having passed the second factor, and gives it the staff idle limit. */
async function markSessionVerified(db: Database, sessionId: number) {
  await db.insert(staffSessionFactors).values({ sessionId }).onConflictDoNothing();
  await db
    .update(sessions)
    .set({ idleTimeoutSeconds: sql`least(${sessions.idleTimeoutSeconds}, ${STAFF_IDLE_SECONDS})` })
    .where(eq(sessions.id, sessionId));
}

export type Enrolment = { secret: string; secretGrouped: string; uri: string; qrSvg: string };

/**
 * The secret to enrol with, made on the first visit and kept (unconfirmed) until a code confirms
 * it, so reloading the page shows the same QR code. Null when the account is already enrolled.
 */
export async function beginEnrolment(
  db: Database,
  user: { id: number; email: string },
  appSecret: string,
): Promise<Enrolment | null> {
  await db
    .insert(staffSecondFactors)
    .values({ userId: user.id, secretEncrypted: encryptSecret(generateTotpSecret(), appSecret) })
    .onConflictDoNothing();
  const [row] = await db.select().from(staffSecondFactors).where(eq(staffSecondFactors.userId, user.id));
  if (!row || row.confirmedAt) return null;
  let secret = decryptSecret(row.secretEncrypted, appSecret);
  if (!secret) {
    // Made under another APP_SECRET (rotated): nobody can have confirmed it, so start again.
    secret = generateTotpSecret();
    await db
      .update(staffSecondFactors)
      .set({ secretEncrypted: encryptSecret(secret, appSecret) })
      .where(and(eq(staffSecondFactors.userId, user.id), isNull(staffSecondFactors.confirmedAt)));
  }
  const uri = totpUri(secret, user.email);
  return { secret, secretGrouped: groupSecret(secret), uri, qrSvg: totpQrSvg(uri) };
}

/**
 * Confirms enrolment with a code from the app: the factor becomes active, this session counts as
 * verified, and ten new recovery codes are returned (to be shown once). Null for a wrong code.
 */
export async function confirmEnrolment(
  db: Database,
  input: { userId: number; sessionId: number; code: string; appSecret: string; now?: number },
): Promise<string[] | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(staffSecondFactors)
      .where(and(eq(staffSecondFactors.userId, input.userId), isNull(staffSecondFactors.confirmedAt)))
      .for("update");
    const secret = row ? decryptSecret(row.secretEncrypted, input.appSecret) : null;
    const step = secret ? matchTotpStep(secret, input.code, input.now) : null;
    if (step === null) return null;
    await tx
      .update(staffSecondFactors)
      .set({ confirmedAt: sql`now()`, lastUsedStep: step })
      .where(eq(staffSecondFactors.userId, input.userId));
    const codes = generateRecoveryCodes();
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, input.userId));
    await tx.insert(staffRecoveryCodes).values(
      codes.map((code) => ({
        userId: input.userId,
        codeHash: hashRecoveryCode(normaliseRecoveryCode(code) ?? code, input.appSecret),
      })),
    );
    await markSessionVerified(tx, input.sessionId);
    return codes;
  });
}

export type VerifyResult =
  | { ok: true; method: "totp" }
  | { ok: true; method: "recovery"; left: number }
  | { ok: false };

/**
 * Checks a code for a signed-in staff member and, when right, marks the session verified. A TOTP
 * code is accepted only if its time step is newer than the last accepted one (one atomic update,
 * so two requests with one code cannot both pass); a recovery code only while unused.
 */
export async function verifySecondFactor(
  db: Database,
  input: { userId: number; sessionId: number; code: string; appSecret: string; now?: number },
): Promise<VerifyResult> {
  const totpCode = normaliseTotpCode(input.code);
  if (totpCode) {
    const [row] = await db
      .select({ secretEncrypted: staffSecondFactors.secretEncrypted })
      .from(staffSecondFactors)
      .where(and(eq(staffSecondFactors.userId, input.userId), sql`${staffSecondFactors.confirmedAt} is not null`));
    const secret = row ? decryptSecret(row.secretEncrypted, input.appSecret) : null;
    const step = secret ? matchTotpStep(secret, totpCode, input.now) : null;
    if (step === null) return { ok: false };
    const accepted = await db
      .update(staffSecondFactors)
      .set({ lastUsedStep: step })
      .where(
        and(
          eq(staffSecondFactors.userId, input.userId),
          sql`coalesce(${staffSecondFactors.lastUsedStep}, -1) < ${step}`,
        ),
      )
      .returning({ userId: staffSecondFactors.userId });
    if (accepted.length === 0) return { ok: false };
    await markSessionVerified(db, input.sessionId);
    return { ok: true, method: "totp" };
  }
  const recovery = normaliseRecoveryCode(input.code);
  if (!recovery) return { ok: false };
  return db.transaction(async (tx) => {
    const used = await tx
      .update(staffRecoveryCodes)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(staffRecoveryCodes.userId, input.userId),
          eq(staffRecoveryCodes.codeHash, hashRecoveryCode(recovery, input.appSecret)),
          isNull(staffRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: staffRecoveryCodes.id });
    if (used.length === 0) return { ok: false as const };
    await markSessionVerified(tx, input.sessionId);
    const [left] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(staffRecoveryCodes)
      .where(and(eq(staffRecoveryCodes.userId, input.userId), isNull(staffRecoveryCodes.usedAt)));
    return { ok: true as const, method: "recovery" as const, left: Number(left?.count ?? 0) };
  });
}

/**
 * Removes an account's second factor and recovery codes and ends its sessions: at the next sign-in
 * they enrol again. Used by an admin's reset and when someone stops being staff.
 */
export async function resetSecondFactor(db: Database, userId: number) {
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
  await db.delete(staffSecondFactors).where(eq(staffSecondFactors.userId, userId));
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

// ——— The forms of /staff/second-factor and /staff/second-factor/setup ———

type SecondFactorEnv = Pick<Env, "APP_SECRET" | "NODE_ENV" | "PUBLIC_URL" | "RATE_LIMIT_MULTIPLIER">;

export type SecondFactorActionData =
  | { status: "invalid"; fieldErrors: { code?: string } }
  | { status: "error"; message: string }
  | { status: "enrolled"; recoveryCodes: string[]; next: string };

/** The staff member whose session is being verified (from the route's guard). */
export type PendingStaff = { id: number; sessionId: number };

const secondFactorForm = {
  maxBytes: 4 * 1024,
  sameOriginOnly: true,
  refused: (status: number, message: string): Outcome<SecondFactorActionData> =>
    dataOutcome(status, { status: "error", message }),
  unavailable: () => dataOutcome<SecondFactorActionData>(503, { status: "error", message: teamMessages.unavailable }),
} as const;

async function limited(db: Database, env: SecondFactorEnv, userId: number, clientAddress: string) {
  const exceeded = await exceededRateLimit(
    db,
    [
      [secondFactorRateLimits.account, String(userId)],
      [secondFactorRateLimits.ip, clientAddress],
    ],
    env.RATE_LIMIT_MULTIPLIER,
  );
  if (!exceeded) return null;
  const minutes = Math.ceil(exceeded.retryAfterSeconds / 60);
  return dataOutcome<SecondFactorActionData>(
    429,
    { status: "error", message: secondFactorMessages.rateLimited(minutes) },
    retryAfterHeaders(exceeded.retryAfterSeconds),
  );
}

/** Where to go once verified: a path inside the console (from the hidden field), else /staff. */
export function staffReturnPath(value: unknown): string {
  if (typeof value !== "string" || !/^\/staff(?:[/?#]|$)/.test(value) || value.startsWith("/staff/second-factor")) {
    return "/staff";
  }
  // Same-site only: no '//' or backslashes after the prefix check.
  return /[\\]|\/\//.test(value) ? "/staff" : value;
}

function codeOf(form: FormData): string {
  const value = form.get("code");
  return typeof value === "string" ? value.slice(0, 64) : "";
}

/** A code typed on this session, as verifySecondFactor and confirmEnrolment check it. */
function attemptOf(staff: PendingStaff, code: string, env: SecondFactorEnv) {
  return { userId: staff.id, sessionId: staff.sessionId, code, appSecret: env.APP_SECRET };
}

export function verifyForm(staff: PendingStaff) {
  return defineForm<SecondFactorActionData, SecondFactorEnv>({
    name: "staff-second-factor",
    ...secondFactorForm,
    async handle({ form, db, env, clientAddress }) {
      const code = codeOf(form);
      if (!code.trim())
        return dataOutcome(400, { status: "invalid", fieldErrors: { code: secondFactorMessages.codeRequired } });
      if (!normaliseTotpCode(code) && !normaliseRecoveryCode(code)) {
        return dataOutcome(400, { status: "invalid", fieldErrors: { code: secondFactorMessages.codeFormat } });
      }
      const tooMany = await limited(db, env, staff.id, clientAddress);
      if (tooMany) return tooMany;
      // The sign-in completes with a new session token, in the same transaction as the check (ASVS
      // 7.2.4): the password step's token, wherever a copy of it went, never opens the console.
      const { result, setCookie } = await db.transaction(async (tx) => {
        const checked = await verifySecondFactor(tx, attemptOf(staff, code, env));
        return { result: checked, setCookie: checked.ok ? await rotateSession(tx, env, staff.sessionId) : null };
      });
      if (!result.ok || !setCookie) {
        logger.info(`[staff] wrong second-factor code for user ${staff.id}`);
        return dataOutcome(400, { status: "invalid", fieldErrors: { code: secondFactorMessages.wrongCode } });
      }
      const message =
        result.method === "recovery" ? secondFactorMessages.recoveryUsed(result.left) : secondFactorMessages.verified;
      return redirectWithToast(
        env,
        staffReturnPath(form.get("redirectTo")),
        { type: "success", message },
        new Headers({ "Set-Cookie": setCookie }),
      );
    },
  });
}

export function enrolForm(staff: PendingStaff) {
  return defineForm<SecondFactorActionData, SecondFactorEnv>({
    name: "staff-second-factor-setup",
    ...secondFactorForm,
    async handle({ form, db, env, clientAddress }) {
      const code = codeOf(form);
      if (!normaliseTotpCode(code)) {
        const message = code.trim() ? secondFactorMessages.setupCodeFormat : secondFactorMessages.codeRequired;
        return dataOutcome(400, { status: "invalid", fieldErrors: { code: message } });
      }
      const tooMany = await limited(db, env, staff.id, clientAddress);
      if (tooMany) return tooMany;
      // Enrolment completes the sign-in too: a new session token with it, as after a code.
      const { codes, setCookie } = await db.transaction(async (tx) => {
        const confirmed = await confirmEnrolment(tx, attemptOf(staff, code, env));
        return { codes: confirmed, setCookie: confirmed ? await rotateSession(tx, env, staff.sessionId) : null };
      });
      if (!codes || !setCookie) {
        return dataOutcome(400, { status: "invalid", fieldErrors: { code: secondFactorMessages.wrongCode } });
      }
      logger.info(`[staff] user ${staff.id} set up the second factor`);
      // Shown in this answer only (no redirect): the codes are never readable again.
      return dataOutcome(
        200,
        { status: "enrolled", recoveryCodes: codes, next: staffReturnPath(form.get("redirectTo")) },
        new Headers({ "Set-Cookie": setCookie }),
      );
    },
  });
}
