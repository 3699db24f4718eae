// `npm run db:backup` / `npm run db:restore`: a round trip on PGlite (a data directory on disk) and on
// PostgreSQL (two databases on the run's server) gives back the same rows; an older backup is migrated
// forward; a non-empty target and a backup from a newer schema are refused with exit code 2.
import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type Database, defaultMigrationsFolder, openDatabase } from "~/db/client.server";
import { addUser, openTicket } from "~/testing/factories.server";
import { runRestoreCommand } from "../../scripts/db-restore";
import { BackupRefusal, backupDatabase, restoreDatabase } from "../../scripts/support/backup";
import { readJournal } from "../../scripts/support/db-tools";
import { createPostgresDatabase, migrationsUpTo, postgresUrl } from "./support/database";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");
const journal = readJournal(defaultMigrationsFolder);
const latest = journal.at(-1)?.tag;

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), "db-backup-"));
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

/** Every row of the tables the factories filled, as JSON, in id order. */
async function snapshot(db: Database) {
  const rowsOf = async (table: string) =>
    ((await db.execute(sql.raw(`select to_jsonb(t) as row from ${table} t order by id`))) as { rows: unknown[] }).rows;
  return { users: await rowsOf("users"), tickets: await rowsOf("tickets"), events: await rowsOf("ticket_events") };
}

async function fill(db: Database) {
  const customer = await addUser(db, "customer", "Meera Pillai");
  await openTicket(db, customer, { subject: "Backup me" });
}

async function lastMigrationTag(db: Database) {
  const result = (await db.execute(sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`)) as {
    rows: { last: string }[];
  };
  return journal.find((entry) => entry.when === Number(result.rows[0]?.last))?.tag;
}

/** Records a migration this code does not have, as newer code would. */
async function pretendNewerSchema(db: Database) {
  const last = journal.at(-1)?.when ?? 0;
  await db.execute(
    sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('future', ${last + 60_000})`,
  );
}

// Each test starts a backup or restore of its own (a child process, or PGlite opened and copied): seconds
// on a quiet machine, more than vitest's default 5 s on a busy one.
const TIMEOUT = 60_000;

describe("PGlite", { timeout: TIMEOUT }, () => {
  const dataDir = (name: string) => path.join(scratch, name);

  async function withPglite<T>(name: string, work: (db: Database) => Promise<T>): Promise<T> {
    const handle = await openDatabase({ dataDir: dataDir(name) });
    try {
      return await work(handle.db);
    } finally {
      await handle.close();
    }
  }

  let original: Awaited<ReturnType<typeof snapshot>>;
  let backupFile: string;

  beforeAll(async () => {
    // A migrated data directory from the run's migrated image, faster than migrating one.
    const image = new Blob([await readFile(inject("pgliteImageFile"))]);
    const directory = path.join(dataDir("source"), "pglite");
    await mkdir(directory, { recursive: true });
    const client = new PGlite(directory, { extensions: { pg_trgm }, loadDataDir: image });
    await client.waitReady;
    await client.close();
    original = await withPglite("source", async (db) => {
      await fill(db);
      return snapshot(db);
    });
  });

  it("backs up through the command, named by kind, UTC time and schema version", async () => {
    const out = path.join(scratch, "backups/");
    const { stdout } = await run(process.execPath, [path.join(root, "scripts/db-backup.ts"), "--out", out], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir("source"), DATABASE_URL: "" },
    });
    const [name] = await readdir(out);
    expect(name).toMatch(/^anantha-pglite-\d{8}T\d{6}Z-schema-\d{4}\.tar\.gz$/);
    expect(name).toContain(`schema-${latest?.slice(0, 4)}`);
    expect(stdout).toContain(`Backup written: ${path.join(out, name ?? "")}`);
    expect(stdout).toMatch(/\(\d+(\.\d)? MB, pglite, schema /);
    backupFile = path.join(out, name ?? "");
  });

  it("restores into an empty data directory with the same rows", async () => {
    const result = await restoreDatabase({
      file: backupFile,
      dataDir: dataDir("copy"),
      migrationsFolder: defaultMigrationsFolder,
    });
    expect(result.kind).toBe("pglite");
    expect(await withPglite("copy", snapshot)).toEqual(original);
  });

  it("refuses a data directory that is not empty, with exit code 2", async () => {
    const lines: string[] = [];
    process.env.DATA_DIR = dataDir("copy");
    try {
      expect(await runRestoreCommand([backupFile], (line) => lines.push(line))).toBe(2);
    } finally {
      delete process.env.DATA_DIR;
    }
    expect(lines.join("\n")).toMatch(/is not empty: restore into an empty data directory/);
  });

  it("refuses a backup from a newer schema and leaves the target empty", async () => {
    await withPglite("copy", pretendNewerSchema);
    const newer = await backupDatabase({
      dataDir: dataDir("copy"),
      migrationsFolder: defaultMigrationsFolder,
      out: `${scratch}/newer/`,
    });
    expect(path.basename(newer.file)).toMatch(/-schema-t\d+\.tar\.gz$/);
    await expect(
      restoreDatabase({ file: newer.file, dataDir: dataDir("refused"), migrationsFolder: defaultMigrationsFolder }),
    ).rejects.toThrow(BackupRefusal);
    await expect(readdir(path.join(dataDir("refused"), "pglite"))).rejects.toThrow(/ENOENT/);
  });
});

