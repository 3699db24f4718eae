import { data, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/account";
import { AccountOverview } from "~/components/account/account-overview";
import { PageHeader } from "~/components/sections/page-header";
import { StaticRegion } from "~/components/ui/static-region";
import { getAccountDetails } from "~/lib/auth/account.server";
import { accountPageCopy, accountWords } from "~/lib/auth/account-words.server";
import { requireUser } from "~/lib/auth/auth.server";
import { languageSettingForm } from "~/lib/auth/language-setting.server";
import { formAction } from "~/lib/form-action.server";
import { dbContext } from "~/lib/http/request-context.server";
import { localeOf, pathIn } from "~/lib/i18n/locale";
import { pageMeta } from "~/lib/meta";
import { listPlanRequests } from "~/lib/plan-requests/plan-requests.server";
import { staticRegions } from "~/lib/static-regions.server";
import { logger } from "~/lib/log/logger.server";

export async function loader(args: Route.LoaderArgs) {
  const { request, context } = args;
  const locale = localeOf(new URL(request.url).pathname);
  try {
    const user = await requireUser(request, context);
    const db = context.get(dbContext);
    const [details, requests] = await Promise.all([getAccountDetails(db, user), listPlanRequests(db, user.id)]);
    const overview = {
      user: details,
      requests: requests.map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
        startedAt: row.startedAt?.toISOString() ?? null,
        history: row.history.map((event) => ({ ...event, createdAt: event.createdAt.toISOString() })),
      })),
    };
    // Server-rendered markup for this customer alone: none of its code or words is in the browser's
    // JavaScript (app/lib/static-regions.ts).
    const regions = staticRegions(
      args,
      "account",
      { overview: <AccountOverview {...overview} /> },
      { perVisitor: true },
    );
    return { user: details, overview: regions.overview, page: accountPageCopy("account", locale) };
  } catch (thrown) {
    if (thrown instanceof Response || isRouteErrorResponse(thrown)) throw thrown;
    // The page is nothing but the database's answer: without it, the layout's error screen with
    // status 503 and a clear message (the header shows the visitor signed out meanwhile).
    logger.error(`[account] could not be loaded: ${thrown instanceof Error ? thrown.message : String(thrown)}`);
    throw data(accountWords[locale].authMessages.unavailable, { status: 503 });
  }
}

/** The language setting's plain form post (the page's only form): the customer's own account only. */
export async function action(args: Route.ActionArgs) {
  const user = await requireUser(args.request, args.context);
  return formAction(args, languageSettingForm(user));
}

// Personal data: never stored by shared caches, nor kept by the browser for the back button.
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  loaderData
    ? [
        ...pageMeta(loaderData.page, pathIn(localeOf(location.pathname), "/account")),
        { name: "robots", content: "noindex" },
      ]
    : [];

export default function AccountPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <>
      <PageHeader heading={page.heading} intro={page.intro} />
      <StaticRegion region={loaderData.overview} />
    </>
  );
}
