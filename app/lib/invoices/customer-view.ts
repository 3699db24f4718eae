// The customer's invoice pages as their components read them (browser-safe types): the list's rows,
// an invoice's page, and the answer of its "I have paid" form.
import type { InvoiceDocumentView } from "./document";
import type { InvoiceStanding } from "./invoice-state";

/** A line of /account/invoices: an invoice or a credit note (which names the invoice it credits). */
export type CustomerInvoiceListing = {
  id: number;
  kind: "invoice" | "credit_note";
  number: string;
  issueDate: string;
  dueDate: string;
  totalPaise: number;
  outstandingPaise: number;
  standing: InvoiceStanding;
  credits: string | null;
};

/** A UTR the customer sent that staff have not confirmed yet. */
export type PendingClaim = { utr: string; amountPaise: number | null; paidOn: string | null; createdAt: Date };

export type CustomerInvoicePage = {
  document: InvoiceDocumentView;
  /** The UPI link as a QR code (SVG drawn on the server), while something is owed. */
  qrSvg: string | null;
  pendingClaims: PendingClaim[];
  /** Whether the "I have paid" form is offered: a due or part-paid invoice. */
  mayClaim: boolean;
};

/** The form's fields, as posted. */
export const claimFields = { utr: "utr", amount: "amount", paidOn: "paidOn" } as const;

/** The "I have paid" form's answer when it does not redirect: a message, a field's message, what was typed. */
export type ClaimAnswer = {
  message: string | null;
  fieldErrors: Partial<Record<keyof typeof claimFields, string>>;
  values: Partial<Record<keyof typeof claimFields, string>>;
};
