// PLACEHOLDER (replaced by the document slice): the tax invoice as a page.
import type { InvoiceDocumentView } from "~/lib/invoices/document";
import { formatRupeesExact } from "~/lib/money/paise";

export function InvoiceDocument({ document }: { document: InvoiceDocumentView }) {
  return (
    <article aria-label={document.number}>
      <h2>{document.number}</h2>
      <p>{formatRupeesExact(document.totals.totalPaise)}</p>
    </article>
  );
}
