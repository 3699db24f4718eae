// `npm run bench:staff-lists`: times every staff list page's queries (default list, a filter, a
// search) on demo data at full volume (scripts/support/demo-seed.ts, 100,000 contact messages), on
// embedded PGlite and on a throw-away PostgreSQL server (skipped when none can start). Each query
// runs through the app's own list function; the figure is the median of 7 runs after 2 warm-ups.
// The results are recorded in docs/decisions/014-staff-plan-requests-and-newsletter-issues.md.
import "./support/app-imports.ts";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

const { values } = parseArgs({ options: { messages: { type: "string" } } });
const messages = Number(values.messages ?? 100_000);

const { openDatabase } = await import("~/db/client.server");
const { demoVolumes, seedDemo } = await import("./support/demo-seed.ts");
const { listMessages, newMessagesSummary } = await import("~/lib/contact/inbox.server");
const { listOutbox, deadEmailsSummary } = await import("~/lib/outbox-console/outbox-console.server");
const { listStaffPlanRequests } = await import("~/lib/plan-requests/staff.server");
const { openPlanRequestsSummary } = await import("~/lib/plan-requests/dashboard.server");
const { listSubscribers } = await import("~/lib/newsletter/staff.server");
const { listAuditEntries } = await import("~/lib/staff/audit-log.server");
const { postgresUnavailableReason, startPostgres } = await import("../tests/support/postgres-server.ts");
type Database = import("~/db/client.server").Database;

const page = 1;
/** The outbox as a member who is not an admin sees it: filtered by the policy of each email's record. */
const plainStaff = { role: "staff" as const };
const cases: [string, (db: Database) => Promise<unknown>][] = [
  [
    "dashboard (3 summaries)",
    (db) => Promise.all([newMessagesSummary(db), openPlanRequestsSummary(db), deadEmailsSummary(db, plainStaff)]),
  ],
  ["messages: default", (db) => listMessages(db, { q: "", status: null, assignee: null, page }, 1)],
  ["messages: status=open", (db) => listMessages(db, { q: "", status: "open", assignee: null, page }, 1)],
  ["messages: assignee=mine", (db) => listMessages(db, { q: "", status: null, assignee: "mine", page }, 1)],
  ["messages: page 2000", (db) => listMessages(db, { q: "", status: null, assignee: null, page: 2000 }, 1)],
  ["messages: search 'firewall'", (db) => listMessages(db, { q: "firewall", status: null, assignee: null, page }, 1)],
  [
    "messages: search 'meera.iyer'",
    (db) => listMessages(db, { q: "meera.iyer", status: null, assignee: null, page }, 1),
  ],
  ["plan requests: default", (db) => listStaffPlanRequests(db, { status: null, planId: null, q: "", page })],
  ["plan requests: status=active", (db) => listStaffPlanRequests(db, { status: "active", planId: null, q: "", page })],
  [
    "plan requests: search 'garcia'",
    (db) => listStaffPlanRequests(db, { status: null, planId: null, q: "garcia", page }),
  ],
  [
    "plan requests: search 'nair12'",
    (db) => listStaffPlanRequests(db, { status: null, planId: null, q: "nair12", page }),
  ],
  ["subscribers: default", (db) => listSubscribers(db, { status: null, source: null, q: "", page })],
  ["subscribers: status=pending", (db) => listSubscribers(db, { status: "pending", source: null, q: "", page })],
  ["subscribers: source=footer", (db) => listSubscribers(db, { status: null, source: "footer", q: "", page })],
  [
    "subscribers: search 'reader123'",
    (db) => listSubscribers(db, { status: null, source: null, q: "reader123", page }),
  ],
  ["outbox: default", (db) => listOutbox(db, plainStaff, { status: null, q: "", page })],
  ["outbox: status=dead", (db) => listOutbox(db, plainStaff, { status: "dead", q: "", page })],
  ["outbox: search 'meera'", (db) => listOutbox(db, plainStaff, { status: null, q: "meera", page })],
  ["audit: default", (db) => listAuditEntries(db, { actor: "", action: "", from: "", to: "", page })],
  [
    "audit: action=plan-request.status",
    (db) => listAuditEntries(db, { actor: "", action: "plan-request.status", from: "", to: "", page }),
  ],
  ["audit: actor 'lena'", (db) => listAuditEntries(db, { actor: "lena", action: "", from: "", to: "", page })],
];

async function measure(label: string, db: Database) {
  const results: Record<string, number> = {};
  for (const [name, run] of cases) {
    const times: number[] = [];
    for (let i = 0; i < 9; i++) {
      const start = performance.now();
      await run(db);
      if (i >= 2) times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    results[name] = times[Math.floor(times.length / 2)] ?? 0;
  }
  console.log(`\n${label}`);
  for (const [name, ms] of Object.entries(results)) console.log(`  ${name.padEnd(34)} ${ms.toFixed(1).padStart(7)} ms`);
  return results;
}

async function seeded(handle: Awaited<ReturnType<typeof openDatabase>>) {
  await handle.migrate();
  const start = performance.now();
  await seedDemo(handle.db, demoVolumes(messages));
  console.log(`seeded ${handle.kind} in ${((performance.now() - start) / 1000).toFixed(1)} s`);
  // As after autovacuum: fresh statistics for the planner.
  await handle.db.execute((await import("drizzle-orm")).sql`analyze`);
}

const dir = await mkdtemp(path.join(os.tmpdir(), "bench-staff-lists-"));
try {
  const pglite = await openDatabase({ dataDir: dir });
  try {
    await seeded(pglite);
    await measure(`PGlite (${messages} messages)`, pglite.db);
  } finally {
    await pglite.close();
  }
  const reason = await postgresUnavailableReason();
  if (reason) console.log(`\nPostgreSQL skipped: ${reason}`);
  else {
    const server = await startPostgres();
    try {
      const postgres = await openDatabase({ databaseUrl: server.url });
      try {
        await seeded(postgres);
        await measure(`${server.version} (${messages} messages)`, postgres.db);
      } finally {
        await postgres.close();
      }
    } finally {
      await server.stop();
    }
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
