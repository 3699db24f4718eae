// An invoice's and a receipt's PDFs as files to download, drawn afresh on each request from the
// issued rows (an issued invoice never changes, so neither does its PDF; only what is paid and owed
// moves). Who may download is checked by the caller's loader first.
import type { Invoice } from "~/db/schema";
import type { CaseWriter } from "~/lib/casework/case-type.server";
import type { DownloadableFile } from "~/lib/uploads/download";
import { invoiceDocument, paymentReceipt } from "./document.server";
import { documentFileName } from "./downloads";
import { renderInvoicePdf, renderReceiptPdf } from "./invoice-pdf.server";

/** The invoice's or credit note's PDF, named after its number. */
export async function invoicePdfFile(db: CaseWriter, invoice: Invoice): Promise<DownloadableFile> {
  const bytes = await renderInvoicePdf(await invoiceDocument(db, invoice));
  return { fileName: documentFileName(invoice.number), kind: "pdf", bytes };
}

/** A payment's receipt, or null when the payment is unknown or was paid against another invoice. */
export async function receiptPdfFile(
  db: CaseWriter,
  invoiceId: number,
  paymentId: number,
): Promise<DownloadableFile | null> {
  const receipt = await paymentReceipt(db, paymentId);
  if (!receipt || receipt.invoice.id !== invoiceId) return null;
  const bytes = await renderReceiptPdf(receipt);
  return { fileName: documentFileName(receipt.receiptNumber), kind: "pdf", bytes };
}
