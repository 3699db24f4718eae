import type { Route } from "./+types/account-contract";
import { idValue } from "~/lib/casework/list-codec";
import { ContractPageView } from "~/components/contracts/customer-contract-views";
import { StaticRegion } from "~/components/ui/static-region";
import { ContractVisits } from "~/components/visits/contract-visits";
import * as contractsEn from "~/content/contracts-customer";
import * as contractsMl from "~/content/contracts-customer.ml";
import { requireUser } from "~/lib/auth/auth.server";
import { contractPageAnswer, contractPageForm } from "~/lib/contracts/customer-actions.server";
import { findCustomerContract, getCustomerContract } from "~/lib/contracts/customer-contracts.server";
import { formAction } from "~/lib/form-action.server";
import { localeOf } from "~/lib/i18n/locale";
import { localized } from "~/lib/i18n/localized";
import { privateFormPageHeaders } from "~/lib/forms/outcome";
import { dbContext } from "~/lib/http/request-context.server";
import { documentTitle, metaTags } from "~/lib/meta";
import { notFound } from "~/lib/staff/guard.server";
import { staticRegions } from "~/lib/static-regions.server";
import { customerContractVisits } from "~/lib/visits/customer-visits.server";

// Server-only (the loader's): the title and description in both languages.
const contractWords = localized(contractsEn, contractsMl);

export async function loader(args: Route.LoaderArgs) {
  const { request, context, params, url } = args;
  const copy = contractWords[localeOf(url.pathname)].contractPageCopy;
  const user = await requireUser(request, context);
  const id = idValue(params.id);
  // Someone else's contract, and a draft not sent yet, answer exactly like a number that does not exist.
  const db = context.get(dbContext);
  const contract = id ? await getCustomerContract(db, user.id, id) : null;
  if (!contract) throw notFound(request);
  const visits = await customerContractVisits(db, contract.id);
  // The whole page, its forms included, is server-rendered markup for this customer alone: none of
  // its code or words is in the browser's JavaScript (app/lib/static-regions.ts). Its forms are plain
  // posts, so the action's answer (set when this request was one) is rendered beside them here.
  const { page, visits: visitsRegion } = staticRegions(
    args,
    "account-contract",
    {
      page: (
        <ContractPageView
          contract={contract}
          answer={context.get(contractPageAnswer)}
          // Idempotency key of this copy of the plan-change form; a fresh one each time the page loads.
          changeKey={crypto.randomUUID()}
        />
      ),
      // Its visits (preventive, and booked from tickets under it), each with its service reports.
      visits: (
        <ContractVisits visits={visits.visits} total={visits.total} visitBase="/account/visits" className="mt-6" />
      ),
    },
    { perVisitor: true },
  );
  return {
    meta: [
      { title: documentTitle(copy.title(contract.id)) },
      { name: "description", content: copy.description },
      { name: "robots", content: "noindex" },
    ],
    contract,
    page,
    visits: visitsRegion,
  };
}

export async function action(args: Route.ActionArgs) {
  const { request, context, params } = args;
  const user = await requireUser(request, context);
  const id = idValue(params.id);
  if (!id || (await findCustomerContract(context.get(dbContext), user.id, id)) === null) throw notFound(request);
  return formAction(args, contractPageForm(user, id, localeOf(new URL(request.url).pathname)), contractPageAnswer);
}

export const headers = privateFormPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function AccountContract({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container-page py-10">
      <StaticRegion region={loaderData.page} />
      <StaticRegion region={loaderData.visits} />
    </div>
  );
}
