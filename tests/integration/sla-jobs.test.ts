// SLA escalations as due jobs, on both databases: the jobs planned from a ticket's SLA, the
// handler's notify / reschedule / cancel decisions, each threshold told exactly once by two
// workers (an outbox email in the job's transaction), done jobs staying done when the ticket
// changes again, a pause cancelling what is not due — and the default registry the runtime's
// worker reads.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, type DatabaseHandle, openDatabase } from "~/db/client.server";
import { dueJobs, emailOutbox } from "~/db/schema";
import { sendEmail } from "~/lib/email/outbox.server";
import { jobsFor, scheduleJob } from "~/lib/jobs/jobs.server";
import { type JobRegistry, registerJobHandler, runDueJobs, startJobWorker } from "~/lib/jobs/worker.server";
import { computeSla } from "~/lib/sla/compute";
import { createSlaJobHandler, SLA_JOB_KIND, scheduleSlaJobs } from "~/lib/sla/jobs.server";
import type { SlaEvent } from "~/lib/sla/types";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./support/database";

const quiet = { log() {}, warn() {}, error() {} };
const HOUR = 3_600_000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(databaseKinds)("SLA escalation jobs on %s", (kind) => {
  let database: TestDatabase;
  let db: Database;
  // The ticket code's part, faked: each ticket's SLA events.
  const tickets = new Map<string, SlaEvent[]>();
  const notified: string[] = [];
  const registry: JobRegistry = new Map([
    [
      SLA_JOB_KIND,
      createSlaJobHandler({
        loadEvents: async (_tx, ticketId) => tickets.get(ticketId) ?? null,
        async notify(tx, notice) {
          notified.push(`${notice.ticketId} ${notice.key}`);
          await sendEmail(tx, {
            kind: "test.sla",
            to: "admins@ananthait.test",
            subject: `Ticket ${notice.ticketId}: ${notice.clock} at ${notice.threshold} %`,
            text: `Reached at ${notice.reachedAt.toISOString()}`,
            from: "Anantha IT <noreply@ananthait.test>",
          });
        },
        log: quiet,
      }),
    ],
  ]);
  const slaEmails = async () =>
    (await db.select({ subject: emailOutbox.subject }).from(emailOutbox).where(eq(emailOutbox.kind, "test.sla")))
      .map((row) => row.subject)
      .sort();
  const drainBoth = async (other: Database) => {
    for (;;) {
      const results = await Promise.all([
        runDueJobs(db, registry, undefined, quiet),
        runDueJobs(other, registry, undefined, quiet),
      ]);
      if (results.every((result) => result.claimed === 0)) return;
    }
  };
  async function change(ticketId: string, event?: SlaEvent) {
    if (event) tickets.get(ticketId)?.push(event);
    await db.transaction((tx) => scheduleSlaJobs(tx, ticketId, computeSla(tickets.get(ticketId) ?? [], new Date())));
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.db;
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it("tells each reached threshold once, with two workers, and keeps told ones told", { timeout: 30_000 }, async () => {
    const other: DatabaseHandle | null = database.url ? await openDatabase({ databaseUrl: database.url }) : null;
    try {
      // High (24x7), software: first response 4 h (breached an hour ago), resolution 8 h (80 % at 6.4 h).
      tickets.set("101", [
        { kind: "opened", at: hoursAgo(5), priority: "high", type: "software", planResponseMinutes: null },
      ]);
      await change("101");
      const planned = await jobsFor(db, SLA_JOB_KIND, 101);
      expect(planned.map((job) => job.key)).toEqual([
        "first_response:100",
        "first_response:80",
        "resolution:100",
        "resolution:80",
      ]);
      await drainBoth(other?.db ?? db);
      expect(await slaEmails()).toEqual(["Ticket 101: first_response at 100 %", "Ticket 101: first_response at 80 %"]);
      const [resolution80] = (await jobsFor(db, SLA_JOB_KIND, 101)).filter((job) => job.key === "resolution:80");
      expect(resolution80?.doneAt).toBeNull();
      expect(Math.abs(resolution80!.runAt.getTime() - (Date.now() + 1.4 * HOUR))).toBeLessThan(60_000);
      // A later change plans again: done jobs stay done, nothing is told twice.
      await change("101", { kind: "priority_changed", at: new Date(), priority: "critical" });
      await drainBoth(other?.db ?? db);
      expect(notified.filter((entry) => entry.startsWith("101 first_response"))).toHaveLength(2);
      // A reply now meets the (breached) first-response clock; its jobs stay done.
      await change("101", { kind: "staff_public_reply", at: new Date() });
      expect(
        (await jobsFor(db, SLA_JOB_KIND, 101))
          .filter((job) => job.doneAt)
          .map((job) => job.key)
          .sort(),
      ).toEqual(["first_response:100", "first_response:80"]);
    } finally {
      await other?.close();
    }
  });

  it("cancels what a pause makes not due, and plans it again on resume", async () => {
    tickets.set("102", [
      { kind: "opened", at: hoursAgo(1), priority: "critical", type: "network", planResponseMinutes: null },
    ]);
    await change("102");
    expect(await jobsFor(db, SLA_JOB_KIND, 102)).toHaveLength(4);
    await change("102", { kind: "status_changed", at: new Date(), status: "waiting_on_customer" });
    // The first-response breach (1 h, just reached) stays planned; everything not reached is cancelled.
    const paused = await jobsFor(db, SLA_JOB_KIND, 102);
    expect(paused.map((job) => job.key).sort()).toEqual(["first_response:100", "first_response:80"]);
    await change("102", { kind: "status_changed", at: new Date(), status: "open" });
    expect((await jobsFor(db, SLA_JOB_KIND, 102)).map((job) => job.key).sort()).toEqual([
      "first_response:100",
      "first_response:80",
      "resolution:100",
      "resolution:80",
    ]);
  });

  it("the handler moves a job that is not due yet and cancels one that no longer is", async () => {
    // Earlier tickets' due jobs first.
    while ((await runDueJobs(db, registry, undefined, quiet)).claimed > 0);
    tickets.set("103", [
      { kind: "opened", at: hoursAgo(1), priority: "high", type: "hardware", planResponseMinutes: null },
    ]);
    // Scheduled too early (say, by an older server's plan): the handler puts it at the real instant.
    await scheduleJob(db, { kind: SLA_JOB_KIND, subjectId: 103, key: "resolution:100", runAt: hoursAgo(0.1) });
    expect(await runDueJobs(db, registry, undefined, quiet)).toMatchObject({ claimed: 1, rescheduled: 1 });
    const [moved] = await jobsFor(db, SLA_JOB_KIND, 103);
    expect(Math.abs(moved!.runAt.getTime() - (Date.now() + 47 * HOUR))).toBeLessThan(60_000);
    // Paused without the ticket code planning again: the due job is cancelled (deleted), not done.
    tickets.get("103")!.push({ kind: "status_changed", at: new Date(), status: "waiting_on_customer" });
    await db
      .update(dueJobs)
      .set({ runAt: hoursAgo(0.1) })
      .where(and(eq(dueJobs.subjectId, "103")));
    expect(await runDueJobs(db, registry, undefined, quiet)).toMatchObject({ claimed: 1, cancelled: 1 });
    expect(await jobsFor(db, SLA_JOB_KIND, 103)).toEqual([]);
    expect(notified.some((entry) => entry.startsWith("103"))).toBe(false);
  });

  it("the runtime's worker runs handlers registered by kind", { timeout: 30_000 }, async () => {
    const seen: string[] = [];
    registerJobHandler("test_default_registry", async (_tx, job) => {
      seen.push(job.key);
      return undefined;
    });
    await scheduleJob(db, { kind: "test_default_registry", subjectId: 1, key: "k", runAt: hoursAgo(0.1) });
    const worker = startJobWorker({ db, pollIntervalMs: 50, log: quiet });
    try {
      for (let i = 0; i < 100 && seen.length === 0; i++) await sleep(50);
    } finally {
      await worker.stop();
    }
    expect(seen).toEqual(["k"]);
  });
});
