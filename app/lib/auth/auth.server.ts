// How routes meet accounts: the signed-in user of a request (looked up once per request, and not
// at all without a session cookie), the guard for pages that need one, the cookie settings
// taken from the environment and the one post/redirect/get with a toast.
import { redirect, type RouterContextProvider } from "react-router";
import type { Database } from "~/db/client.server";
import type { Env } from "~/lib/env.server";
import { type Outcome, redirectOutcome } from "~/lib/forms/outcome";
import { dbContext, envContext } from "~/lib/http/request-context.server";
import { pagePath } from "~/lib/http/return-path";
import { type CookieSettings, type FlashMessage, flashCookie } from "./cookies.server";
import { authPageHref } from "./redirect";
import { lookupSession, rotateSessionToken, type SessionLookup, type SessionUser } from "./session.server";

export function cookieSettings(env: Pick<Env, "APP_SECRET" | "NODE_ENV">): CookieSettings {
  return { secret: env.APP_SECRET, secure: env.NODE_ENV === "production" };
}

/**
 * The one way a form handler says "done, go there and say so": a redirect outcome whose flash cookie
 * the next page shows once as a toast. `headers` carries cookies that must travel with it (a new
 * session, a cleared one); the flash is appended after them.
 */
export async function redirectWithToast(
  env: Pick<Env, "APP_SECRET" | "NODE_ENV">,
  location: string,
  flash: FlashMessage,
  headers: Headers = new Headers(),
): Promise<Outcome<never>> {
  headers.append("Set-Cookie", await flashCookie(cookieSettings(env), flash));
  return redirectOutcome(location, headers);
}

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

/** The signed-in user, or a redirect to /login that comes back to this page afterwards. */
export async function requireUser(request: Request, context: Readonly<RouterContextProvider>): Promise<SessionUser> {
  const lookup = await getSessionLookup(request, context);
  if (lookup.user) return lookup.user;
  const headers = new Headers();
  if (lookup.setCookie) headers.append("Set-Cookie", lookup.setCookie);
  // The page itself, also when the request is a client-side navigation's data request.
  throw redirect(authPageHref("/login", pagePath(request)), { headers });
}
