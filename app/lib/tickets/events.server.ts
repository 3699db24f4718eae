// The one way anything happens to a ticket: an event appended to its history, the ticket's status
// and cached deadlines brought in step, in the caller's transaction.
import { eq, sql } from "drizzle-orm";
import type { TicketEventChannel, TicketEventKind, TicketStatus } from "~/db/tickets-schema";
import { ticketEvents, tickets } from "~/db/schema";
import { syncTicketSla, type TicketWriter } from "./sla-sync.server";

export type NewTicketEvent = {
  kind: TicketEventKind;
  internal?: boolean;
  channel?: TicketEventChannel;
  actor: { id: number | null; name: string };
  body?: string | null;
  fromValue?: string | null;
  toValue?: string | null;
  outboxId?: number | null;
  submissionId?: string | null;
};

/** Columns of the ticket the event changes (status, priority, type, assignee…), set with it. */
export type TicketChanges = Partial<{
  status: TicketStatus;
  priority: (typeof tickets.$inferSelect)["priority"];
  type: (typeof tickets.$inferSelect)["type"];
  assigneeId: number | null;
  mergedIntoId: number | null;
}>;

/**
 * Appends one event, applies the changes it stands for to the ticket row, and refreshes the SLA
 * deadlines from the whole history. Returns the event's id (for attachments and outbox links).
 */
export async function appendTicketEvent(
  db: TicketWriter,
  ticketId: number,
  event: NewTicketEvent,
  changes: TicketChanges = {},
  now: Date = new Date(),
): Promise<number> {
  const [row] = await db
    .insert(ticketEvents)
    .values({
      ticketId,
      kind: event.kind,
      internal: event.internal ?? false,
      channel: event.channel ?? "web",
      actorUserId: event.actor.id,
      actorName: event.actor.name,
      body: event.body ?? null,
      fromValue: event.fromValue ?? null,
      toValue: event.toValue ?? null,
      outboxId: event.outboxId ?? null,
      submissionId: event.submissionId ?? null,
      createdAt: now,
    })
    .returning({ id: ticketEvents.id });
  if (!row) throw new Error("ticket event insert returned no row");
  await db
    .update(tickets)
    .set({ ...changes, updatedAt: sql`greatest(${tickets.updatedAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(tickets.id, ticketId));
  await syncTicketSla(db, ticketId, now);
  return row.id;
}
