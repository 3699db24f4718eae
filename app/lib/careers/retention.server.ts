// Retention of job applications: an application and its résumé are deleted 12
// months after their last change (updated_at; every staff change bumps it), as /privacy says.
//
// A claimed sweep rather than one due job per application: any application qualifies by its row
// alone, whoever wrote it (the public form, HR, a future import), with nothing to keep in step.
// Every app server runs the sweep; each batch takes its rows with FOR UPDATE SKIP LOCKED inside the
// transaction that deletes them, so two servers sweeping at once take disjoint rows and each row is
// deleted (and counted in the audit log) exactly once. The clock is a parameter, for the tests.
import { asc, lte } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { jobApplications } from "~/db/schema";
import { startPeriodicTask } from "~/lib/jobs/periodic.server";
import { recordAudit } from "~/lib/audit/audit.server";
import { deleteApplicationsWithData } from "./staff-applications.server";

export const RETENTION_MONTHS = 12;
/** How often each server sweeps; an application lives at most this much past its 12 months. */
export const RETENTION_SWEEP_INTERVAL_MS = 60 * 60_000;
const BATCH_SIZE = 100;

/** The audit log's actor for automatic deletions. */
export const RETENTION_ACTOR = { id: null, email: "system:careers-retention" } as const;

/**
 * The instant 12 calendar months before `now` (UTC): an application last changed at or before it is
 * due. A day that does not exist in the earlier month falls back to its last day (29 February → 28).
 */
export function retentionCutoff(now: Date, months = RETENTION_MONTHS): Date {
  const cutoff = new Date(now.getTime());
  const day = cutoff.getUTCDate();
  cutoff.setUTCDate(1);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0)).getUTCDate();
  cutoff.setUTCDate(Math.min(day, lastDay));
  return cutoff;
}

/**
 * Deletes every application whose last change is 12 months old or more, in batches (one transaction
 * each, with one audit entry naming the ids only). Answers how many applications and files went.
 */
export async function sweepExpiredApplications(
  db: Database,
  options: { now?: Date; batchSize?: number } = {},
): Promise<{ applications: number; files: number }> {
  const cutoff = retentionCutoff(options.now ?? new Date());
  const batchSize = options.batchSize ?? BATCH_SIZE;
  const total = { applications: 0, files: 0 };
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: jobApplications.id, email: jobApplications.email })
        .from(jobApplications)
        .where(lte(jobApplications.updatedAt, cutoff))
        .orderBy(asc(jobApplications.updatedAt), asc(jobApplications.id))
        .limit(batchSize)
        .for("update", { skipLocked: true });
      if (rows.length === 0) return { applications: 0, files: 0 };
      const { files } = await deleteApplicationsWithData(tx, rows);
      await recordAudit(tx, RETENTION_ACTOR, {
        action: "application.retention-delete",
        subjectType: "job_application",
        after: { ids: rows.map((row) => row.id), files, months: RETENTION_MONTHS },
      });
      return { applications: rows.length, files };
    });
    total.applications += batch.applications;
    total.files += batch.files;
    // A short batch means nothing else is due now (or the rest is another server's, locked).
    if (batch.applications < batchSize) return total;
  }
}

/** Sweeps now and every `intervalMs` until stopped (started by app/lib/runtime.server.ts). */
export function startApplicationRetention(options: { db: Database; intervalMs?: number; now?: () => Date }) {
  return startPeriodicTask({
    name: "careers",
    intervalMs: options.intervalMs ?? RETENTION_SWEEP_INTERVAL_MS,
    run: async () => {
      const result = await sweepExpiredApplications(options.db, { now: options.now?.() });
      if (result.applications > 0) {
        return `retention deleted ${result.applications} application(s), ${result.files} file(s)`;
      }
    },
  });
}
