// An invoice or credit note as every form of it shows it — the page (customer's and staff's), the PDF
// and the emails: one plain object (it goes to the browser as it is; document.server.ts assembles it)
// with what GST law requires a tax invoice to state (supplier and recipient with GSTINs and state
// codes, place of supply, per-line SAC, taxable value and each tax, the total in words) and, while
// something is owed and invoicing is on, the UPI link. Pure and browser-safe.
import type { InvoiceStatus, PaymentMethod } from "~/db/invoices-schema";
import type { ComputedInvoiceLine } from "./gst";
import type { InvoiceStanding } from "./invoice-state";

/** A line as issued: what gst.ts computed, and its place on the document. */
export type InvoiceDocumentLine = ComputedInvoiceLine & { position: number };

/** Taxable value and taxes per SAC/HSN code and rate (the invoice's summary, and GSTR-1's). */
export type TaxSummaryRow = {
  sacCode: string;
  taxRateBasisPoints: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
};

export type InvoiceDocumentView = {
  id: number;
  kind: "invoice" | "credit_note";
  number: string;
  issueDate: string;
  dueDate: string;
  status: InvoiceStatus;
  /** due, part_paid, paid, overdue, cancelled (invoices) or credit_note. */
  standing: InvoiceStanding;
  supplier: { legalName: string; address: string; gstin: string; pan: string; stateCode: string; stateName: string };
  recipient: {
    name: string;
    address: string;
    gstin: string | null;
    stateCode: string;
    stateName: string;
    email: string;
  };
  placeOfSupply: { code: string; name: string };
  /** CGST + SGST (true) or IGST. */
  intraState: boolean;
  /** Tax payable on reverse charge: never for this company's supplies, but the invoice says so. */
  reverseCharge: false;
  /** A contract invoice's billing period. */
  period: { from: string; to: string } | null;
  contractId: number | null;
  visitId: number | null;
  userId: number;
  /** A credit note: the invoice it credits, and why. */
  credits: { id: number; number: string; issueDate: string } | null;
  reason: string | null;
  notes: string | null;
  lines: InvoiceDocumentLine[];
  taxSummary: TaxSummaryRow[];
  totals: {
    grossPaise: number;
    discountPaise: number;
    taxablePaise: number;
    cgstPaise: number;
    sgstPaise: number;
    igstPaise: number;
    roundOffPaise: number;
    totalPaise: number;
    paidPaise: number;
    creditedPaise: number;
    outstandingPaise: number;
  };
  /**
   * The total in words in the language the view was made for: "Rupees One Thousand Nine Hundred
   * Ninety-Nine Only", "ആയിരത്തി തൊള്ളായിരത്തിത്തൊണ്ണൂറ്റിയൊമ്പത് രൂപ മാത്രം". A PDF writes its own, in
   * the language it is printed in.
   */
  totalInWords: string;
  /** While something is owed and invoicing is on: what a UPI app needs, and the link itself. */
  upi: { link: string; payeeAddress: string; payeeName: string; amountPaise: number } | null;
  payments: {
    id: number;
    receiptNumber: string;
    amountPaise: number;
    receivedOn: string;
    method: PaymentMethod;
    reference: string | null;
  }[];
  creditNotes: { id: number; number: string; issueDate: string; totalPaise: number; reason: string | null }[];
};

/** Sums of taxable value and taxes per (code, rate), in the order the codes first appear. */
export function taxSummaryOf(lines: readonly InvoiceDocumentLine[]): TaxSummaryRow[] {
  const rows = new Map<string, TaxSummaryRow>();
  for (const line of lines) {
    const key = `${line.sacCode}:${line.taxRateBasisPoints}`;
    const row = rows.get(key) ?? {
      sacCode: line.sacCode,
      taxRateBasisPoints: line.taxRateBasisPoints,
      taxablePaise: 0,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
    };
    row.taxablePaise += line.taxablePaise;
    row.cgstPaise += line.cgstPaise;
    row.sgstPaise += line.sgstPaise;
    row.igstPaise += line.igstPaise;
    rows.set(key, row);
  }
  return [...rows.values()];
}

/** A payment's receipt: what was received against which invoice, and what is still owed after it. */
export type PaymentReceiptView = {
  paymentId: number;
  receiptNumber: string;
  receivedOn: string;
  amountPaise: number;
  method: PaymentMethod;
  reference: string | null;
  invoice: { id: number; number: string; issueDate: string; totalPaise: number };
  supplier: { legalName: string; address: string; gstin: string };
  recipient: { name: string; address: string; gstin: string | null; email: string };
  /** Owed on the invoice after this payment (and those before it). */
  outstandingAfterPaise: number;
};
