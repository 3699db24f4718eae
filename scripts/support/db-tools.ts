// Helpers shared by the database commands (backup, restore, the move to PostgreSQL): where PostgreSQL's client programs are,
// how to hand them a URL without its password showing, and which migration a database is at.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * Where PostgreSQL's programs may be, in the order to look: PG_BIN, then Debian's versioned
 * directories, newest first (a dump must be made and read by a version at least the server's, and
 * Debian's /usr/bin wrapper may pick an older one). The tests' throw-away server looks here too.
 */
export function postgresBinDirectories(): string[] {
  const directories: string[] = [];
  if (process.env.PG_BIN) directories.push(process.env.PG_BIN);
  const debianRoot = "/usr/lib/postgresql";
  if (existsSync(debianRoot)) {
    const versions = readdirSync(debianRoot)
      .filter((entry) => /^\d+$/.test(entry))
      .sort((a, b) => Number(b) - Number(a));
    directories.push(...versions.map((version) => path.join(debianRoot, version, "bin")));
  }
  return directories;
}

/** The path of a PostgreSQL client program (pg_dump, pg_restore): see postgresBinDirectories, then PATH. */
export function postgresProgram(name: "pg_dump" | "pg_restore"): string {
  const found = postgresBinDirectories()
    .map((directory) => path.join(directory, name))
    .find((file) => existsSync(file));
  return found ?? name;
}

/**
 * A connection URL split for a child program: the URL without its password (safe in the process
 * list and in messages) and the environment carrying the password as PGPASSWORD.
 */
export function postgresConnection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (password) env.PGPASSWORD = password;
  return { url: url.href, env };
}

export type Migration = { idx: number; tag: string; when: number };

/** The committed migrations, in order (drizzle/meta/_journal.json). */
export function readJournal(migrationsFolder: string): Migration[] {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
    entries: Migration[];
  };
  return journal.entries;
}

/**
 * A database's schema version: drizzle records each applied migration as (hash, created_at) in
 * drizzle.__drizzle_migrations, created_at being the journal entry's `when`, and applies those whose
 * `when` is later than the last recorded one. So the newest created_at names the version; one later
 * than every entry of this code's journal comes from newer code.
 */
export type SchemaVersion =
  | { state: "empty" }
  | { state: "known"; migration: Migration; label: string }
  | { state: "newer"; createdAt: number; label: string };

export function schemaVersion(lastCreatedAt: number | null, journal: Migration[]): SchemaVersion {
  if (lastCreatedAt === null) return { state: "empty" };
  const migration = journal.find((entry) => entry.when === lastCreatedAt);
  if (migration) return { state: "known", migration, label: String(migration.idx).padStart(4, "0") };
  const last = journal.at(-1);
  if (!last || lastCreatedAt > last.when)
    return { state: "newer", createdAt: lastCreatedAt, label: `t${lastCreatedAt}` };
  // Recorded by a migration this code does not have, yet older than its newest: a diverged history.
  throw new Error(`The database's last migration (created_at ${lastCreatedAt}) is not in drizzle/meta/_journal.json.`);
}

/** The query that reads the newest recorded migration (null on a database never migrated). */
export const lastMigrationQuery = `select max(created_at)::text as last from drizzle.__drizzle_migrations`;
