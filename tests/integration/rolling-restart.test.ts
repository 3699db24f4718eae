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

const built = existsSync(path.resolve(import.meta.dirname, "../../build/server/index.js"));
const skip = !built || !postgresUrl || haproxyUnavailableReason() !== null;
const STAFF_EMAIL = "staff@rolling.test";

let cluster: Cluster | undefined;
let sink: SmtpSink | undefined;
let database: { url: string; drop(): Promise<void> } | undefined;

beforeAll(async () => {
  if (skip) return;
  database = await createPostgresDatabase();
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
      settleMs: 500,
      emailWaitMs: 10_000,
      log: () => {},
    });
    const report = describeResult(result);
    console.log(`[integration] rolling restart:\n${report}`);
    expect(result.accepted, report).toBeGreaterThan(0);
    expect(result.restarts.map((restart) => restart.exitCode)).toEqual([0, 0]);
    expect(lostNothing(result), report).toBe(true);
  },
  60_000,
);
