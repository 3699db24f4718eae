// What a customer sees of their own contracts (/account/contracts and /account/contracts/{id}): each
// contract's state in their words, dates and next billing date, the entitlements used, and their own
// measured service over the contract — from the same SLA clocks as /service-levels. Every read is
// filtered by the customer's account; a draft staff have not sent is not theirs to see yet.
import { and, desc, eq, isNotNull, ne, or } from "drizzle-orm";
import { getPlan } from "~/content/plans";
import { contractAcceptances, contracts, users } from "~/db/schema";
import { planChangeRequestNote } from "~/content/contract-plan-change";
import type { Database } from "~/db/client.server";
import type { CaseWriter } from "~/lib/casework/case-type.server";
import { withLockedCase } from "~/lib/casework/commands.server";
import { appendCaseEvent } from "~/lib/casework/events.server";
import type { SignedInUser } from "~/lib/forms/pipeline.server";
import { createPlanRequest } from "~/lib/plan-requests/requests.server";
import { contractInvoices, invoicedPeriodStarts, renewalInvoice } from "~/lib/invoices/contract-billing.server";
import { customerServiceFigures } from "~/lib/service-metrics/metrics.server";
import { contractPlanIds } from "~/content/plan-terms";
import { type Contract, contractCase, contractTerms, renewalPreview } from "./contracts.server";
import {
  type CustomerContractPage,
  type CustomerContractSummary,
  customerContractState,
  customerMayChange,
  customerMayRenew,
} from "./customer-state";
import { addDays, indiaDay, indiaTime, lapseDay, nextBillingDay } from "./period";
import { contractUsage } from "./usage.server";

// The page's shape lives with the other browser-safe contract types; kept importable from here.
export type { CustomerAcceptance, CustomerContractPage } from "./customer-state";

/** A customer's contracts may be listed: any but the drafts staff are still preparing. */
const visibleToCustomer = or(ne(contracts.status, "draft"), isNotNull(contracts.sentAt));

/** The instants the measured service covers: the contract's start to now, or to where its service ended. */
function servicePeriod(contract: Contract, now: Date): { from: Date; to: Date } | null {
  const from = indiaTime(contract.startsOn);
  if (contract.status === "draft" || now <= from) return null;
  const ended =
    contract.status === "renewed"
      ? indiaTime(addDays(contract.endsOn, 1))
      : contract.status === "cancelled" && contract.closedAt
        ? contract.closedAt
        : // In force or expired: its service runs through the grace period.
          indiaTime(lapseDay(contract.endsOn));
  const to = ended < now ? ended : now;
  return to > from ? { from, to } : null;
}

async function summaryOf(db: CaseWriter, contract: Contract, now: Date): Promise<CustomerContractSummary | null> {
  const today = indiaDay(now);
  const awaiting = contract.awaitingPayment ? await renewalInvoice(db, contract) : null;
  const [next] =
    contract.status === "renewed"
      ? await db.select({ id: contracts.id }).from(contracts).where(eq(contracts.previousContractId, contract.id))
      : [];
  const state = customerContractState(
    { ...contract, awaitingInvoice: awaiting?.number ?? null, renewedAs: next?.id ?? null },
    today,
  );
  if (!state) return null;
  const inForce = state.state === "active" || state.state === "ending" || state.state === "awaiting-payment";
  const billing = inForce ? nextBillingDay(contract, today, await invoicedPeriodStarts(db, contract.id)) : null;
  const period = servicePeriod(contract, now);
  return {
    id: contract.id,
    planName: contract.planName,
    state,
    awaitingInvoice:
      state.state === "awaiting-payment" && awaiting
        ? { id: awaiting.id, number: awaiting.number, totalPaise: awaiting.totalPaise, dueDate: awaiting.dueDate }
        : null,
    startsOn: contract.startsOn,
    endsOn: contract.endsOn,
    autoRenew: contract.autoRenew,
    responseMinutes: contract.responseMinutes,
    healthChecks: contract.healthChecks,
    nextBilling: billing ? { day: billing, amountPaise: contract.periodPricePaise } : null,
    usage: await contractUsage(db, contract, now),
    service: period
      ? {
          from: contract.startsOn,
          to: indiaDay(new Date(period.to.getTime() - 1)),
          figures: await customerServiceFigures(db, contract.userId, period, now),
        }
      : null,
  };
}

/** The customer's contracts, newest first. */
export async function listCustomerContracts(
  db: CaseWriter,
  customerId: number,
  now = new Date(),
): Promise<CustomerContractSummary[]> {
  const rows = await db
    .select()
    .from(contracts)
    .where(and(eq(contracts.userId, customerId), visibleToCustomer))
    .orderBy(desc(contracts.startsOn), desc(contracts.id))
    .limit(50);
  const summaries = await Promise.all(rows.map((row) => summaryOf(db, row, now)));
  return summaries.filter((summary) => summary !== null);
}

