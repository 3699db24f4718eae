import { data, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/account-contracts";
import { CustomerContractList } from "~/components/contracts/customer-contract-views";
import { PageHeader } from "~/components/sections/page-header";
import { StaticRegion } from "~/components/ui/static-region";
import { authMessages } from "~/content/accounts";
import * as pageEn from "~/content/page-copy/account-contracts";
import * as pageMl from "~/content/page-copy/account-contracts.ml";
import { requireUser } from "~/lib/auth/auth.server";
import { listCustomerContracts } from "~/lib/contracts/customer-contracts.server";
import { dbContext } from "~/lib/http/request-context.server";
import { localeOf, pathIn } from "~/lib/i18n/locale";
import { localized } from "~/lib/i18n/localized";
import { pageMeta } from "~/lib/meta";
import { staticRegions } from "~/lib/static-regions.server";
import { logger } from "~/lib/log/logger.server";

// Server-only (the loader's): both languages of the page's words.
const pageCopy = localized(pageEn, pageMl);

export async function loader(args: Route.LoaderArgs) {
  const { request, context, url } = args;
  const user = await requireUser(request, context);
  const locale = localeOf(url.pathname);
  try {
    const contracts = await listCustomerContracts(context.get(dbContext), user.id);
    // The list is server-rendered markup for this customer alone: none of its code or words is in
    // the browser's JavaScript (app/lib/static-regions.ts).
    const { list } = staticRegions(
      args,
      "account-contracts",
      { list: <CustomerContractList contracts={contracts} /> },
      { perVisitor: true },
    );
    // The page's words in its language alone (the browser gets this language's, not both).
    return { contracts, list, copy: pageCopy[locale].contractsPage, path: pathIn(locale, "/account/contracts") };
  } catch (thrown) {
    if (thrown instanceof Response || isRouteErrorResponse(thrown)) throw thrown;
    // Nothing but the database's answer: the layout's error screen with 503, like /account.
    logger.error(
      `[account-contracts] could not be loaded: ${thrown instanceof Error ? thrown.message : String(thrown)}`,
    );
    throw data(authMessages.unavailable, { status: 503 });
  }
}

// Personal data: never stored by shared caches, nor kept by the browser for the back button.
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [...pageMeta(loaderData.copy, loaderData.path), { name: "robots", content: "noindex" }] : [];

export default function AccountContracts({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData;
  return (
    <>
      <PageHeader heading={copy.heading} intro={copy.intro} />
      <StaticRegion region={loaderData.list} />
    </>
  );
}
