// The staff side of invoices as their pages read it: the list with its filters (status including
// overdue, month or financial year, customer, source), one invoice or credit note with its document,
// customer, history and the customer's pending UTR claims, the dashboard's overdue figure, a visit's
// invoices, and what the issue form starts from for a visit.
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { type InvoiceEventKind, invoices, paymentClaims, users } from "~/db/schema";
import { findPage } from "~/lib/casework/finder.server";
import { containsPattern } from "~/lib/casework/list-codec";
import { type CaseHistoryEvent, listCaseHistory } from "~/lib/casework/record.server";
import { indiaDay } from "~/lib/contracts/period";
import { visitById } from "~/lib/visits/visits.server";
import { invoiceDocument } from "./document.server";
import { invoiceStanding, outstandingPaise } from "./invoice-state";
import { invoiceById, invoiceCase } from "./invoices.server";
import type { InvoiceQuery, InvoiceStandingFilter } from "./staff-query";

const unsettled = () => inArray(invoices.status, ["due", "part_paid"]);

/** An invoice due or part-paid whose due date has passed (India's calendar): "overdue" is never stored. */
const overdueOn = (today: string) => and(eq(invoices.kind, "invoice"), unsettled(), lt(invoices.dueDate, today));

function standingCondition(status: InvoiceStandingFilter, today: string): SQL | undefined {
  switch (status) {
    case "credit_note":
      return eq(invoices.kind, "credit_note");
    case "overdue":
      return overdueOn(today);
    default:
      return and(eq(invoices.kind, "invoice"), eq(invoices.status, status));
  }
}

