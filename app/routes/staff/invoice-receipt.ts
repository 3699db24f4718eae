import type { Route } from "./+types/invoice-receipt";
import { idValue } from "~/lib/casework/list-codec";
import { dbContext } from "~/lib/http/request-context.server";
import { receiptPdfFile } from "~/lib/invoices/downloads.server";
import { notFound, staffOf } from "~/lib/staff/guard.server";
import { fileDownloadResponse } from "~/lib/uploads/download";

/**
 * `GET /staff/invoices/:id/receipts/:paymentId`: a payment's receipt as a PDF, for staff only, as a
 * download. A payment of another invoice under this invoice's address answers 404.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  staffOf(context);
  const id = idValue(params.id);
  const paymentId = idValue(params.paymentId);
  const file = id === null || paymentId === null ? null : await receiptPdfFile(context.get(dbContext), id, paymentId);
  if (!file) throw notFound(request);
  return fileDownloadResponse(file);
}
