import type { Route } from "./+types/account-invoice-receipt";
import { requireUser } from "~/lib/auth/auth.server";
import { idValue } from "~/lib/casework/list-codec";
import { localeOf } from "~/lib/i18n/locale";
import { dbContext } from "~/lib/http/request-context.server";
import { receiptPdfFile } from "~/lib/invoices/downloads.server";
import { customerInvoice } from "~/lib/invoices/invoices.server";
import { notFound } from "~/lib/staff/guard.server";
import { fileDownloadResponse } from "~/lib/uploads/download";

/**
 * `GET /account/invoices/:id/receipts/:paymentId`: the receipt of a payment against the signed-in
 * customer's invoice, as a PDF download. Another customer's invoice, a payment of another invoice
 * and addresses that name nothing all answer the same 404. Under /ml, the receipt is in Malayalam.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = localeOf(new URL(request.url).pathname);
  const user = await requireUser(request, context);
  const db = context.get(dbContext);
  const id = idValue(params.id);
  const paymentId = idValue(params.paymentId);
  const invoice = id === null ? null : await customerInvoice(db, user.id, id);
  const file = invoice && paymentId !== null ? await receiptPdfFile(db, invoice.id, paymentId, locale) : null;
  if (!file) throw notFound(request);
  return fileDownloadResponse(file);
}
