// PLACEHOLDER (replaced by the document slice): the tax invoice as a PDF.
import PDFDocument from "pdfkit";
import type { InvoiceDocumentView, PaymentReceiptView } from "./document";

export async function renderInvoicePdf(document: InvoiceDocumentView): Promise<Buffer> {
  const pdf = new PDFDocument({ size: "A4" });
  const chunks: Buffer[] = [];
  pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => pdf.on("end", () => resolve(Buffer.concat(chunks))));
  pdf.text(document.number);
  pdf.end();
  return done;
}

export async function renderReceiptPdf(receipt: PaymentReceiptView): Promise<Buffer> {
  const pdf = new PDFDocument({ size: "A4" });
  const chunks: Buffer[] = [];
  pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => pdf.on("end", () => resolve(Buffer.concat(chunks))));
  pdf.text(receipt.receiptNumber);
  pdf.end();
  return done;
}
