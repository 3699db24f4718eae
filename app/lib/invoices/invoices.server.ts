// Invoices, a case type of the casework kernel (docs/decisions/030-invoices.md): GST tax invoices and
// credit notes, issued once with a number from a gap-free series and never changed afterwards, and
// the payments that settle them. The surface other features import: contracts issue a period's
// invoice through it, visits their labour and parts.
//
// Every command runs in the caller's transaction; issuing takes the series' counter row (the next
// issuer of that series waits for the commit), so numbers are consecutive with any number of app
// servers, and a rolled-back issue gives its number back.
import { and, asc, eq, isNull, like, sql } from "drizzle-orm";
import { defaultBillingCodes, KERALA_STATE_CODE } from "~/content/gst";
import {
  billingProfiles,
  contractEvents,
  contractSites,
  contracts,
  dueJobs,
  type Invoice,
  type InvoiceLine,
  type InvoiceSource,
  invoiceCounters,
  invoiceEvents,
  invoiceLines,
  invoicePayments,
  invoices,
  type PaymentMethod,
  paymentClaims,
  users,
} from "~/db/schema";
import { type CaseActor, type CaseWriter, defineCaseType } from "~/lib/casework/case-type.server";
import { appendCaseEvent } from "~/lib/casework/events.server";
import { addDays, type CalendarDay, indiaDay, indiaTime } from "~/lib/contracts/period";
import { scheduleJob } from "~/lib/jobs/jobs.server";
import { enabledInvoicing, type InvoicingConfig } from "./company.server";
import { documentNumber, financialYearOf } from "./financial-year";
import { computeInvoice, gstRateFor, type InvoiceLineDraft } from "./gst";
import { isPayable, outstandingPaise, settledStatus } from "./invoice-state";

export const invoiceCase = defineCaseType({
  subject: "invoice",
  auditPrefix: "invoice",
  auditIdKey: "number",
  table: invoices,
  events: invoiceEvents,
  eventRecordKey: "invoiceId",
  touchKey: "updatedAt",
  noteAudit: "text",
});

export type { Invoice, InvoiceLine };

/**
 * The due-jobs kind of an invoice's emails (registered by notices.server.ts): key 'issued' sends the
 * invoice, 'remind:before' / 'remind:due' / 'remind:overdue:N' the reminders (each once; the N-th
 * weekly overdue reminder plans the next), 'receipt:<paymentId>' a payment's receipt.
 */
export const INVOICE_JOB_KIND = "invoice";

/** Reminders: this many days before the due date, on it, and every this many days after it. */
export const REMINDER_DAYS_BEFORE_DUE = 3;
export const OVERDUE_REMINDER_EVERY_DAYS = 7;
/** Reminders go out at 09:00 India time. */
const REMINDER_HOUR = 9;

/** The recipient's particulars, as an invoice copies them when it is issued. */
export type InvoiceRecipient = {
  name: string;
  address: string;
  stateCode: string;
  gstin: string | null;
  email: string;
};

/**
 * Who an invoice is made out to: the customer's billing details when they gave them; otherwise their
 * name and, for the address, the first site of their contract (or a note that none is on record),
 * in Kerala — the company's services are performed there.
 */
export async function recipientOf(
  db: CaseWriter,
  userId: number,
  contractId?: number | null,
): Promise<InvoiceRecipient> {
  const [user] = await db
    .select({ email: users.email, fullName: users.fullName })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new Error(`no account ${userId}`);
  const [profile] = await db.select().from(billingProfiles).where(eq(billingProfiles.userId, userId));
  if (profile) {
    return {
      name: profile.legalName,
      address: profile.address,
      stateCode: profile.stateCode,
      gstin: profile.gstin,
      email: user.email,
    };
  }
  let address = "Address not on record";
  if (contractId) {
    const [site] = await db
      .select({ address: contractSites.address, area: contractSites.area })
      .from(contractSites)
      .where(eq(contractSites.contractId, contractId))
      .orderBy(asc(contractSites.position))
      .limit(1);
    if (site) address = `${site.address}, ${site.area}`;
  }
  return { name: user.fullName, address, stateCode: KERALA_STATE_CODE, gstin: null, email: user.email };
}

/** A line as staff or a source describe it; the tax rate comes from the rate table unless given. */
export type NewInvoiceLine = Omit<InvoiceLineDraft, "taxRateBasisPoints" | "discountPaise" | "unit"> & {
  unit?: string;
  discountPaise?: number;
  taxRateBasisPoints?: number;
};

