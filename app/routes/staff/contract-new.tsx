import { Link } from "react-router";
import type { Route } from "./+types/contract-new";
import { ContractDraftForm } from "~/components/staff/contract-draft-form";
import { contractPlanIds } from "~/content/plan-terms";
import { contractDraftCopy as copy } from "~/content/staff-contracts";
import { idValue } from "~/lib/casework/list-codec";
import { staffMeta } from "~/lib/casework/page";
import { indiaDay } from "~/lib/contracts/period";
import { contractDraftForm } from "~/lib/contracts/staff-actions.server";
import { planRequestForDraft } from "~/lib/contracts/staff.server";
import {
  billingPeriodChoices,
  CONTRACT_LIMITS,
  contractPlanChoices,
  type DraftActionData,
} from "~/lib/contracts/staff-query";
import { formAction } from "~/lib/form-action.server";
import { dbContext } from "~/lib/http/request-context.server";
import { notFound, staffOf } from "~/lib/staff/guard.server";

// /staff/contracts/new, optionally ?planRequest=ID: the draft starts from that request's customer and plan.
export async function loader({ request, context }: Route.LoaderArgs) {
  staffOf(context);
  const raw = new URL(request.url).searchParams.get("planRequest");
  const planRequestId = raw === null ? null : idValue(raw);
  const planRequest = planRequestId === null ? null : await planRequestForDraft(context.get(dbContext), planRequestId);
  if (raw !== null && !planRequest) throw notFound(request);
  return {
    planRequest,
    initial: {
      planId: planRequest && contractPlanIds.includes(planRequest.planId) ? planRequest.planId : "",
      billingPeriod: "monthly",
      startsOn: indiaDay(new Date()),
    },
  };
}

export async function action(args: Route.ActionArgs) {
  return formAction(args, contractDraftForm(staffOf(args.context), { mode: "new" }));
}

export const meta: Route.MetaFunction = () => staffMeta(copy.newTitle);

export default function NewContract({ loaderData, actionData }: Route.ComponentProps) {
  const { planRequest, initial } = loaderData;
  const answer: DraftActionData | undefined = actionData;
  return (
    <>
      <Link to="/staff/contracts" className="text-sm font-semibold text-brand-800 underline underline-offset-2">
        {copy.back}
      </Link>
      <h1 className="mt-3 text-2xl font-bold text-slate-900">{copy.newTitle}</h1>
      <p className="mt-1 max-w-3xl text-slate-700">{copy.intro}</p>
      <ContractDraftForm
        words={copy}
        customer={
          planRequest
            ? {
                kind: "fixed",
                text: copy.fromRequest(planRequest.id, planRequest.customerName, planRequest.customerEmail),
                hidden: { name: "planRequest", value: planRequest.id },
              }
            : { kind: "email" }
        }
        plans={[{ value: "", label: "—" }, ...contractPlanChoices]}
        periods={billingPeriodChoices}
        initial={initial}
        initialSiteRows={CONTRACT_LIMITS.siteRows}
        answer={answer}
        submitLabel={copy.save}
      />
    </>
  );
}
