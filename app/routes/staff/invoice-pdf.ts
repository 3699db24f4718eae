import type { Route } from "./+types/invoice-pdf";
import { idValue } from "~/lib/casework/list-codec";
import { dbContext } from "~/lib/http/request-context.server";
import { invoicePdfFile, staffCopyLocale } from "~/lib/invoices/downloads.server";
import { invoiceById } from "~/lib/invoices/invoices.server";
import { notFound, staffOf } from "~/lib/staff/guard.server";
import { fileDownloadResponse } from "~/lib/uploads/download";

/**
 * `GET /staff/invoices/:id/pdf`: a tax invoice or credit note as a PDF, for staff only (the console's
 * guard, section 'invoice'), as a download, in the customer's language. A customer gets the same 404 as an unknown address.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  staffOf(context);
  const db = context.get(dbContext);
  const id = idValue(params.id);
  const invoice = id === null ? null : await invoiceById(db, id);
  if (!invoice) throw notFound(request);
  return fileDownloadResponse(await invoicePdfFile(db, invoice, await staffCopyLocale(db, invoice)));
}
