// Where an invoice's, a credit note's and a receipt's PDFs download from, and the names they are
// saved under: the customer's pages (/account/invoices) and the staff's (/staff/invoices) link to
// the same shapes of address. Pure and browser-safe.

export type InvoicePages = "/account/invoices" | "/staff/invoices";

/** 'AIT-26-27-00042.pdf' for 'AIT/26-27/00042' (a slash cannot be in a file's name). */
export function documentFileName(number: string): string {
  return `${number.replace(/[^A-Za-z0-9-]+/g, "-")}.pdf`;
}

/** An invoice's (or credit note's) PDF. */
export function invoicePdfPath(pages: InvoicePages, invoiceId: number): string {
  return `${pages}/${invoiceId}/pdf`;
}

/** A payment's receipt (PDF), under the invoice it was paid against. */
export function receiptPdfPath(pages: InvoicePages, invoiceId: number, paymentId: number): string {
  return `${pages}/${invoiceId}/receipts/${paymentId}`;
}
