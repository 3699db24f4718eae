// Keeps a ticket's cached deadlines (tickets.*_due_at, next_deadline_at, breached) and its scheduled
// escalation jobs in step with its event history. Called in the same transaction as every event
// (events.server.ts), so the queue never shows a deadline its history does not imply.
//
// Until the SLA calculator (app/lib/sla) and the due-jobs runner (app/lib/jobs) are on main, the
// cached columns stay empty and the staff page reads what is cached.
import type { Database } from "~/db/client.server";
import type { TicketStatus } from "~/db/tickets-schema";

export type TicketWriter = Pick<Database, "select" | "insert" | "update" | "execute">;

export async function syncTicketSla(_db: TicketWriter, _ticketId: number, _now: Date): Promise<void> {}

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

type ClockTicket = {
  id: number;
  status: TicketStatus;
  firstResponseDueAt: Date | null;
  resolutionDueAt: Date | null;
  firstRespondedAt: Date | null;
  resolvedAt: Date | null;
};

/** Both clocks of a ticket as the staff page shows them. */
export async function staffTicketClocks(_db: Database, ticket: ClockTicket, _now: Date): Promise<StaffClockView[]> {
  const running = ticket.status === "new" || ticket.status === "open";
  return [
    {
      clock: "first_response",
      state: null,
      targetMinutes: null,
      dueAt: ticket.firstResponseDueAt,
      metAt: ticket.firstRespondedAt,
      counting: running && ticket.firstRespondedAt === null && ticket.firstResponseDueAt !== null,
    },
    {
      clock: "resolution",
      state: null,
      targetMinutes: null,
      dueAt: ticket.resolutionDueAt,
      metAt: ticket.resolvedAt,
      counting: running && ticket.resolutionDueAt !== null,
    },
  ];
}
