// The due-jobs worker, started by app/lib/runtime.server.ts in every app process on the same poll
// loop as the outbox worker (poll-loop.server.ts), whose claim/lease/stop shape it shares
// (docs/decisions/016-sla-calendar.md):
// - a claim (committed on its own) takes due rows with FOR UPDATE SKIP LOCKED, counts an attempt
//   and sets a short lease plus a random token: servers sharing one PostgreSQL never claim the same
//   row at once, and a crashed worker's rows are claimed again once the lease runs out;
// - each job then runs in ONE transaction that first locks its row (still ours? still due?), runs
//   the kind's handler with that transaction, and marks the row done. Whatever the handler writes —
//   an outbox email, a ticket event — commits exactly when the row becomes done, so it happens once.
//   While that transaction runs it holds the row lock, so no other claim can take the row even if
//   the lease runs out meanwhile: no heartbeat is needed;
// - an error rolls the handler's writes back and the job is retried later with backoff; after
//   `maxAttempts` it is marked failed and kept (scheduling it again revives it);
// - stop() lets the job under way finish and gives the batch's other claims back at once.
import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import { afterCommit } from "~/db/after-commit";
import type { Database } from "~/db/client.server";
import { dueJobs } from "~/db/schema";
import type { DueJob } from "./jobs.server";
import { startPollLoop } from "./poll-loop.server";
import { consoleLog, withLogContext } from "~/lib/log/logger.server";

/**
 * What a handler returns: nothing or "done" (the job ran: it stays done), "cancel" (it is no longer
 * due: the row is deleted, so a later schedule creates it afresh), or a later time to run instead.
 */
export type JobResult = undefined | "done" | "cancel" | { rescheduleAt: Date };

/**
 * Runs one job. `tx` is the transaction that marks the job done: write everything through it.
 * Throw to retry later (the writes are rolled back). Return `{ rescheduleAt }` when the job is not
 * due yet after all (the SLA clock moved): it stays pending for that time, attempts reset. Return
 * "cancel" when it is not due at all any more (the clock was paused or met): unlike a done job, a
 * cancelled one can be scheduled again.
 * Do not schedule the job's own key from the handler; return `rescheduleAt` instead.
 */
export type JobHandler = (tx: Database, job: DueJob) => Promise<JobResult | undefined>;

export type JobRegistry = Map<string, JobHandler>;

// Kept on globalThis, like the runtime: a development reload re-registers into the map the running
// worker reads, instead of a fresh one it never sees.
const shared = globalThis as typeof globalThis & { __ananthaJobHandlers?: JobRegistry };
shared.__ananthaJobHandlers ??= new Map();
const defaultRegistry: JobRegistry = shared.__ananthaJobHandlers;

/** Registers the handler of a kind (replacing an earlier one: development reloads). */
export function registerJobHandler(kind: string, handler: JobHandler, registry: JobRegistry = defaultRegistry) {
  registry.set(kind, handler);
}

export type JobSettings = {
  /** Claims before a job is marked failed (a crash during a run counts as one). */
  maxAttempts: number;
  /** Delay before the first retry; doubled for each further one (capped at an hour). */
  retryBaseMs: number;
  /** How long a claim lasts before its transaction starts; after it, a crashed worker's job is taken over. */
  leaseMs: number;
  batchSize: number;
};

export const defaultJobSettings: JobSettings = { maxAttempts: 8, retryBaseMs: 30_000, leaseMs: 30_000, batchSize: 20 };

const MAX_RETRY_DELAY_MS = 60 * 60_000;

/** Delay before retry number `attempt` (1 = first retry): base·2^(attempt-1), capped, ±20 % jitter. */
export function jobRetryDelayMs(attempt: number, baseMs: number, random: () => number = Math.random): number {
  const exponential = Math.min(baseMs * 2 ** Math.max(0, attempt - 1), MAX_RETRY_DELAY_MS);
  return Math.round(exponential * (0.8 + random() * 0.4));
}

type Log = Pick<Console, "log" | "warn" | "error">;

const secondsFromNow = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;

function errorText(error: unknown) {
  return (error instanceof Error ? error.message : String(error)).slice(0, 1000);
}

