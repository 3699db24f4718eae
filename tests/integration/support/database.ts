// A fresh, migrated database for one test file: in-memory PGlite, or a new database on the run's
// temporary PostgreSQL server (dropped again afterwards).
import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { type Database, type DatabaseHandle, type DatabaseKind, openDatabase } from "~/db/client.server";

export const postgresUrl = inject("postgresUrl");
export const postgresSkipReason = inject("postgresSkipReason");

/** The database kinds to run a suite against; PostgreSQL only where a server was started. */
export const databaseKinds: DatabaseKind[] = postgresUrl ? ["pglite", "postgres"] : ["pglite"];

if (!postgresUrl) console.warn(`[integration] PostgreSQL variants skipped: ${postgresSkipReason}`);

export type TestDatabase = DatabaseHandle & { url: string | null; destroy(): Promise<void> };

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates an empty PostgreSQL database and returns its URL (no migrations applied). */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_${randomBytes(6).toString("hex")}`;
  await admin((client) => client.query(`create database ${name}`));
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: () => admin((client) => client.query(`drop database if exists ${name} with (force)`)).then(() => {}),
  };
}

export async function createTestDatabase(
  kind: DatabaseKind,
  { poolSize }: { poolSize?: number } = {},
): Promise<TestDatabase> {
  if (kind === "pglite") {
    const handle = await openDatabase({ dataDir: "memory://" });
    await handle.migrate();
    return { ...handle, url: null, destroy: () => handle.close() };
  }
  const database = await createPostgresDatabase();
  const handle = await openDatabase({ databaseUrl: database.url, poolSize });
  await handle.migrate();
  return {
    ...handle,
    url: database.url,
    async destroy() {
      await handle.close();
      await database.drop();
    },
  };
}

/**
 * The handle of a database that has gone away: opened, then closed, so every query fails the way it
 * does when the server is down (for the forms' 503 policy).
 */
export async function closedDatabase(): Promise<Database> {
  const handle = await openDatabase({ dataDir: "memory://" });
  await handle.close();
  return handle.db;
}
