// Assembles an invoice's or credit note's document (document.ts) from the issued row and its lines,
// payments and credit notes.
import { and, asc, eq, lte } from "drizzle-orm";
import { gstStateName } from "~/content/gst";
import { type Invoice, invoicePayments, invoices } from "~/db/schema";
import type { CaseWriter } from "~/lib/casework/case-type.server";
import { indiaDay } from "~/lib/contracts/period";
import type { Locale } from "~/lib/i18n/locale";
import { rupeesInWordsByLocale } from "./amount-words";
export type { InvoiceDocumentView, PaymentReceiptView } from "./document";
import { invoicingConfig } from "./company.server";
import { isIntraState } from "./gst";
import { type InvoiceDocumentLine, type InvoiceDocumentView, type PaymentReceiptView, taxSummaryOf } from "./document";
import { invoiceStanding, isPayable, outstandingPaise } from "./invoice-state";
import { invoiceLinesOf } from "./invoices.server";
import { upiPayLink } from "./upi";

const stateName = (code: string) => gstStateName(code) ?? code;

/**
 * The document of an issued invoice or credit note (the caller has checked who may see it), its total
 * in words in `locale`: the page's language for a customer's page, English for the console.
 */
export async function invoiceDocument(
  db: CaseWriter,
  invoice: Invoice,
  now = new Date(),
  locale: Locale = "en",
): Promise<InvoiceDocumentView> {
  // One query after another: `db` may be a transaction, whose one connection runs one query at a time.
  const lineRows = await invoiceLinesOf(db, invoice.id);
  const paymentRows =
    invoice.kind === "invoice"
      ? await db
          .select()
          .from(invoicePayments)
          .where(eq(invoicePayments.invoiceId, invoice.id))
          .orderBy(asc(invoicePayments.id))
      : [];
  const creditRows =
    invoice.kind === "invoice"
      ? await db.select().from(invoices).where(eq(invoices.creditedInvoiceId, invoice.id)).orderBy(asc(invoices.id))
      : [];
  const creditedRows = invoice.creditedInvoiceId
    ? await db.select().from(invoices).where(eq(invoices.id, invoice.creditedInvoiceId))
    : [];
  const lines: InvoiceDocumentLine[] = lineRows.map(({ id: _id, invoiceId: _invoiceId, ...line }) => line);
  const owed = invoice.kind === "invoice" ? outstandingPaise(invoice) : 0;
  const config = invoicingConfig();
  const upi =
    config.enabled && isPayable(invoice) && owed > 0
      ? {
          payeeAddress: config.upi.payeeAddress,
          payeeName: config.upi.payeeName,
          amountPaise: owed,
          link: upiPayLink({
            payeeAddress: config.upi.payeeAddress,
            payeeName: config.upi.payeeName,
            amountPaise: owed,
            note: invoice.number,
          }),
        }
      : null;
  const credited = creditedRows[0];
  return {
    id: invoice.id,
    kind: invoice.kind,
    number: invoice.number,
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate,
    status: invoice.status,
    standing: invoiceStanding(invoice, indiaDay(now)),
    supplier: { ...invoice.supplier, stateName: stateName(invoice.supplier.stateCode) },
    recipient: {
      name: invoice.recipientName,
      address: invoice.recipientAddress,
      gstin: invoice.recipientGstin,
      stateCode: invoice.recipientStateCode,
      stateName: stateName(invoice.recipientStateCode),
      email: invoice.recipientEmail,
    },
    placeOfSupply: { code: invoice.placeOfSupply, name: stateName(invoice.placeOfSupply) },
    intraState: isIntraState(invoice.supplier.stateCode, invoice.placeOfSupply),
    reverseCharge: false,
    period:
      invoice.periodStartsOn && invoice.periodEndsOn
        ? { from: invoice.periodStartsOn, to: invoice.periodEndsOn }
        : null,
    contractId: invoice.contractId,
    visitId: invoice.visitId,
    userId: invoice.userId,
    credits: credited ? { id: credited.id, number: credited.number, issueDate: credited.issueDate } : null,
    reason: invoice.reason,
    notes: invoice.notes,
    lines,
    taxSummary: taxSummaryOf(lines),
    totals: {
      grossPaise: invoice.grossPaise,
      discountPaise: invoice.discountPaise,
      taxablePaise: invoice.taxablePaise,
      cgstPaise: invoice.cgstPaise,
      sgstPaise: invoice.sgstPaise,
      igstPaise: invoice.igstPaise,
      roundOffPaise: invoice.roundOffPaise,
      totalPaise: invoice.totalPaise,
      paidPaise: invoice.paidPaise,
      creditedPaise: invoice.creditedPaise,
      outstandingPaise: owed,
    },
    totalInWords: rupeesInWordsByLocale[locale](invoice.totalPaise),
    upi,
    payments: paymentRows.map((payment) => ({
      id: payment.id,
      receiptNumber: payment.receiptNumber,
      amountPaise: payment.amountPaise,
      receivedOn: payment.receivedOn,
      method: payment.method,
      reference: payment.reference,
    })),
    creditNotes: creditRows.map((note) => ({
      id: note.id,
      number: note.number,
      issueDate: note.issueDate,
      totalPaise: note.totalPaise,
      reason: note.reason,
    })),
  };
}

/** A payment's receipt, or null when there is no such payment (the caller checks who may see it). */
export async function paymentReceipt(db: CaseWriter, paymentId: number): Promise<PaymentReceiptView | null> {
  const [payment] = await db.select().from(invoicePayments).where(eq(invoicePayments.id, paymentId));
  if (!payment) return null;
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, payment.invoiceId));
  if (!invoice) return null;
  const paidUpTo = await db
    .select({ amountPaise: invoicePayments.amountPaise })
    .from(invoicePayments)
    .where(and(eq(invoicePayments.invoiceId, invoice.id), lte(invoicePayments.id, payment.id)));
  const paid = paidUpTo.reduce((total, row) => total + row.amountPaise, 0);
  // Credit notes issued after the payment do not change what its receipt said was still owed.
  const creditedBefore = await db
    .select({ totalPaise: invoices.totalPaise })
    .from(invoices)
    .where(and(eq(invoices.creditedInvoiceId, invoice.id), lte(invoices.issuedAt, payment.createdAt)));
  const credited = creditedBefore.reduce((total, row) => total + row.totalPaise, 0);
  return {
    paymentId: payment.id,
    receiptNumber: payment.receiptNumber,
    receivedOn: payment.receivedOn,
    amountPaise: payment.amountPaise,
    method: payment.method,
    reference: payment.reference,
    invoice: { id: invoice.id, number: invoice.number, issueDate: invoice.issueDate, totalPaise: invoice.totalPaise },
    supplier: {
      legalName: invoice.supplier.legalName,
      address: invoice.supplier.address,
      gstin: invoice.supplier.gstin,
    },
    recipient: {
      name: invoice.recipientName,
      address: invoice.recipientAddress,
      gstin: invoice.recipientGstin,
      email: invoice.recipientEmail,
    },
    outstandingAfterPaise: Math.max(0, invoice.totalPaise - credited - paid),
  };
}
