// Keeps a ticket's cached deadlines (tickets.*_due_at, next_deadline_at, breached) and its scheduled
// escalation jobs in step with its event history. Called in the same transaction as every event
// (events.server.ts), so the queue never shows a deadline its history does not imply. The history
// is the record: everything here is recomputed from all of it (computeSla), never counted up.
import { asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { ticketEvents, tickets } from "~/db/schema";
import { computeSla } from "~/lib/sla/compute";
import { scheduleSlaJobs } from "~/lib/sla/jobs.server";
import type { SlaEvent, TicketSla } from "~/lib/sla/types";
import { slaCacheColumns, ticketSlaEvents } from "./sla-events";
import { logger } from "~/lib/log/logger.server";

/** A database or a transaction: what ticket writes need (the jobs table is written and deleted from too). */
export type TicketWriter = Pick<Database, "select" | "insert" | "update" | "delete" | "execute">;

/** A ticket's history as SLA events (oldest first), read with `db`; null when the ticket is gone. */
export async function loadTicketSlaEvents(db: TicketWriter, ticketId: number): Promise<SlaEvent[] | null> {
  const [ticket] = await db
    .select({
      priority: tickets.priority,
      type: tickets.type,
      planResponseMinutes: tickets.planResponseMinutes,
      createdAt: tickets.createdAt,
    })
    .from(tickets)
    .where(eq(tickets.id, ticketId));
  if (!ticket) return null;
  const history = await db
    .select({
      id: ticketEvents.id,
      kind: ticketEvents.kind,
      internal: ticketEvents.internal,
      fromValue: ticketEvents.fromValue,
      toValue: ticketEvents.toValue,
      createdAt: ticketEvents.createdAt,
    })
    .from(ticketEvents)
    .where(eq(ticketEvents.ticketId, ticketId))
    .orderBy(asc(ticketEvents.createdAt), asc(ticketEvents.id));
  return ticketSlaEvents(ticket, history);
}

/** The ticket's SLA at `now`, from its whole history; null when the ticket is gone. */
export async function ticketSla(db: TicketWriter, ticketId: number, now: Date): Promise<TicketSla | null> {
  const events = await loadTicketSlaEvents(db, ticketId);
  if (!events) return null;
  try {
    return computeSla(events, now);
  } catch (error) {
    // A history the calculator refuses is a bug to fix, but must not stop staff from answering the
    // customer: the change goes through and the cached deadlines stay as they were.
    logger.error(`[sla] ticket ${ticketId}: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

/**
 * Recomputes the ticket's SLA from its history, caches what the queue sorts and filters on, and
 * schedules, moves or cancels its four escalation jobs — in the caller's transaction.
 */
export async function syncTicketSla(db: TicketWriter, ticketId: number, now: Date): Promise<void> {
  const sla = await ticketSla(db, ticketId, now);
  if (!sla) return;
  for (const warning of sla.warnings) logger.warn(`[sla] ticket ${ticketId}: ${warning.message}`);
  await db.update(tickets).set(slaCacheColumns(sla)).where(eq(tickets.id, ticketId));
  await scheduleSlaJobs(db as Database, ticketId, sla);
}

export type StaffClockView = {
  clock: "first_response" | "resolution";
  /** The calculator's state (running, paused, met, breached_and_met, breached, stopped); null if unknown. */
  state: string | null;
  targetMinutes: number | null;
  dueAt: Date | null;
  metAt: Date | null;
  /** Whether the clock counts down now (the page shows the time left). */
  counting: boolean;
};

/** Both clocks of a ticket as the staff page shows them, computed at `now` from the history. */
export async function staffTicketClocks(db: Database, ticket: { id: number }, now: Date): Promise<StaffClockView[]> {
  const sla = await ticketSla(db, ticket.id, now);
  if (!sla) return [];
  return [sla.firstResponse, sla.resolution].map((clock) => ({
    clock: clock.clock,
    state: clock.state,
    targetMinutes: clock.targetMinutes,
    dueAt: clock.dueAt,
    metAt: clock.metAt,
    counting: clock.state === "running" || (clock.state === "breached" && sla.status !== "waiting_on_customer"),
  }));
}