export type NewInvoice = {
  userId: number;
  source: InvoiceSource;
  contractId?: number | null;
  periodStartsOn?: CalendarDay | null;
  periodEndsOn?: CalendarDay | null;
  visitId?: number | null;
  lines: readonly NewInvoiceLine[];
  notes?: string | null;
  /** Defaults to today in India. */
  issueDate?: CalendarDay;
  /** Defaults to the issue date plus the configured payment days. */
  dueDate?: CalendarDay;
};

export type IssuedDocument = { id: number; number: string };

/**
 * Takes the next number of a series in a financial year, in the caller's transaction: the counter's
 * row stays locked until it commits, so a concurrent issuer of the same series waits and gets the
 * number after; a rollback returns the number (no gaps).
 */
export async function nextSequence(tx: CaseWriter, series: string, financialYear: string): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ series, financialYear, lastSequence: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.series, invoiceCounters.financialYear],
      set: { lastSequence: sql`${invoiceCounters.lastSequence} + 1` },
    })
    .returning({ sequence: invoiceCounters.lastSequence });
  if (!row) throw new Error("the invoice counter returned no row");
  return row.sequence;
}

function linesWithRates(lines: readonly NewInvoiceLine[], issueDate: CalendarDay): InvoiceLineDraft[] {
  return lines.map((line) => ({
    description: line.description,
    sacCode: line.sacCode,
    unit: line.unit ?? "nos",
    quantityMilli: line.quantityMilli,
    ratePaise: line.ratePaise,
    discountPaise: line.discountPaise ?? 0,
    taxRateBasisPoints: line.taxRateBasisPoints ?? gstRateFor(line.sacCode, issueDate),
  }));
}

async function writeDocument(
  tx: CaseWriter,
  config: Extract<InvoicingConfig, { enabled: true }>,
  document: {
    kind: "invoice" | "credit_note";
    prefix: string;
    recipient: InvoiceRecipient;
    placeOfSupply: string;
    fields: Pick<
      typeof invoices.$inferInsert,
      | "source"
      | "userId"
      | "contractId"
      | "periodStartsOn"
      | "periodEndsOn"
      | "visitId"
      | "creditedInvoiceId"
      | "reason"
      | "notes"
      | "issuedById"
    >;
    lines: InvoiceLineDraft[];
    issueDate: CalendarDay;
    dueDate: CalendarDay;
  },
): Promise<IssuedDocument & { totalPaise: number }> {
  const { lines, totals } = computeInvoice(document.lines, {
    supplierStateCode: config.supplier.stateCode,
    placeOfSupply: document.placeOfSupply,
  });
  const financialYear = financialYearOf(document.issueDate);
  const sequence = await nextSequence(tx, document.prefix, financialYear);
  const number = documentNumber(document.prefix, financialYear, sequence);
  const [row] = await tx
    .insert(invoices)
    .values({
      ...document.fields,
      kind: document.kind,
      number,
      series: document.prefix,
      financialYear,
      sequence,
      issueDate: document.issueDate,
      dueDate: document.dueDate,
      status: document.kind === "credit_note" ? "issued" : "due",
      supplier: config.supplier,
      recipientName: document.recipient.name,
      recipientAddress: document.recipient.address,
      recipientStateCode: document.recipient.stateCode,
      recipientGstin: document.recipient.gstin,
      recipientEmail: document.recipient.email,
      placeOfSupply: document.placeOfSupply,
      ...totals,
    })
    .returning({ id: invoices.id });
  if (!row) throw new Error("the invoice insert returned no row");
  await tx.insert(invoiceLines).values(lines.map((line, position) => ({ ...line, invoiceId: row.id, position })));
  return { id: row.id, number, totalPaise: totals.totalPaise };
}

/** The place of supply: the registered recipient's GSTIN state, else the billing address's state. */
export function placeOfSupplyFor(recipient: InvoiceRecipient): string {
  return recipient.gstin ? recipient.gstin.slice(0, 2) : recipient.stateCode;
}

/**
 * Issues a tax invoice in the caller's transaction: recipient copied, taxes computed, the next number
 * of the year's series taken, 'issued' recorded, and its email and reminders planned. A contract
 * period already invoiced is not invoiced again: the result is null then (the contract's row is
 * locked first, so two servers noticing the same period wait for each other).
 */
