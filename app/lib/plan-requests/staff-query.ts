// The staff's plan-request pages, the zod-free pieces shared by the pages (browser) and the server:
// the statuses, the message's limit, what the request page's action answers, and the list's URL.
import { plans } from "~/content/plans";
import { planRequestStatusLabels } from "~/content/staff-plan-requests";
import type { CaseActionData } from "~/lib/casework/case-form";
import { choiceParam, defineListCodec, pageParam, textParam } from "~/lib/casework/list-codec";

/**
 * The statuses, in the order a request moves through them. The same list as the database's check
 * (planRequestStatuses in app/db/plan-requests-schema.ts, which the label record is typed by); not
 * imported from there, since the pages import this module and the database schema must not reach the browser.
 */
export const planRequestStatusNames = Object.keys(planRequestStatusLabels) as (keyof typeof planRequestStatusLabels)[];

export const PLAN_REQUEST_MESSAGE_MAX_LENGTH = 2000;

/** What the request page's action answers when it does not redirect (invalid input, a refused move). */
export type PlanRequestActionData = CaseActionData<"status", "status" | "message">;

/** The list's URL: ?status=&plan=&q=&page= (bookmarkable); q searches the customer's name and address. */
export const planRequestList = defineListCodec(
  {
    status: choiceParam(planRequestStatusNames),
    planId: choiceParam(plans.map((plan) => plan.id)),
    q: textParam(100),
    page: pageParam(),
  },
  { planId: "plan" },
);
export type PlanRequestQuery = ReturnType<typeof planRequestList.parse>;
