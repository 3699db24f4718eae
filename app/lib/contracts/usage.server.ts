// What a contract's entitlements have been used for: health checks done in the current billing
// period, on-site visits used this contract, devices covered. Counted from the records that hold
// them: the device register (devices in use marked covered, up to the plan's limit) and the visit
// reports of the visits work, which do not exist yet — until then no health check or visit is
// counted. The pages and the reminder emails read only this function.
import { and, count, eq, isNull } from "drizzle-orm";
import { devices } from "~/db/schema";
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

export async function contractUsage(db: CaseWriter, contract: Contract, now = new Date()): Promise<ContractUsage> {
  const [covered] = await db
    .select({ value: count() })
    .from(devices)
    .where(and(eq(devices.userId, contract.userId), isNull(devices.retiredAt), eq(devices.covered, true)));
  const marked = covered?.value ?? 0;
  return {
    period: billingPeriodOn(contract, indiaDay(now)),
    healthChecksDone: 0,
    visitsUsed: 0,
    visitsIncluded: contract.onSiteVisitsPerYear,
    devicesCovered: contract.deviceLimit === null ? marked : Math.min(marked, contract.deviceLimit),
    deviceLimit: contract.deviceLimit,
  };
}
