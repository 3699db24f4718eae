// Escalations of real tickets on PGlite and PostgreSQL: every change through
// appendTicketEvent refreshes the cached deadlines and plans the four threshold jobs; two workers
// (separate connection pools on PostgreSQL) drain them and every admin is emailed exactly once per
// ticket and threshold; a pause (waiting on the customer) cancels the jobs not yet due and a
// customer's reply plans them again, later by the pause.
import { randomUUID } from "node:crypto";
import { and, asc, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, type DatabaseHandle, openDatabase } from "~/db/client.server";
import { emailOutbox } from "~/db/schema";
import { jobsFor } from "~/lib/jobs/jobs.server";
import { type JobRegistry, runDueJobs } from "~/lib/jobs/worker.server";
import { SLA_JOB_KIND } from "~/lib/sla/jobs.server";
import type { StaffUser } from "~/lib/staff/guard.server";
import { ticketEscalationHandler } from "~/lib/tickets/escalations.server";
import { appendTicketEvent } from "~/lib/tickets/events.server";
import { getStaffTicket } from "~/lib/tickets/staff-queue.server";
import { changeTicketStatus, replyToTicket } from "~/lib/tickets/staff-tickets.server";
import { addUser, openTicket } from "~/testing/factories.server";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./support/database";

const quiet = { log() {}, warn() {}, error() {} };
const HOUR = 3_600_000;
const env = { PUBLIC_URL: "https://desk.example.test", APP_SECRET: "t".repeat(40) };
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR);

const escalation = (priority: "critical" | "high") => ({
  priority,
  subject: `Escalation ${priority}`,
  description: "Down.",
});

