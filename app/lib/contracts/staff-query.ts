// The staff's contract pages, the zod-free pieces shared by the pages (browser) and the server: the
// statuses, the draft form's field names and limits, what the pages' actions answer, and the list's URL.
import { billingPeriods, contractPlanIds } from "~/content/plan-terms";
import { getPlan } from "~/content/plans";
import { billingPeriodLabels, contractStatusLabels, endingWithinChoices } from "~/content/staff-contracts";
import type { CaseActionData } from "~/lib/casework/case-form";
import { choiceParam, defineListCodec, flagParam, pageParam, textParam } from "~/lib/casework/list-codec";

/**
 * The statuses, in lifecycle order. The same list as the database's check (contractStatuses in
 * app/db/contracts-schema.ts, which the label record is typed by); not imported from there, since the
 * pages import this module and the database schema must not reach the browser.
 */
export const contractStatusNames = Object.keys(contractStatusLabels) as (keyof typeof contractStatusLabels)[];
export type StaffContractStatus = (typeof contractStatusNames)[number];

/** The status filter: "in force" (active or expiring, as the dashboard counts them) or one status. */
export const IN_FORCE = "in-force";
export const contractStatusFilters = [IN_FORCE, ...contractStatusNames] as const;

export const CONTRACT_LIMITS = {
  note: 5000,
  reason: 1000,
  address: 300,
  area: 100,
  /** Site rows the draft form starts with, and at most. */
  siteRows: 2,
  maxSites: 10,
} as const;

/**
 * The list's URL: ?status=&plan=&ending=&autoRenewOff=1&awaitingPayment=1&q=&page= (bookmarkable; the
 * CSV takes the same).
 */
export const contractList = defineListCodec(
  {
    status: choiceParam(contractStatusFilters),
    planId: choiceParam(contractPlanIds),
    endingWithin: choiceParam(endingWithinChoices),
    autoRenewOff: flagParam(),
    awaitingPayment: flagParam(),
    q: textParam(100),
    page: pageParam(),
  },
  { planId: "plan", endingWithin: "ending" },
);
export type ContractQuery = ReturnType<typeof contractList.parse>;

/** The draft form's fields; a site row n (1-based) is siteAddress{n} and siteArea{n}. */
export const draftFieldNames = [
  "customerEmail",
  "planId",
  "billingPeriod",
  "startsOn",
  "autoRenew",
  "price",
  "responseHours",
  "responseMinutes",
  "deviceLimit",
  "visits",
] as const;
export type DraftField = (typeof draftFieldNames)[number] | `siteAddress${number}` | `siteArea${number}` | "sites";

export const siteFields = (row: number) => [`siteAddress${row}`, `siteArea${row}`] as const;

/** What the draft form answers when it does not redirect; `siteRows` is how many site rows to show. */
export type DraftActionData = CaseActionData<"save" | "addSite", DraftField, { siteRows?: number }>;

/** What the contract page's action answers when it does not redirect (`confirm`: the renewal asks first). */
export type ContractActionData = CaseActionData<
  "send" | "cancel" | "renew" | "waive" | "note",
  "reason" | "waiveReason" | "note"
>;

/** The plans a contract can be drafted for, as the draft form and the list's filter offer them. */
export const contractPlanChoices = contractPlanIds.map((id) => ({ value: id, label: getPlan(id)?.name ?? id }));

/** The billing periods, as the draft form offers them. */
export const billingPeriodChoices = billingPeriods.map((period) => ({
  value: period,
  label: billingPeriodLabels[period],
}));