/** The first day of a month 'YYYY-MM' and of the month after it. */
function monthDays(month: string): { from: string; before: string } {
  const [year, number] = [Number(month.slice(0, 4)), Number(month.slice(5, 7))];
  const next = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, "0")}`;
  return { from: `${month}-01`, before: `${next}-01` };
}

function customerMatches(q: string) {
  const pattern = containsPattern(q);
  return or(
    ilike(users.email, pattern),
    ilike(users.fullName, pattern),
    ilike(invoices.recipientName, pattern),
    ilike(invoices.recipientGstin, pattern),
    ilike(invoices.number, pattern),
  );
}

function invoiceWhere(query: Omit<InvoiceQuery, "page">, today: string) {
  const month = query.month ? monthDays(query.month) : null;
  return [
    query.status && standingCondition(query.status, today),
    month && and(gte(invoices.issueDate, month.from), lt(invoices.issueDate, month.before)),
    query.year && eq(invoices.financialYear, query.year),
    query.source && eq(invoices.source, query.source),
    query.q && customerMatches(query.q),
  ];
}

const listColumns = {
  id: invoices.id,
  kind: invoices.kind,
  number: invoices.number,
  issueDate: invoices.issueDate,
  dueDate: invoices.dueDate,
  status: invoices.status,
  totalPaise: invoices.totalPaise,
  paidPaise: invoices.paidPaise,
  creditedPaise: invoices.creditedPaise,
  recipientName: invoices.recipientName,
  customerEmail: users.email,
};

/** One page of invoices and credit notes, newest first, each with how it stands today and what is owed. */
export async function listStaffInvoices(db: Database, query: InvoiceQuery, now = new Date()) {
  const today = indiaDay(now);
  const found = await findPage({
    rows: db.select(listColumns).from(invoices).innerJoin(users, eq(users.id, invoices.userId)).$dynamic(),
    count: db.select({ value: count() }).from(invoices).innerJoin(users, eq(users.id, invoices.userId)).$dynamic(),
    where: invoiceWhere(query, today),
    orderBy: [desc(invoices.issueDate), desc(invoices.id)],
    page: query.page,
  });
  return {
    ...found,
    rows: found.rows.map((row) => ({
      ...row,
      standing: invoiceStanding(row, today),
      outstandingPaise: row.kind === "invoice" ? outstandingPaise(row) : 0,
    })),
  };
}
export type StaffInvoiceRow = Awaited<ReturnType<typeof listStaffInvoices>>["rows"][number];

// --- One invoice ------------------------------------------------------------------------------------

export type InvoiceHistoryEvent = CaseHistoryEvent<InvoiceEventKind>;

/** An invoice or credit note as its staff page reads it, or null. */
export async function getStaffInvoice(db: Database, id: number, now = new Date()) {
  const invoice = await invoiceById(db, id);
  if (!invoice) return null;
  const [[customer], document, history, claims, visit] = await Promise.all([
    db.select({ fullName: users.fullName, email: users.email }).from(users).where(eq(users.id, invoice.userId)),
    invoiceDocument(db, invoice, now),
    listCaseHistory<InvoiceHistoryEvent>(db, invoiceCase, id),
    db
      .select({
        id: paymentClaims.id,
        utr: paymentClaims.utr,
        amountPaise: paymentClaims.amountPaise,
        paidOn: paymentClaims.paidOn,
        createdAt: paymentClaims.createdAt,
      })
      .from(paymentClaims)
      .where(and(eq(paymentClaims.invoiceId, id), eq(paymentClaims.status, "pending")))
      .orderBy(asc(paymentClaims.id)),
    invoice.visitId ? visitById(db, invoice.visitId) : Promise.resolve(null),
  ]);
  return {
    invoice,
    customer: customer ?? { fullName: invoice.recipientName, email: invoice.recipientEmail },
    document,
    history,
    claims,
    visit: visit ? { id: visit.id, kind: visit.kind } : null,
  };
}
export type StaffInvoice = NonNullable<Awaited<ReturnType<typeof getStaffInvoice>>>;

// --- The dashboard and other records' pages ---------------------------------------------------------

/** The dashboard's figure: how many invoices are overdue and what they still owe (sums of paise, in the database). */
export async function invoicesDashboardSummary(db: Database, now = new Date()) {
  const [figures] = await db
    .select({
      count: count(),
      owed: sql<string | null>`sum(${invoices.totalPaise} - ${invoices.paidPaise} - ${invoices.creditedPaise})`,
    })
    .from(invoices)
    .where(overdueOn(indiaDay(now)));
  return { overdueCount: Number(figures?.count ?? 0), overduePaise: Number(figures?.owed ?? 0) };
}

/** A visit's invoices, oldest first (its staff page lists them). */
export async function invoicesOfVisit(db: Database, visitId: number, now = new Date()) {
  const today = indiaDay(now);
  const rows = await db
    .select({
      id: invoices.id,
      kind: invoices.kind,
      number: invoices.number,
      status: invoices.status,
      dueDate: invoices.dueDate,
      totalPaise: invoices.totalPaise,
    })
    .from(invoices)
    .where(and(eq(invoices.visitId, visitId), eq(invoices.kind, "invoice")))
    .orderBy(asc(invoices.id));
  return rows.map((row) => ({ ...row, standing: invoiceStanding(row, today) }));
}

/** A customer account by its email (the issue form's customer), or null when there is none. */
export async function customerByEmail(db: Database, email: string) {
  const [account] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.email, email.toLowerCase()));
  return account?.role === "customer" ? { id: account.id } : null;
}

/** A visit as the issue form starts from it: its customer, kind, day and parts, or null. */
export async function visitForInvoice(db: Database, visitId: number) {
  const visit = await visitById(db, visitId);
  if (!visit) return null;
  const [customer] = await db
    .select({ fullName: users.fullName, email: users.email })
    .from(users)
    .where(eq(users.id, visit.userId));
  if (!customer) return null;
  const at = visit.finishedAt ?? visit.windowStartsAt ?? visit.createdAt;
  return {
    id: visit.id,
    userId: visit.userId,
    kind: visit.kind,
    day: indiaDay(at),
    partsUsed: visit.partsUsed,
    customerName: customer.fullName,
    customerEmail: customer.email,
  };
}
export type VisitForInvoice = NonNullable<Awaited<ReturnType<typeof visitForInvoice>>>;