describe.each(databaseKinds)("ticket escalations on %s", (kind) => {
  let database: TestDatabase;
  let db: Database;
  let admins: StaffUser[];
  let anita: StaffUser;
  let customer: StaffUser;
  const registry: JobRegistry = new Map([[SLA_JOB_KIND, ticketEscalationHandler(env)]]);
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.db;
    admins = [await addUser(db, "admin", "Ravi Admin"), await addUser(db, "admin", "Lakshmi Admin")];
    anita = await addUser(db, "staff", "Anita Staff");
    customer = await addUser(db, "customer", "Meera Customer");
  });
  afterAll(async () => {
    await database?.destroy();
  });

  const escalations = async (number: string) =>
    db
      .select({ to: emailOutbox.toAddress, subject: emailOutbox.subject, text: emailOutbox.textBody })
      .from(emailOutbox)
      .where(and(like(emailOutbox.kind, "ticket.escalation.%"), like(emailOutbox.subject, `[${number}]%`)))
      .orderBy(asc(emailOutbox.subject), asc(emailOutbox.toAddress));

  it("caches the deadlines and emails every admin once per threshold, with two workers", async () => {
    const other: DatabaseHandle | null = database.url ? await openDatabase({ databaseUrl: database.url }) : null;
    try {
      // High (24x7), software: first response 4 h — breached an hour ago; resolution 8 h, 80 % at 6.4 h.
      const openedAt = hoursAgo(5);
      const ticket = await openTicket(db, customer, { ...escalation("high"), type: "software", at: openedAt });
      const row = await getStaffTicket(db, ticket.number);
      // Computed at the opening's instant: nothing missed yet then; the breach job says so below.
      expect(row!.breached).toBe(false);
      expect(row!.firstResponseDueAt!.getTime()).toBe(openedAt.getTime() + 4 * HOUR);
      expect(row!.nextDeadlineAt!.getTime()).toBe(row!.firstResponseDueAt!.getTime());
      expect((await jobsFor(db, SLA_JOB_KIND, ticket.id)).map((job) => job.key)).toEqual([
        "first_response:100",
        "first_response:80",
        "resolution:100",
        "resolution:80",
      ]);
      const drain = async () => {
        for (;;) {
          const results = await Promise.all([
            runDueJobs(db, registry, undefined, quiet),
            runDueJobs(other?.db ?? db, registry, undefined, quiet),
          ]);
          if (results.every((result) => result.claimed === 0)) return;
        }
      };
      await drain();
      await drain();
      const mails = await escalations(ticket.number);
      expect(mails.map((mail) => mail.subject)).toEqual([
        `[${ticket.number}] 80 % of the first-response time used`,
        `[${ticket.number}] 80 % of the first-response time used`,
        `[${ticket.number}] First response time missed`,
        `[${ticket.number}] First response time missed`,
      ]);
      expect(mails.map((mail) => mail.to).sort()).toEqual([...admins, ...admins].map((admin) => admin.email).sort());
      expect(mails[2]!.text).toContain(`https://desk.example.test/staff/tickets/${ticket.number}`);
      expect((await getStaffTicket(db, ticket.number))!.breached).toBe(true);

      // A staff reply meets the first response; the next deadline is the resolution's; told stays told.
      await replyToTicket(
        db,
        anita,
        ticket.id,
        { body: "On it.", internal: false, nextStatus: null, submissionId: randomUUID() },
        env,
      );
      const replied = await getStaffTicket(db, ticket.number);
      expect(replied!.firstRespondedAt).not.toBeNull();
      expect(replied!.nextDeadlineAt!.getTime()).toBe(replied!.resolutionDueAt!.getTime());
      await drain();
      expect(await escalations(ticket.number)).toHaveLength(4);
    } finally {
      await other?.close();
    }
  });

  it("waiting on the customer cancels the jobs not yet due; their reply plans them again, later by the pause", async () => {
    // Critical (24x7), network: resolution 4 h (the Terms' 2-4 h), first response 1 h.
    const openedAt = hoursAgo(0.5);
    const ticket = await openTicket(db, customer, { ...escalation("critical"), type: "network", at: openedAt });
    await replyToTicket(
      db,
      anita,
      ticket.id,
      {
        body: "Please restart the router.",
        internal: false,
        nextStatus: "waiting_on_customer",
        submissionId: randomUUID(),
      },
      env,
      hoursAgo(0.25),
    );
    const paused = await getStaffTicket(db, ticket.number);
    expect(paused!.nextDeadlineAt).toBeNull();
    const pendingWhilePaused = (await jobsFor(db, SLA_JOB_KIND, ticket.id)).filter((job) => !job.doneAt);
    expect(pendingWhilePaused.map((job) => job.key)).toEqual([]);

    // The customer answers a quarter of an hour later (the status event their pages append).
    await db.transaction(async (tx) => {
      const actor = { id: customer.id, name: customer.fullName };
      await appendTicketEvent(tx, ticket.id, { kind: "customer_reply", actor, body: "Done." }, {});
      await appendTicketEvent(
        tx,
        ticket.id,
        { kind: "status", actor, fromValue: "waiting_on_customer", toValue: "open" },
        { status: "open" },
      );
    });
    const resumed = await getStaffTicket(db, ticket.number);
    const jobs = await jobsFor(db, SLA_JOB_KIND, ticket.id);
    const resolution100 = jobs.find((job) => job.key === "resolution:100");
    // 4 h from opening, plus the quarter hour it waited on the customer.
    const expected = openedAt.getTime() + 4 * HOUR + 0.25 * HOUR;
    expect(Math.abs(resolution100!.runAt.getTime() - expected)).toBeLessThan(5_000);
    expect(Math.abs(resumed!.nextDeadlineAt!.getTime() - expected)).toBeLessThan(5_000);
    expect(jobs.find((job) => job.key === "first_response:100")).toBeUndefined();

    // Resolved: nothing left to tell.
    await changeTicketStatus(db, anita, ticket.id, { status: "resolved", expected: "open" }, env);
    expect((await jobsFor(db, SLA_JOB_KIND, ticket.id)).filter((job) => !job.doneAt)).toEqual([]);
    expect((await getStaffTicket(db, ticket.number))!.nextDeadlineAt).toBeNull();
  });
});
