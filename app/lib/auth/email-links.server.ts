// The single-use links an account's emails carry: confirming the address, resetting the password
// (a staff invitation is a reset link that lasts longer). Issued, checked and used up in the
// database, which keeps only each token's hash (tokens.server.ts).
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { authTokens } from "~/db/schema";
import { generateToken, hashToken } from "./tokens.server";

const MINUTE = 60_000;

export const TOKEN_LIFETIMES = {
  "verify-email": 24 * 60 * MINUTE,
  "reset-password": 60 * MINUTE,
} as const;

/** Why a link cannot be used: unknown (or altered), past its lifetime, or used already. */
export type LinkProblem = "invalid" | "expired" | "used";

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