/** The customer's own contract (locked or not), or null: someone else's and an unsent draft look alike. */
export async function findCustomerContract(db: CaseWriter, customerId: number, id: number): Promise<Contract | null> {
  const [row] = await db
    .select()
    .from(contracts)
    .where(and(eq(contracts.id, id), eq(contracts.userId, customerId), visibleToCustomer));
  return row ?? null;
}

/** Everything a contract's page shows its customer, or null when it is not theirs to see. */
export async function getCustomerContract(
  db: CaseWriter,
  customerId: number,
  id: number,
  now = new Date(),
): Promise<CustomerContractPage | null> {
  const contract = await findCustomerContract(db, customerId, id);
  if (!contract) return null;
  const summary = await summaryOf(db, contract, now);
  if (!summary) return null;
  const [acceptance] = await db
    .select({
      acceptedAt: contractAcceptances.acceptedAt,
      channel: contractAcceptances.channel,
      accountEmail: users.email,
      clientAddress: contractAcceptances.clientAddress,
      termsText: contractAcceptances.termsText,
      termsHash: contractAcceptances.termsHash,
    })
    .from(contractAcceptances)
    .leftJoin(users, eq(users.id, contractAcceptances.userId))
    .where(eq(contractAcceptances.contractId, id));
  const [next] = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(and(eq(contracts.previousContractId, id), eq(contracts.userId, customerId)));
  const renewable = customerMayRenew(summary.state) && !next;
  const preview = renewable ? await renewalPreview(db, contract) : null;
  return {
    ...summary,
    planId: contract.planId,
    terms: await contractTerms(db, contract),
    acceptance: acceptance ? { ...acceptance, acceptedAt: acceptance.acceptedAt.toISOString() } : null,
    renewalOf: contract.previousContractId,
    renewedAs: next?.id ?? null,
    renewal: preview
      ? {
          startsOn: preview.contract.startsOn,
          endsOn: preview.contract.endsOn,
          text: preview.text,
          hash: preview.hash,
        }
      : null,
    invoices: (await contractInvoices(db, contract.id, now)).map(({ issueDate: _issued, ...invoice }) => invoice),
    planChoices: contractPlanIds
      .filter((planId) => planId !== contract.planId)
      .map((planId) => ({ id: planId, name: getPlan(planId)?.name ?? planId })),
    mayChange: customerMayChange(summary.state),
  };
}

export type PlanChangeResult =
  | { outcome: "requested"; planRequestId: number }
  /** The same form posted again: nothing more recorded or sent. */
  | { outcome: "duplicate" }
  | { outcome: "missing" }
  /** Not a plan this contract can change to (its own, or one that is not a contract plan). */
  | { outcome: "invalid-plan" }
  /** Closed: nothing to change any more. */
  | { outcome: "not-open" };

/**
 * The customer asks to move a contract to another plan: a plan request staff act on (with the staff
 * email every plan request sends), and a 'change_request' entry in the contract's history, in one
 * transaction. `submissionId` makes a repeated post record and send nothing more.
 */
export async function requestPlanChange(
  db: Database,
  customer: SignedInUser,
  id: number,
  change: { planId: string; note: string },
  options: { staffEmail: string; submissionId: string; now?: Date },
): Promise<PlanChangeResult> {
  const now = options.now ?? new Date();
  return withLockedCase(db, contractCase, id, async (tx, row) => {
    const contract = row as Contract;
    if (contract.userId !== customer.id) return { outcome: "missing" as const };
    const state = customerContractState(contract, indiaDay(now));
    if (!state) return { outcome: "missing" as const };
    if (!customerMayChange(state)) return { outcome: "not-open" as const };
    if (change.planId === contract.planId || !contractPlanIds.includes(change.planId)) {
      return { outcome: "invalid-plan" as const };
    }
    const request = await createPlanRequest(
      tx,
      customer,
      {
        planId: change.planId,
        note: planChangeRequestNote(contract.id, contract.planName, change.note),
      },
      options.staffEmail,
      options.submissionId,
    );
    const appended = await appendCaseEvent(
      tx,
      contractCase,
      id,
      customer,
      {
        kind: "change_request",
        fromValue: contract.planId,
        toValue: change.planId,
        body: change.note || null,
        submissionId: options.submissionId,
      },
      { audit: { verb: "change-request", after: { planId: change.planId, planRequestId: request.id } }, now },
    );
    return appended ? { outcome: "requested" as const, planRequestId: request.id } : { outcome: "duplicate" as const };
  });
}
