// Where the login and sign-up pages' loaders start: the page's language, the return path and plan
// the visitor came with, and the link to the other page that keeps them — or, for someone already
// signed in, the redirect straight on (e.g. 'Sign in' in the plans modal, in another tab).
import type { RouterContextProvider } from "react-router";
import { redirect } from "react-router";
import * as plansEn from "~/content/plans";
import * as plansMl from "~/content/plans.ml";
import { orUnavailable } from "~/lib/forms/pipeline.server";
import { localeOf } from "~/lib/i18n/locale";
import { localized } from "~/lib/i18n/localized";
import { accountPageCopy } from "./account-words.server";
import { getCurrentUser } from "./auth.server";
import { afterAuthPath, authPageHref, authParams } from "./redirect";

const plans = localized(plansEn, plansMl);

export async function signInPageStart(
  request: Request,
  context: Readonly<RouterContextProvider>,
  page: "login" | "signup",
) {
  const url = new URL(request.url);
  const locale = localeOf(url.pathname);
  const { redirectTo, plan } = authParams(url.searchParams);
  // With the database unavailable the form is shown; posting it then says so.
  const user = await orUnavailable(
    page,
    () => getCurrentUser(request, context),
    () => null,
  );
  if (user) throw redirect(afterAuthPath(redirectTo, plan, locale));
  // Built here so that the page's bundle needs neither the plans nor the path checks, nor any words
  // but its own language's.
  const otherPageHref = authPageHref(page === "login" ? "/signup" : "/login", redirectTo, plan, locale);
  return {
    locale,
    redirectTo,
    plan,
    planName: plan ? (plans[locale].getPlan(plan)?.name ?? null) : null,
    otherPageHref,
    page: accountPageCopy(page, locale),
  };
}
