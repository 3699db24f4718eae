// Tickets as a case type of the casework kernel, and the one way anything happens to a ticket: an
// event appended to its history, the ticket's columns set with it and its SLA deadlines and
// escalation jobs brought in step, in the caller's transaction.
import type { Database } from "~/db/client.server";
import { ticketEvents, tickets } from "~/db/schema";
import type { TicketEventChannel, TicketEventKind, TicketStatus } from "~/db/tickets-schema";
import { defineCaseType } from "~/lib/casework/case-type.server";
import { appendCaseEvent } from "~/lib/casework/events.server";
import { staffMayMove } from "./lifecycle";
import { syncTicketSla, type TicketWriter } from "./sla-sync.server";

export const ticketCase = defineCaseType({
  subject: "ticket",
  auditPrefix: "ticket",
  // Staff and customers know a ticket by its number (AIT-2026-00042), so the audit log does too.
  auditIdKey: "number",
  table: tickets,
  events: ticketEvents,
  eventRecordKey: "ticketId",
  status: { key: "status", canMove: (from, to) => staffMayMove(from as TicketStatus, to as TicketStatus) },
  assignee: { key: "assigneeId", roles: ["staff", "admin"] },
  touchKey: "updatedAt",
  // The history is the record: every event recomputes the deadlines the queue sorts on.
  afterEvent: syncTicketSla,
});

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
 * No audit entry: the customer's own changes are not audited, staff commands audit through the kernel.
 */
export async function appendTicketEvent(
  db: TicketWriter,
  ticketId: number,
  { actor, ...event }: NewTicketEvent,
  changes: TicketChanges = {},
  now: Date = new Date(),
): Promise<number> {
  const appended = await appendCaseEvent(
    db as Database,
    ticketCase,
    ticketId,
    { id: actor.id, email: "", fullName: actor.name },
    event,
    { changes, now },
  );
  // Callers look for an earlier post of the same form first, with the ticket locked; a repeat here is a bug.
  if (!appended) throw new Error(`ticket ${ticketId}: submission ${event.submissionId} already recorded`);
  return appended.eventId;
}
