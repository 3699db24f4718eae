// Keeps a ticket's cached deadlines (tickets.*_due_at, next_deadline_at, breached) and its scheduled
// escalation jobs in step with its event history. Called in the same transaction as every event
// (events.server.ts), so the queue never shows a deadline its history does not imply.
//
// Groundwork: the SLA calculator (app/lib/sla) and the due-jobs runner (app/lib/jobs) are being built
// on their own branches; the staff-side ticket work fills this in once they are on main. Until then
// the cached columns simply stay empty.
import type { Database } from "~/db/client.server";

export type TicketWriter = Pick<Database, "select" | "insert" | "update" | "execute">;

export async function syncTicketSla(_db: TicketWriter, _ticketId: number, _now: Date): Promise<void> {}
