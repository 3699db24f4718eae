import type { Route } from "./+types/account-ticket-file";
import { requireUser } from "~/lib/auth/auth.server";
import { dbContext } from "~/lib/http/request-context.server";
import { notFound } from "~/lib/staff/guard.server";
import { getTicketAttachment } from "~/lib/tickets/attachments.server";
import { ticketNumberParam } from "~/lib/tickets/customer-form";
import { findCustomerTicketId } from "~/lib/tickets/customer-tickets.server";
import { fileDownloadResponse } from "~/lib/uploads/download";

/**
 * `GET /account/tickets/:number/files/:fileId`: an attachment of the signed-in customer's ticket, as
 * a download (attachment, nosniff, sandboxed, never cached). An unknown file, another customer's
 * ticket or file, and a file on an internal staff note all answer the same 404.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const db = context.get(dbContext);
  const number = ticketNumberParam(params.number);
  const ticketId = number ? await findCustomerTicketId(db, user.id, number) : null;
  const file =
    ticketId === null ? null : await getTicketAttachment(db, ticketId, params.fileId, { includeInternal: false });
  if (!file) throw notFound(request);
  return fileDownloadResponse(file);
}
