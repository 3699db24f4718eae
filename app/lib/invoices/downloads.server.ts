// An invoice's and a receipt's PDFs as files to download, drawn afresh on each request from the
// issued rows (an issued invoice never changes, so neither does its PDF; only what is paid and owed
// moves). Who may download is checked by the caller's loader first; the caller also says the
// language to print in (the portal page's for the customer, the customer's own for staff).
import type { Invoice } from "~/db/schema";
import { customerLocale } from "~/lib/auth/auth.server";
import type { CaseWriter } from "~/lib/casework/case-type.server";
import type { Locale } from "~/lib/i18n/locale";
import type { DownloadableFile } from "~/lib/uploads/download";
import { invoiceDocument, paymentReceipt } from "./document.server";
import { documentFileName } from "./downloads";
import { renderInvoicePdf, renderReceiptPdf } from "./invoice-pdf.server";

/**
 * The language of the copy staff download: the customer's. It is the customer's document, and what
 * staff print to hand over or send again should read as the one the customer received.
 */
export function staffCopyLocale(db: CaseWriter, invoice: Pick<Invoice, "userId">): Promise<Locale> {
  return customerLocale(db, invoice.userId);
}

/** The invoice's or credit note's PDF, named after its number. */
export async function invoicePdfFile(db: CaseWriter, invoice: Invoice, locale: Locale): Promise<DownloadableFile> {
  const bytes = await renderInvoicePdf(await invoiceDocument(db, invoice), locale);
  return { fileName: documentFileName(invoice.number), kind: "pdf", bytes };
}

/** A payment's receipt, or null when the payment is unknown or was paid against another invoice. */
export async function receiptPdfFile(
  db: CaseWriter,
  invoiceId: number,
  paymentId: number,
  locale: Locale,
): Promise<DownloadableFile | null> {
  const receipt = await paymentReceipt(db, paymentId);
  if (!receipt || receipt.invoice.id !== invoiceId) return null;
  const bytes = await renderReceiptPdf(receipt, locale);
  return { fileName: documentFileName(receipt.receiptNumber), kind: "pdf", bytes };
}
