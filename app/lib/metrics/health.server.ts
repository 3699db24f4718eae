// When the outbox or the due jobs count as stuck, for the staff dashboard: thresholds well past what
// normal work produces (a worker polls every few seconds; an email's retries back off over hours),
// so a warning means someone should look.
import type { JobsHealth } from "~/lib/jobs/jobs.server";
import type { OutboxHealth } from "~/lib/outbox-console/outbox-console.server";

/** A queued email older than this is stuck (SMTP down, or no SMTP_URL at all). */
export const QUEUED_EMAIL_STUCK_MINUTES = 30;
/** A due job still waiting this long after its time is stuck (no worker is running, or one is jammed). */
export const JOB_LAG_STUCK_MINUTES = 5;

const minutesSince = (at: Date | null, now: Date) => (at ? (now.getTime() - at.getTime()) / 60_000 : 0);

/** Which of the figures are stuck: dead email and failed jobs always are; waiting ones, past their threshold. */
export function stuckFigures(outbox: OutboxHealth, jobs: JobsHealth, now: Date) {
  return {
    deadEmails: outbox.dead > 0,
    oldestQueuedEmail: minutesSince(outbox.oldestQueuedAt, now) > QUEUED_EMAIL_STUCK_MINUTES,
    jobLag: minutesSince(jobs.oldestDueAt, now) > JOB_LAG_STUCK_MINUTES,
    failedJobs: jobs.failed > 0,
  };
}
