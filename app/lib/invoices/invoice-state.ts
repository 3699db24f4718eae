// An invoice's standing, read from its figures and its due date: what is still owed, its stored status
// after a payment or a credit note, and the word the customer and the staff see (due, part-paid,
// paid, overdue, cancelled). Pure and browser-safe.
import type { InvoiceStatus } from "~/db/invoices-schema";

type Figures = { totalPaise: number; paidPaise: number; creditedPaise: number };

/** What is still owed: the total less payments and credit notes. */
export function outstandingPaise(invoice: Figures): number {
  return Math.max(0, invoice.totalPaise - invoice.paidPaise - invoice.creditedPaise);
}

/** The stored status after the figures changed: nothing owed is paid (or cancelled, when nothing was paid). */
export function settledStatus(invoice: Figures): Exclude<InvoiceStatus, "issued"> {
  if (outstandingPaise(invoice) === 0) return invoice.paidPaise > 0 ? "paid" : "cancelled";
  return invoice.paidPaise > 0 ? "part_paid" : "due";
}

export type InvoiceStanding = "due" | "part_paid" | "paid" | "overdue" | "cancelled" | "credit_note";

/** How an invoice stands on a day: due or part-paid past its due date is overdue. */
export function invoiceStanding(
  invoice: { kind: "invoice" | "credit_note"; status: InvoiceStatus; dueDate: string },
  today: string,
): InvoiceStanding {
  if (invoice.kind === "credit_note") return "credit_note";
  if ((invoice.status === "due" || invoice.status === "part_paid") && invoice.dueDate < today) return "overdue";
  if (invoice.status === "issued") return "due";
  return invoice.status;
}

/** Whether payments can still be recorded against it. */
export function isPayable(invoice: { kind: string; status: InvoiceStatus }): boolean {
  return invoice.kind === "invoice" && (invoice.status === "due" || invoice.status === "part_paid");
}
