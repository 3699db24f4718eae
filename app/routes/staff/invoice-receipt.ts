import type { Route } from "./+types/invoice-receipt";
import { idValue } from "~/lib/casework/list-codec";
import { dbContext } from "~/lib/http/request-context.server";
import { receiptPdfFile, staffCopyLocale } from "~/lib/invoices/downloads.server";
import { invoiceById } from "~/lib/invoices/invoices.server";
import { notFound, staffOf } from "~/lib/staff/guard.server";
import { fileDownloadResponse } from "~/lib/uploads/download";

/**
 * `GET /staff/invoices/:id/receipts/:paymentId`: a payment's receipt as a PDF, for staff only, as a
 * download in the customer's language. A payment of another invoice under this invoice's address answers 404.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  staffOf(context);
  const db = context.get(dbContext);
  const id = idValue(params.id);
  const paymentId = idValue(params.paymentId);
  const invoice = id === null ? null : await invoiceById(db, id);
  const file =
    invoice && paymentId !== null
      ? await receiptPdfFile(db, invoice.id, paymentId, await staffCopyLocale(db, invoice))
      : null;
  if (!file) throw notFound(request);
  return fileDownloadResponse(file);
}