export async function issueInvoice(
  tx: CaseWriter,
  actor: CaseActor,
  invoice: NewInvoice,
  now = new Date(),
): Promise<IssuedDocument | null> {
  const config = enabledInvoicing();
  if (invoice.contractId && invoice.periodStartsOn) {
    await tx.select({ id: contracts.id }).from(contracts).where(eq(contracts.id, invoice.contractId)).for("update");
    const [existing] = await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(
        and(
          eq(invoices.kind, "invoice"),
          eq(invoices.contractId, invoice.contractId),
          eq(invoices.periodStartsOn, invoice.periodStartsOn),
        ),
      );
    if (existing) return null;
  }
  const issueDate = invoice.issueDate ?? indiaDay(now);
  const dueDate = invoice.dueDate ?? addDays(issueDate, config.paymentDays);
  const recipient = await recipientOf(tx, invoice.userId, invoice.contractId);
  const issued = await writeDocument(tx, config, {
    kind: "invoice",
    prefix: config.prefixes.invoice,
    recipient,
    placeOfSupply: placeOfSupplyFor(recipient),
    fields: {
      source: invoice.source,
      userId: invoice.userId,
      contractId: invoice.contractId ?? null,
      periodStartsOn: invoice.periodStartsOn ?? null,
      periodEndsOn: invoice.periodEndsOn ?? null,
      visitId: invoice.visitId ?? null,
      notes: invoice.notes ?? null,
      issuedById: actor.id,
      creditedInvoiceId: null,
      reason: null,
    },
    lines: linesWithRates(invoice.lines, issueDate),
    issueDate,
    dueDate,
  });
  await appendCaseEvent(
    tx,
    invoiceCase,
    issued.id,
    actor,
    { kind: "issued", toValue: issued.number },
    {
      audit: { verb: "issue", after: { number: issued.number, userId: invoice.userId, totalPaise: issued.totalPaise } },
    },
  );
  await scheduleInvoiceJobs(tx, { id: issued.id, dueDate }, now);
  return { id: issued.id, number: issued.number };
}

/** The invoice's email at once, and its reminders before and on the due date and a week after it. */
async function scheduleInvoiceJobs(tx: CaseWriter, invoice: { id: number; dueDate: CalendarDay }, now: Date) {
  await scheduleJob(tx, { kind: INVOICE_JOB_KIND, subjectId: invoice.id, key: "issued", runAt: now });
  const reminders: [string, CalendarDay][] = [
    ["remind:before", addDays(invoice.dueDate, -REMINDER_DAYS_BEFORE_DUE)],
    ["remind:due", invoice.dueDate],
    ["remind:overdue:1", addDays(invoice.dueDate, OVERDUE_REMINDER_EVERY_DAYS)],
  ];
  for (const [key, day] of reminders) {
    const runAt = indiaTime(day, REMINDER_HOUR);
    // A reminder whose day is already past when the invoice is issued (a short payment term) is not sent.
    if (runAt.getTime() > now.getTime()) {
      await scheduleJob(tx, { kind: INVOICE_JOB_KIND, subjectId: invoice.id, key, runAt });
    }
  }
}

/** Plans the next weekly overdue reminder after the N-th (the reminder handler calls it). */
export async function scheduleNextOverdueReminder(
  tx: CaseWriter,
  invoice: { id: number; dueDate: CalendarDay },
  sent: number,
) {
  const day = addDays(invoice.dueDate, OVERDUE_REMINDER_EVERY_DAYS * (sent + 1));
  await scheduleJob(tx, {
    kind: INVOICE_JOB_KIND,
    subjectId: invoice.id,
    key: `remind:overdue:${sent + 1}`,
    runAt: indiaTime(day, REMINDER_HOUR),
  });
}

/** An invoice locked for a change (a payment, a credit note), or null. */
export async function lockInvoice(tx: CaseWriter, id: number): Promise<Invoice | null> {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for("update");
  return row ?? null;
}

export async function invoiceById(db: CaseWriter, id: number): Promise<Invoice | null> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  return row ?? null;
}

/** A customer's invoice or credit note, or null when it is not theirs (the portal's 404). */
export async function customerInvoice(db: CaseWriter, userId: number, id: number): Promise<Invoice | null> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.userId, userId)));
  return row ?? null;
}

export async function invoiceLinesOf(db: CaseWriter, invoiceId: number): Promise<InvoiceLine[]> {
  return db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(asc(invoiceLines.position));
}

export type CreditNoteResult =
  | { ok: true; creditNote: IssuedDocument }
  | { ok: false; reason: "not-found" | "not-creditable" | "exceeds-outstanding" };

/**
 * Issues a credit note against an invoice: all its lines (a cancellation) or the lines given (a
 * correction), never more than is still owed (money already paid is refunded outside the site).
 * The invoice's credited amount and status follow in the same transaction; a fully credited invoice
 * with nothing paid is cancelled, and its reminders are cancelled with it.
 */
