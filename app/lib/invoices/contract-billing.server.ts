// Contracts billed: each billing period of a contract in force gets one tax invoice, issued at the
// period's start (billing in advance, as the contract's terms say) — the first at acceptance, a
// renewal's first at once when it is renewed (and the renewal is held in grace until it is paid or
// staff waive it), the later ones by an hourly run on every server. The surface the contracts
// feature imports to bill (it never imports the contracts feature's own modules: contracts call in).
//
// Once per period with any number of app servers: issueInvoice locks the contract's row and checks
// for the period's invoice before issuing (the unique index on contract and period backs it), so a
// second server noticing the same period waits, then finds it and issues nothing.
import { and, asc, desc, eq, gt, gte, inArray, lte } from "drizzle-orm";
import { CONTRACT_INVOICE_UNIT, contractInvoiceLine } from "~/content/contract-billing";
import { defaultBillingCodes } from "~/content/gst";
import type { Database } from "~/db/client.server";
import { contractEvents, contracts, type Invoice, invoices } from "~/db/schema";
import { type CaseActor, type CaseWriter, systemActor } from "~/lib/casework/case-type.server";
import { billingPeriodOn, type CalendarDay, indiaDay } from "~/lib/contracts/period";
import { formatLongDate } from "~/lib/india-time";
import { invoicingConfig } from "./company.server";
import { type InvoiceStanding, invoiceStanding } from "./invoice-state";
import { contractPeriodInvoice, type IssuedDocument, issueInvoice } from "./invoices.server";

type ContractRow = typeof contracts.$inferSelect;

/** What billing reads of a contract. */
export type BilledContract = Pick<
  ContractRow,
  "id" | "userId" | "planName" | "startsOn" | "endsOn" | "billingPeriod" | "periodPricePaise"
>;

/** The hourly run on every server. */
export const CONTRACT_BILLING_INTERVAL_MS = 60 * 60_000;

/** Contracts read per query of a run, and invoices issued per run at most (the rest wait an hour). */
const SCAN_BATCH = 200;
const MAX_INVOICES_PER_RUN = 500;

/** Contracts whose current period is billed: in force. */
const billedStatuses = ["active", "expiring"] as const;

/**
 * Issues the invoice of the contract's billing period that starts on `periodStartsOn`, in the
 * caller's transaction, with its 'invoiced' entry in the contract's history. Null when nothing is
 * issued: invoicing is off, the contract costs nothing, the day starts no billing period of it, or
 * the period is invoiced already.
 */
export async function invoiceContractPeriod(
  tx: CaseWriter,
  actor: CaseActor,
  contract: BilledContract,
  periodStartsOn: CalendarDay,
  now = new Date(),
): Promise<IssuedDocument | null> {
  if (!invoicingConfig().enabled || contract.periodPricePaise <= 0) return null;
  const period = billingPeriodOn(contract, periodStartsOn);
  if (!period || period.from !== periodStartsOn) return null;
  const issued = await issueInvoice(
    tx,
    actor,
    {
      userId: contract.userId,
      source: "contract",
      contractId: contract.id,
      periodStartsOn: period.from,
      periodEndsOn: period.to,
      lines: [
        {
          description: contractInvoiceLine(
            contract.planName,
            contract.id,
            formatLongDate(period.from),
            formatLongDate(period.to),
          ),
          sacCode: defaultBillingCodes.contract,
          unit: CONTRACT_INVOICE_UNIT,
          quantityMilli: 1000,
          // The period's price already has its discount in it; GST is added on top (the Terms).
          ratePaise: contract.periodPricePaise,
        },
      ],
    },
    now,
  );
  if (!issued) return null;
  await tx.insert(contractEvents).values({
    contractId: contract.id,
    kind: "invoiced",
    internal: false,
    channel: actor.id === null ? "system" : "web",
    actorUserId: actor.id,
    actorName: actor.fullName,
    toValue: issued.number,
    createdAt: now,
  });
  return issued;
}

/**
 * A renewal's first period, invoiced at once (dated today though the period starts later), and the
 * renewal held in grace until that invoice is paid or staff waive it. Null when nothing is billed
 * (invoicing off, a free contract): the renewal is not held then.
 */
export async function invoiceRenewal(
  tx: CaseWriter,
  contract: BilledContract,
  now = new Date(),
): Promise<IssuedDocument | null> {
  const issued = await invoiceContractPeriod(tx, systemActor, contract, contract.startsOn, now);
  if (issued) {
    await tx.update(contracts).set({ awaitingPayment: true, updatedAt: now }).where(eq(contracts.id, contract.id));
  }
  return issued;
}

