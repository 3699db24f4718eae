// A ticket's history as the SLA calculator reads it (app/lib/sla, SlaEvent): pure, so the mapping is
// unit-tested without a database. Only what moves a clock is passed on: the opening (priority, type,
// AMC plan), priority and type changes, status changes and public staff replies. Internal notes,
// assignments and merges never touch a clock.
import type { TicketEventKind, TicketPriority, TicketStatus, TicketType } from "~/db/tickets-schema";
import type { SlaEvent, TicketSla } from "~/lib/sla/types";
import { statusAfterCustomerReply, statusAfterStaffReply } from "./lifecycle";

/** The calculator's input, one per clock-moving event of the history. */
export type TicketSlaEvent = SlaEvent;

/** What the mapping needs of the ticket row. */
export type SlaTicket = {
  priority: TicketPriority;
  type: TicketType;
  planResponseMinutes: number | null;
  createdAt: Date;
};

/** What the mapping needs of each event row (ticket_events). */
export type SlaSourceEvent = {
  id: number;
  kind: TicketEventKind;
  internal: boolean;
  fromValue: string | null;
  toValue: string | null;
  createdAt: Date;
};

const priorities: readonly string[] = ["critical", "high", "medium", "low"];
const types: readonly string[] = ["hardware", "software", "network", "data_recovery", "other"];
const statuses: readonly string[] = ["new", "open", "waiting_on_customer", "resolved", "closed"];

const isPriority = (value: string | null): value is TicketPriority => value !== null && priorities.includes(value);
const isType = (value: string | null): value is TicketType => value !== null && types.includes(value);
const isStatus = (value: string | null): value is TicketStatus => value !== null && statuses.includes(value);

function byTime(a: SlaSourceEvent, b: SlaSourceEvent) {
  return a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id;
}

/**
 * The SLA events of a ticket's history, oldest first. The ticket row holds the current priority and
 * type; the values at opening are the first change's `from` (or the current ones when never changed).
 *
 * Status is replayed with the life-cycle rules, so a reply that moved the status (a customer's reply
 * reopening a ticket waiting on them, the first staff reply taking a new ticket into work) counts
 * as a status change whether or not its writer also appended a 'status' event; an explicit 'status'
 * event to the status already reached adds nothing.
 */
export function ticketSlaEvents(ticket: SlaTicket, history: readonly SlaSourceEvent[]): TicketSlaEvent[] {
  const events = [...history].sort(byTime);
  const firstPriorityChange = events.find((event) => event.kind === "priority" && isPriority(event.fromValue));
  const firstTypeChange = events.find((event) => event.kind === "type" && isType(event.fromValue));
  const openedAt = events.find((event) => event.kind === "opened")?.createdAt ?? ticket.createdAt;
  const out: TicketSlaEvent[] = [
    {
      kind: "opened",
      at: openedAt,
      priority: (firstPriorityChange?.fromValue as TicketPriority | undefined) ?? ticket.priority,
      type: (firstTypeChange?.fromValue as TicketType | undefined) ?? ticket.type,
      planResponseMinutes: ticket.planResponseMinutes,
    },
  ];
  let status: TicketStatus = "new";
  const moveTo = (next: TicketStatus, at: Date) => {
    if (next === status) return;
    status = next;
    out.push({ kind: "status_changed", at, status: next });
  };
  for (const event of events) {
    // Nothing happens before the opening, whatever two servers' clocks said.
    const at = new Date(Math.max(event.createdAt.getTime(), openedAt.getTime()));
    switch (event.kind) {
      case "priority":
        if (isPriority(event.toValue)) out.push({ kind: "priority_changed", at, priority: event.toValue });
        break;
      case "type":
        if (isType(event.toValue)) out.push({ kind: "type_changed", at, type: event.toValue });
        break;
      case "status":
        if (isStatus(event.toValue)) moveTo(event.toValue, at);
        break;
      case "customer_reply":
        moveTo(statusAfterCustomerReply(status), at);
        break;
      case "staff_reply":
        // A staff reply marked internal is a note in all but name: the customer never saw it.
        if (event.internal) break;
        out.push({ kind: "staff_public_reply", at });
        moveTo(statusAfterStaffReply(status), at);
        break;
      default:
        // opened (handled above), note, assign, merge: no clock moves.
        break;
    }
  }
  return out;
}

/**
 * What the tickets row caches of a ticket's SLA (tickets-schema.ts): both deadlines, the earliest
 * one still running (null while the ticket waits on the customer, or is resolved or closed; a
 * breached clock still running keeps its past deadline, so it sorts on top), whether any promise
 * was missed, and when each clock was met.
 */
export function slaCacheColumns(sla: TicketSla) {
  const live = sla.status === "new" || sla.status === "open";
  const running = [sla.firstResponse, sla.resolution].filter(
    (clock) => live && (clock.state === "running" || clock.state === "breached"),
  );
  const next = running.map((clock) => clock.dueAt.getTime());
  return {
    firstResponseDueAt: sla.firstResponse.dueAt,
    resolutionDueAt: sla.resolution.dueAt,
    nextDeadlineAt: next.length > 0 ? new Date(Math.min(...next)) : null,
    breached: sla.firstResponse.breachedAt !== null || sla.resolution.breachedAt !== null,
    firstRespondedAt: sla.firstResponse.metAt,
    resolvedAt: sla.resolution.metAt,
  };
}
