import type { Route } from "./+types/ticket-file";
import { dbContext } from "~/lib/http/request-context.server";
import { notFound, staffOf } from "~/lib/staff/guard.server";
import { getTicketAttachment } from "~/lib/tickets/attachments.server";
import { ticketNumberParam } from "~/lib/tickets/customer-form";
import { ticketIdByNumber } from "~/lib/tickets/staff-queue.server";
import { fileDownloadResponse } from "~/lib/uploads/download";

/**
 * `GET /staff/tickets/:number/files/:fileId`: any attachment of the ticket (internal notes' too), for
 * staff only, as a download (attachment, nosniff, sandboxed, never cached). A customer gets the same
 * 404 as an unknown address; an unknown file or another ticket's answers 404 as well.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  staffOf(context);
  const db = context.get(dbContext);
  const number = ticketNumberParam(params.number);
  const ticketId = number === null ? null : await ticketIdByNumber(db, number);
  const file =
    ticketId === null ? null : await getTicketAttachment(db, ticketId, params.fileId, { includeInternal: true });
  if (!file) throw notFound(request);
  return fileDownloadResponse(file);
}