describe.skipIf(!postgresUrl)("PostgreSQL", { timeout: TIMEOUT }, () => {
  const databases: { url: string; drop(): Promise<void> }[] = [];
  const newDatabase = async () => {
    const database = await createPostgresDatabase();
    databases.push(database);
    return database.url;
  };
  afterAll(async () => {
    for (const database of databases) await database.drop();
  });

  async function withPostgres<T>(url: string, work: (db: Database) => Promise<T>): Promise<T> {
    const handle = await openDatabase({ databaseUrl: url, poolSize: 1 });
    try {
      return await work(handle.db);
    } finally {
      await handle.close();
    }
  }

  it("round trip: an older backup is restored into an empty database and migrated forward", async () => {
    const older = await migrationsUpTo("0022_help_articles");
    const source = await newDatabase();
    let original: Awaited<ReturnType<typeof snapshot>>;
    try {
      const handle = await openDatabase({ databaseUrl: source, poolSize: 1 });
      try {
        await handle.migrate(older.folder);
        // Only an account, written with that schema's columns (the factories write today's, and a
        // ticket also writes due jobs and emails, whose tables have changed since; the PGlite tests
        // above fill tickets at today's schema).
        await handle.db.execute(
          sql`insert into users (email, full_name, password_hash, role, email_verified_at)
              values ('meera@example.in', 'Meera Pillai', 'not-a-hash', 'customer', now())`,
        );
        original = await snapshot(handle.db);
      } finally {
        await handle.close();
      }
    } finally {
      await older.remove();
    }
    const backup = await backupDatabase({
      databaseUrl: source,
      dataDir: scratch,
      migrationsFolder: defaultMigrationsFolder,
      out: `${scratch}/pg/`,
    });
    expect(path.basename(backup.file)).toMatch(/^anantha-postgres-\d{8}T\d{6}Z-schema-0022\.dump$/);

    const target = await newDatabase();
    const result = await restoreDatabase({
      file: backup.file,
      databaseUrl: target,
      dataDir: scratch,
      migrationsFolder: defaultMigrationsFolder,
    });
    expect(result.version).toMatchObject({ state: "known", migration: { tag: "0022_help_articles" } });
    await withPostgres(target, async (db) => {
      // The migrations since added the account's language, English for every account that was there.
      const migrated = await snapshot(db);
      expect(migrated).toEqual({
        ...original,
        users: original.users.map((row) => ({
          ...(row as { row: object }),
          row: { ...(row as { row: object }).row, locale: "en" },
        })),
      });
      expect(await lastMigrationTag(db)).toBe(latest);
    });

    // The target now has tables: a second restore is refused.
    await expect(
      restoreDatabase({
        file: backup.file,
        databaseUrl: target,
        dataDir: scratch,
        migrationsFolder: defaultMigrationsFolder,
      }),
    ).rejects.toThrow(/already has \d+ tables/);

    // A backup of a database that newer code has migrated is refused, and the empty target stays empty.
    await withPostgres(target, pretendNewerSchema);
    const newer = await backupDatabase({
      databaseUrl: target,
      dataDir: scratch,
      migrationsFolder: defaultMigrationsFolder,
      out: `${scratch}/pg-newer/`,
    });
    const empty = await newDatabase();
    await expect(
      restoreDatabase({
        file: newer.file,
        databaseUrl: empty,
        dataDir: scratch,
        migrationsFolder: defaultMigrationsFolder,
      }),
    ).rejects.toThrow(/newer schema/);
    await withPostgres(empty, async (db) => {
      const tables = (await db.execute(sql`select count(*)::int as n from pg_tables where schemaname = 'public'`)) as {
        rows: { n: number }[];
      };
      expect(tables.rows[0]?.n).toBe(0);
    });
  });
});
