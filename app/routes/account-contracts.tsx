import { data, isRouteErrorResponse, Link } from "react-router";
import type { Route } from "./+types/account-contracts";
import { ContractServiceFacts, ContractTermsFacts } from "~/components/contracts/contract-facts";
import { PageHeader } from "~/components/sections/page-header";
import { authMessages } from "~/content/accounts";
import { contractFactsCopy, contractListCopy as copy, contractsPage } from "~/content/contracts-customer";
import { requireUser } from "~/lib/auth/auth.server";
import { listCustomerContracts } from "~/lib/contracts/customer-contracts.server";
import { dbContext } from "~/lib/http/request-context.server";
import { pageMeta } from "~/lib/meta";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  try {
    return { contracts: await listCustomerContracts(context.get(dbContext), user.id) };
  } catch (thrown) {
    if (thrown instanceof Response || isRouteErrorResponse(thrown)) throw thrown;
    // Nothing but the database's answer: the layout's error screen with 503, like /account.
    console.error("[account-contracts] could not be loaded:", thrown instanceof Error ? thrown.message : thrown);
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
  const { contracts } = loaderData;
  return (
    <>
      <PageHeader heading={contractsPage.heading} intro={contractsPage.intro} />
      <div className="container-page py-12">
        {contracts.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-6 text-slate-700">
            {copy.empty}{" "}
            <Link to="/amc-plans" className="font-semibold text-brand-800 underline underline-offset-2">
              {copy.browsePlans}
            </Link>
          </p>
        ) : (
          <ul className="space-y-6">
            {contracts.map((contract) => (
              <li key={contract.id}>
                <article
                  aria-labelledby={`contract-${contract.id}`}
                  className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
                >
                  <h2 id={`contract-${contract.id}`} className="text-lg font-bold text-slate-900">
                    <Link
                      to={`/account/contracts/${contract.id}`}
                      className="text-brand-800 underline underline-offset-2"
                    >
                      {contractFactsCopy.heading(contract.id, contract.planName)}
                    </Link>
                  </h2>
                  <div className="mt-4">
                    <ContractTermsFacts contract={contract} />
                  </div>
                  <ContractServiceFacts contract={contract} headingId={`contract-${contract.id}-service`} />
                </article>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
