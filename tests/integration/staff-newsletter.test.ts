// The staff newsletter against PGlite and PostgreSQL: an issue goes to every confirmed subscriber
// exactly once — Send pressed twice at the same moment, and two send jobs (separate connection pools,
// like two app servers) draining it at the same time; pending and unsubscribed addresses get nothing;
// every email carries its own one-click unsubscribe, whose RFC 8058 POST unsubscribes; the CSV export.
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  emailOutbox,
  newsletterDeliveries,
  newsletterIssues,
  newsletterSubscribers,
  users,
} from "~/db/schema";
import { openDatabase } from "~/db/client.server";
import { getEnv } from "~/lib/env.server";
import { handleForm } from "~/lib/forms/pipeline.server";
import { jobsFor, scheduleJob } from "~/lib/jobs/jobs.server";
import { type JobRegistry, runDueJobs } from "~/lib/jobs/worker.server";
import {
  issueSendHandler,
  NEWSLETTER_SEND_JOB,
  queueNextIssueBatch,
  resumeIssueSends,
  runIssueSends,
} from "~/lib/newsletter/send-job.server";
import { exportSubscribersCsv, type IssueFormResult, issueForm } from "~/lib/newsletter/staff.server";
import type { StaffUser } from "~/lib/staff/guard.server";
import { action as unsubscribeAction } from "~/routes/newsletter-unsubscribe";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./support/database";
import { callRoute, formPost, routeContext } from "./support/routes";

const env = getEnv();

