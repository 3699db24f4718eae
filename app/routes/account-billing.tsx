import { data, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/account-billing";
import { BillingDetailsForm } from "~/components/account/billing-details-form";
import { PageHeader } from "~/components/sections/page-header";
import { StaticRegion } from "~/components/ui/static-region";
import * as billingEn from "~/content/account-billing";
import * as billingMl from "~/content/account-billing.ml";
import { authMessages } from "~/content/accounts";
import { requireUser } from "~/lib/auth/auth.server";
import { formAction } from "~/lib/form-action.server";
import { privateFormPageHeaders } from "~/lib/forms/outcome";
import { dbContext } from "~/lib/http/request-context.server";
import {
  billingDetailsForm,
  billingDetailsOfCustomer,
  billingPageAnswer,
  billingWordsIn,
} from "~/lib/invoices/billing-details.server";
import { localeOf, pathIn } from "~/lib/i18n/locale";
import { localized } from "~/lib/i18n/localized";
import { pageMeta } from "~/lib/meta";
import { staticRegions } from "~/lib/static-regions.server";
import { logger } from "~/lib/log/logger.server";

// Server-only (the loader's): both languages of the page's words.
const pageCopy = localized(billingEn, billingMl);

export async function loader(args: Route.LoaderArgs) {
  const { request, context, url } = args;
  const user = await requireUser(request, context);
  const locale = localeOf(url.pathname);
  try {
    const details = await billingDetailsOfCustomer(context.get(dbContext), user.id);
    // Server-rendered markup for this customer alone, its form included (a plain post): none of its
    // code or words is in the browser's JavaScript (app/lib/static-regions.ts). A post's answer is
    // left in the request's context by the action and drawn beside the fields here.
    const { form } = staticRegions(
      args,
      "account-billing",
      {
        form: (
          <BillingDetailsForm
            details={details}
            answer={context.get(billingPageAnswer)}
            words={billingWordsIn(locale)}
          />
        ),
      },
      { perVisitor: true },
    );
    // The page's words in its language alone (the browser gets this language's, not both).
    return { form, copy: pageCopy[locale].billingPage, path: pathIn(locale, "/account/billing") };
  } catch (thrown) {
    if (thrown instanceof Response || isRouteErrorResponse(thrown)) throw thrown;
    // Nothing but the database's answer: the layout's error screen with 503, like /account.
    logger.error(`[account-billing] could not be loaded: ${thrown instanceof Error ? thrown.message : String(thrown)}`);
    throw data(authMessages.unavailable, { status: 503 });
  }
}

export async function action(args: Route.ActionArgs) {
  const user = await requireUser(args.request, args.context);
  return formAction(args, billingDetailsForm(user, localeOf(new URL(args.request.url).pathname)), billingPageAnswer);
}

// Personal data on a form page: never stored by shared caches, nor kept for the back button.
export const headers = privateFormPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [...pageMeta(loaderData.copy, loaderData.path), { name: "robots", content: "noindex" }] : [];

export default function AccountBilling({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData;
  return (
    <>
      <PageHeader heading={copy.heading} intro={copy.intro} />
      <StaticRegion region={loaderData.form} />
    </>
  );
}
