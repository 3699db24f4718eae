// Backup and restore of the configured database, behind `npm run db:backup` and `npm run db:restore`.
// PGlite: a gzip tarball of its data directory (PGlite's dumpDataDir), taken from an open handle, so
// it is consistent; PGlite serves one process, so the app must be stopped first (or use PostgreSQL).
// PostgreSQL: pg_dump's custom format, consistent by itself while the app runs.
// The schema version in a backup's name is informational; restore reads the version from the
// backup's own migrations table, so a renamed file cannot slip a newer schema past the check.
// Imports app modules lazily: scripts import this after app-imports.ts has registered its resolver.
import { execFile } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { chmod, mkdir, open, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";
import {
  lastMigrationQuery,
  postgresConnection,
  postgresProgram,
  readJournal,
  type SchemaVersion,
  schemaVersion,
} from "./db-tools.ts";

const run = promisify(execFile);

export type BackupKind = "pglite" | "postgres";

/** A refusal the operator must act on (non-empty target, newer schema, wrong kind): exit code 2. */
export class BackupRefusal extends Error {
  override name = "BackupRefusal";
}

export interface DatabaseTarget {
  /** postgres:// URL; when absent, PGlite under dataDir. */
  databaseUrl?: string;
  dataDir: string;
  migrationsFolder: string;
}

type Query = (text: string) => Promise<Record<string, unknown>[]>;

async function lastCreatedAt(query: Query): Promise<number | null> {
  const [table] = await query(`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!table?.present) return null;
  const [row] = await query(lastMigrationQuery);
  return row?.last == null ? null : Number(row.last);
}

/** A backup holds every account's data and password hash: readable by its owner only. */
const BACKUP_FILE_MODE = 0o600;

const pgliteDirectory = (dataDir: string) => path.resolve(dataDir, "pglite");
const pgliteOptions = { extensions: { pg_trgm } };

/** `anantha-pglite-20261126T150000Z-schema-0023.tar.gz`: sorts by time within a kind. */
export function backupFileName(kind: BackupKind, at: Date, version: SchemaVersion): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");
  const label = version.state === "empty" ? "none" : version.label;
  return `anantha-${kind}-${stamp}-schema-${label}${kind === "pglite" ? ".tar.gz" : ".dump"}`;
}

/** `--out` names a directory when it exists as one or ends with a slash; otherwise the file itself. */
const namesDirectory = (out: string) => out.endsWith("/") || (existsSync(out) && statSync(out).isDirectory());
const outputPath = (out: string, name: string) => (namesDirectory(out) ? path.resolve(out, name) : path.resolve(out));

export interface BackupResult {
  file: string;
  bytes: number;
  kind: BackupKind;
  version: SchemaVersion;
}

export async function backupDatabase(target: DatabaseTarget & { out: string; now?: Date }): Promise<BackupResult> {
  const journal = readJournal(target.migrationsFolder);
  const at = target.now ?? new Date();
  await mkdir(namesDirectory(target.out) ? target.out : path.dirname(path.resolve(target.out)), { recursive: true });

  if (!target.databaseUrl) {
    if (!existsSync(path.join(pgliteDirectory(target.dataDir), "PG_VERSION"))) {
      throw new BackupRefusal(`There is no embedded database in ${pgliteDirectory(target.dataDir)} to back up.`);
    }
    // Through openDatabase, which refuses a directory another live process (the server) holds.
    const { openDatabase } = await import("~/db/client.server");
    const handle = await openDatabase({ dataDir: target.dataDir });
    try {
      const client = (handle.db as unknown as { $client: unknown }).$client;
      if (!(client instanceof PGlite)) throw new Error("The embedded database handle has no PGlite client.");
      const version = schemaVersion(
        await lastCreatedAt(async (text) => (await client.query(text)).rows as Record<string, unknown>[]),
        journal,
      );
      const file = outputPath(target.out, backupFileName("pglite", at, version));
      const dump = await client.dumpDataDir("gzip");
      await writeAtomically(file, async (partial) => writeFile(partial, Buffer.from(await dump.arrayBuffer())));
      return { file, bytes: statSync(file).size, kind: "pglite", version };
    } finally {
      await handle.close();
    }
  }

  const connection = postgresConnection(target.databaseUrl);
  // The name is known only once the dump is read back (the version it holds), so dump to a temporary name first.
  const scratch = namesDirectory(target.out)
    ? path.resolve(target.out, `.anantha-postgres-${process.pid}.partial`)
    : `${path.resolve(target.out)}.partial`;
  try {
    await run(postgresProgram("pg_dump"), ["--format=custom", "--file", scratch, "--dbname", connection.url], {
      env: connection.env,
    });
    const version = schemaVersion(await dumpLastCreatedAt(scratch), journal);
    const file = outputPath(target.out, backupFileName("postgres", at, version));
    await chmod(scratch, BACKUP_FILE_MODE);
    await rename(scratch, file);
    return { file, bytes: statSync(file).size, kind: "postgres", version };
  } finally {
    await rm(scratch, { force: true });
  }
}

/** Writes through `<file>.partial` then renames, so an interrupted backup never looks complete. */
async function writeAtomically(file: string, write: (partial: string) => Promise<void>) {
  const partial = `${file}.partial`;
  try {
    await write(partial);
    await chmod(partial, BACKUP_FILE_MODE);
    await rename(partial, file);
  } finally {
    await rm(partial, { force: true });
  }
}

/** The newest migration recorded inside a custom-format dump, read with pg_restore without restoring it. */
async function dumpLastCreatedAt(file: string): Promise<number | null> {
  const { stdout } = await run(
    postgresProgram("pg_restore"),
    ["--data-only", "--schema=drizzle", "--table=__drizzle_migrations", "--file=-", file],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const lines = stdout.split("\n");
  const start = lines.findIndex((line) => line.startsWith("COPY drizzle.__drizzle_migrations "));
  if (start < 0) return null;
  let last: number | null = null;
  for (const line of lines.slice(start + 1)) {
    if (line === "\\.") break;
    const createdAt = Number(line.split("\t")[2]);
    if (Number.isFinite(createdAt) && (last === null || createdAt > last)) last = createdAt;
  }
  return last;
}

/** What a file holds, from its first bytes: gzip (PGlite's tarball) or pg_dump's custom format. */
async function backupKindOf(file: string): Promise<BackupKind> {
  const handle = await open(file, "r");
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(5), 0, 5, 0);
    const head = buffer.subarray(0, bytesRead);
    if (head[0] === 0x1f && head[1] === 0x8b) return "pglite";
    if (head.toString("latin1") === "PGDMP") return "postgres";
  } finally {
    await handle.close();
  }
  throw new BackupRefusal(`${file} is neither a PGlite backup (gzip tarball) nor a pg_dump custom-format file.`);
}

function refuseNewer(version: SchemaVersion, journal: { tag: string }[]) {
  if (version.state === "newer") {
    throw new BackupRefusal(
      `The backup comes from a newer schema (a migration made at ${new Date(version.createdAt).toISOString()}) than this ` +
        `code knows (last: ${journal.at(-1)?.tag}). Restore it with the version of the site that made it.`,
    );
  }
}

export interface RestoreResult {
  kind: BackupKind;
  /** The version the backup held; the database was then migrated to this code's latest. */
  version: SchemaVersion;
  migratedTo: string | undefined;
}

export async function restoreDatabase(target: DatabaseTarget & { file: string }): Promise<RestoreResult> {
  const journal = readJournal(target.migrationsFolder);
  const kind = await backupKindOf(target.file);
  const targetKind: BackupKind = target.databaseUrl ? "postgres" : "pglite";
  if (kind !== targetKind) {
    throw new BackupRefusal(
      `${target.file} is a ${kind} backup but the configured database is ${targetKind}; ` +
        (kind === "pglite" ? "unset DATABASE_URL to restore it." : "set DATABASE_URL to restore it."),
    );
  }
  const { openDatabase } = await import("~/db/client.server");

  let version: SchemaVersion;
  if (!target.databaseUrl) {
    const directory = pgliteDirectory(target.dataDir);
    if (existsSync(directory) && readdirSync(directory).length > 0) {
      throw new BackupRefusal(`${directory} is not empty: restore into an empty data directory (DATA_DIR).`);
    }
    await mkdir(directory, { recursive: true });
    const client = new PGlite(directory, {
      ...pgliteOptions,
      loadDataDir: new Blob([await readFile(target.file)]),
    });
    try {
      await client.waitReady;
      version = schemaVersion(
        await lastCreatedAt(async (text) => (await client.query(text)).rows as Record<string, unknown>[]),
        journal,
      );
    } finally {
      await client.close();
    }
    // The directory was empty before, so nothing but the refused backup is removed.
    if (version.state === "newer") await rm(directory, { recursive: true, force: true });
    refuseNewer(version, journal);
    const handle = await openDatabase({ dataDir: target.dataDir });
    try {
      await handle.migrate(target.migrationsFolder);
    } finally {
      await handle.close();
    }
  } else {
    await refuseNonEmptyPostgres(target.databaseUrl);
    version = schemaVersion(await dumpLastCreatedAt(target.file), journal);
    refuseNewer(version, journal);
    const connection = postgresConnection(target.databaseUrl);
    // One transaction: a restore that fails leaves the target as empty as it was.
    await run(
      postgresProgram("pg_restore"),
      ["--no-owner", "--exit-on-error", "--single-transaction", "--dbname", connection.url, target.file],
      { env: connection.env, maxBuffer: 16 * 1024 * 1024 },
    );
    const handle = await openDatabase({ databaseUrl: target.databaseUrl, poolSize: 1 });
    try {
      await handle.migrate(target.migrationsFolder);
    } finally {
      await handle.close();
    }
  }
  return { kind, version, migratedTo: journal.at(-1)?.tag };
}

async function refuseNonEmptyPostgres(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ tables: number }>(
      `select count(*)::int as tables from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    if ((rows[0]?.tables ?? 0) > 0) {
      throw new BackupRefusal(
        `The target database already has ${rows[0]?.tables} tables: restore into an empty database (createdb a new one).`,
      );
    }
  } finally {
    await client.end();
  }
}
