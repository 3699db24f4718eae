// The two cookies of signed-in use: the session (a random token, signed with APP_SECRET so a
// tampered or forged cookie is dropped before any database lookup) and a one-shot flash message
// shown as a toast on the next page. Both HttpOnly and SameSite=Lax; Secure (with the __Host-
// prefix, which pins them to this host and path) in production.
import { createCookie, type Cookie } from "react-router";

export type CookieSettings = { secret: string; secure: boolean };

export const SESSION_COOKIE_BASENAME = "anantha_session";
const FLASH_COOKIE_BASENAME = "anantha_flash";

const cache = new Map<string, { session: Cookie; flash: Cookie }>();

export function authCookies({ secret, secure }: CookieSettings) {
  const key = `${secure}:${secret}`;
  let cookies = cache.get(key);
  if (!cookies) {
    const prefix = secure ? "__Host-" : "";
    const common = { httpOnly: true, sameSite: "lax" as const, secure, path: "/", secrets: [secret] };
    cookies = {
      session: createCookie(`${prefix}${SESSION_COOKIE_BASENAME}`, common),
      flash: createCookie(`${prefix}${FLASH_COOKIE_BASENAME}`, { ...common, maxAge: 60 }),
    };
    cache.set(key, cookies);
  }
  return cookies;
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

export type FlashMessage = { type: "success" | "error" | "info"; message: string };

export function flashCookie(settings: CookieSettings, flash: FlashMessage): Promise<string> {
  return authCookies(settings).flash.serialize(flash);
}

/** Reads the flash message (if any) and the header that removes it, so it shows exactly once. */
export async function takeFlash(
  request: Request,
  settings: CookieSettings,
): Promise<{ flash: FlashMessage | null; clear: string | null }> {
  const cookie = authCookies(settings).flash;
  if (!hasCookie(request, cookie)) return { flash: null, clear: null };
  const value = (await readCookie(request, cookie)) as Partial<FlashMessage> | null;
  const valid =
    value !== null &&
    typeof value === "object" &&
    (value.type === "success" || value.type === "error" || value.type === "info") &&
    typeof value.message === "string" &&
    value.message.length <= 300;
  return {
    flash: valid ? { type: value.type as FlashMessage["type"], message: value.message as string } : null,
    clear: await clearCookie(cookie),
  };
}