export async function issueCreditNote(
  tx: CaseWriter,
  actor: CaseActor,
  request: { invoiceId: number; reason: string; lines?: readonly NewInvoiceLine[] },
  now = new Date(),
): Promise<CreditNoteResult> {
  const config = enabledInvoicing();
  const invoice = await lockInvoice(tx, request.invoiceId);
  if (!invoice) return { ok: false, reason: "not-found" };
  if (!isPayable(invoice)) return { ok: false, reason: "not-creditable" };
  const issueDate = indiaDay(now);
  const lines: InvoiceLineDraft[] = request.lines
    ? linesWithRates(request.lines, invoice.issueDate)
    : (await invoiceLinesOf(tx, invoice.id)).map((line) => ({
        description: line.description,
        sacCode: line.sacCode,
        unit: line.unit,
        quantityMilli: line.quantityMilli,
        ratePaise: line.ratePaise,
        discountPaise: line.discountPaise,
        taxRateBasisPoints: line.taxRateBasisPoints,
      }));
  const outstanding = outstandingPaise(invoice);
  const { totals } = computeInvoice(lines, {
    supplierStateCode: invoice.supplier.stateCode,
    placeOfSupply: invoice.placeOfSupply,
  });
  if (totals.totalPaise > outstanding) return { ok: false, reason: "exceeds-outstanding" };
  const issued = await writeDocument(tx, config, {
    kind: "credit_note",
    prefix: config.prefixes.creditNote,
    recipient: {
      name: invoice.recipientName,
      address: invoice.recipientAddress,
      stateCode: invoice.recipientStateCode,
      gstin: invoice.recipientGstin,
      email: invoice.recipientEmail,
    },
    placeOfSupply: invoice.placeOfSupply,
    fields: {
      source: invoice.source,
      userId: invoice.userId,
      contractId: invoice.contractId,
      periodStartsOn: null,
      periodEndsOn: null,
      visitId: invoice.visitId,
      creditedInvoiceId: invoice.id,
      reason: request.reason,
      notes: null,
      issuedById: actor.id,
    },
    lines,
    issueDate,
    dueDate: issueDate,
  });
  await appendCaseEvent(
    tx,
    invoiceCase,
    issued.id,
    actor,
    { kind: "issued", toValue: issued.number, body: request.reason },
    {
      audit: {
        verb: "credit_note",
        after: { number: issued.number, credits: invoice.number, totalPaise: issued.totalPaise },
      },
    },
  );
  const creditedPaise = invoice.creditedPaise + issued.totalPaise;
  const status = settledStatus({ ...invoice, creditedPaise });
  await appendCaseEvent(
    tx,
    invoiceCase,
    invoice.id,
    actor,
    { kind: status === "cancelled" ? "cancelled" : "credited", body: request.reason, toValue: issued.number },
    {
      changes: { creditedPaise, status, closedAt: status === "due" || status === "part_paid" ? null : now },
      audit: {
        verb: status === "cancelled" ? "cancel" : "credit",
        after: { creditNote: issued.number, creditedPaise },
      },
    },
  );
  if (status === "cancelled" || status === "paid") await cancelRemindersOf(tx, invoice.id);
  // The credit note goes to the customer like an invoice (same job kind, its own id).
  await scheduleJob(tx, { kind: INVOICE_JOB_KIND, subjectId: issued.id, key: "issued", runAt: now });
  return { ok: true, creditNote: { id: issued.id, number: issued.number } };
}

export type NewPayment = {
  invoiceId: number;
  amountPaise: number;
  receivedOn: CalendarDay;
  method: PaymentMethod;
  reference?: string | null;
  /** The bank statement line that shows it (a reconciliation). */
  statementLineId?: number | null;
};

export type PaymentResult =
  | { ok: true; paymentId: number; receiptNumber: string; settled: boolean }
  | { ok: false; reason: "not-found" | "not-payable" | "exceeds-outstanding" | "duplicate-reference" };

/**
 * Records a payment staff confirmed (part payments allowed, never more than is owed), in the
 * caller's transaction: the receipt's number from its series, the invoice's paid amount and status,
 * a customer's matching UTR claim confirmed, the receipt's email planned. A fully paid invoice's
 * reminders are cancelled, and a renewal held in grace for it leaves grace.
 */
