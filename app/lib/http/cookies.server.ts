// The site's signed cookies (the session, the flash message): signed with APP_SECRET so a tampered or
// forged cookie is dropped before anything reads it, HttpOnly and SameSite=Lax; Secure (with the
// __Host- prefix, which pins them to this host and path) in production.
import { type Cookie, createCookie } from "react-router";
import type { Env } from "~/lib/env.server";

export type CookieSettings = { secret: string; secure: boolean };

export function cookieSettings(env: Pick<Env, "APP_SECRET" | "NODE_ENV">): CookieSettings {
  return { secret: env.APP_SECRET, secure: env.NODE_ENV === "production" };
}

const cache = new Map<string, Cookie>();

/** The signed cookie named `basename` (prefixed in production); `maxAge` in seconds, or a browser-session cookie. */
export function signedCookie(basename: string, { secret, secure }: CookieSettings, maxAge?: number): Cookie {
  const key = `${basename}:${maxAge}:${secure}:${secret}`;
  let cookie = cache.get(key);
  if (!cookie) {
    const prefix = secure ? "__Host-" : "";
    cookie = createCookie(`${prefix}${basename}`, {
      httpOnly: true,
      sameSite: "lax",
      secure,
      path: "/",
      secrets: [secret],
      ...(maxAge === undefined ? {} : { maxAge }),
    });
    cache.set(key, cookie);
  }
  return cookie;
}

/** True when the request carries a cookie of this name at all (cheap: no parsing, no crypto). */
export function hasCookie(request: Request, cookie: Cookie): boolean {
  const header = request.headers.get("cookie");
  return header?.includes(`${cookie.name}=`) ?? false;
}

/** The cookie's value, or null when absent, unsigned, tampered with or malformed. */
export async function readCookie(request: Request, cookie: Cookie): Promise<unknown> {
  if (!hasCookie(request, cookie)) return null;
  try {
    return await cookie.parse(request.headers.get("cookie"));
  } catch {
    return null;
  }
}

export function clearCookie(cookie: Cookie): Promise<string> {
  return cookie.serialize("", { maxAge: 0, expires: new Date(0) });
}
