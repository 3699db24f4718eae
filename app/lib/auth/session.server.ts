// Database sessions (docs/decisions/010-accounts-and-sessions.md). The cookie holds a random token;
// the sessions table holds its SHA-256, the user, and two limits: an absolute expiry and an idle
// timeout. Signing in always makes a new session and deletes the one the browser had (no fixation);
// signing out deletes the row, so a copied cookie stops working at once.
import { and, eq, lt, ne, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { type AccountRole, sessions, users } from "~/db/schema";
import type { Cookie } from "react-router";
import { type CookieSettings, clearCookie, hasCookie, readCookie, signedCookie } from "~/lib/http/cookies.server";
import { generateToken, hashToken } from "./tokens.server";

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

export const SESSION_LIMITS = {
  /** 'Remember me': the cookie survives browser restarts. */
  persistent: { idleSeconds: 14 * DAY, absoluteSeconds: 30 * DAY },
  /** Otherwise a browser-session cookie, and a short life on the server too. */
  browser: { idleSeconds: 12 * HOUR, absoluteSeconds: 3 * DAY },
} as const;

/**
 * Staff and admins: a session ends after 12 hours without a request whatever its own limits
 * (docs/decisions/013-staff-roles-and-second-factor.md). Customers keep SESSION_LIMITS.
 */
export const STAFF_IDLE_SECONDS = 12 * HOUR;

/** last_seen_at is written at most this often per session, not on every request. */
export const TOUCH_INTERVAL_SECONDS = 5 * 60;

export type SessionUser = { id: number; email: string; fullName: string; role: AccountRole };

export type SessionLookup = {
  user: SessionUser | null;
  sessionId: number | null;
  /** Set-Cookie that removes a cookie which no longer names a live session. */
  setCookie: string | null;
};

const NO_SESSION: SessionLookup = { user: null, sessionId: null, setCookie: null };

type NewSession = {
  userId: number;
  persistent: boolean;
  ipAddress?: string | null;
  userAgent?: string | null;
  /** The request whose session (if any) this one replaces. */
  request?: Request;
};

/**
 * The cookie that holds the token. No max age of its own: with 'remember me' the Set-Cookie made by
 * createSession carries the session's expiry, otherwise the cookie ends with the browser session.
 */
export function sessionCookie(settings: CookieSettings): Cookie {
  return signedCookie("anantha_session", settings);
}

/** Creates a session and returns the Set-Cookie header that hands it to the browser. */
export async function createSession(db: Database, settings: CookieSettings, options: NewSession): Promise<string> {
  const limits = options.persistent ? SESSION_LIMITS.persistent : SESSION_LIMITS.browser;
  const token = generateToken();
  const expiresAt = new Date(Date.now() + limits.absoluteSeconds * 1000);
  const previous = options.request ? await readSessionToken(options.request, settings) : null;
  await db.transaction(async (tx) => {
    // Rotation: whatever session this browser had ends here, whoever it belonged to.
    if (previous) await tx.delete(sessions).where(eq(sessions.tokenHash, hashToken(previous)));
    // Housekeeping for this user only: their sessions that can no longer be used.
    await tx.delete(sessions).where(and(eq(sessions.userId, options.userId), expiredCondition()));
    await tx.insert(sessions).values({
      tokenHash: hashToken(token),
      userId: options.userId,
      persistent: options.persistent,
      idleTimeoutSeconds: limits.idleSeconds,
      expiresAt,
      ipAddress: options.ipAddress ?? null,
      userAgent: options.userAgent?.slice(0, 500) ?? null,
    });
  });
  return sessionSetCookie(settings, token, { persistent: options.persistent, expiresAt });
}

/** The Set-Cookie that hands a session's token to the browser. */
function sessionSetCookie(
  settings: CookieSettings,
  token: string,
  session: { persistent: boolean; expiresAt: Date },
): Promise<string> {
  const cookie = sessionCookie(settings);
  // Without 'remember me' no Expires/Max-Age: the cookie ends with the browser session.
  return session.persistent ? cookie.serialize(token, { expires: session.expiresAt }) : cookie.serialize(token);
}

/**
 * Gives a session a new token and returns the Set-Cookie that hands it over: the session stays (its
 * limits, its passed second factor), the token the browser had stops working at once. For a sign-in
 * that completes in a second step: a copy of the first step's cookie never opens what the second opened.
 */
export async function rotateSessionToken(db: Database, settings: CookieSettings, sessionId: number): Promise<string> {
  const token = generateToken();
  const [row] = await db
    .update(sessions)
    .set({ tokenHash: hashToken(token) })
    .where(eq(sessions.id, sessionId))
    .returning({ persistent: sessions.persistent, expiresAt: sessions.expiresAt });
  if (!row) throw new Error("the session to rotate is gone");
  return sessionSetCookie(settings, token, row);
}

function expiredCondition() {
  return or(
    lt(sessions.expiresAt, sql`now()`),
    lt(sessions.lastSeenAt, sql`now() - make_interval(secs => ${sessions.idleTimeoutSeconds})`),
  );
}

async function readSessionToken(request: Request, settings: CookieSettings): Promise<string | null> {
  const value = await readCookie(request, sessionCookie(settings));
  return typeof value === "string" && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
}

/**
 * The signed-in user of a request. Without a session cookie this costs nothing (no crypto, no
 * query), which keeps anonymous page views cheap. A cookie that is tampered with, expired or
 * revoked gives no user and a Set-Cookie that removes it.
 */
export async function lookupSession(db: Database, request: Request, settings: CookieSettings): Promise<SessionLookup> {
  const cookie = sessionCookie(settings);
  if (!hasCookie(request, cookie)) return NO_SESSION;
  const token = await readSessionToken(request, settings);
  if (!token) return { ...NO_SESSION, setCookie: await clearCookie(cookie) };
  const [row] = await db
    .select({
      sessionId: sessions.id,
      userId: users.id,
      email: users.email,
      fullName: users.fullName,
      role: users.role,
      verified: sql<boolean>`${users.emailVerifiedAt} is not null`,
      expired: sql<boolean>`${expiredCondition()} or (${users.role} in ('staff', 'admin') and ${sessions.lastSeenAt} < now() - make_interval(secs => ${STAFF_IDLE_SECONDS}))`,
      stale: sql<boolean>`${sessions.lastSeenAt} < now() - make_interval(secs => ${TOUCH_INTERVAL_SECONDS})`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, hashToken(token)));
  if (!row || row.expired || !row.verified) {
    if (row) await db.delete(sessions).where(eq(sessions.id, row.sessionId));
    return { ...NO_SESSION, setCookie: await clearCookie(cookie) };
  }
  if (row.stale) await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.id, row.sessionId));
  return {
    user: { id: row.userId, email: row.email, fullName: row.fullName, role: row.role },
    sessionId: row.sessionId,
    setCookie: null,
  };
}

/** Ends the request's session (if any) and returns the Set-Cookie that removes the cookie. */
export async function destroySession(db: Database, request: Request, settings: CookieSettings): Promise<string> {
  const token = await readSessionToken(request, settings);
  if (token) await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
  return clearCookie(sessionCookie(settings));
}

/** Ends every session of a user, except one when given (used after a password change or reset). */
export async function destroyUserSessions(db: Database, userId: number, exceptSessionId?: number) {
  await db
    .delete(sessions)
    .where(
      exceptSessionId === undefined
        ? eq(sessions.userId, userId)
        : and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId)),
    );
}
