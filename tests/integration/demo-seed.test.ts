// `npm run db:seed -- --demo`: a small volume on PGlite and PostgreSQL — every table gets
// its rows in the proportions asked for, the threads and histories fit the statuses, the same volume
// gives the same data, and a second run changes nothing. The command itself, on a PGlite directory,
// refuses to run twice.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/client.server";
import { runSeedCommand } from "../../scripts/db-seed";
import { demoVolumes, seedDemo } from "../../scripts/support/demo-seed";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./support/database";

const MESSAGES = 2_000;

/** The rows of a raw query (PGlite and node-postgres both answer `{ rows }`). */
const rows = async <T>(query: PromiseLike<unknown>) => ((await query) as { rows: T[] }).rows;

async function counts(db: TestDatabase["db"]) {
  const [row] = await rows<Record<string, number>>(
    db.execute(sql`select
    (select count(*) from contact_messages)::int as messages,
    (select count(*) from contact_messages where assignee_id is not null)::int as assigned,
    (select count(distinct status) from contact_messages)::int as message_statuses,
    (select count(*) from contact_message_events where kind = 'reply')::int as replies,
    (select count(*) from contact_message_events where kind = 'note')::int as notes,
    (select count(*) from contact_messages m where status in ('replied', 'closed')
       and not exists (select 1 from contact_message_events e where e.message_id = m.id and e.kind = 'reply'))::int as replied_without_reply,
    (select count(*) from users where role = 'customer')::int as customers,
    (select count(*) from users where role = 'staff')::int as staff,
    (select count(*) from plan_requests)::int as plan_requests,
    (select count(distinct status) from plan_requests)::int as plan_statuses,
    (select count(*) from plan_requests where status = 'active' and (started_at is null or response_time is null))::int as active_incomplete,
    (select count(*) from plan_requests r where status <> 'requested'
       and not exists (select 1 from plan_request_events e where e.plan_request_id = r.id and e.to_value = r.status))::int as without_history,
    (select count(*) from newsletter_subscribers)::int as subscribers,
    (select count(distinct status) from newsletter_subscribers)::int as subscriber_statuses,
    (select count(distinct source) from newsletter_subscribers)::int as sources,
    (select count(*) from email_outbox)::int as outbox,
    (select count(*) from email_outbox where status = 'dead' and last_error is not null)::int as dead,
    (select count(*) from contact_message_events)::int as events,
    (select count(*) from plan_request_events)::int as plan_events,
    (select count(*) from contracts)::int as contracts,
    (select count(distinct status) from contracts)::int as contract_statuses,
    (select count(*) from contracts where status = 'renewed')::int as renewed,
    (select count(*) from contracts where previous_contract_id is not null)::int as renewals,
    (select count(*) from contracts where status in ('active', 'expiring')
       and ends_on between current_date and current_date + 30)::int as ending_soon,
    (select count(*) from contracts where status = 'expiring' and ends_on < current_date)::int as in_grace,
    (select count(*) from contracts where status = 'draft' and sent_at is not null)::int as awaiting_acceptance,
    (select count(*) from contracts c where (c.activated_at is not null) <>
       exists (select 1 from contract_acceptances a where a.contract_id = c.id))::int as acceptance_mismatch,
    (select count(*) from contract_acceptances
       where terms_hash <> encode(sha256(convert_to(terms_text, 'UTF8')), 'hex'))::int as wrong_hash,
    (select count(*) from contracts c where status in ('active', 'expiring') and (select count(*) from due_jobs j
       where j.kind = 'contract_renewal' and j.subject_id = c.id::text) <> 9)::int as without_jobs,
    (select count(*) from contracts c where not exists (select 1 from contract_events e
       where e.contract_id = c.id and e.kind = 'created'))::int as without_created,
    (select count(*) from contract_events e join users u on u.id = e.actor_user_id
       where u.email like '%@staff.demo.example')::int as contract_staff_events,
    (select count(*) from audit_log)::int as audit`),
  );
  return row!;
}

