// Scheduling due jobs (app/db/jobs-schema.ts): called inside the caller's transaction, so a job
// exists exactly when the change that asked for it does. A worker in every app process
// (worker.server.ts) runs each job once, at or after its time (docs/decisions/016-sla-calendar.md).
import { and, count, eq, isNotNull, isNull, lte, sql } from "drizzle-orm";
import { afterCommit } from "~/db/after-commit";
import type { Database } from "~/db/client.server";
import { dueJobs } from "~/db/schema";
import { currentRequestId } from "~/lib/log/logger.server";
import { notifyJobs } from "./worker.server";

export type DueJob = typeof dueJobs.$inferSelect;

export type JobRef = {
  /** Which registered handler runs it, e.g. 'ticket_sla'. */
  kind: string;
  /** What it is about, e.g. a ticket's id. */
  subjectId: string | number;
  /** Which of that subject's jobs, e.g. 'first_response:80'. */
  key: string;
};

/**
 * Schedules a job, or moves its time if it is already pending (one pending job per kind, subject
 * and key). A job that already ran stays done and is not scheduled again: returns
 * `{ scheduled: false }` then. A job that failed for good is revived with its attempts reset.
 * Pass the transaction of the change that caused it. A job due at once wakes this process's worker
 * when that transaction commits (app/db/after-commit.ts), so it runs without waiting for a poll.
 */
export async function scheduleJob(db: Database, job: JobRef & { runAt: Date }): Promise<{ scheduled: boolean }> {
  // Its run's log lines then name the request (or the job) that last scheduled it.
  const requestId = currentRequestId();
  const rows = await db
    .insert(dueJobs)
    .values({ kind: job.kind, subjectId: String(job.subjectId), key: job.key, runAt: job.runAt, requestId })
    .onConflictDoUpdate({
      target: [dueJobs.kind, dueJobs.subjectId, dueJobs.key],
      set: { runAt: job.runAt, attempts: 0, failedAt: null, lastError: null, requestId, updatedAt: sql`now()` },
      setWhere: isNull(dueJobs.doneAt),
    })
    .returning({ id: dueJobs.id });
  if (rows.length > 0 && job.runAt.getTime() <= Date.now()) afterCommit(notifyJobs);
  return { scheduled: rows.length > 0 };
}

/**
 * Cancels a pending job (deletes it); a job that already ran stays done. A worker that claimed it
 * but has not started finds it gone and skips it; one already running it finishes first (its
 * transaction holds the row), and then the job is done.
 */
export async function cancelJob(db: Database, job: JobRef): Promise<{ cancelled: boolean }> {
  const rows = await db
    .delete(dueJobs)
    .where(
      and(
        eq(dueJobs.kind, job.kind),
        eq(dueJobs.subjectId, String(job.subjectId)),
        eq(dueJobs.key, job.key),
        isNull(dueJobs.doneAt),
      ),
    )
    .returning({ id: dueJobs.id });
  return { cancelled: rows.length > 0 };
}

/** Cancels every pending job of a subject (e.g. a ticket merged into another). Returns how many. */
export async function cancelJobsFor(db: Database, kind: string, subjectId: string | number): Promise<number> {
  const rows = await db
    .delete(dueJobs)
    .where(and(eq(dueJobs.kind, kind), eq(dueJobs.subjectId, String(subjectId)), isNull(dueJobs.doneAt)))
    .returning({ id: dueJobs.id });
  return rows.length;
}

/** The jobs of a subject, pending and done (for pages and tests). */
export async function jobsFor(db: Database, kind: string, subjectId: string | number): Promise<DueJob[]> {
  return db
    .select()
    .from(dueJobs)
    .where(and(eq(dueJobs.kind, kind), eq(dueJobs.subjectId, String(subjectId))))
    .orderBy(dueJobs.key);
}

/** Due jobs' health: how many are due and not yet run, since when the oldest of them is due, and how many failed for good. */
export type JobsHealth = { waiting: number; oldestDueAt: Date | null; failed: number };

/**
 * Due jobs' health, for the dashboard and the metrics. The waiting jobs are read from the workers'
 * own partial index (pending jobs by due time): an idle system reads an empty range. Failed jobs
 * have no index of their own, so that count reads the table (done jobs stay as records): a
 * sequential scan of a table that grows by a few rows per ticket, contract and visit.
 */
export async function jobsHealth(db: Database, now: Date = new Date()): Promise<JobsHealth> {
  const [[due], [failed]] = await Promise.all([
    db
      .select({ waiting: count(), oldest: sql<Date | string | null>`min(${dueJobs.runAt})` })
      .from(dueJobs)
      .where(and(isNull(dueJobs.doneAt), isNull(dueJobs.failedAt), lte(dueJobs.runAt, now))),
    db.select({ value: count() }).from(dueJobs).where(isNotNull(dueJobs.failedAt)),
  ]);
  return {
    waiting: due?.waiting ?? 0,
    oldestDueAt: due?.oldest == null ? null : new Date(due.oldest),
    failed: failed?.value ?? 0,
  };
}
