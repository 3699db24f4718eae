import { Link } from "react-router";
import type { Route } from "./+types/contract-edit";
import { ContractDraftForm } from "~/components/staff/contract-draft-form";
import { getPlanTerms } from "~/content/plan-terms";
import { contractDraftCopy as copy } from "~/content/staff-contracts";
import { staffMeta } from "~/lib/casework/page";
import { contractDraftForm } from "~/lib/contracts/staff-actions.server";
import { getStaffContract } from "~/lib/contracts/staff.server";
import {
  billingPeriodChoices,
  CONTRACT_LIMITS,
  contractPlanChoices,
  type DraftActionData,
} from "~/lib/contracts/staff-query";
import { formAction } from "~/lib/form-action.server";
import { recordForm, recordOfPage } from "~/lib/staff/record-page.server";
import { staffPageHeaders } from "~/lib/staff/guard.server";

/** Paise as the price field shows them: '12500' or '12500.50'. */
const rupeesText = (paise: number) => (paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2));

// A draft's edit page: the same form as a new draft, filled with the draft's own terms; a contract
// that is no longer a draft goes back to its page.
export async function loader(args: Route.LoaderArgs) {
  const { record } = await recordOfPage(args, getStaffContract);
  const { contract } = record;
  // A quoted plan shows its quote to edit; other plans take their figures from the content.
  const custom = getPlanTerms(contract.planId)?.pricePaisePerMonth === null;
  const sites = record.sites.flatMap((site, index) => [
    [`siteAddress${index + 1}`, site.address],
    [`siteArea${index + 1}`, site.area],
  ]);
  return {
    id: contract.id,
    isDraft: contract.status === "draft",
    customer: `${record.customerName} (${record.customerEmail})`,
    siteRows: Math.min(CONTRACT_LIMITS.maxSites, Math.max(CONTRACT_LIMITS.siteRows, record.sites.length + 1)),
    initial: {
      planId: contract.planId,
      billingPeriod: contract.billingPeriod,
      startsOn: contract.startsOn,
      autoRenew: contract.autoRenew ? "on" : "",
      ...(custom
        ? {
            price: rupeesText(contract.pricePaisePerMonth),
            responseHours: String(Math.floor(contract.responseMinutes / 60)),
            responseMinutes: String(contract.responseMinutes % 60),
            deviceLimit: contract.deviceLimit === null ? "" : String(contract.deviceLimit),
            visits: contract.onSiteVisitsPerYear === null ? "" : String(contract.onSiteVisitsPerYear),
          }
        : {}),
      ...Object.fromEntries(sites),
    } as Record<string, string>,
  };
}

export async function action(args: Route.ActionArgs) {
  return formAction(
    args,
    recordForm(args, (actor, id: number) => contractDraftForm(actor, { mode: "edit", id })),
  );
}

export const headers = staffPageHeaders;

export const meta: Route.MetaFunction = ({ params }) => staffMeta(copy.editTitle(Number(params.id)));

export default function EditContract({ loaderData, actionData }: Route.ComponentProps) {
  const { id, isDraft, customer, initial, siteRows } = loaderData;
  const answer: DraftActionData | undefined = actionData;
  return (
    <>
      <Link to={`/staff/contracts/${id}`} className="text-sm font-semibold text-brand-800 underline underline-offset-2">
        {copy.backToContract(id)}
      </Link>
      <h1 className="mt-3 text-2xl font-bold text-slate-900">{copy.editTitle(id)}</h1>
      {isDraft ? (
        <ContractDraftForm
          words={copy}
          customer={{ kind: "fixed", text: customer }}
          plans={contractPlanChoices}
          periods={billingPeriodChoices}
          initial={initial}
          initialSiteRows={siteRows}
          answer={answer}
          submitLabel={copy.saveEdit}
        />
      ) : (
        <p className="mt-4 text-slate-800">{copy.toasts.notDraft}</p>
      )}
    </>
  );
}
