// The staff side of contracts: the list with its filters (and the same filters as a CSV), one
// contract as its page reads it (terms, sites, acceptance, history with each email's state, the
// customer's measured service and entitlements, the renewal chain), the dashboard's figures, and
// what the plan-request page and the draft form read of a plan request.
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, sql, sum } from "drizzle-orm";
import { billingPeriodLabels, contractStatusLabels, staffContractsCopy } from "~/content/staff-contracts";
import type { Database } from "~/db/client.server";
import { contractAcceptances, contracts, planRequests, users } from "~/db/schema";
import { recordAudit } from "~/lib/audit/audit.server";
import { allOf, findPage } from "~/lib/casework/finder.server";
import { containsPattern } from "~/lib/casework/list-codec";
import { type CaseHistoryEvent, listCaseHistory } from "~/lib/casework/record.server";
import { paiseToDecimal } from "~/lib/money/paise";
import { customerServiceFigures } from "~/lib/service-metrics/metrics.server";
import { type ContractInvoiceRow, contractInvoices } from "~/lib/invoices/contract-billing.server";
import { type Contract, contractCase, contractSitesOf } from "./contracts.server";
import { addDays, indiaDay, indiaTime } from "./period";
import { IN_FORCE, type ContractQuery } from "./staff-query";
import { contractInForceStatuses } from "./transitions";
import { contractUsage } from "./usage.server";

const inForce = () => inArray(contracts.status, [...contractInForceStatuses]);

function customerMatches(q: string) {
  const pattern = containsPattern(q);
  return or(ilike(users.email, pattern), ilike(users.fullName, pattern));
}

/** The list's filters as conditions (the page and the CSV read the same ones). */
function contractWhere(query: Omit<ContractQuery, "page">, today: string) {
  return [
    query.status === IN_FORCE ? inForce() : query.status && eq(contracts.status, query.status),
    query.planId && eq(contracts.planId, query.planId),
    query.endingWithin &&
      and(gte(contracts.endsOn, today), lte(contracts.endsOn, addDays(today, Number(query.endingWithin)))),
    query.autoRenewOff && eq(contracts.autoRenew, false),
    query.awaitingPayment && eq(contracts.awaitingPayment, true),
    query.q && customerMatches(query.q),
  ];
}

const listColumns = {
  id: contracts.id,
  planName: contracts.planName,
  status: contracts.status,
  sentAt: contracts.sentAt,
  billingPeriod: contracts.billingPeriod,
  startsOn: contracts.startsOn,
  endsOn: contracts.endsOn,
  pricePaisePerMonth: contracts.pricePaisePerMonth,
  periodPricePaise: contracts.periodPricePaise,
  autoRenew: contracts.autoRenew,
  customerName: users.fullName,
  customerEmail: users.email,
};

/** One page of contracts, ending soonest first, with the customer's name and address, and how many match. */
export async function listStaffContracts(db: Database, query: ContractQuery, now = new Date()) {
  return findPage({
    rows: db.select(listColumns).from(contracts).innerJoin(users, eq(users.id, contracts.userId)).$dynamic(),
    count: db.select({ value: count() }).from(contracts).innerJoin(users, eq(users.id, contracts.userId)).$dynamic(),
    where: contractWhere(query, indiaDay(now)),
    orderBy: [asc(contracts.endsOn), asc(contracts.id)],
    page: query.page,
  });
}
export type StaffContractRow = Awaited<ReturnType<typeof listStaffContracts>>["rows"][number];

export type CsvValue = string | number | null;

/**
 * The filtered contracts as CSV records (header first; money as plain decimals), for the route to
 * write with the formula-safe CSV writer. The export is audited: who took which customers' data.
 */
export async function contractCsvRecords(
  db: Database,
  staff: { id: number; email: string },
  filters: Omit<ContractQuery, "page">,
  now = new Date(),
): Promise<CsvValue[][]> {
  await recordAudit(db, staff, {
    action: "contract.export",
    subjectType: "contract",
    after: {
      status: filters.status,
      planId: filters.planId,
      endingWithin: filters.endingWithin,
      autoRenewOff: filters.autoRenewOff,
      awaitingPayment: filters.awaitingPayment,
      q: filters.q || null,
    },
  });
  const rows = await db
    .select(listColumns)
    .from(contracts)
    .innerJoin(users, eq(users.id, contracts.userId))
    .where(allOf(contractWhere(filters, indiaDay(now))))
    .orderBy(asc(contracts.endsOn), asc(contracts.id));
  const words = staffContractsCopy.csv;
  return [
    [...words.header],
    ...rows.map((row) => [
      staffContractsCopy.number(row.id),
      row.customerName,
      row.customerEmail,
      row.planName,
      contractStatusLabels[row.status],
      billingPeriodLabels[row.billingPeriod],
      row.startsOn,
      row.endsOn,
      paiseToDecimal(row.pricePaisePerMonth),
      paiseToDecimal(row.periodPricePaise),
      row.autoRenew ? words.yes : words.no,
    ]),
  ];
}

// --- One contract -----------------------------------------------------------------------------------

export type ContractHistoryEvent = CaseHistoryEvent<
  | "created"
  | "edited"
  | "sent"
  | "accepted"
  | "status"
  | "note"
  | "reminder"
  | "auto_renew"
  | "change_request"
  | "invoiced"
  | "payment_waived"
  | "paid"
