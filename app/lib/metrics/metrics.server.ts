// The process's metrics in the Prometheus text format (GET /metrics, server/metrics.ts): response
// times by route, the email outbox's and the due jobs' health, the database pool, and prom-client's
// default Node metrics (event-loop delay, memory, CPU). What the README's Metrics section lists.
import { collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { ConnectionUse, Database } from "~/db/client.server";
import { jobsHealth } from "~/lib/jobs/jobs.server";
import { outboxHealth } from "~/lib/outbox-console/outbox-console.server";

/** What the figures read from the database need: the process's database and its connections. */
export type MetricsDatabase = { db: Database; connections(): ConnectionUse };

export type RequestSample = {
  /** The route pattern (server/route-label.ts), "static" or "unmatched": never a raw path. */
  route: string;
  method: string;
  status: number;
  seconds: number;
};

/** The methods the site answers; any other is counted as "other" (it was refused). */
const COUNTED_METHODS = new Set(["GET", "HEAD", "POST"]);

/** From a static file's few milliseconds to a slow report page. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const seconds = (from: Date | null, now: Date) => (from ? Math.max(0, (now.getTime() - from.getTime()) / 1000) : 0);

export type Metrics = ReturnType<typeof createMetrics>;

/** One process's registry: its request histogram, and the gauges that are read at each scrape. */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const requests = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer a request, by route pattern, method and status class",
    labelNames: ["route", "method", "status_class"] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });
  const databaseUp = new Gauge({
    name: "database_figures_up",
    help: "1 when this scrape read the outbox and job figures from the database, 0 when it failed",
    registers,
  });
  const emails = new Gauge({
    name: "outbox_emails",
    help: "Emails in the outbox (all servers): queued, being sent, dead (failed for good)",
    labelNames: ["status"] as const,
    registers,
  });
  const oldestQueued = new Gauge({
    name: "outbox_oldest_queued_age_seconds",
    help: "Age of the oldest email still queued (0 when none is)",
    registers,
  });
  const jobsWaiting = new Gauge({
    name: "due_jobs_waiting",
    help: "Due jobs whose time has come and that have not run yet (all servers)",
    registers,
  });
  const jobsLag = new Gauge({
    name: "due_jobs_lag_seconds",
    help: "How long ago the oldest waiting due job was due (0 when none waits)",
    registers,
  });
  const jobsFailed = new Gauge({ name: "due_jobs_failed", help: "Due jobs that failed for good", registers });
  const connections = new Gauge({
    name: "db_connections",
    help: "This process's database connections: open (total) and not running a query (idle; PostgreSQL only)",
    labelNames: ["state"] as const,
    registers,
  });
  const connectionsWaiting = new Gauge({
    name: "db_connections_waiting",
    help: "Queries waiting for a connection of this process's pool (PostgreSQL only)",
    registers,
  });
  const databaseGauges = [emails, oldestQueued, jobsWaiting, jobsLag, jobsFailed];

  /** Reads the figures of the database: three small queries (what each costs: outboxHealth, jobsHealth). */
  async function readDatabase(database: MetricsDatabase | undefined, now: Date) {
    // The rest of the scrape is still worth having without the database; stale figures are not.
    const leaveOut = () => {
      for (const gauge of databaseGauges) gauge.reset();
      databaseUp.set(0);
    };
    connections.reset();
    connectionsWaiting.reset();
    if (!database) return leaveOut();
    // Kept when the queries below fail: a pool with every connection taken is often why they did.
    const use = database.connections();
    connections.set({ state: "total" }, use.total);
    if (use.idle !== undefined) connections.set({ state: "idle" }, use.idle);
    if (use.waiting !== undefined) connectionsWaiting.set(use.waiting);
    try {
      const [outbox, jobs] = await Promise.all([outboxHealth(database.db), jobsHealth(database.db, now)]);
      emails.set({ status: "queued" }, outbox.queued);
      emails.set({ status: "sending" }, outbox.sending);
      emails.set({ status: "dead" }, outbox.dead);
      oldestQueued.set(seconds(outbox.oldestQueuedAt, now));
      jobsWaiting.set(jobs.waiting);
      jobsLag.set(seconds(jobs.oldestDueAt, now));
      jobsFailed.set(jobs.failed);
      databaseUp.set(1);
    } catch (error) {
      console.warn(`[metrics] could not read the database figures: ${(error as Error).message}`);
      leaveOut();
    }
  }

  return {
    contentType: registry.contentType,
    observeRequest({ route, method, status, seconds }: RequestSample) {
      const labels = {
        route,
        method: COUNTED_METHODS.has(method) ? method : "other",
        status_class: `${Math.floor(status / 100)}xx`,
      };
      requests.observe(labels, seconds);
    },
    /** The text of one scrape, the database's figures read at this moment. */
    async scrape(database: MetricsDatabase | undefined, now = new Date()) {
      await readDatabase(database, now);
      return registry.metrics();
    },
  };
}
