// Opens the database: embedded PGlite (a PostgreSQL build running in this process, stored under
// DATA_DIR) when no DATABASE_URL is set, or a PostgreSQL server through a node-postgres pool.
// Both speak the same SQL, so there is one schema and one set of migrations (drizzle/).
// Relative imports with extensions: scripts/db-migrate.ts runs this file directly under Node.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { runCommitted } from "./after-commit.ts";
import * as schema from "./schema.ts";
import { logger } from "~/lib/log/logger.server";

/** The query API every caller uses; a transaction (`db.transaction(tx => …)`) has the same type. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseKind = "pglite" | "postgres";

/** How the process's database connections are used, for the metrics (/metrics). */
export type ConnectionUse = {
  /** Connections open now (PGlite: its one, in-process). */
  total: number;
  /** Of those, the ones not running a query; unknown for PGlite, which does not say. */
  idle?: number;
  /** Queries waiting for a connection of the pool (PostgreSQL only). */
  waiting?: number;
};

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Read at the moment it is called: costs nothing (the pool's own counters). */
  connections(): ConnectionUse;
  /** Applies the committed migrations that are not applied yet. */
  migrate(migrationsFolder?: string): Promise<void>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres:// URL; when absent PGlite is used. */
  databaseUrl?: string;
  /** PGlite's directory is `<dataDir>/pglite`; "memory://" keeps it in memory (tests). */
  dataDir?: string;
  /** Connections in the node-postgres pool. */
  poolSize?: number;
  /**
   * With "memory://": start from this PGlite data directory dump (`dumpDataDir()`) instead of an
   * empty cluster — the tests copy one migrated database rather than migrating each of theirs.
   */
  pgliteImage?: Blob;
}

// This file sits two folders below the project root both as source (app/db/) and inside the
// server build (build/server/), so the same relative path finds drizzle/ in both.
export const defaultMigrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../drizzle");

/**
 * Every transaction of the app runs its after-commit wake-ups (after-commit.ts) once it has
 * committed: the one place where "wake the outbox/jobs worker" waits for the data to be visible.
 */
function withAfterCommit(db: Database): Database {
  const transaction = db.transaction.bind(db);
  db.transaction = ((run, config) => runCommitted(() => transaction(run, config))) as Database["transaction"];
  return db;
}

/** Serialises migrations when several app instances start at once against one PostgreSQL. */
const MIGRATION_LOCK_ID = 7_214_903_311;

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options.dataDir ?? "./data", options.pgliteImage);
}

/** Thrown when another live process has the embedded database open. */
export class DatabaseBusyError extends Error {
  override name = "DatabaseBusyError";
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * PGlite has no lock of its own: two processes opening one directory would corrupt it. The first
 * writes its pid to DATA_DIR/pglite.pid; another live process is refused with a clear message (a
 * stale file left by a crash is taken over). The same process may open it again (development reload).
 */
function claimPgliteDirectory(dataDir: string): () => void {
  const file = path.resolve(dataDir, "pglite.pid");
  let holder = Number.NaN;
  try {
    holder = Number(readFileSync(file, "utf8").trim());
  } catch {
    // No holder.
  }
  if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && processIsAlive(holder)) {
    throw new DatabaseBusyError(
      `The embedded database in ${path.resolve(dataDir, "pglite")} is open in another process (pid ${holder}, ` +
        "probably the running server). PGlite serves one process at a time: stop the server and try again, " +
        "or use PostgreSQL (DATABASE_URL), which any number of processes can use at once. " +
        `If no such process runs, delete ${file}.`,
    );
  }
  writeFileSync(file, `${process.pid}\n`);
  return () => {
    try {
      if (Number(readFileSync(file, "utf8").trim()) === process.pid) rmSync(file, { force: true });
    } catch {
      // Already gone.
    }
  };
}

async function openPglite(dataDir: string, image?: Blob): Promise<DatabaseHandle> {
  let client: PGlite;
  let releaseLock = () => {};
  // pg_trgm: the staff console's searches ("contains") use trigram indexes.
  const extensions = { pg_trgm };
  if (dataDir === "memory://") {
    client = new PGlite({ extensions, loadDataDir: image });
  } else {
    const directory = path.resolve(dataDir, "pglite");
    mkdirSync(directory, { recursive: true });
    releaseLock = claimPgliteDirectory(dataDir);
    client = new PGlite(directory, { extensions });
  }
  try {
    await client.waitReady;
  } catch (error) {
    releaseLock();
    throw error;
  }
  const db = drizzlePglite({ client, schema });
  return {
    db: withAfterCommit(db as unknown as Database),
    kind: "pglite",
    connections: () => ({ total: client.closed ? 0 : 1 }),
    async migrate(migrationsFolder = defaultMigrationsFolder) {
      await migratePglite(db, { migrationsFolder });
    },
    async close() {
      if (!client.closed) await client.close();
      releaseLock();
    },
  };
}

async function openPostgres(databaseUrl: string, poolSize: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize, connectionTimeoutMillis: 10_000 });
  // An idle connection dropped by the server must not crash the process; the pool replaces it.
  pool.on("error", (error) => logger.error(`[db] idle PostgreSQL connection failed: ${error.message}`));
  // pool.end() resolves before the sockets have closed; close() waits for them.
  const connections = new Set<pg.PoolClient>();
  pool.on("connect", (client) => {
    connections.add(client);
    client.once("end", () => connections.delete(client));
  });
  const db = drizzlePg({ client: pool, schema });
  // Fail at start, with the server's own message, rather than on the first request.
  await db.execute(sql`select 1`);
  return {
    db: withAfterCommit(db as unknown as Database),
    kind: "postgres",
    connections: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async migrate(migrationsFolder = defaultMigrationsFolder) {
      const connection = await pool.connect();
      try {
        await connection.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
        try {
          await migratePg(drizzlePg({ client: connection, schema }), { migrationsFolder });
        } finally {
          await connection.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]);
        }
      } finally {
        connection.release();
      }
    },
    async close() {
      const closed = [...connections].map((client) => new Promise((resolve) => client.once("end", resolve)));
      await pool.end();
      await Promise.race([Promise.all(closed), new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
    },
  };
}
