// A one-shot flash message, shown as a toast on the next page: the end of every post/redirect/get,
// for visitors, customers and staff alike. A signed cookie that lives a minute and is cleared by the
// page that shows it (the site's and the console's layouts).
import type { Env } from "~/lib/env.server";
import { type Outcome, redirectOutcome } from "~/lib/forms/outcome";
import {
  type CookieSettings,
  clearCookie,
  cookieSettings,
  hasCookie,
  readCookie,
  signedCookie,
} from "~/lib/http/cookies.server";

export type FlashMessage = { type: "success" | "error" | "info"; message: string };

function flashCookieOf(settings: CookieSettings) {
  return signedCookie("anantha_flash", settings, 60);
}

export function flashCookie(settings: CookieSettings, flash: FlashMessage): Promise<string> {
  return flashCookieOf(settings).serialize(flash);
}

/** Reads the flash message (if any) and the header that removes it, so it shows exactly once. */
export async function takeFlash(
  request: Request,
  settings: CookieSettings,
): Promise<{ flash: FlashMessage | null; clear: string | null }> {
  const cookie = flashCookieOf(settings);
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
