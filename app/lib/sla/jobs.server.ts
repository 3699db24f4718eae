// The SLA escalations as due jobs (docs/decisions/016-sla-calendar.md): after every ticket change,
// `scheduleSlaJobs` plans one job per threshold in the change's transaction; the handler made by
// `createSlaJobHandler` recomputes the SLA when a job comes due and tells the admins (through the
// caller's `notify`, in the job's transaction), moves the job, or drops it.
import type { Database } from "~/db/client.server";
import { cancelJob, scheduleJob } from "~/lib/jobs/jobs.server";
import type { JobHandler } from "~/lib/jobs/worker.server";
import { computeSla, decideSlaJob, planSlaJobs, type SlaThresholdKey, slaThresholdKeys } from "./compute";
import type { SlaEvent, TicketSla } from "./types";
import { consoleLog } from "~/lib/log/logger.server";

/** The due-jobs kind of the SLA escalations; the subject is the ticket id. */
export const SLA_JOB_KIND = "ticket_sla";

export function isSlaThresholdKey(key: string): key is SlaThresholdKey {
  return (slaThresholdKeys as readonly string[]).includes(key);
}

/**
 * Schedules (or moves, or cancels) the ticket's four escalation jobs from its freshly computed SLA.
 * Call it in the transaction of every ticket change that adds an SLA event (and on opening); a
 * breach found now is told at once (a job due now wakes the worker after the commit). Jobs that
 * already ran stay done: each threshold is told once per ticket.
 */
export async function scheduleSlaJobs(tx: Database, ticketId: number | string, sla: TicketSla): Promise<void> {
  for (const plan of planSlaJobs(sla)) {
    const job = { kind: SLA_JOB_KIND, subjectId: ticketId, key: plan.key };
    if (plan.runAt) await scheduleJob(tx, { ...job, runAt: plan.runAt });
    else await cancelJob(tx, job);
  }
}

export type SlaNotice = {
  ticketId: string;
  key: SlaThresholdKey;
  clock: "first_response" | "resolution";
  threshold: 80 | 100;
  /** When the threshold was reached (may be a little before the job ran). */
  reachedAt: Date;
  sla: TicketSla;
};

export type SlaJobHandlerOptions = {
  /** The ticket's SLA events, read with the job's transaction; null if the ticket is gone. */
  loadEvents(tx: Database, ticketId: string): Promise<readonly SlaEvent[] | null>;
  /** Tells the admins, writing through `tx` (sendEmail(tx, …)): it commits with the job's completion. */
  notify(tx: Database, notice: SlaNotice): Promise<void>;
  /** The clock; tests pass their own. */
  now?: () => Date;
  log?: Pick<Console, "warn">;
};

/** The handler to register: `registerJobHandler(SLA_JOB_KIND, createSlaJobHandler({ … }))`. */
export function createSlaJobHandler(options: SlaJobHandlerOptions): JobHandler {
  const now = options.now ?? (() => new Date());
  const log = options.log ?? consoleLog;
  return async (tx, job) => {
    if (!isSlaThresholdKey(job.key)) {
      log.warn(`[sla] unknown SLA job key '${job.key}' for ticket ${job.subjectId}: dropped`);
      return "cancel";
    }
    const events = await options.loadEvents(tx, job.subjectId);
    if (!events || events.length === 0) return "cancel";
    const sla = computeSla(events, now());
    for (const warning of sla.warnings) log.warn(`[sla] ticket ${job.subjectId}: ${warning.message}`);
    const decision = decideSlaJob(sla, job.key);
    if (decision.action === "reschedule") return { rescheduleAt: decision.runAt };
    // Paused, met or stopped: nothing to tell now; the next ticket change plans the job again.
    if (decision.action === "drop") return "cancel";
    const [clock, level] = job.key.split(":") as ["first_response" | "resolution", "80" | "100"];
    await options.notify(tx, {
      ticketId: job.subjectId,
      key: job.key,
      clock,
      threshold: level === "80" ? 80 : 100,
      reachedAt: decision.reachedAt,
      sla,
    });
    return "done";
  };
}
