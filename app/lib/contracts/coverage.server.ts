// Which contract covers a customer: the support desk's first-response target comes from it, and the
// staff ticket page flags a customer whose contract has lapsed. The surface the desk (app/lib/tickets)
// may import from the contracts feature.
import { and, asc, desc, eq, gte, inArray, lte } from "drizzle-orm";
import { RENEWAL_GRACE_DAYS } from "~/content/plan-terms";
import { contracts } from "~/db/schema";
import type { CaseWriter } from "~/lib/casework/case-type.server";
import type { Contract } from "./contracts.server";
import { addDays, indiaDay } from "./period";

/**
 * The contract that covers a customer on a day: in force (active or expiring, or renewed but still
 * within its own dates), started, and not past its grace period. The shortest response time wins
 * when several do (a customer with two sites' contracts).
 */
export async function contractCovering(db: CaseWriter, userId: number, now = new Date()): Promise<Contract | null> {
  const today = indiaDay(now);
  const rows = await db
    .select()
    .from(contracts)
    .where(
      and(
        eq(contracts.userId, userId),
        inArray(contracts.status, ["active", "expiring", "renewed"]),
        lte(contracts.startsOn, today),
        // Covered through the grace period: the last covered day is the end date plus the grace days.
        gte(contracts.endsOn, addDays(today, -RENEWAL_GRACE_DAYS)),
      ),
    )
    .orderBy(asc(contracts.responseMinutes), desc(contracts.endsOn));
  return rows[0] ?? null;
}

/** The customer's most recent contract that has ended without renewal (for the desk's flag), or null. */
export async function lapsedContractOf(db: CaseWriter, userId: number): Promise<Contract | null> {
  const [row] = await db
    .select()
    .from(contracts)
    .where(and(eq(contracts.userId, userId), eq(contracts.status, "expired")))
    .orderBy(desc(contracts.endsOn))
    .limit(1);
  return row ?? null;
}
