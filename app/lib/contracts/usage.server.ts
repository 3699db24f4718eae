// What a contract's entitlements have been used for: health checks done in the current billing
// period, on-site visits used this contract year, devices covered. Counted from the records that
// hold them: the device register (devices in use marked covered, up to the plan's limit) and the
// contract's visits (completed ones are used; the visits' own counts of done, due and missed come
// along for the pages). The pages and the reminder emails read only this function.
import { and, count, eq, isNull } from "drizzle-orm";
import { devices } from "~/db/schema";
import type { CaseWriter } from "~/lib/casework/case-type.server";
import { type ContractVisitCounts, contractVisitCounts } from "~/lib/visits/preventive.server";
import type { Contract } from "./contracts.server";

export type ContractUsage = {
  /** The billing period the health-check count covers (null outside the contract's dates). */
  period: { from: string; to: string } | null;
  healthChecksDone: number;
  visitsUsed: number;
  /** null: the contract has no fixed allowance. */
  visitsIncluded: number | null;
  devicesCovered: number;
  deviceLimit: number | null;
  /** The contract's health checks and on-site visits: done, due and missed, this period and this contract year. */
  visits: ContractVisitCounts;
};

export async function contractUsage(db: CaseWriter, contract: Contract, now = new Date()): Promise<ContractUsage> {
  const [covered] = await db
    .select({ value: count() })
    .from(devices)
    .where(and(eq(devices.userId, contract.userId), isNull(devices.retiredAt), eq(devices.covered, true)));
  const marked = covered?.value ?? 0;
  const visits = await contractVisitCounts(db, contract, now);
  return {
    period: visits.period,
    healthChecksDone: visits.healthChecks.period.done,
    visitsUsed: visits.onSite.year.done,
    visitsIncluded: contract.onSiteVisitsPerYear,
    devicesCovered: contract.deviceLimit === null ? marked : Math.min(marked, contract.deviceLimit),
    deviceLimit: contract.deviceLimit,
    visits,
  };
}
