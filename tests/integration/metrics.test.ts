// The metrics: the outbox's and the due jobs' health as the dashboard and /metrics read them (both
// databases), and GET /metrics on the real server — a 404 to anyone not allowed, the scrape to an
// allowed address or the token, with each request's time counted under its route's pattern.
import { rm } from "node:fs/promises";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dueJobs, emailOutbox } from "~/db/schema";
import { sendEmail } from "~/lib/email/outbox.server";
import { jobsHealth, scheduleJob } from "~/lib/jobs/jobs.server";
import { createMetrics } from "~/lib/metrics/metrics.server";
import { outboxHealth } from "~/lib/outbox-console/outbox-console.server";
import { addUser } from "~/testing/factories.server";
import { loader as dashboardLoader } from "~/routes/staff/dashboard";
import { type Running, startServer, stopServer } from "../support/app-server";
import { consoleCookie, loadConsolePage } from "./support/routes";
import {
  createPostgresDatabase,
  createTestDatabase,
  databaseKinds,
  migratedDataDir,
  postgresUrl,
  type TestDatabase,
} from "./support/database";

/** The value of one sample of the scrape, e.g. `outbox_emails{status="dead"}`. */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((row) => row.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe.each(databaseKinds)("the outbox's and the jobs' health (%s)", (kind) => {
  let database: TestDatabase;
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const { db } = database;
    const queue = (subject: string, recordType?: "job_application") =>
      sendEmail(db, { kind: "test.metrics", to: "someone@example.test", subject, text: "Hello", recordType });
    const [oldest, , sending, dead, applicantDead, sent] = await Promise.all(
      ["oldest queued", "queued", "sending", "dead", "applicant's dead", "sent"].map((subject) =>
        queue(subject, subject === "applicant's dead" ? "job_application" : undefined),
      ),
    );
    await db
      .update(emailOutbox)
      .set({ createdAt: minutesAgo(12) })
      .where(eq(emailOutbox.id, oldest!.id));
    await db.update(emailOutbox).set({ status: "sending" }).where(eq(emailOutbox.id, sending!.id));
    await db
      .update(emailOutbox)
      .set({ status: "dead" })
      .where(inArray(emailOutbox.id, [dead!.id, applicantDead!.id]));
    await db.update(emailOutbox).set({ status: "sent" }).where(eq(emailOutbox.id, sent!.id));

    const job = (key: string, runAt: Date) => scheduleJob(db, { kind: "test.metrics", subjectId: 1, key, runAt });
    await job("late", minutesAgo(7));
    await job("due", minutesAgo(1));
    await job("later", new Date(Date.now() + 3_600_000));
    await job("failed", minutesAgo(30));
    await job("done", minutesAgo(30));
    await db.update(dueJobs).set({ failedAt: new Date() }).where(eq(dueJobs.key, "failed"));
    await db.update(dueJobs).set({ doneAt: new Date() }).where(eq(dueJobs.key, "done"));
  });
  afterAll(() => database?.destroy());

  it("counts queued, sending and dead email (those a member may see), and the oldest queued one's time", async () => {
    const all = await outboxHealth(database.db);
    expect(all).toMatchObject({ queued: 2, sending: 1, dead: 2 });
    expect(Math.round((Date.now() - (all.oldestQueuedAt?.getTime() ?? 0)) / 60_000)).toBe(12);
    // An applicant's emails are HR's (admin only), like the application.
    expect(await outboxHealth(database.db, { role: "staff" })).toMatchObject({ queued: 2, sending: 1, dead: 1 });
  });

  it("counts the due jobs not yet run, since when the oldest is due, and the failed ones", async () => {
    const jobs = await jobsHealth(database.db);
    expect(jobs).toMatchObject({ waiting: 2, failed: 1 });
    expect(Math.round((Date.now() - (jobs.oldestDueAt?.getTime() ?? 0)) / 60_000)).toBe(7);
  });

  it("are on the staff dashboard, with what is stuck marked and the outbox's lists linked", async () => {
    type Dashboard = {
      health: { stuck: boolean; figures: { label: string; value: string; href?: string; warning?: string }[] };
    };
    const member = await addUser(database.db, "staff", "Health Reader");
    const page = (await loadConsolePage(
      database.db,
      dashboardLoader,
      "/staff",
      await consoleCookie(database.db, member.id),
    )) as Dashboard;
    expect(page.health.stuck).toBe(true);
    expect(page.health.figures).toEqual([
      { label: "Emails queued", value: "2", href: "/staff/email?status=pending" },
      { label: "Emails being sent", value: "1", href: "/staff/email?status=sending" },
      // The applicant's dead email is HR's: not counted for a plain member.
      { label: "Dead emails", value: "1", href: "/staff/email?status=dead", warning: "Stuck" },
      { label: "Oldest queued email", value: "12 min ago", href: "/staff/email?status=pending" },
      { label: "Due jobs waiting", value: "2" },
      { label: "Oldest due job late by", value: "7 min", warning: "Stuck" },
      { label: "Failed jobs", value: "1", warning: "Stuck" },
    ]);
  });

  it("are what /metrics reports, with the pool's connections", async () => {
    const text = await createMetrics().scrape(database);
    expect(sample(text, "database_figures_up")).toBe(1);
    expect(sample(text, 'outbox_emails{status="queued"}')).toBe(2);
    expect(sample(text, 'outbox_emails{status="sending"}')).toBe(1);
    expect(sample(text, 'outbox_emails{status="dead"}')).toBe(2);
    expect(sample(text, "outbox_oldest_queued_age_seconds")).toBeGreaterThanOrEqual(12 * 60);
    expect(sample(text, "due_jobs_waiting")).toBe(2);
    expect(sample(text, "due_jobs_lag_seconds")).toBeGreaterThanOrEqual(7 * 60);
    expect(sample(text, "due_jobs_failed")).toBe(1);
    expect(sample(text, 'db_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    if (kind === "postgres") {
      expect(sample(text, 'db_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
      expect(sample(text, "db_connections_waiting")).toBe(0);
    }
  });
});

describe("GET /metrics on the real server", () => {
  const token = "metrics-test-token-0123456789abcdef0123456789";
  let server: Running;
  let dataDir: string;
  let postgres: { url: string; drop(): Promise<void> } | undefined;

  beforeAll(async () => {
    dataDir = await migratedDataDir("anantha-metrics-test-");
    // PostgreSQL when the run has one (its pool's figures), copied from the run's migrated template: a
    // server's first-start migration is server.test.ts's to prove, and costs this file seconds.
    if (postgresUrl) postgres = await createPostgresDatabase({ migrated: true });
    server = await startServer({
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
      DATA_DIR: dataDir,
      APP_SECRET: "metrics-test-secret-0123456789abcdef0123456789",
      // The client address is read from X-Forwarded-For when the test (a loopback proxy) sends one.
      TRUST_PROXY: "loopback",
      METRICS_ALLOW: "10.9.8.0/24",
      METRICS_TOKEN: token,
    });
  });
  afterAll(async () => {
    if (server) await stopServer(server);
    await postgres?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const metrics = (headers: Record<string, string> = {}) => fetch(`${server.baseUrl}/metrics`, { headers });

  it("is the site's 404 to anyone not allowed", async () => {
    const refused: Record<string, string>[] = [
      {},
      { "X-Forwarded-For": "10.9.9.1" },
      { Authorization: `Bearer ${token.slice(0, -1)}` },
      { Authorization: `Basic ${token}` },
    ];
    for (const headers of refused) {
      const response = await metrics(headers);
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toMatch(/text\/html/);
      expect(await response.text()).not.toContain("http_request_duration_seconds");
    }
  });

  it("answers an allowed address and the token, with each request counted under its route", async () => {
    await fetch(`${server.baseUrl}/about`).then((response) => response.arrayBuffer());
    expect((await fetch(`${server.baseUrl}/blog/no-such-post`)).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/favicon.svg`)).status).toBe(200);
    expect((await fetch(`${server.baseUrl}/wp-login.php`)).status).toBe(404);

    const byAddress = await metrics({ "X-Forwarded-For": "10.9.8.7" });
    expect(byAddress.status).toBe(200);
    expect(byAddress.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(byAddress.headers.get("cache-control")).toBe("no-store");
    const byToken = await metrics({ Authorization: `Bearer ${token}` });
    expect(byToken.status).toBe(200);
    const text = await byToken.text();

    const count = (route: string, status: string) =>
      sample(text, `http_request_duration_seconds_count{route="${route}",method="GET",status_class="${status}"}`);
    expect(count("/about", "2xx")).toBe(1);
    expect(count("/blog/:slug", "4xx")).toBe(1);
    expect(count("static", "2xx")).toBe(1);
    // The four refused scrapes and the unknown page: one label, however many addresses.
    expect(count("unmatched", "4xx")).toBe(5);
    expect(count("/healthz", "2xx")).toBeGreaterThanOrEqual(1);
    expect(count("/metrics", "2xx")).toBe(1);
    expect(text).not.toContain("no-such-post");
    // Every family is there (metrics.server.test.ts lists them); these come from the database, the pool and Node.
    for (const family of ["outbox_emails", "due_jobs_lag_seconds", "db_connections", "nodejs_eventloop_lag_seconds"]) {
      expect(text).toContain(`# TYPE ${family} gauge`);
    }
    expect(sample(text, "database_figures_up")).toBe(1);
    expect(sample(text, 'db_connections{state="total"}')).toBeGreaterThanOrEqual(1);
  });
});