export async function recordPayment(
  tx: CaseWriter,
  actor: CaseActor,
  payment: NewPayment,
  now = new Date(),
): Promise<PaymentResult> {
  const config = enabledInvoicing();
  if (!Number.isSafeInteger(payment.amountPaise) || payment.amountPaise <= 0) {
    throw new RangeError(`not a payment: ${payment.amountPaise}`);
  }
  const invoice = await lockInvoice(tx, payment.invoiceId);
  if (!invoice) return { ok: false, reason: "not-found" };
  if (!isPayable(invoice)) return { ok: false, reason: "not-payable" };
  if (payment.amountPaise > outstandingPaise(invoice)) return { ok: false, reason: "exceeds-outstanding" };
  const reference = payment.reference ?? null;
  if (reference && (payment.method === "upi" || payment.method === "bank_transfer")) {
    const [seen] = await tx
      .select({ id: invoicePayments.id })
      .from(invoicePayments)
      .where(and(eq(invoicePayments.method, payment.method), eq(invoicePayments.reference, reference)));
    if (seen) return { ok: false, reason: "duplicate-reference" };
  }
  const financialYear = financialYearOf(payment.receivedOn);
  const receiptNumber = documentNumber(
    config.prefixes.receipt,
    financialYear,
    await nextSequence(tx, config.prefixes.receipt, financialYear),
  );
  const [row] = await tx
    .insert(invoicePayments)
    .values({
      invoiceId: invoice.id,
      amountPaise: payment.amountPaise,
      receivedOn: payment.receivedOn,
      method: payment.method,
      reference,
      receiptNumber,
      statementLineId: payment.statementLineId ?? null,
      recordedById: actor.id,
    })
    .returning({ id: invoicePayments.id });
  if (!row) throw new Error("the payment insert returned no row");
  const paidPaise = invoice.paidPaise + payment.amountPaise;
  const status = settledStatus({ ...invoice, paidPaise });
  await appendCaseEvent(
    tx,
    invoiceCase,
    invoice.id,
    actor,
    { kind: "payment", fromValue: invoice.status, toValue: status, body: receiptNumber },
    {
      changes: { paidPaise, status, closedAt: status === "paid" ? now : null },
      audit: {
        verb: "payment",
        after: { receiptNumber, amountPaise: payment.amountPaise, method: payment.method, reference },
      },
    },
  );
  if (reference) {
    await tx
      .update(paymentClaims)
      .set({ status: "confirmed", paymentId: row.id })
      .where(
        and(
          eq(paymentClaims.invoiceId, invoice.id),
          eq(paymentClaims.utr, reference),
          eq(paymentClaims.status, "pending"),
        ),
      );
  }
  await scheduleJob(tx, { kind: INVOICE_JOB_KIND, subjectId: invoice.id, key: `receipt:${row.id}`, runAt: now });
  const settled = status === "paid";
  if (settled) {
    await cancelRemindersOf(tx, invoice.id);
    await releaseContractHold(tx, actor, invoice, now);
  }
  return { ok: true, paymentId: row.id, receiptNumber, settled };
}

/** Cancels an invoice's pending reminders (paid or cancelled); its receipts' emails stay planned. */
async function cancelRemindersOf(tx: CaseWriter, invoiceId: number) {
  await tx
    .delete(dueJobs)
    .where(
      and(
        eq(dueJobs.kind, INVOICE_JOB_KIND),
        eq(dueJobs.subjectId, String(invoiceId)),
        like(dueJobs.key, "remind:%"),
        isNull(dueJobs.doneAt),
      ),
    );
}

/** A renewal held in grace for this invoice leaves grace: its history says it was paid. */
async function releaseContractHold(tx: CaseWriter, actor: CaseActor, invoice: Invoice, now: Date) {
  if (!invoice.contractId) return;
  const released = await tx
    .update(contracts)
    .set({ awaitingPayment: false, updatedAt: now })
    .where(and(eq(contracts.id, invoice.contractId), eq(contracts.awaitingPayment, true)))
    .returning({ id: contracts.id });
  if (released.length === 0) return;
  await tx.insert(contractEvents).values({
    contractId: invoice.contractId,
    kind: "paid",
    internal: false,
    channel: actor.id === null ? "system" : "web",
    actorUserId: actor.id,
    actorName: actor.fullName,
    toValue: invoice.number,
  });
}

/** The contract billing period's invoice, if issued (its number for the renewal's page). */
export async function contractPeriodInvoice(
  db: CaseWriter,
  contractId: number,
  periodStartsOn: CalendarDay,
): Promise<Invoice | null> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.kind, "invoice"),
        eq(invoices.contractId, contractId),
        eq(invoices.periodStartsOn, periodStartsOn),
      ),
    );
  return row ?? null;
}

/** The SAC a contract period is billed under, for callers building its line. */
export const CONTRACT_PERIOD_SAC = defaultBillingCodes.contract;
