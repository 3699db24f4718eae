import type { Route } from "./+types/account-invoice-pdf";
import { requireUser } from "~/lib/auth/auth.server";
import { idValue } from "~/lib/casework/list-codec";
import { localeOf } from "~/lib/i18n/locale";
import { dbContext } from "~/lib/http/request-context.server";
import { invoicePdfFile } from "~/lib/invoices/downloads.server";
import { customerInvoice } from "~/lib/invoices/invoices.server";
import { notFound } from "~/lib/staff/guard.server";
import { fileDownloadResponse } from "~/lib/uploads/download";

/**
 * `GET /account/invoices/:id/pdf`: the signed-in customer's tax invoice or credit note as a PDF, as
 * a download (attachment, nosniff, sandboxed, never cached). Another customer's invoice answers the
 * same 404 as a number that does not exist. Under /ml, the document is in Malayalam.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const db = context.get(dbContext);
  const id = idValue(params.id);
  const invoice = id === null ? null : await customerInvoice(db, user.id, id);
  if (!invoice) throw notFound(request);
  return fileDownloadResponse(await invoicePdfFile(db, invoice, localeOf(new URL(request.url).pathname)));
}
