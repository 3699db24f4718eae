// The due-jobs runner (app/lib/jobs/) on both databases: scheduling as an upsert (a done job stays
// done), cancelling, a handler whose outbox email commits with the job's completion (once, or not at
// all when it throws), retries and the failed state, a handler that reschedules its job, two
// workers racing over many due jobs (each runs exactly once), a crash after the claim (the job runs
// again once the lease runs out), a slow handler outliving its lease (not run twice), and stop().
import { and, eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { type Database, type DatabaseHandle, openDatabase } from "~/db/client.server";
import { dueJobs, emailOutbox } from "~/db/schema";
import { sendEmail } from "~/lib/email/outbox.server";
import { cancelJob, cancelJobsFor, jobsFor, scheduleJob } from "~/lib/jobs/jobs.server";
import {
  claimDueJobs,
  defaultJobSettings,
  type JobHandler,
  type JobRegistry,
  type JobSettings,
  notifyJobs,
  runDueJobs,
  startJobWorker,
} from "~/lib/jobs/worker.server";
import { createTestDatabase, describeEachDatabaseSideBySide, type TestDatabase } from "./support/database";

const quiet = { log() {}, warn() {}, error() {} };
const fast: JobSettings = { ...defaultJobSettings, retryBaseMs: 20, maxAttempts: 3 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const past = () => new Date(Date.now() - 60_000);

/** A handler that queues one outbox email per run (in the job's transaction) and counts its calls. */
function mailingHandler(
  calls: Map<string, number>,
  extra?: (job: { subjectId: string; key: string }, tx: Database) => Promise<void>,
) {
  const handler: JobHandler = async (tx, job) => {
    calls.set(`${job.subjectId}/${job.key}`, (calls.get(`${job.subjectId}/${job.key}`) ?? 0) + 1);
    await extra?.(job, tx);
    await sendEmail(tx, {
      kind: `test.job.${job.kind}`,
      to: "admin@ananthait.test",
      subject: `${job.kind} ${job.subjectId} ${job.key}`,
      text: "due",
      from: "Anantha IT <noreply@ananthait.test>",
    });
    return undefined;
  };
  return handler;
}

async function emailsFor(db: Database, kind: string) {
  return db
    .select({ subject: emailOutbox.subject })
    .from(emailOutbox)
    .where(eq(emailOutbox.kind, `test.job.${kind}`));
}

async function drain(db: Database, registry: JobRegistry, settings: JobSettings = fast) {
  for (;;) {
    const result = await runDueJobs(db, registry, settings, quiet);
    if (result.claimed === 0) return;
  }
}

async function job(db: Database, kind: string, subjectId: string | number, key: string) {
  const [row] = await db
    .select()
    .from(dueJobs)
    .where(and(eq(dueJobs.kind, kind), eq(dueJobs.subjectId, String(subjectId)), eq(dueJobs.key, key)));
  return row;
}

// The lease tests wait seconds each: PGlite and PostgreSQL wait side by side.
describeEachDatabaseSideBySide("due jobs on %s", (kind) => {
  let database: TestDatabase;
  let db: Database;
  let calls: Map<string, number>;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.db;
  });
  afterAll(async () => {
    await database?.destroy();
  });
  beforeEach(() => {
    calls = new Map();
  });

  it("schedules with an upsert, moves a pending job, keeps a done job done, and cancels", async () => {
    const registry: JobRegistry = new Map([["upsert", mailingHandler(calls)]]);
    const later = new Date(Date.now() + 3_600_000);
    expect(await scheduleJob(db, { kind: "upsert", subjectId: 7, key: "a", runAt: later })).toEqual({
      scheduled: true,
    });
    expect(await scheduleJob(db, { kind: "upsert", subjectId: 7, key: "a", runAt: past() })).toEqual({
      scheduled: true,
    });
    await scheduleJob(db, { kind: "upsert", subjectId: 7, key: "b", runAt: later });
    expect(await jobsFor(db, "upsert", 7)).toHaveLength(2);
    await drain(db, registry);
    // Only the due one ran, once.
    expect(Object.fromEntries(calls)).toEqual({ "7/a": 1 });
    expect((await job(db, "upsert", 7, "a"))?.doneAt).toBeInstanceOf(Date);
    expect(await emailsFor(db, "upsert")).toEqual([{ subject: "upsert 7 a" }]);
    // A done job stays done: scheduling it again does nothing, cancelling it neither.
    expect(await scheduleJob(db, { kind: "upsert", subjectId: 7, key: "a", runAt: past() })).toEqual({
      scheduled: false,
    });
    expect(await cancelJob(db, { kind: "upsert", subjectId: 7, key: "a" })).toEqual({ cancelled: false });
    await drain(db, registry);
    expect(calls.get("7/a")).toBe(1);
    // A pending job is cancelled and never runs.
    expect(await cancelJob(db, { kind: "upsert", subjectId: 7, key: "b" })).toEqual({ cancelled: true });
    await scheduleJob(db, { kind: "upsert", subjectId: 8, key: "x", runAt: later });
    await scheduleJob(db, { kind: "upsert", subjectId: 8, key: "y", runAt: later });
    expect(await cancelJobsFor(db, "upsert", 8)).toBe(2);
    expect((await jobsFor(db, "upsert", 7)).map((row) => row.key)).toEqual(["a"]);
  });

  it("schedules inside the caller's transaction: a rolled-back change leaves no job", async () => {
    await db
      .transaction(async (tx) => {
        await scheduleJob(tx, { kind: "tx", subjectId: 1, key: "k", runAt: past() });
        throw new Error("the change failed");
      })
      .catch(() => {});
    expect(await job(db, "tx", 1, "k")).toBeUndefined();
  });

  it("retries a failing handler with backoff, without its writes, then marks it failed; scheduling revives it", {
    timeout: 30_000,
  }, async () => {
    let failing = true;
    const registry: JobRegistry = new Map([
      [
        "flaky",
        mailingHandler(calls, async () => {
          if (failing) throw new Error("SMTP of the mind is down");
        }),
      ],
    ]);
    await scheduleJob(db, { kind: "flaky", subjectId: 1, key: "k", runAt: past() });
    const first = await runDueJobs(db, registry, fast, quiet);
    expect(first).toMatchObject({ claimed: 1, retrying: 1 });
    let row = await job(db, "flaky", 1, "k");
    expect(row).toMatchObject({ attempts: 1, lastError: "SMTP of the mind is down", doneAt: null, claimedBy: null });
    expect(row!.runAt.getTime()).toBeGreaterThan(Date.now() - 1000);
    // Rolled back: no email from the failed attempt.
    expect(await emailsFor(db, "flaky")).toEqual([]);
    for (let attempt = 2; attempt <= fast.maxAttempts; attempt++) {
      await sleep(200);
      await runDueJobs(db, registry, fast, quiet);
    }
    row = await job(db, "flaky", 1, "k");
    expect(row).toMatchObject({ attempts: fast.maxAttempts, doneAt: null });
    expect(row!.failedAt).toBeInstanceOf(Date);
    expect(await runDueJobs(db, registry, fast, quiet)).toMatchObject({ claimed: 0 });
    // Scheduled again (the next ticket change), it runs — once.
    failing = false;
    await scheduleJob(db, { kind: "flaky", subjectId: 1, key: "k", runAt: past() });
    expect(await job(db, "flaky", 1, "k")).toMatchObject({ attempts: 0, failedAt: null, lastError: null });
    await drain(db, registry);
    expect(await emailsFor(db, "flaky")).toHaveLength(1);
  });

  it("lets a handler decide the job is not due yet and reschedule it", async () => {
    const later = new Date(Date.now() + 3_600_000);
    const registry: JobRegistry = new Map([["moving", async () => ({ rescheduleAt: later })]]);
    await scheduleJob(db, { kind: "moving", subjectId: 1, key: "k", runAt: past() });
    expect(await runDueJobs(db, registry, fast, quiet)).toMatchObject({ claimed: 1, rescheduled: 1 });
    const row = await job(db, "moving", 1, "k");
    expect(row).toMatchObject({ attempts: 0, doneAt: null, claimedBy: null, lockedUntil: null });
    expect(row!.runAt.toISOString()).toBe(later.toISOString());
    expect(await runDueJobs(db, registry, fast, quiet)).toMatchObject({ claimed: 0 });
  });

  it("does not run a claimed job that was rescheduled for later before its turn", async () => {
    const later = new Date(Date.now() + 3_600_000);
    const registry: JobRegistry = new Map([
      [
        "late",
        mailingHandler(calls, async (running, tx) => {
          // The first job of the batch moves the second (claimed in the same batch) to later.
          if (running.key === "first")
            await scheduleJob(tx, { kind: "late", subjectId: 1, key: "second", runAt: later });
        }),
      ],
    ]);
    await scheduleJob(db, { kind: "late", subjectId: 1, key: "first", runAt: new Date(Date.now() - 120_000) });
    await scheduleJob(db, { kind: "late", subjectId: 1, key: "second", runAt: past() });
    expect(await runDueJobs(db, registry, fast, quiet)).toMatchObject({ claimed: 2, done: 1, released: 1 });
    expect(Object.fromEntries(calls)).toEqual({ "1/first": 1 });
    const second = await job(db, "late", 1, "second");
    expect(second).toMatchObject({ doneAt: null, claimedBy: null, attempts: 0 });
    expect(second!.runAt.toISOString()).toBe(later.toISOString());
  });

  it("runs each of many due jobs exactly once with two workers racing", { timeout: 60_000 }, async () => {
    // On PostgreSQL the second worker has its own connection pool, as another app server would.
    const other: DatabaseHandle | null = database.url ? await openDatabase({ databaseUrl: database.url }) : null;
    try {
      const byWorker = [0, 0, 0];
      const registries = byWorker.map(
        (_, worker): JobRegistry =>
          new Map([
            [
              "race",
              mailingHandler(calls, async () => {
                byWorker[worker]!++;
                await sleep(Math.random() * 3);
              }),
            ],
          ]),
      );
      const total = 120;
      for (let subject = 0; subject < total / 3; subject++) {
        for (const key of ["first_response:80", "first_response:100", "resolution:80"]) {
          await scheduleJob(db, { kind: "race", subjectId: subject, key, runAt: past() });
        }
      }
      const small = { ...fast, batchSize: 7 };
      await Promise.all([
        drain(db, registries[0]!, small),
        drain(other?.db ?? db, registries[1]!, small),
        drain(other?.db ?? db, registries[2]!, small),
      ]);
      // They did race: the work was shared.
      expect(byWorker.filter((count) => count > 0).length).toBeGreaterThan(1);
      expect(calls.size).toBe(total);
      expect([...calls.values()].every((count) => count === 1)).toBe(true);
      const emails = await emailsFor(db, "race");
      expect(emails).toHaveLength(total);
      expect(new Set(emails.map((email) => email.subject)).size).toBe(total);
      const [pending] = await db
        .select({ value: sql<number>`count(*)::int` })
        .from(dueJobs)
        .where(and(eq(dueJobs.kind, "race"), sql`${dueJobs.doneAt} is null`));
      expect(pending?.value).toBe(0);
    } finally {
      await other?.close();
    }
  });

  it("runs a job again once the lease of a worker that crashed after claiming it runs out", {
    timeout: 30_000,
  }, async () => {
    const registry: JobRegistry = new Map([["crash", mailingHandler(calls)]]);
    await scheduleJob(db, { kind: "crash", subjectId: 1, key: "k", runAt: past() });
    const lease = { ...fast, leaseMs: 600 };
    // The crashed worker: its claim committed, its handler's transaction never did.
    const [claimed] = await claimDueJobs(db, ["crash"], lease);
    expect(claimed).toMatchObject({ attempts: 1 });
    await db
      .transaction(async (tx) => {
        await sendEmail(tx, { kind: "test.job.crash", to: "a@b.test", subject: "lost", text: "x", from: "a@b.test" });
        throw new Error("process died");
      })
      .catch(() => {});
    // Within the lease nobody else may take it.
    expect(await runDueJobs(db, registry, lease, quiet)).toMatchObject({ claimed: 0 });
    await sleep(800);
    expect(await runDueJobs(db, registry, lease, quiet)).toMatchObject({ claimed: 1, done: 1 });
    expect(await job(db, "crash", 1, "k")).toMatchObject({ attempts: 2 });
    expect(await emailsFor(db, "crash")).toEqual([{ subject: "crash 1 k" }]);
  });

  it("never runs a job twice while a slow handler outlives its lease", { timeout: 30_000 }, async () => {
    const other: DatabaseHandle | null = database.url ? await openDatabase({ databaseUrl: database.url }) : null;
    try {
      let entered!: () => void;
      const inHandler = new Promise<void>((resolve) => {
        entered = resolve;
      });
      const registry: JobRegistry = new Map([
        [
          "slow",
          mailingHandler(calls, async () => {
            entered();
            await sleep(1500);
          }),
        ],
      ]);
      const lease = { ...fast, leaseMs: 300 };
      await scheduleJob(db, { kind: "slow", subjectId: 1, key: "k", runAt: past() });
      const first = runDueJobs(db, registry, lease, quiet);
      await inHandler;
      await sleep(600);
      // The lease has run out, but the running transaction holds the row.
      const second = await runDueJobs(other?.db ?? db, registry, lease, quiet);
      expect(second.done).toBe(0);
      expect(await first).toMatchObject({ done: 1 });
      await drain(other?.db ?? db, registry, lease);
      expect(calls.get("1/k")).toBe(1);
      expect(await emailsFor(db, "slow")).toHaveLength(1);
    } finally {
      await other?.close();
    }
  });

  it("the worker runs jobs when woken, and stop() finishes the job under way and gives the rest back", {
    timeout: 30_000,
  }, async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let entered!: () => void;
    const inHandler = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const registry: JobRegistry = new Map([
      [
        "stopping",
        mailingHandler(calls, async () => {
          entered();
          await gate;
        }),
      ],
    ]);
    const worker = startJobWorker({ db, pollIntervalMs: 60_000, registry, settings: { batchSize: 3 }, log: quiet });
    for (const key of ["a", "b", "c"]) await scheduleJob(db, { kind: "stopping", subjectId: 1, key, runAt: past() });
    notifyJobs();
    await inHandler;
    const stopped = worker.stop();
    release();
    await stopped;
    const rows = await db.select().from(dueJobs).where(like(dueJobs.kind, "stopping"));
    expect(rows.filter((row) => row.doneAt)).toHaveLength(1);
    const given = rows.filter((row) => !row.doneAt);
    expect(given).toHaveLength(2);
    for (const row of given) expect(row).toMatchObject({ attempts: 0, claimedBy: null, lockedUntil: null });
    // Nothing more runs after stop, even when woken.
    notifyJobs();
    await sleep(100);
    expect(calls.size).toBe(1);
  });
});