describe.each(databaseKinds)("staff newsletter on %s", (kind) => {
  let database: TestDatabase;
  let staff: StaffUser;
  const confirmed: number[] = [];
  const others: number[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(kind, { poolSize: 4 });
    const [user] = await database.db
      .insert(users)
      .values({ email: "editor@ananthait.test", fullName: "Editor", passwordHash: "x", role: "staff" })
      .returning();
    staff = { id: user!.id, email: user!.email, fullName: user!.fullName, role: "staff" };
    // 230 confirmed (more than one batch of 200), and some that must never be mailed.
    const rows = await database.db
      .insert(newsletterSubscribers)
      .values([
        ...Array.from({ length: 230 }, (_, i) => ({
          email: `reader${i}@customer.test`,
          source: "footer",
          status: "confirmed" as const,
          confirmedAt: new Date(),
        })),
        ...Array.from({ length: 6 }, (_, i) => ({ email: `pending${i}@customer.test`, source: "blog-post" })),
        ...Array.from({ length: 6 }, (_, i) => ({
          email: `gone${i}@customer.test`,
          source: "blog-list",
          status: "unsubscribed" as const,
        })),
        { email: "=cmd|' /C calc'!A0@customer.test", source: "footer", status: "pending" as const },
      ])
      .returning();
    for (const row of rows) (row.status === "confirmed" ? confirmed : others).push(row.id);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  function post(fields: Record<string, string>) {
    return formPost("/staff/newsletter/issues/x", fields, { origin: env.PUBLIC_URL });
  }

  async function submit(issueId: number | null, fields: Record<string, string>) {
    return handleForm<IssueFormResult, typeof env>(issueForm(staff, issueId), {
      request: post(fields),
      db: database.db,
      clientAddress: "198.51.100.1",
      env,
      session: async () => staff,
    });
  }

  async function newIssue(subject: string) {
    const created = await submit(null, { intent: "save", subject, body: "# Hello\n\nNews with a [link](/blog)." });
    expect(created.type).toBe("redirect");
    const id = Number(created.type === "redirect" ? created.location.split("/").at(-1) : Number.NaN);
    return id;
  }

  async function outboxFor(issueId: number) {
    return database.db
      .select({ to: emailOutbox.toAddress, headers: emailOutbox.headers, text: emailOutbox.textBody })
      .from(newsletterDeliveries)
      .innerJoin(emailOutbox, eq(emailOutbox.id, newsletterDeliveries.outboxId))
      .where(eq(newsletterDeliveries.issueId, issueId));
  }

  it("sends an issue once per confirmed subscriber: Send pressed twice at once, two send jobs at once", async () => {
    const id = await newIssue("November news");
    const [before] = await database.db.select().from(newsletterIssues).where(eq(newsletterIssues.id, id));
    const send = { intent: "send", confirm: "on", version: String(before!.version) };
    const presses = await Promise.all([submit(id, send), submit(id, send)]);
    // One press starts the send; the other is told it is already under way.
    expect(presses.map((outcome) => outcome.type).sort()).toEqual(["data", "redirect"]);
    const refused = presses.find((outcome) => outcome.type === "data");
    expect(refused).toMatchObject({ status: 409 });

    // Two app servers: separate pools on the same database (PGlite has one connection; the jobs interleave).
    const second = database.url ? await openDatabase({ databaseUrl: database.url, poolSize: 2 }) : null;
    try {
      const [a, b] = await Promise.all([
        runIssueSends(database.db, env, 50),
        runIssueSends(second?.db ?? database.db, env, 50),
      ]);
      expect(a + b).toBe(230);
    } finally {
      await second?.close();
    }
    // A late third run (a retried job, a third server) finds nothing to do.
    expect(await runIssueSends(database.db, env)).toBe(0);

    const mails = await outboxFor(id);
    expect(mails).toHaveLength(230);
    const addresses = mails.map((mail) => mail.to);
    expect(new Set(addresses).size).toBe(230);
    expect(addresses.every((address) => address.startsWith("reader"))).toBe(true);
    const [deliveries] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(newsletterDeliveries)
      .where(and(eq(newsletterDeliveries.issueId, id), inArray(newsletterDeliveries.subscriberId, others)));
    expect(deliveries!.n).toBe(0);
    const [issue] = await database.db.select().from(newsletterIssues).where(eq(newsletterIssues.id, id));
    expect(issue).toMatchObject({ status: "sent", recipientTotal: 230 });
    // Every email has its own unsubscribe link, in the body and in the RFC 8058 headers.
    const links = new Set(mails.map((mail) => mail.headers?.["List-Unsubscribe"]));
    expect(links.size).toBe(230);
    for (const mail of mails.slice(0, 5)) {
      expect(mail.headers).toMatchObject({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
      expect(mail.text).toContain(mail.headers!["List-Unsubscribe"]!.slice(1, -1));
    }
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, "newsletter_issue"), eq(auditLog.subjectId, String(id))));
    expect(audits.map((entry) => entry.action).sort()).toEqual(["newsletter.issue.create", "newsletter.issue.send"]);
  });

  it("a batch rolled back (a crash mid-batch) is redone without duplicates", async () => {
    const id = await newIssue("December news");
    const [issue] = await database.db.select().from(newsletterIssues).where(eq(newsletterIssues.id, id));
    await submit(id, { intent: "send", confirm: "on", version: String(issue!.version) });
    // Pretend a first batch was queued but the cursor never moved (as after a crash before commit
    // of a later step): the deliveries exist, so the redo queues nothing for those subscribers.
    await queueNextIssueBatch(database.db, env, 10);
    await database.db.update(newsletterIssues).set({ cursorSubscriberId: 0 }).where(eq(newsletterIssues.id, id));
    await runIssueSends(database.db, env, 25);
    const mails = await outboxFor(id);
    expect(mails).toHaveLength(230);
    expect(new Set(mails.map((mail) => mail.to)).size).toBe(230);
  });

  it("Send schedules the issue's due job, which two workers drain a batch at a time, each subscriber once", async () => {
    const id = await newIssue("January news");
    const [issue] = await database.db.select().from(newsletterIssues).where(eq(newsletterIssues.id, id));
    await submit(id, { intent: "send", confirm: "on", version: String(issue!.version) });
    expect(await jobsFor(database.db, NEWSLETTER_SEND_JOB, id)).toMatchObject([{ key: "send", doneAt: null }]);
    // Scheduling it again (a second press that got through, an upgrade's resume) keeps one job.
    await resumeIssueSends(database.db);
    await scheduleJob(database.db, { kind: NEWSLETTER_SEND_JOB, subjectId: id, key: "send", runAt: new Date() });
    expect(await jobsFor(database.db, NEWSLETTER_SEND_JOB, id)).toHaveLength(1);

    const registry: JobRegistry = new Map([[NEWSLETTER_SEND_JOB, issueSendHandler(env, 50)]]);
    const quiet = { log() {}, warn() {}, error() {} };
    const second = database.url ? await openDatabase({ databaseUrl: database.url, poolSize: 2 }) : null;
    try {
      // Each run is one batch of 50 and puts the job back as due at once, until the issue is sent.
      for (let round = 0; round < 20; round++) {
        const results = await Promise.all([
          runDueJobs(database.db, registry, undefined, quiet),
          runDueJobs(second?.db ?? database.db, registry, undefined, quiet),
        ]);
        if (results.every((result) => result.claimed === 0)) break;
      }
    } finally {
      await second?.close();
    }
    const mails = await outboxFor(id);
    expect(mails).toHaveLength(230);
    expect(new Set(mails.map((mail) => mail.to)).size).toBe(230);
    const [sent] = await database.db.select().from(newsletterIssues).where(eq(newsletterIssues.id, id));
    expect(sent).toMatchObject({ status: "sent", recipientTotal: 230 });
    const [job] = await jobsFor(database.db, NEWSLETTER_SEND_JOB, id);
    expect(job?.doneAt).not.toBeNull();
  });

  it("the one-click POST from a mail app unsubscribes, without a confirmation page", async () => {
    const [first] = await outboxFor((await database.db.select().from(newsletterIssues).limit(1))[0]!.id);
    const link = new URL(first!.headers!["List-Unsubscribe"]!.slice(1, -1));
    const answer = await callRoute<{ state: string }>(
      unsubscribeAction as never,
      formPost(`${link.pathname}${link.search}`, { "List-Unsubscribe": "One-Click" }),
      routeContext(database.db),
    );
    expect(answer).toMatchObject({ status: 200, data: { state: "unsubscribed" } });
    const [row] = await database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, first!.to));
    expect(row!.status).toBe("unsubscribed");
  });

  it("a test copy goes only to the staff member, without list headers; drafts refuse stale saves", async () => {
    const id = await newIssue("Draft");
    const test = await submit(id, { intent: "test", subject: "Draft", body: "Hi **there**" });
    expect(test).toMatchObject({ type: "data", status: 200 });
    const [copy] = await database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, staff.email), eq(emailOutbox.kind, "newsletter.test")));
    expect(copy).toMatchObject({ subject: "[Test] Draft", headers: null });
    expect(copy!.htmlBody).toContain("<strong>there</strong>");
    const saved = await submit(id, { intent: "save", subject: "Draft 2", body: "x", version: "1" });
    expect(saved.type).toBe("redirect");
    const stale = await submit(id, { intent: "save", subject: "Draft 3", body: "y", version: "1" });
    expect(stale).toMatchObject({ type: "data", status: 409 });
    const preview = await submit(id, { intent: "preview", subject: "P", body: "<script>x</script> [a](javascript:x)" });
    expect(preview.type === "data" && preview.body.previewHtml).toBe(
      '<p>&lt;script&gt;x&lt;/script&gt; <a href="">a</a></p>\n',
    );
  });

  it("exports the filtered subscribers as formula-safe CSV and audits the export", async () => {
    const stream = await exportSubscribersCsv(database.db, staff, { status: "pending", source: null, q: "" });
    const csv = await new Response(stream).text();
    const lines = csv.split("\r\n");
    expect(lines[0]).toBe("email,status,source,signed_up_at,confirmed_at,unsubscribed_at");
    expect(lines.at(-1)).toBe("");
    expect(lines).toHaveLength(1 + 7 + 1);
    // The address that a spreadsheet would run as a formula starts with an apostrophe.
    expect(csv).toContain("\r\n'=cmd|' /C calc'!A0@customer.test,pending,footer,");
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.action, "newsletter.export"));
    expect(entry).toMatchObject({ actorEmail: staff.email, after: { status: "pending" } });
  });
});
