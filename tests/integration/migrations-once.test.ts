// Several app servers starting at the same moment on one PostgreSQL: each runs the migrations at
// start, and the advisory lock in app/db/client.server.ts lets one apply them while the others wait,
// then find nothing left to do. Three handles on a new database migrate at once: every one succeeds,
// each migration is recorded once, and the schema is whole (the last migration's rows are there once).
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "~/db/client.server";
import { blogPosts } from "~/db/schema";
import { createPostgresDatabase, postgresUrl } from "./support/database";

const journal = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, "../../drizzle/meta/_journal.json"), "utf8"),
) as {
  entries: unknown[];
};

const handles: DatabaseHandle[] = [];
let database: { url: string; drop(): Promise<void> } | undefined;
afterAll(async () => {
  await Promise.all(handles.map((handle) => handle.close()));
  await database?.drop();
});

it.skipIf(!postgresUrl)(
  "three servers starting together apply each migration once",
  async () => {
    database = await createPostgresDatabase();
    const { url } = database;
    for (let i = 0; i < 3; i++) handles.push(await openDatabase({ databaseUrl: url, poolSize: 2 }));
    await Promise.all(handles.map((handle) => handle.migrate()));

    const [first] = handles;
    if (!first) throw new Error("no database handle");
    const applied = (await first.db.execute(
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    )) as unknown as {
      rows: { count: number }[];
    };
    expect(applied.rows[0]?.count).toBe(journal.entries.length);
    // The import in the last migration ran once: six posts, not twelve or eighteen.
    expect(await first.db.$count(blogPosts)).toBe(6);
  },
  60_000,
);
