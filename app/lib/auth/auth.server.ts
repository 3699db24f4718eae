// How routes meet accounts: the signed-in user of a request (looked up once per request, and not
// at all without a session cookie) and the guard for pages that need one.
import { eq } from "drizzle-orm";
import { redirect, type RouterContextProvider } from "react-router";
import type { Database } from "~/db/client.server";
import { users } from "~/db/schema";
import { defaultLocale, type Locale, localeOf } from "~/lib/i18n/locale";
import type { Env } from "~/lib/env.server";
import { dbContext, envContext } from "~/lib/http/request-context.server";
import { pagePath } from "~/lib/http/return-path";
import { cookieSettings } from "~/lib/http/cookies.server";
import { authPageHref } from "./redirect";
import { lookupSession, rotateSessionToken, type SessionLookup, type SessionUser } from "./session.server";

/**
 * A new token for a session whose sign-in just completed (the staff second factor), as the Set-Cookie
 * to send with the answer; the request's own token stops working. Pass the transaction that completed it.
 */
export function rotateSession(
  db: Database,
  env: Pick<Env, "APP_SECRET" | "NODE_ENV">,
  sessionId: number,
): Promise<string> {
  return rotateSessionToken(db, cookieSettings(env), sessionId);
}

// One lookup per request, shared by the layout's loader, the page's loader and actions.
const lookups = new WeakMap<object, Promise<SessionLookup>>();

export function getSessionLookup(request: Request, context: Readonly<RouterContextProvider>): Promise<SessionLookup> {
  let lookup = lookups.get(context);
  if (!lookup) {
    lookup = lookupSession(context.get(dbContext), request, cookieSettings(context.get(envContext)));
    lookups.set(context, lookup);
  }
  return lookup;
}

export async function getCurrentUser(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<SessionUser | null> {
  return (await getSessionLookup(request, context)).user;
}

/**
 * The signed-in user, or a redirect to /login that comes back to this page afterwards (a Malayalam
 * page's visitor goes to /ml/login and back to the Malayalam page).
 */
export async function requireUser(request: Request, context: Readonly<RouterContextProvider>): Promise<SessionUser> {
  const lookup = await getSessionLookup(request, context);
  if (lookup.user) return lookup.user;
  const headers = new Headers();
  if (lookup.setCookie) headers.append("Set-Cookie", lookup.setCookie);
  // The page itself, also when the request is a client-side navigation's data request.
  const path = pagePath(request);
  throw redirect(authPageHref("/login", path, null, localeOf(path)), { headers });
}

/**
 * The language a customer's emails and messages go out in: the one stored on their account (the
 * language they signed up in, or chose on /account). English for an account that no longer exists.
 * Pass the transaction that sends the email, if there is one.
 */
export async function customerLocale(db: Pick<Database, "select">, userId: number): Promise<Locale> {
  const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
  return row?.locale ?? defaultLocale;
}