describe.each(databaseKinds)("demo seed on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it("loads the volumes asked for, consistent with their statuses, once", { timeout: 60_000 }, async () => {
    const volumes = demoVolumes(MESSAGES);
    expect(await seedDemo(database.db, volumes)).toEqual({ status: "seeded", volumes });
    const seeded = await counts(database.db);
    expect(seeded).toMatchObject({
      messages: MESSAGES,
      message_statuses: 5,
      replied_without_reply: 0,
      customers: volumes.customers,
      staff: 5,
      plan_requests: volumes.planRequests,
      plan_statuses: 5,
      active_incomplete: 0,
      without_history: 0,
      subscribers: volumes.subscribers,
      subscriber_statuses: 3,
      sources: 4,
      outbox: volumes.outbox,
      contracts: volumes.contracts + (seeded.renewed ?? 0),
      contract_statuses: 6,
      renewals: seeded.renewed,
      acceptance_mismatch: 0,
      wrong_hash: 0,
      without_jobs: 0,
      without_created: 0,
    });
    // Most in force; some ending within 30 days, some in grace, some waiting for the customer.
    expect(seeded.ending_soon).toBeGreaterThan(0);
    expect(seeded.in_grace).toBeGreaterThan(0);
    expect(seeded.awaiting_acceptance).toBeGreaterThan(0);
    expect(seeded.assigned).toBeGreaterThan(MESSAGES * 0.3);
    expect(seeded.replies).toBeGreaterThan(MESSAGES * 0.3);
    expect(seeded.notes).toBeGreaterThan(0);
    expect(seeded.dead).toBeGreaterThan(0);
    // Every staff action in the threads and histories is in the audit log too.
    expect(seeded.audit).toBe((seeded.events ?? 0) + (seeded.plan_events ?? 0) + (seeded.contract_staff_events ?? 0));

    // A second run finds the demo data and adds nothing.
    expect(await seedDemo(database.db, volumes)).toEqual({ status: "already-seeded" });
    expect(await counts(database.db)).toEqual(seeded);
  });

  it("gives the same rows for the same volume (seeded randomness)", { timeout: 60_000 }, async () => {
    const other = await createTestDatabase(kind);
    try {
      await seedDemo(other.db, demoVolumes(MESSAGES));
      const sample = (db: TestDatabase["db"]) =>
        rows(
          db.execute(sql`select md5(string_agg(concat_ws('|', first_name, last_name, email, subject, status, phone, company), ',' order by submission_id)) as digest
          from contact_messages`),
        );
      expect(await sample(other.db)).toEqual(await sample(database.db));
    } finally {
      await other.destroy();
    }
  });
});

describe("npm run db:seed", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "demo-seed-"));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  async function run(args: string[]) {
    const saved = { DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: process.env.DATA_DIR };
    const lines: string[] = [];
    try {
      delete process.env.DATABASE_URL;
      process.env.DATA_DIR = dataDir;
      const code = await runSeedCommand(args, (line) => lines.push(line));
      return { code, output: lines.join("\n") };
    } finally {
      for (const [key, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    }
  }

  it("needs --demo and seeds a PGlite directory once", { timeout: 90_000 }, async () => {
    expect((await run([])).code).toBe(2);
    const first = await run(["--demo", "--messages", "500"]);
    expect(first).toMatchObject({ code: 0 });
    expect(first.output).toContain("500 contact messages");
    const again = await run(["--demo", "--messages", "500"]);
    expect(again).toEqual({ code: 1, output: "The demo data is already in this database; nothing changed." });

    const handle = await openDatabase({ dataDir });
    try {
      expect(await rows(handle.db.execute(sql`select count(*)::int as n from contact_messages`))).toEqual([{ n: 500 }]);
    } finally {
      await handle.close();
    }
  });
});
