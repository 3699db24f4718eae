// What a contract's entitlements have been used for: health checks done in the current billing
// period, on-site visits used this contract, devices covered. Counted from the records that hold
// them — the device register and the visit reports of the devices-and-visits work, which do not
// exist yet: until then nothing has been used, and every count is 0 of the contract's allowance.
// The pages and the reminder emails read only this function, so that work changes only its body.
import type { CaseWriter } from "~/lib/casework/case-type.server";
import type { Contract } from "./contracts.server";
import { billingPeriodOn, indiaDay } from "./period";

export type ContractUsage = {
  /** The billing period the health-check count covers (null outside the contract's dates). */
  period: { from: string; to: string } | null;
  healthChecksDone: number;
  visitsUsed: number;
  /** null: the contract has no fixed allowance. */
  visitsIncluded: number | null;
  devicesCovered: number;
  deviceLimit: number | null;
};

export async function contractUsage(_db: CaseWriter, contract: Contract, now = new Date()): Promise<ContractUsage> {
  return {
    period: billingPeriodOn(contract, indiaDay(now)),
    healthChecksDone: 0,
    visitsUsed: 0,
    visitsIncluded: contract.onSiteVisitsPerYear,
    devicesCovered: 0,
    deviceLimit: contract.deviceLimit,
  };
}
