// `npm run bench:scale`: how throughput grows with app servers. Starts its own PostgreSQL, loads the
// demo data into it (`npm run db:seed -- --demo`), then for 1, 2 and 3 production servers behind
// HAProxy over TLS (tests/support/cluster.ts, the deployment guide's configuration) measures
// requests per second and latency of a few pages with autocannon, and how much of the machine each
// part used meanwhile (scripts/bench/cpu.ts). Everything runs on 127.0.0.1. A benchmark for a quiet
// machine, not a CI check; the figures and what they mean are in the README ("How it scales").
// Usage: npm run build && npm run bench:scale
//   DURATION=seconds per measurement (10), CONNECTIONS (20), SERVERS=1,2,3, ROUTES=/,/blog,/staff/tickets,
//   MESSAGES=demo volume (100000)
import { execFile } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import autocannon from "autocannon";
import pg from "pg";
import { type Cluster, startCluster } from "../tests/support/cluster.ts";
import { haproxyUnavailableReason } from "../tests/support/haproxy.ts";
import { postgresUnavailableReason, startPostgres } from "../tests/support/postgres-server.ts";
import { cpuShares, findProcess, type Part, sampleCpu } from "./bench/cpu.ts";
import type { BenchPage } from "./bench/customer.ts";
import { benchPages } from "./bench/routes.ts";
import { fillTicketQueue, signedInStaffPages } from "./bench/staff.ts";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "..");

/** A whole number from the environment within bounds, or the default. */
function bounded(name: string, fallback: number, min: number, max: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}`);
  }
  return value;
}

const DURATION = bounded("DURATION", 10, 1, 120);
const CONNECTIONS = bounded("CONNECTIONS", 20, 1, 200);
/** The demo data's volume, as `db:seed -- --demo --messages` (the other tables scale with it). */
const MESSAGES = bounded("MESSAGES", 100_000, 1_000, 2_000_000);
/** Long enough for V8 to optimise the pages' code and every pool to open its connections. */
const WARM_UP_SECONDS = Math.min(3, DURATION);
const serverCounts = (process.env.SERVERS ?? "1,2,3").split(",").map((count) => {
  const value = Number(count);
  if (!Number.isInteger(value) || value < 1 || value > 6) throw new Error("SERVERS must list counts from 1 to 6");
  return value;
});
const routes = (process.env.ROUTES ?? "/,/blog,/staff/tickets").split(",");
const isStaffRoute = (route: string) => /^\/staff(\/|$)/.test(route);

type Row = {
  servers: number;
  route: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** The answers that were not 2xx, by status (e.g. "503×120"): what the errors were. */
  failedStatuses: string[];
  cpu: Map<string, number>;
  rest: number;
};

function measure(base: string, page: BenchPage, seconds: number) {
  return autocannon({
    url: new URL(page.path, base).href,
    connections: CONNECTIONS,
    duration: seconds,
    // As a browser asks; the staff page with the staff member's session. autocannon does not check
    // certificates: the load balancer's self-signed one is accepted as it is.
    headers: {
      "accept-encoding": "br, gzip, deflate",
      "user-agent": "Mozilla/5.0 (bench-scale)",
      ...(page.cookie ? { cookie: page.cookie } : {}),
    },
  });
}

/**
 * The pages through the load balancer, each checked to answer 200 (a lost session fails instead of
 * measuring /login). The staff pages keep their session from one cluster to the next: the servers
 * share the database and the secret, and the test route enrols a staff member's second factor once.
 */
async function pagesFor(base: string, staff: readonly BenchPage[]): Promise<BenchPage[]> {
  for (const page of staff) {
    const response = await fetch(new URL(page.path, base), { headers: { cookie: page.cookie }, redirect: "manual" });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${page.path} answered ${response.status}, not 200`);
  }
  // The others as bench:load checks them (a customer's pages signed in, help articles made).
  const others = await benchPages(
    base,
    routes.filter((route) => !isStaffRoute(route)),
  );
  const staffLeft = [...staff];
  return routes.map((route) => (isStaffRoute(route) ? staffLeft.shift() : others.shift()) as BenchPage);
}

/** The processes whose CPU time is counted, found by their command lines. */
function partsOf(cluster: Cluster, postgresPort: string): Part[] {
  return [
    { name: "app servers", pids: cluster.servers.map((server) => server.current?.process.pid ?? 0) },
    { name: "PostgreSQL", pids: [findProcess("-p", postgresPort)] },
    { name: "HAProxy", pids: [findProcess("-f", path.join(path.dirname(cluster.lb.caFile), "haproxy.cfg"))] },
    // This process without its children (the servers, HAProxy): autocannon, and reading HAProxy's log.
    { name: "load generator", pids: [process.pid], ownOnly: true },
  ];
}

/** Below this share of the machine, the servers and the database are idle: nothing of theirs runs besides the load. */
const IDLE_SHARE = 5;
const SETTLE_LIMIT_MS = 20 * 60_000;

/** Idle this many 2-second windows in a row: a job between two batches is not idle. */
const IDLE_WINDOWS = 5;

/**
 * Waits until the app servers and PostgreSQL are idle: each server runs its periodic jobs at start
 * (the first time, the preventive visits of every demo contract since it began: tens of thousands
 * of rows, minutes of work), which would otherwise share the cores with the measurements.
 * Resolves with the seconds waited.
 */