/** Claims up to `batchSize` due jobs of the given kinds for one worker. */
export async function claimDueJobs(
  db: Database,
  kinds: string[],
  { batchSize, leaseMs }: Pick<JobSettings, "batchSize" | "leaseMs">,
): Promise<DueJob[]> {
  if (kinds.length === 0) return [];
  const due = db
    .select({ id: dueJobs.id })
    .from(dueJobs)
    .where(
      and(
        isNull(dueJobs.doneAt),
        isNull(dueJobs.failedAt),
        lte(dueJobs.runAt, sql`now()`),
        or(isNull(dueJobs.lockedUntil), lt(dueJobs.lockedUntil, sql`now()`)),
        inArray(dueJobs.kind, kinds),
      ),
    )
    .orderBy(asc(dueJobs.runAt), asc(dueJobs.id))
    .limit(batchSize)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(dueJobs)
    .set({ attempts: sql`${dueJobs.attempts} + 1`, lockedUntil: secondsFromNow(leaseMs), claimedBy: randomUUID() })
    .where(inArray(dueJobs.id, due))
    .returning();
  // RETURNING keeps no order: the earliest due job goes first.
  return claimed.sort((a, b) => a.runAt.getTime() - b.runAt.getTime() || a.id - b.id);
}

/** Gives claimed jobs back unattempted (the worker is stopping): due again at once for any worker. */
async function releaseJobs(db: Database, claimedBy: string, ids: number[]) {
  if (ids.length === 0) return;
  await db
    .update(dueJobs)
    .set({ attempts: sql`greatest(${dueJobs.attempts} - 1, 0)`, lockedUntil: null, claimedBy: null })
    .where(and(eq(dueJobs.claimedBy, claimedBy), isNull(dueJobs.doneAt), inArray(dueJobs.id, ids)));
}

/**
 * done: ran (and is marked done); rescheduled: its handler moved it; cancelled: its handler found
 * it no longer due (deleted); retrying / failed: its handler
 * threw; lost: no longer ours (taken over after the lease, cancelled, or done meanwhile);
 * released: given back unattempted (rescheduled to a later time meanwhile, or the worker stopping).
 */
export type JobBatchResult = {
  claimed: number;
  done: number;
  rescheduled: number;
  retrying: number;
  failed: number;
  lost: number;
  released: number;
  cancelled: number;
};

type Outcome = "done" | "rescheduled" | "retrying" | "failed" | "lost" | "released" | "cancelled";

async function runOne(
  db: Database,
  job: DueJob,
  registry: JobRegistry,
  settings: JobSettings,
  log: Log,
): Promise<Outcome> {
  const token = job.claimedBy ?? "";
  const mine = and(eq(dueJobs.id, job.id), eq(dueJobs.claimedBy, token));
  const label = `${job.kind} ${job.subjectId} ${job.key} (#${job.id})`;
  if (job.attempts > settings.maxAttempts) {
    await db
      .update(dueJobs)
      .set({ failedAt: sql`now()`, lockedUntil: null, claimedBy: null, updatedAt: sql`now()` })
      .where(and(mine, isNull(dueJobs.doneAt)));
    log.error(`[jobs] ${label} failed for good after ${job.attempts - 1} attempts: ${job.lastError ?? "no result"}`);
    return "failed";
  }
  try {
    return await db.transaction(async (tx): Promise<Outcome> => {
      // Locks the row for the whole run: no other claim can take it while it runs.
      const [row] = await tx
        .select({ job: dueJobs, notDue: sql<boolean>`${dueJobs.runAt} > now()` })
        .from(dueJobs)
        .where(and(mine, isNull(dueJobs.doneAt), isNull(dueJobs.failedAt)))
        .for("update");
      if (!row) return "lost";
      if (row.notDue) {
        // Scheduled again, for later, since it was claimed: not due yet.
        await tx
          .update(dueJobs)
          .set({ attempts: sql`greatest(${dueJobs.attempts} - 1, 0)`, lockedUntil: null, claimedBy: null })
          .where(mine);
        return "released";
      }
      const handler = registry.get(row.job.kind);
      if (!handler) throw new Error(`no handler is registered for job kind '${row.job.kind}'`);
      const result = await handler(tx, row.job);
      if (result && typeof result === "object") {
        await tx
          .update(dueJobs)
          .set({
            runAt: result.rescheduleAt,
            attempts: 0,
            lockedUntil: null,
            claimedBy: null,
            lastError: null,
            updatedAt: sql`now()`,
          })
          .where(mine);
        // Due again already (a long job done a batch at a time): run it again straight after.
        if (result.rescheduleAt.getTime() <= Date.now()) afterCommit(notifyJobs);
        return "rescheduled";
      }
      if (result === "cancel") {
        await tx.delete(dueJobs).where(mine);
        return "cancelled";
      }
      await tx
        .update(dueJobs)
        .set({ doneAt: sql`now()`, lockedUntil: null, claimedBy: null, lastError: null, updatedAt: sql`now()` })
        .where(mine);
      return "done";
    });
  } catch (error) {
    const message = errorText(error);
    if (job.attempts >= settings.maxAttempts) {
      await db
        .update(dueJobs)
        .set({ failedAt: sql`now()`, lockedUntil: null, claimedBy: null, lastError: message, updatedAt: sql`now()` })
        .where(and(mine, isNull(dueJobs.doneAt)));
      log.error(`[jobs] ${label} failed for good after ${job.attempts} attempt(s): ${message}`);
      return "failed";
    }
    const delay = jobRetryDelayMs(job.attempts, settings.retryBaseMs);
    await db
      .update(dueJobs)
      .set({
        runAt: secondsFromNow(delay),
        lockedUntil: null,
        claimedBy: null,
        lastError: message,
        updatedAt: sql`now()`,
      })
      .where(and(mine, isNull(dueJobs.doneAt)));
    log.warn(`[jobs] ${label} attempt ${job.attempts} failed, retrying in ${Math.round(delay / 1000)} s: ${message}`);
    return "retrying";
  }
}

