import { data, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/account-contracts";
import { CustomerContractList } from "~/components/contracts/customer-contract-views";
import { PageHeader } from "~/components/sections/page-header";
import { StaticRegion } from "~/components/ui/static-region";
import { authMessages } from "~/content/accounts";
import { contractsPage } from "~/content/page-copy/account-contracts";
import { requireUser } from "~/lib/auth/auth.server";
import { listCustomerContracts } from "~/lib/contracts/customer-contracts.server";
import { dbContext } from "~/lib/http/request-context.server";
import { pageMeta } from "~/lib/meta";
import { staticRegions } from "~/lib/static-regions.server";
import { logger } from "~/lib/log/logger.server";

export async function loader(args: Route.LoaderArgs) {
  const { request, context } = args;
  const user = await requireUser(request, context);
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
    return { contracts, list };
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

export const meta: Route.MetaFunction = () => [
  ...pageMeta(contractsPage, "/account/contracts"),
  { name: "robots", content: "noindex" },
];

export default function AccountContracts({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader heading={contractsPage.heading} intro={contractsPage.intro} />
      <StaticRegion region={loaderData.list} />
    </>
  );
}
