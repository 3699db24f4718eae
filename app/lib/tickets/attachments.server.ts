// A ticket's attachments: files (app/lib/uploads) owned by the event that carried them — the
// opening, a reply — stored in the same transaction as the event, so a post that fails keeps no
// file. Shared by the customer's pages and the staff console.
import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { ticketEvents } from "~/db/schema";
import type { UploadedFile } from "~/lib/uploads/multipart.server";
import {
  findStoredFile,
  getStoredFile,
  listStoredFilesOf,
  type StoredFile,
  type StoredFileInfo,
  storeUploadedFiles,
} from "~/lib/uploads/store.server";
import { TICKET_ATTACHMENT_OWNER } from "./customer-form";

export type TicketAttachment = Pick<StoredFileInfo, "id" | "fileName" | "kind" | "size">;

/** Stores an event's files; pass the transaction that appended the event. */
export function storeEventAttachments(db: Database, eventId: number, files: readonly UploadedFile[]) {
  return storeUploadedFiles(db, { kind: TICKET_ATTACHMENT_OWNER, id: eventId }, files);
}

/** The files of these events, by event id, oldest first (without their bytes). */
export async function listEventAttachments(
  db: Database,
  eventIds: readonly number[],
): Promise<Map<number, TicketAttachment[]>> {
  const files = await listStoredFilesOf(db, TICKET_ATTACHMENT_OWNER, eventIds);
  const byEvent = new Map<number, TicketAttachment[]>();
  for (const file of files) {
    const eventId = Number(file.ownerId);
    const list = byEvent.get(eventId) ?? [];
    list.push({ id: file.id, fileName: file.fileName, kind: file.kind, size: file.size });
    byEvent.set(eventId, list);
  }
  return byEvent;
}

/**
 * One attachment of this ticket with its bytes, or null — for an unknown id, a file of another
 * ticket (or of anything but a ticket event), and, unless `includeInternal`, a file on an internal
 * event: the download route answers all of them alike (404).
 */
export async function getTicketAttachment(
  db: Database,
  ticketId: number,
  fileId: string,
  { includeInternal }: { includeInternal: boolean },
): Promise<StoredFile | null> {
  const found = await findStoredFile(db, fileId);
  if (!found || found.owner.kind !== TICKET_ATTACHMENT_OWNER || !/^\d{1,18}$/.test(found.owner.id)) return null;
  const [event] = await db
    .select({ id: ticketEvents.id, internal: ticketEvents.internal })
    .from(ticketEvents)
    .where(and(eq(ticketEvents.id, Number(found.owner.id)), eq(ticketEvents.ticketId, ticketId)));
  if (!event || (event.internal && !includeInternal)) return null;
  return getStoredFile(db, found.owner, fileId);
}
