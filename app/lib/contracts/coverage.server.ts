// Which contract covers a customer: the support desk's first-response target comes from it, and the
// staff ticket page flags a customer whose contract has lapsed. The surface the desk (app/lib/tickets)
// and the device register (app/lib/devices) may import from the contracts feature.
import { and, asc, desc, eq, gte, inArray, lte, or } from "drizzle-orm";
import { RENEWAL_GRACE_DAYS } from "~/content/plan-terms";
import { contracts } from "~/db/schema";
import type { CaseWriter } from "~/lib/casework/case-type.server";
import { renewalInvoice } from "~/lib/invoices/contract-billing.server";
import { type Contract, type ContractSite, contractSitesOf } from "./contracts.server";
import { addDays, type CalendarDay, indiaDay, lapseDay } from "./period";

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

/**
 * The customer's most recent contract that has ended without renewal (for the desk's flag), or null:
 * expired, or past its grace period while the expiry job has yet to run (coverage goes by the dates,
 * so the flag does too).
 */
export async function lapsedContractOf(db: CaseWriter, userId: number, now = new Date()): Promise<Contract | null> {
  const lastCoveredDay = addDays(indiaDay(now), -RENEWAL_GRACE_DAYS - 1);
  const [row] = await db
    .select()
    .from(contracts)
    .where(
      and(
        eq(contracts.userId, userId),
        or(
          eq(contracts.status, "expired"),
          and(inArray(contracts.status, ["active", "expiring"]), lte(contracts.endsOn, lastCoveredDay)),
        ),
      ),
    )
    .orderBy(desc(contracts.endsOn), desc(contracts.id))
    .limit(1);
  return row ?? null;
}

/** Where a customer stands with their contracts on a day, as the desk's pages tell it. */
export type ContractStanding = {
  /** The contract whose response time the customer's new tickets get (contractCovering), or null. */
  covering: Contract | null;
  /** When the covering contract has passed its end date: the last day of its grace period. */
  graceUntil: CalendarDay | null;
  /** When nothing covers the customer: the contract that lapsed most recently, or null (never had one). */
  lapsed: Contract | null;
  /** The day `lapsed` expired: the first day after its grace period. */
  lapsedOn: CalendarDay | null;
  /**
   * A renewal held in grace until its first invoice is paid (or staff waive it): the service goes on
   * meanwhile, so it changes no coverage; the desk is told. `invoiceNumber` null: none was issued.
   */
  awaitingPayment: { contractId: number; invoiceNumber: string | null } | null;
};

/** The customer's renewal in force still awaiting payment of its first invoice, if any. */
async function awaitingPaymentOf(db: CaseWriter, userId: number): Promise<ContractStanding["awaitingPayment"]> {
  const [held] = await db
    .select({ id: contracts.id, startsOn: contracts.startsOn })
    .from(contracts)
    .where(
      and(
        eq(contracts.userId, userId),
        eq(contracts.awaitingPayment, true),
        inArray(contracts.status, ["active", "expiring"]),
      ),
    )
    .orderBy(desc(contracts.startsOn))
    .limit(1);
  if (!held) return null;
  const invoice = await renewalInvoice(db, held);
  return { contractId: held.id, invoiceNumber: invoice?.number ?? null };
}

export async function contractStanding(db: CaseWriter, userId: number, now = new Date()): Promise<ContractStanding> {
  const covering = await contractCovering(db, userId, now);
  if (covering) {
    const inGrace = indiaDay(now) > covering.endsOn;
    const graceUntil = inGrace ? addDays(covering.endsOn, RENEWAL_GRACE_DAYS) : null;
    return { covering, graceUntil, lapsed: null, lapsedOn: null, awaitingPayment: await awaitingPaymentOf(db, userId) };
  }
  const lapsed = await lapsedContractOf(db, userId, now);
  return {
    covering: null,
    graceUntil: null,
    lapsed,
    lapsedOn: lapsed ? lapseDay(lapsed.endsOn) : null,
    awaitingPayment: null,
  };
}

/** What the device register needs of a customer's cover: the covering contract, its sites, and today in India. */
export type DeviceCover = { contract: Contract | null; sites: ContractSite[]; today: CalendarDay };

export async function deviceCoverOf(db: CaseWriter, userId: number, now = new Date()): Promise<DeviceCover> {
  const contract = await contractCovering(db, userId, now);
  return { contract, sites: contract ? await contractSitesOf(db, contract.id) : [], today: indiaDay(now) };
}
