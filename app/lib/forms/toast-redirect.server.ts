// Post/redirect/get with a toast: the one way a form handler (or a loader) sends the browser on with
// a one-shot message. The message rides in a signed flash cookie that the next page's layout shows.
import { cookieSettings } from "~/lib/auth/auth.server";
import { flashCookie, type FlashMessage } from "~/lib/auth/cookies.server";
import type { Env } from "~/lib/env.server";
import { type Outcome, redirectOutcome } from "./outcome";

export type ToastType = FlashMessage["type"];

export async function redirectWithToast(
  env: Pick<Env, "APP_SECRET" | "NODE_ENV">,
  location: string,
  toast: FlashMessage,
): Promise<Outcome<never>> {
  const cookie = await flashCookie(cookieSettings(env), toast);
  return redirectOutcome(location, new Headers({ "Set-Cookie": cookie }));
}