async function settle(parts: Part[]): Promise<number> {
  const watched = parts.filter((part) => part.name === "app servers" || part.name === "PostgreSQL");
  const started = performance.now();
  let idleWindows = 0;
  for (let window = 1; ; window++) {
    const before = sampleCpu(watched);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const { shares } = cpuShares(before, sampleCpu(watched));
    const used = [...shares.values()].reduce((sum, share) => sum + share, 0);
    idleWindows = used < IDLE_SHARE ? idleWindows + 1 : 0;
    const waited = performance.now() - started;
    if (idleWindows === IDLE_WINDOWS || waited > SETTLE_LIMIT_MS) return waited / 1000;
    if (window % 15 === 0) console.error(`  waiting: servers and PostgreSQL at ${used.toFixed(0)}%`);
  }
}

async function seed(databaseUrl: string) {
  const started = performance.now();
  // The seeding command itself; it refuses NODE_ENV=production, which a developer's shell may have.
  await run(process.execPath, ["scripts/db-seed.ts", "--demo", "--messages", String(MESSAGES)], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "development", DATABASE_URL: databaseUrl },
  });
  // As after autovacuum: the planner's statistics describe the demo data before anything is measured.
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query("analyze");
  await client.end();
  return (performance.now() - started) / 1000;
}

const unavailable = (await postgresUnavailableReason()) ?? haproxyUnavailableReason();
if (unavailable) {
  console.error(`bench:scale cannot run here: ${unavailable}`);
  process.exit(1);
}

const rows: Row[] = [];
const postgres = await startPostgres();
let running: Cluster | null = null;
// Interrupted (Ctrl-C, a timeout): the servers, HAProxy and PostgreSQL run on their own and would outlive this process.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, async () => {
    await running?.stop();
    await postgres.stop();
    process.exit(130);
  });
}
try {
  const postgresPort = new URL(postgres.url).port;
  console.error(`${postgres.version} on ${postgres.url}: loading the demo data…`);
  console.error(`demo data loaded in ${(await seed(postgres.url)).toFixed(0)} s`);
  let staffPages: BenchPage[] | null = null;
  for (const servers of serverCounts) {
    const cluster = await startCluster({ servers, databaseUrl: postgres.url, env: { ENABLE_TEST_ROUTES: "1" } });
    running = cluster;
    try {
      if (!staffPages) {
        const staffRoutes = routes.filter(isStaffRoute);
        if (staffRoutes.length) await fillTicketQueue(cluster.url);
        staffPages = await signedInStaffPages(cluster.url, staffRoutes);
      }
      const pages = await pagesFor(cluster.url, staffPages);
      const parts = partsOf(cluster, postgresPort);
      console.error(`${servers} server(s): idle after ${(await settle(parts)).toFixed(0)} s`);
      for (const page of pages) {
        await measure(cluster.url, page, WARM_UP_SECONDS);
        const before = sampleCpu(parts);
        const result = await measure(cluster.url, page, DURATION);
        const { shares, rest } = cpuShares(before, sampleCpu(parts));
        rows.push({
          servers,
          route: page.route,
          rps: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          errors: result.non2xx + result.errors + result.timeouts,
          failedStatuses: Object.entries(result.statusCodeStats ?? {})
            .filter(([status]) => !status.startsWith("2"))
            .map(([status, stats]) => `${status}×${stats.count ?? 0}`),
          cpu: shares,
          rest,
        });
        console.error(`${servers} server(s) ${page.route}: ${result.requests.average.toFixed(0)} req/s`);
      }
    } finally {
      await cluster.stop();
      running = null;
    }
  }
} finally {
  await postgres.stop();
}

const cpuNames = [...(rows[0]?.cpu.keys() ?? [])];
const header = ["servers", "route", "req/s", "× 1 server", "p50 ms", "p99 ms", "errors", ...cpuNames, "rest"];
const table = rows.map((row) => {
  const one = rows.find((other) => other.servers === 1 && other.route === row.route);
  return [
    String(row.servers),
    row.route,
    row.rps.toFixed(0),
    one ? `${(row.rps / one.rps).toFixed(2)}` : "-",
    String(row.p50),
    String(row.p99),
    String(row.errors),
    ...cpuNames.map((name) => `${(row.cpu.get(name) ?? 0).toFixed(0)}%`),
    `${row.rest.toFixed(0)}%`,
  ];
});
const widths = header.map((title, column) =>
  Math.max(title.length, ...table.map((cells) => cells[column]?.length ?? 0)),
);
const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(" | ")} |`;
console.log(
  `\nautocannon over HTTPS through HAProxy, ${CONNECTIONS} connections, ${DURATION} s per measurement ` +
    `(after ${WARM_UP_SECONDS} s of warm-up), ${os.availableParallelism()} cores (${os.cpus()[0]?.model ?? "?"}).`,
);
console.log("CPU: share of the whole machine (all its cores) each part used during the measurement;");
console.log("rest: the machine's busy time outside these parts (other programs).\n");
console.log(line(header));
console.log(line(widths.map((width) => "-".repeat(width))));
for (const cells of table) console.log(line(cells));
if (rows.some((row) => row.errors > 0)) {
  console.log("\nSome measurements had errors (non-2xx answers, failed or timed-out requests):");
  for (const row of rows.filter((row) => row.errors > 0)) {
    console.log(`  ${row.servers} server(s) ${row.route}: ${row.failedStatuses.join(", ") || "connection errors"}`);
  }
  process.exitCode = 1;
}
