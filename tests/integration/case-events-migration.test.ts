// Migration 0013 (one shape for every record's history) on a database filled with the demo data, on
// PGlite and PostgreSQL: every plan_request_events row is kept with the same values under its new
// column names, the actor's name is the one the staff page showed (the account's, none once the
// account is gone), and the contact-message threads only gain their defaults.
//
// Where the demo data comes from: `npm run db:seed -- --demo` runs seedDemo, which now writes the new
// shape, so it cannot fill a database at 0012 directly. The test seeds a current database with
// seedDemo (at a small volume) and carries its rows over into a database migrated up to 0012, writing
// plan_request_events in the old shape (from_status, to_status, message: the same rows under the
// names the seed used before), so the migration meets exactly the rows the demo seed makes.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { planRequestEvents } from "~/db/schema";
import { demoVolumes, seedDemo } from "../../scripts/support/demo-seed";
import { createTestDatabase, databaseKinds, databaseMigratedTo, type TestDatabase } from "./support/database";

const BEFORE = "0012_inbound_mail";

/** The rows of a raw query (PGlite and node-postgres both answer `{ rows }`). */
const rows = async <T>(query: PromiseLike<unknown>) => ((await query) as { rows: T[] }).rows;

/** Copies a table's rows (as JSON, ids kept) from one database into another whose table may differ. */
async function copyRows(from: TestDatabase, to: TestDatabase, table: string, select = sql`t.*`) {
  const [{ data }] = (await rows<{ data: unknown[] }>(
    from.db.execute(
      sql`select coalesce(json_agg(${select} order by t.id), '[]') as data from ${sql.identifier(table)} as t`,
    ),
  )) as [{ data: unknown[] }];
  await to.db.execute(sql`insert into ${sql.identifier(table)} overriding system value
    select * from json_populate_recordset(null::${sql.identifier(table)}, ${JSON.stringify(data)}::json)`);
  // Rows inserted with their ids leave the identity behind: later inserts continue after them.
  await to.db.execute(
    sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.identifier(table)}))`,
  );
  return data.length;
}

describe.each(databaseKinds)("migration 0013 (case events) on %s", (kind) => {
  const migratedDatabase = databaseMigratedTo(kind, BEFORE);

  it("keeps every plan request event, reshaped, and the message threads", { timeout: 120_000 }, async () => {
    const database = migratedDatabase();
    const seeded = await createTestDatabase(kind);
    try {
      await seedDemo(seeded.db, demoVolumes(1_000));
      for (const table of ["users", "plan_requests", "contact_messages", "contact_message_events"]) {
        await copyRows(seeded, database, table);
      }
      const oldShape = sql`json_build_object('id', t.id, 'plan_request_id', t.plan_request_id,
        'actor_user_id', t.actor_user_id, 'from_status', t.from_value, 'to_status', t.to_value,
        'message', t.body, 'created_at', t.created_at)`;
      expect(await copyRows(seeded, database, "plan_request_events", oldShape)).toBeGreaterThan(40);
    } finally {
      await seeded.destroy();
    }
    // A staff member who has left since: the staff page showed no name for their changes.
    await database.db.execute(sql`delete from users
      where id = (select actor_user_id from plan_request_events order by id limit 1)`);

    const planEventsBefore = await rows(
      database.db.execute(sql`select e.id, e.plan_request_id, e.actor_user_id, coalesce(u.full_name, '') as actor,
        e.from_status as from, e.to_status as to, e.message as body, e.created_at
      from plan_request_events as e left join users as u on u.id = e.actor_user_id order by e.id`),
    );
    const threadsBefore = await rows(database.db.execute(sql`select * from contact_message_events order by id`));

    await database.migrate();

    const planEventsAfter = await rows(
      database.db.execute(sql`select id, plan_request_id, actor_user_id, actor_name as actor,
        from_value as from, to_value as to, body, created_at
      from plan_request_events order by id`),
    );
    expect(planEventsAfter).toEqual(planEventsBefore);
    expect(planEventsAfter).toContainEqual(expect.objectContaining({ actor_user_id: null, actor: "" }));
    expect(planEventsAfter).toContainEqual(expect.objectContaining({ actor: expect.stringMatching(/\w/) }));
    expect(
      await rows(
        database.db.execute(sql`select kind, internal, channel, outbox_id, submission_id, count(*)::int as n
        from plan_request_events group by 1, 2, 3, 4, 5`),
      ),
    ).toEqual([
      {
        kind: "status",
        internal: false,
        channel: "web",
        outbox_id: null,
        submission_id: null,
        n: planEventsBefore.length,
      },
    ]);

    const threadsAfter = await rows(database.db.execute(sql`select * from contact_message_events order by id`));
    expect(threadsAfter).toEqual(threadsBefore.map((row) => ({ ...(row as object), internal: false, channel: "web" })));

    // The reshaped table takes new events after the old ones.
    const [request] = await rows<{ id: number }>(database.db.execute(sql`select id from plan_requests limit 1`));
    const [added] = await database.db
      .insert(planRequestEvents)
      .values({
        planRequestId: Number(request!.id),
        kind: "status",
        actorName: "Desk",
        fromValue: "requested",
        toValue: "contacted",
      })
      .returning();
    expect(added!.id).toBeGreaterThan(Math.max(...planEventsBefore.map((row) => Number((row as { id: number }).id))));
  });
});
