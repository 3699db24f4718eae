// Escalations: when a ticket reaches 80 % of a promised time, and when it misses it, every
// admin is emailed — once per ticket and threshold, however many app servers run. The due-jobs runner
// (app/lib/jobs) runs each of the ticket's four jobs once, in a transaction that marks it done; the
// SLA's handler (app/lib/sla/jobs.server.ts) recomputes the SLA from the history at run time, so a
// pause or a reply since the job was planned moves or drops it; the emails go through the outbox in
// that same transaction, so they exist exactly when the job is done.
import { eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client.server";
import { tickets, users } from "~/db/schema";
import { sendEmail } from "~/lib/email/outbox.server";
import { type JobHandler, type JobRegistry, registerJobHandler } from "~/lib/jobs/worker.server";
import { createSlaJobHandler, SLA_JOB_KIND, type SlaNotice } from "~/lib/sla/jobs.server";
import { slaCacheColumns } from "./sla-events";
import { loadTicketSlaEvents } from "./sla-sync.server";
import { escalationEmail } from "./staff-emails.server";
import { formatDateTime } from "~/lib/india-time";

/** Emails every admin about one threshold of one ticket, through `tx` (the job's transaction). */
export async function notifyAdmins(tx: Database, notice: SlaNotice, env: { PUBLIC_URL: string }): Promise<number> {
  const id = Number(notice.ticketId);
  const assignee = alias(users, "assignee");
  const [ticket] = await tx
    .select({
      number: tickets.number,
      subject: tickets.subject,
      priority: tickets.priority,
      status: tickets.status,
      assigneeName: assignee.fullName,
    })
    .from(tickets)
    .leftJoin(assignee, eq(assignee.id, tickets.assigneeId))
    .where(eq(tickets.id, id));
  if (!ticket) return 0;
  // The cache learns of the breach too (the queue's 'breached' filter), from the SLA computed now.
  await tx.update(tickets).set(slaCacheColumns(notice.sla)).where(eq(tickets.id, id));
  const clock = notice.clock === "first_response" ? notice.sla.firstResponse : notice.sla.resolution;
  const admins = await tx.select({ email: users.email }).from(users).where(eq(users.role, "admin"));
  for (const admin of admins) {
    await sendEmail(
      tx,
      escalationEmail(
        admin.email,
        {
          number: ticket.number,
          subject: ticket.subject,
          clock: notice.clock,
          threshold: notice.threshold,
          due: formatDateTime(clock.dueAt),
          priority: ticket.priority,
          status: ticket.status,
          assignee: ticket.assigneeName,
        },
        env.PUBLIC_URL,
      ),
    );
  }
  return admins.length;
}

/** The 'ticket_sla' job handler. */
export function ticketEscalationHandler(env: { PUBLIC_URL: string }, now?: () => Date): JobHandler {
  return createSlaJobHandler({
    loadEvents: (tx, ticketId) => loadTicketSlaEvents(tx, Number(ticketId)),
    notify: async (tx, notice) => {
      await notifyAdmins(tx, notice, env);
    },
    now,
  });
}

/** Registers the handler with the due-jobs worker; app/lib/runtime.server.ts calls it at start. */
export function registerTicketEscalations(env: { PUBLIC_URL: string }, registry?: JobRegistry) {
  registerJobHandler(SLA_JOB_KIND, ticketEscalationHandler(env), registry);
}