/** Claims one batch of due jobs and runs them one after the other. */
export async function runDueJobs(
  db: Database,
  registry: JobRegistry = defaultRegistry,
  settings: JobSettings = defaultJobSettings,
  log: Log = consoleLog,
  /** Aborted when the worker stops: the job under way finishes, the others are given back. */
  stopping?: AbortSignal,
): Promise<JobBatchResult> {
  const claimed = await claimDueJobs(db, [...registry.keys()], settings);
  const result: JobBatchResult = {
    claimed: claimed.length,
    done: 0,
    rescheduled: 0,
    retrying: 0,
    failed: 0,
    lost: 0,
    released: 0,
    cancelled: 0,
  };
  let next = 0;
  while (next < claimed.length && !stopping?.aborted) {
    const job = claimed[next++];
    if (!job) continue;
    // Every line of this run — and every email or job it queues — names the request that scheduled it.
    const outcome = await withLogContext({ requestId: job.requestId ?? undefined, jobId: job.id }, () =>
      runOne(db, job, registry, settings, log),
    );
    result[outcome]++;
  }
  const unstarted = claimed.slice(next);
  const token = unstarted[0]?.claimedBy;
  if (token) {
    await releaseJobs(
      db,
      token,
      unstarted.map((job) => job.id),
    );
    result.released += unstarted.length;
  }
  return result;
}

export interface JobWorker {
  /** Looks for due jobs now instead of at the next poll. */
  kick(): void;
  /** Stops polling, lets the job under way finish and gives the batch's other claims back. */
  stop(): Promise<void>;
}

export type JobWorkerOptions = {
  db: Database;
  /** How often to look for due jobs; an idle look is one indexed query that finds nothing. */
  pollIntervalMs: number;
  settings?: Partial<JobSettings>;
  registry?: JobRegistry;
  log?: Log;
};

let activeWorker: JobWorker | null = null;

/** Wakes this process's worker (after a commit that scheduled a job due now); others poll. */
export function notifyJobs() {
  activeWorker?.kick();
}

export function startJobWorker(options: JobWorkerOptions): JobWorker {
  const { db, pollIntervalMs, registry = defaultRegistry, log = consoleLog } = options;
  const settings = { ...defaultJobSettings, ...options.settings };
  const loop = startPollLoop({
    label: "[jobs] worker run",
    intervalMs: pollIntervalMs,
    log,
    async run(stopping) {
      const result = await runDueJobs(db, registry, settings, log, stopping);
      return result.claimed === settings.batchSize;
    },
  });
  const worker: JobWorker = {
    kick: () => loop.wake(),
    async stop() {
      await loop.stop();
      if (activeWorker === worker) activeWorker = null;
    },
  };
  activeWorker = worker;
  return worker;
}