>;

/** A contract as its staff page reads it, or null. */
export async function getStaffContract(db: Database, id: number, now = new Date()) {
  const [row] = await db
    .select({ contract: contracts, customerName: users.fullName, customerEmail: users.email })
    .from(contracts)
    .innerJoin(users, eq(users.id, contracts.userId))
    .where(eq(contracts.id, id));
  if (!row) return null;
  const contract = row.contract;
  const [sites, acceptance, next, history, usage] = await Promise.all([
    contractSitesOf(db, id),
    db
      .select({
        acceptedAt: contractAcceptances.acceptedAt,
        channel: contractAcceptances.channel,
        clientAddress: contractAcceptances.clientAddress,
        userAgent: contractAcceptances.userAgent,
        termsText: contractAcceptances.termsText,
        termsHash: contractAcceptances.termsHash,
        accountName: users.fullName,
        accountEmail: users.email,
      })
      .from(contractAcceptances)
      .leftJoin(users, eq(users.id, contractAcceptances.userId))
      .where(eq(contractAcceptances.contractId, id))
      .then((found) => found[0] ?? null),
    db
      .select({ id: contracts.id })
      .from(contracts)
      .where(eq(contracts.previousContractId, id))
      .then((found) => found[0]?.id ?? null),
    listCaseHistory<ContractHistoryEvent>(db, contractCase, id),
    contractUsage(db, contract, now),
  ]);
  const invoices = await contractInvoices(db, id, now);
  return {
    contract,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    sites,
    acceptance,
    chain: { previous: contract.previousContractId, next },
    history,
    usage,
    service: await contractService(db, contract, now),
    invoices,
    // A renewal held in grace: the invoice it waits for (its first period's).
    awaitingInvoice: contract.awaitingPayment ? awaitedInvoice(contract, invoices) : null,
  };
}
/** The invoice a renewal held in grace waits for: its first period's, among the contract's invoices. */
export function awaitedInvoice(
  contract: Pick<Contract, "startsOn">,
  invoices: readonly ContractInvoiceRow[],
): ContractInvoiceRow | null {
  return invoices.find((invoice) => invoice.periodStartsOn === contract.startsOn) ?? null;
}

export type StaffContract = NonNullable<Awaited<ReturnType<typeof getStaffContract>>>;

/**
 * The customer's measured service over the contract: from its first day to its last (or to now, when
 * it runs still), on the clocks of /service-levels; null before the contract starts.
 */
async function contractService(db: Database, contract: Contract, now: Date) {
  const from = indiaTime(contract.startsOn);
  if (from.getTime() > now.getTime()) return null;
  const end = indiaTime(addDays(contract.endsOn, 1));
  const to = end.getTime() < now.getTime() ? end : now;
  return {
    from: contract.startsOn,
    to: indiaDay(new Date(to.getTime() - 1)),
    figures: await customerServiceFigures(db, contract.userId, { from, to }, now),
  };
}

// --- The dashboard ----------------------------------------------------------------------------------

/**
 * The contract figures of the dashboard: contracts in force (active or expiring), their monthly
 * recurring revenue, and the part of it whose contracts end in the next `days` days without having
 * been renewed (a renewed contract is 'renewed', no longer in force). Sums of paise, in the database.
 */
export async function contractsDashboardSummary(db: Database, now = new Date(), days = 30) {
  const today = indiaDay(now);
  const ending = and(gte(contracts.endsOn, today), lte(contracts.endsOn, addDays(today, days)));
  const [figures] = await db
    .select({
      active: count(),
      mrr: sum(contracts.pricePaisePerMonth),
      endingCount: sql<number>`count(*) filter (where ${ending})`,
      endingMrr: sql<string | null>`sum(${contracts.pricePaisePerMonth}) filter (where ${ending})`,
    })
    .from(contracts)
    .where(inForce());
  return {
    active: Number(figures?.active ?? 0),
    mrrPaise: Number(figures?.mrr ?? 0),
    endingCount: Number(figures?.endingCount ?? 0),
    endingMrrPaise: Number(figures?.endingMrr ?? 0),
  };
}

// --- Plan requests ----------------------------------------------------------------------------------

/** The contracts drafted from a plan request, newest first (the request's page lists them). */
export async function contractsOfPlanRequest(db: Database, planRequestId: number) {
  return db
    .select({
      id: contracts.id,
      planName: contracts.planName,
      status: contracts.status,
      sentAt: contracts.sentAt,
      startsOn: contracts.startsOn,
    })
    .from(contracts)
    .where(eq(contracts.planRequestId, planRequestId))
    .orderBy(desc(contracts.id));
}

/** A plan request as the draft form starts from it: its customer and plan, or null. */
export async function planRequestForDraft(db: Database, id: number) {
  const [row] = await db
    .select({
      id: planRequests.id,
      planId: planRequests.planId,
      userId: planRequests.userId,
      customerName: users.fullName,
      customerEmail: users.email,
    })
    .from(planRequests)
    .innerJoin(users, eq(users.id, planRequests.userId))
    .where(eq(planRequests.id, id));
  return row ?? null;
}
