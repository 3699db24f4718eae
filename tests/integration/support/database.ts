// A fresh, migrated database for one test file: in-memory PGlite, or a new database on the run's
// temporary PostgreSQL server (dropped again afterwards); or one migrated only up to an older
// migration, for the tests of a migration itself.
import { randomBytes } from "node:crypto";
import { copyFile, cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, inject } from "vitest";
import {
  type Database,
  type DatabaseHandle,
  type DatabaseKind,
  defaultMigrationsFolder,
  openDatabase,
} from "~/db/client.server";

export const postgresUrl = inject("postgresUrl");
export const postgresSkipReason = inject("postgresSkipReason");
const pgliteImageFile = inject("pgliteImageFile");
const migratedDataDirTemplate = inject("migratedDataDir");
const postgresTemplate = inject("postgresTemplate");

/** The database kinds to run a suite against; PostgreSQL only where a server was started. */
export const databaseKinds: DatabaseKind[] = postgresUrl ? ["pglite", "postgres"] : ["pglite"];

/**
 * `describe.each(databaseKinds)` with the kinds side by side, each kind's tests still one after
 * another on its own database. For suites that spend their time waiting (leases running out, SMTP
 * answers held back) rather than computing: one kind waits while the other does, instead of the
 * file waiting twice. `name` may hold `%s` for the kind.
 */
export function describeEachDatabaseSideBySide(name: string, body: (kind: DatabaseKind) => void) {
  describe.each(databaseKinds)(name, { concurrent: true }, (kind) => {
    describe("in order", { concurrent: false }, () => body(kind));
  });
}

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

/**
 * Creates a PostgreSQL database and returns its URL: empty (no migrations applied), or with
 * `migrated` a copy of the run's migrated template (global-setup.ts).
 */
export async function createPostgresDatabase({ migrated = false } = {}): Promise<{
  url: string;
  drop(): Promise<void>;
}> {
  const name = `test_${randomBytes(6).toString("hex")}`;
  await admin((client) => client.query(`create database ${name}${migrated ? ` template ${postgresTemplate}` : ""}`));
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: () => admin((client) => client.query(`drop database if exists ${name} with (force)`)).then(() => {}),
  };
}

/**
 * A new DATA_DIR (named after `prefix`) whose PGlite is already migrated: a server process started on
 * it is ready in a third of the time it takes on an empty one, where it migrates first.
 */
export async function migratedDataDir(prefix: string): Promise<string> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), prefix));
  await cp(migratedDataDirTemplate, dataDir, { recursive: true });
  return dataDir;
}

/**
 * A copy of drizzle/ that ends with the migration `lastTag` (e.g. "0012_inbound_mail"): migrating
 * with it builds a database as it was then; `migrate()` afterwards applies the migrations after it.
 */
export async function migrationsUpTo(lastTag: string): Promise<{ folder: string; remove(): Promise<void> }> {
  type Journal = { entries: { tag: string }[] };
  const journal = JSON.parse(
    await readFile(path.join(defaultMigrationsFolder, "meta/_journal.json"), "utf8"),
  ) as Journal;
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  if (last < 0) throw new Error(`No migration ${lastTag} in drizzle/meta/_journal.json`);
  const entries = journal.entries.slice(0, last + 1);
  const folder = await mkdtemp(path.join(os.tmpdir(), "migrations-"));
  await mkdir(path.join(folder, "meta"));
  await writeFile(path.join(folder, "meta/_journal.json"), JSON.stringify({ ...journal, entries }));
  for (const { tag } of entries) {
    await copyFile(path.join(defaultMigrationsFolder, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  }
  return { folder, remove: () => rm(folder, { recursive: true, force: true }) };
}

export async function createTestDatabase(
  kind: DatabaseKind,
  { poolSize, migrationsFolder }: { poolSize?: number; migrationsFolder?: string } = {},
): Promise<TestDatabase> {
  if (kind === "pglite") {
    // A copy of the run's migrated database (global-setup.ts), unless the test wants older migrations.
    const image = migrationsFolder ? undefined : new Blob([await readFile(pgliteImageFile)]);
    const handle = await openDatabase({ dataDir: "memory://", pgliteImage: image });
    if (migrationsFolder) await handle.migrate(migrationsFolder);
    return { ...handle, url: null, destroy: () => handle.close() };
  }
  const database = await createPostgresDatabase({ migrated: !migrationsFolder });
  const handle = await openDatabase({ databaseUrl: database.url, poolSize });
  if (migrationsFolder) await handle.migrate(migrationsFolder);
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
 * does when the server is down (for the forms' 503 policy). Opened from the run's migrated copy:
 * an empty PGlite runs initdb first, about five times as long, for a database never queried.
 */
export async function closedDatabase(): Promise<Database> {
  const handle = await openDatabase({ dataDir: "memory://", pgliteImage: new Blob([await readFile(pgliteImageFile)]) });
  await handle.close();
  return handle.db;
}

/**
 * For a migration's own test: a database of `kind` migrated up to `lastTag`, made before the suite's
 * tests and removed after them. Call inside `describe`; the returned function gives the database.
 */
export function databaseMigratedTo(kind: DatabaseKind, lastTag: string): () => TestDatabase {
  let database: TestDatabase | undefined;
  let removeFolder = async () => {};
  beforeAll(async () => {
    const migrations = await migrationsUpTo(lastTag);
    removeFolder = migrations.remove;
    database = await createTestDatabase(kind, { migrationsFolder: migrations.folder });
  });
  afterAll(async () => {
    await database?.destroy();
    await removeFolder();
  });
  return () => {
    if (!database) throw new Error(`the database at ${lastTag} is made in beforeAll`);
    return database;
  };
}
