// A rolling restart loses nothing: two app servers behind HAProxy (the deployment guide's
// configuration) on one PostgreSQL, each stopped with SIGTERM and started again in turn while pages
// are viewed and contact forms sent through the load balancer. The stopping server first fails its
// health check (SHUTDOWN_DRAIN_MS, the default behind a proxy), so HAProxy sends it nothing it would
// refuse. The longer version is `npm run bench:rolling`. Needs `npm run build` first.
import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type Cluster, startCluster } from "../support/cluster";
import { haproxyUnavailableReason } from "../support/haproxy";
import { describeResult, lostNothing, rollingServerEnv, runRollingRestart } from "../support/rolling";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink";
import { createPostgresDatabase, postgresUrl } from "./support/database";
import { startServer } from "./support/server-process";

const built = existsSync(path.resolve(import.meta.dirname, "../../build/server/index.js"));
const skip = !built || !postgresUrl || haproxyUnavailableReason() !== null;
const STAFF_EMAIL = "staff@rolling.test";

let cluster: Cluster | undefined;
let sink: SmtpSink | undefined;
let database: { url: string; drop(): Promise<void> } | undefined;

beforeAll(async () => {
  if (skip) return;
  // A copy of the run's migrated template: two servers racing to migrate an empty database is
  // cluster.test.ts's subject, a restart's is what follows.
  database = await createPostgresDatabase({ migrated: true });
  sink = await startSmtpSink();
  cluster = await startCluster({
    databaseUrl: database.url,
    env: { ...rollingServerEnv, SMTP_URL: sink.url, STAFF_EMAIL },
  });
}, 60_000);

afterAll(async () => {
  await cluster?.stop();
  await sink?.stop();
  await database?.drop();
});

it.skipIf(skip)(
  "restarts each server in turn under load without a failed request or a lost form",
  async () => {
    if (!cluster || !sink) throw new Error("no cluster");
    const result = await runRollingRestart({
      cluster,
      sink,
      staffEmail: STAFF_EMAIL,
      rounds: 1,
      pageClients: 2,
      formClients: 2,
      maxRequests: 10_000,
      settleMs: 500,
      emailWaitMs: 10_000,
      log: () => {},
    });
    const report = describeResult(result);
    console.log(`[integration] rolling restart:\n${report}`);
    expect(result.accepted, report).toBeGreaterThan(0);
    expect(result.restarts.map((restart) => restart.exitCode)).toEqual([0, 0]);
    expect(lostNothing(result), report).toBe(true);
    // The drain at work: HAProxy never sent a request to a server that had stopped listening.
    expect(result.retried, report).toBe(0);
  },
  60_000,
);

it.skipIf(skip)(
  "while draining, fails /healthz and serves everything else; a second SIGTERM stops it at once",
  async () => {
    const drainDatabase = await createPostgresDatabase({ migrated: true });
    try {
      // A drain far longer than the test waits: only the second signal can end it in time.
      const server = await startServer({
        DATABASE_URL: drainDatabase.url,
        APP_SECRET: "drain-test-secret-0123456789abcdef0123456789",
        SHUTDOWN_DRAIN_MS: "60000",
      });
      server.process.kill("SIGTERM");
      await expect.poll(async () => (await fetch(`${server.baseUrl}/healthz`)).status).toBe(503);
      const page = await fetch(`${server.baseUrl}/about`);
      await page.text();
      expect(page.status).toBe(200);
      // Kept alive as usual: the balancer's pooled connections stay useful until it stops using them.
      expect(page.headers.get("connection")).not.toBe("close");
      const signalledAt = Date.now();
      server.process.kill("SIGTERM");
      expect(await server.exit).toBe(0);
      expect(Date.now() - signalledAt).toBeLessThan(10_000);
      expect(server.logs.join("")).toContain("/healthz answers 503 for 60000 ms");
    } finally {
      await drainDatabase.drop();
    }
  },
  60_000,
);
