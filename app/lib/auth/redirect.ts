// Where to send a visitor after signing in. `redirectTo` comes from the query string or a hidden
// field, so it is only ever a path on this site (no '//host', no scheme, no backslash tricks), and
// never an auth page (that would loop). A `plan` brings them back to that plan's confirmation.
import { plans } from "~/content/plans";
import { safeReturnPath } from "~/lib/http/return-path";
import { type Locale, pathIn, unlocalizedPath } from "~/lib/i18n/locale";

export const DEFAULT_AFTER_LOGIN = "/account";
export const PLANS_PATH = "/amc-plans";

const AUTH_PATHS = ["/login", "/signup", "/logout", "/forgot-password", "/reset-password", "/verify-email"];

/** A valid plan id from app/content/plans.ts, or null. */
export function planIdOrNull(value: unknown): string | null {
  return typeof value === "string" && plans.some((plan) => plan.id === value) ? value : null;
}

/** A same-site path that is not an auth page, or null. */
export function safeRedirectPath(value: unknown): string | null {
  const path = safeReturnPath(value);
  if (!path) return null;
  const pathname = path.split(/[?#]/, 1)[0] ?? "";
  const bare = unlocalizedPath(pathname);
  const normalised = bare.length > 1 ? bare.replace(/\/+$/, "") : bare;
  return AUTH_PATHS.includes(normalised.toLowerCase()) ? null : path;
}

/**
 * The page to go to after login, sign-up or email confirmation: with a plan, that plan's page with
 * its confirmation open (`/amc-plans?plan=professional`); otherwise the return path or /account —
 * in the language of the page the visitor signed in on.
 */
export function afterAuthPath(redirectTo: unknown, plan: unknown, locale: Locale = "en"): string {
  const path = safeRedirectPath(redirectTo);
  const planId = planIdOrNull(plan);
  const target = planId ? withPlan(path ?? PLANS_PATH, planId) : (path ?? DEFAULT_AFTER_LOGIN);
  // Checked again in its language: taking "/ml" off "/ml//host" would leave a path to another site.
  return safeRedirectPath(pathIn(locale, target)) ?? pathIn(locale, DEFAULT_AFTER_LOGIN);
}

function withPlan(path: string, planId: string): string {
  const url = new URL(path, "http://site.invalid");
  url.searchParams.set("plan", planId);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * A link to an auth page that keeps the return path and plan: `/login?redirectTo=%2Famc-plans&plan=starter`
 * (`/ml/login?…` in Malayalam).
 */
export function authPageHref(
  page: "/login" | "/signup",
  redirectTo?: string | null,
  plan?: string | null,
  locale: Locale = "en",
): string {
  const params = new URLSearchParams();
  const path = safeRedirectPath(redirectTo);
  if (path) params.set("redirectTo", path);
  const planId = planIdOrNull(plan);
  if (planId) params.set("plan", planId);
  const query = params.toString();
  const localized = pathIn(locale, page);
  return query ? `${localized}?${query}` : localized;
}

/** Reads redirectTo and plan from a URL's query, keeping only valid values. */
export function authParams(searchParams: URLSearchParams): { redirectTo: string | null; plan: string | null } {
  return {
    redirectTo: safeRedirectPath(searchParams.get("redirectTo")),
    plan: planIdOrNull(searchParams.get("plan")),
  };
}