/**
 * A contract just accepted: the billing period in force today is invoiced in the same transaction
 * (the first one when it starts today; periods that ended before the acceptance were never in
 * force, so they are not billed). A contract starting later is billed by the hourly run on its start.
 */
export async function invoiceAcceptedContract(
  tx: CaseWriter,
  contract: BilledContract,
  now = new Date(),
): Promise<IssuedDocument | null> {
  const period = billingPeriodOn(contract, indiaDay(now));
  if (!period) return null;
  return invoiceContractPeriod(tx, systemActor, contract, period.from, now);
}

/**
 * One run: every contract in force whose billing period of today has no invoice gets it, each in its
 * own transaction. Safe with several servers at once (see the top of this file). Returns a line for
 * the log, empty when nothing was issued.
 */
export async function runContractBilling(db: Database, now = new Date()): Promise<string> {
  if (!invoicingConfig().enabled) return "";
  const today = indiaDay(now);
  let issuedCount = 0;
  let afterId = 0;
  for (;;) {
    const batch = await db
      .select({
        id: contracts.id,
        userId: contracts.userId,
        planName: contracts.planName,
        startsOn: contracts.startsOn,
        endsOn: contracts.endsOn,
        billingPeriod: contracts.billingPeriod,
        periodPricePaise: contracts.periodPricePaise,
      })
      .from(contracts)
      .where(
        and(
          inArray(contracts.status, [...billedStatuses]),
          lte(contracts.startsOn, today),
          gte(contracts.endsOn, today),
          gt(contracts.periodPricePaise, 0),
          gt(contracts.id, afterId),
        ),
      )
      .orderBy(asc(contracts.id))
      .limit(SCAN_BATCH);
    const owed = batch.flatMap((contract) => {
      const period = billingPeriodOn(contract, today);
      return period ? [{ contract, from: period.from }] : [];
    });
    const invoiced = owed.length
      ? await db
          .select({ contractId: invoices.contractId, periodStartsOn: invoices.periodStartsOn })
          .from(invoices)
          .where(
            and(
              eq(invoices.kind, "invoice"),
              inArray(
                invoices.contractId,
                owed.map((entry) => entry.contract.id),
              ),
            ),
          )
      : [];
    const have = new Set(invoiced.map((row) => `${row.contractId}:${row.periodStartsOn}`));
    for (const { contract, from } of owed) {
      if (have.has(`${contract.id}:${from}`)) continue;
      if (issuedCount >= MAX_INVOICES_PER_RUN) return summary(issuedCount, true);
      const issued = await db.transaction((tx) => invoiceContractPeriod(tx, systemActor, contract, from, now));
      if (issued) issuedCount++;
    }
    const last = batch.at(-1);
    if (!last || batch.length < SCAN_BATCH) return summary(issuedCount, false);
    afterId = last.id;
  }
}

function summary(count: number, more: boolean): string {
  if (count === 0) return "";
  return `${count} contract period invoice(s) issued${more ? " (more next run)" : ""}`;
}

/** A contract's invoice as its pages list it. */
export type ContractInvoiceRow = {
  id: number;
  number: string;
  periodStartsOn: CalendarDay | null;
  periodEndsOn: CalendarDay | null;
  issueDate: CalendarDay;
  dueDate: CalendarDay;
  totalPaise: number;
  standing: InvoiceStanding;
};

/** A contract's invoices (not its credit notes), the latest period first. */
export async function contractInvoices(
  db: CaseWriter,
  contractId: number,
  now = new Date(),
): Promise<ContractInvoiceRow[]> {
  const rows = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.contractId, contractId), eq(invoices.kind, "invoice")))
    .orderBy(desc(invoices.periodStartsOn), desc(invoices.id))
    .limit(60);
  const today = indiaDay(now);
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    periodStartsOn: row.periodStartsOn,
    periodEndsOn: row.periodEndsOn,
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    totalPaise: row.totalPaise,
    standing: invoiceStanding(row, today),
  }));
}

/** The first days of a contract's billing periods invoiced so far. */
export async function invoicedPeriodStarts(db: CaseWriter, contractId: number): Promise<Set<CalendarDay>> {
  const rows = await db
    .select({ from: invoices.periodStartsOn })
    .from(invoices)
    .where(and(eq(invoices.contractId, contractId), eq(invoices.kind, "invoice")));
  return new Set(rows.flatMap((row) => (row.from ? [row.from] : [])));
}

/** The invoice a renewal held in grace waits for: its first period's. */
export async function renewalInvoice(
  db: CaseWriter,
  contract: Pick<ContractRow, "id" | "startsOn">,
): Promise<Invoice | null> {
  return contractPeriodInvoice(db, contract.id, contract.startsOn);
}
