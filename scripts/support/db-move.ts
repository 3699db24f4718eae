// Moves a site's data from embedded PGlite into an empty PostgreSQL database (`npm run db:move`).
// The target gets its schema from the app's own migrations; then every row is copied, table by table
// in foreign-key order, inside ONE transaction on the target, and the copy is compared with the
// source (row count and checksum per table) before that transaction commits: a failed or unequal
// move leaves no rows behind. Values travel in their text form (`col::text`, cast back on insert), so
// microseconds, bytea, jsonb and arrays arrive exactly as they were — no round trip through JS types.
import { sql } from "drizzle-orm";
import pg from "pg";
import { type Database, defaultMigrationsFolder, openDatabase } from "~/db/client.server";
import { lastMigrationQuery, readJournal, schemaVersion } from "./db-tools.ts";

/**
 * Rows per batch (keyset by primary key): large enough to be quick, small enough for the tables of
 * stored files. A batch is inserted with one array parameter per column, whatever its size.
 */
const DEFAULT_BATCH_ROWS = 1_000;

/** The one query shape both sides answer: text and positional parameters in, plain rows out. */
export interface Queryable {
  query(text: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
}

/** A drizzle database (PGlite or PostgreSQL) as a Queryable: `$1`… placeholders become drizzle parameters. */
export function queryableDatabase(db: Database): Queryable {
  return {
    async query(text, params = []) {
      const parts = text.split(/\$(\d+)/);
      const chunks = parts.map((part, index) =>
        index % 2 === 0 ? sql.raw(part) : sql.param(params[Number(part) - 1]),
      );
      return ((await db.execute(sql.join(chunks))) as unknown as { rows: Record<string, unknown>[] }).rows;
    },
  };
}

function queryableClient(client: pg.Client): Queryable {
  return { query: async (text, params) => (await client.query(text, params)).rows };
}

/** Thrown when the target cannot take the move; the command exits with 2 and this message. */
export class MoveRefusedError extends Error {
  override name = "MoveRefusedError";
}

interface Column {
  name: string;
  /** `format_type()`: what a text value is cast back to on insert. */
  type: string;
  identityAlways: boolean;
}

interface Table {
  name: string;
  /** Copied columns: every column but the generated ones (the target computes those itself). */
  columns: Column[];
  primaryKey: string[];
  /** Columns with an identity sequence to advance past the copied values. */
  identities: string[];
}

interface ForeignKey {
  name: string;
  table: string;
  references: string;
}

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

/** The tables of schema public with their columns and primary keys, read from the catalogue. */
async function readTables(db: Queryable): Promise<Table[]> {
  const columns = await db.query(`
    select c.relname as table_name, a.attname as column_name, format_type(a.atttypid, a.atttypmod) as type,
           a.attidentity as identity, a.attgenerated as generated,
           coalesce(array_position(k.conkey, a.attnum), 0) as key_position
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    left join pg_constraint k on k.conrelid = c.oid and k.contype = 'p'
    where n.nspname = 'public' and c.relkind in ('r', 'p')
    order by c.relname, a.attnum`);
  const tables = new Map<string, Table & { keyPositions: [number, string][] }>();
  for (const row of columns) {
    const name = String(row.table_name);
    let table = tables.get(name);
    if (!table) {
      table = { name, columns: [], primaryKey: [], identities: [], keyPositions: [] };
      tables.set(name, table);
    }
    const column = String(row.column_name);
    if (Number(row.key_position) > 0) table.keyPositions.push([Number(row.key_position), column]);
    if (row.generated) continue;
    table.columns.push({ name: column, type: String(row.type), identityAlways: row.identity === "a" });
    if (row.identity) table.identities.push(column);
  }
  return [...tables.values()].map(({ keyPositions, ...table }) => {
    if (keyPositions.length === 0)
      throw new Error(`Table ${table.name} has no primary key: it cannot be copied in batches.`);
    return { ...table, primaryKey: keyPositions.sort((a, b) => a[0] - b[0]).map(([, column]) => column) };
  });
}

async function readForeignKeys(db: Queryable): Promise<ForeignKey[]> {
  const rows = await db.query(`
    select k.conname as name, c.relname as table_name, r.relname as references_name
    from pg_constraint k
    join pg_class c on c.oid = k.conrelid
    join pg_class r on r.oid = k.confrelid
    join pg_namespace n on n.oid = c.relnamespace
    where k.contype = 'f' and n.nspname = 'public'
    order by k.conname`);
  return rows.map((row) => ({
    name: String(row.name),
    table: String(row.table_name),
    references: String(row.references_name),
  }));
}

/**
 * Tables in an order where each comes after the tables it references (Kahn's algorithm, ties by name so
 * the order is stable), and the foreign keys that no order can satisfy: self-references (a ticket
 * merged into a later ticket) and any cycle between tables. Those are dropped on the target for the
 * copy and added again before commit — adding a foreign key checks every row, so nothing goes unchecked.
 */
export function copyOrder(tables: string[], foreignKeys: ForeignKey[]): { order: string[]; suspended: ForeignKey[] } {
  const suspended = foreignKeys.filter((key) => key.table === key.references);
  let edges = foreignKeys.filter((key) => key.table !== key.references);
  const order: string[] = [];
  const remaining = new Set(tables);
  while (remaining.size > 0) {
    const ready = [...remaining].filter(
      (table) => !edges.some((key) => key.table === table && remaining.has(key.references)),
    );
    if (ready.length === 0) {
      // A cycle: take the first remaining table anyway and suspend the keys that point to tables still waiting.
      const [first] = [...remaining].sort();
      const closing = edges.filter((key) => key.table === first && remaining.has(key.references));
      suspended.push(...closing);
      edges = edges.filter((key) => !closing.includes(key));
      continue;
    }
    for (const table of ready.sort()) {
      order.push(table);
      remaining.delete(table);
    }
  }
  return { order, suspended };
}

/** Same SQL on both sides: the row count and an md5 over each row's md5, in primary-key order. */
function checksumQuery(table: Table): string {
  const row = `row(${table.columns.map((column) => quote(column.name)).join(", ")})::text`;
  const order = table.primaryKey.map(quote).join(", ");
  return `select count(*)::text as rows, md5(coalesce(string_agg(md5(${row}), '' order by ${order}), '')) as checksum from ${quote(table.name)}`;
}

async function checksum(db: Queryable, table: Table): Promise<{ rows: number; checksum: string }> {
  const [row] = await db.query(checksumQuery(table));
  return { rows: Number(row?.rows), checksum: String(row?.checksum) };
}

/**
 * The text forms must not depend on each server's settings: a timestamptz prints in the session's
 * time zone, a date in its DateStyle.
 */
const SESSION_SETTINGS = ["set timezone = 'UTC'", "set datestyle = 'ISO, YMD'", "set intervalstyle = 'postgres'"];

/** The newest applied migration's created_at (drizzle's journal `when`), or null before any. */
async function lastMigration(db: Queryable): Promise<number | null> {
  const [exists] = await db.query(`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!exists?.present) return null;
  const [row] = await db.query(lastMigrationQuery);
  return row?.last == null ? null : Number(row.last);
}

/** Refuses a target with any table of its own: a move fills a new, empty database, never merges into one. */
async function ensureEmpty(target: Queryable): Promise<void> {
  const tables = await target.query(`
    select n.nspname || '.' || c.relname as name
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema')
      and n.nspname not like 'pg\\_%'
    order by 1 limit 5`);
  if (tables.length > 0) {
    throw new MoveRefusedError(
      `The target database is not empty (it has tables, e.g. ${tables.map((row) => row.name).join(", ")}). ` +
        "db:move only fills a new, empty database: create one (createdb) and pass its URL.",
    );
  }
}

export interface TableReport {
  table: string;
  sourceRows: number;
  targetRows: number;
  equal: boolean;
}

export interface MoveOptions {
  /** The source: the site's PGlite database (any migrated drizzle database works). */
  source: Database;
  /** postgres:// URL of an empty database. */
  targetUrl: string;
  migrationsFolder?: string;
  out?: (line: string) => void;
  /** Rows per batch: large enough to be quick, small enough for the tables of stored files. */
  batchRows?: number;
}

/**
 * Copies everything; returns one report line per table. Throws MoveRefusedError when the target is not
 * empty or the source is not at the code's schema version (nothing is changed then).
 */
export async function moveDatabase({
  source: sourceDb,
  targetUrl,
  migrationsFolder = defaultMigrationsFolder,
  out = () => {},
  batchRows = DEFAULT_BATCH_ROWS,
}: MoveOptions): Promise<{ tables: TableReport[]; equal: boolean }> {
  const source = queryableDatabase(sourceDb);
  for (const setting of SESSION_SETTINGS) await source.query(setting);

  const client = new pg.Client({ connectionString: targetUrl });
  await client.connect();
  const target = queryableClient(client);
  try {
    await ensureEmpty(target);
    const journal = readJournal(migrationsFolder);
    const sourceVersion = schemaVersion(await lastMigration(source), journal);
    if (sourceVersion.state !== "known" || sourceVersion.migration !== journal.at(-1)) {
      throw new MoveRefusedError(
        `The embedded database is at schema ${sourceVersion.state === "empty" ? "none" : sourceVersion.label}, ` +
          `this code at ${String(journal.at(-1)?.idx).padStart(4, "0")}: move it with the code that made it, ` +
          "or run `npm run db:migrate` (or start the app once) on the embedded database, stop it, then move.",
      );
    }

    const handle = await openDatabase({ databaseUrl: targetUrl, poolSize: 1 });
    try {
      await handle.migrate(migrationsFolder);
    } finally {
      await handle.close();
    }
    if ((await lastMigration(target)) !== sourceVersion.migration.when) {
      throw new Error("The target's schema version after the migrations differs from the source's.");
    }
    out(`Schema ${sourceVersion.label} on both sides (the target migrated). Copying rows…`);

    for (const setting of SESSION_SETTINGS) await target.query(setting);
    const tables = new Map((await readTables(source)).map((table) => [table.name, table]));
    const { order, suspended } = copyOrder([...tables.keys()], await readForeignKeys(source));
    const reports: TableReport[] = [];

    await target.query("begin");
    try {
      const definitions = await target.query(
        `select conname as name, conrelid::regclass::text as table_name, pg_get_constraintdef(oid) as definition
         from pg_constraint where contype = 'f' and conname = any($1::text[])`,
        [suspended.map((key) => key.name)],
      );
      for (const row of definitions) {
        await target.query(`alter table ${String(row.table_name)} drop constraint ${quote(String(row.name))}`);
      }
      // The migrations write some rows themselves (e.g. the posts imported with the publishing tables);
      // the source has the same rows, possibly edited since, so the target starts from none.
      await target.query(`truncate ${order.map(quote).join(", ")}`);

      const width = Math.max(...order.map((name) => name.length));
      for (const name of order) {
        const table = tables.get(name);
        if (!table) continue;
        const [total] = await source.query(`select count(*)::text as rows from ${quote(name)}`);
        const copied = await copyTable(source, target, table, batchRows);
        out(`  ${name.padEnd(width)}  ${copied} / ${Number(total?.rows)} rows`);
      }

      for (const row of definitions) {
        await target.query(
          `alter table ${String(row.table_name)} add constraint ${quote(String(row.name))} ${String(row.definition)}`,
        );
      }
      for (const table of tables.values()) {
        for (const column of table.identities) {
          // setval(…, false): the next value handed out is max + 1 (1 on an empty table).
          await target.query(
            `select setval(pg_get_serial_sequence($1, $2), coalesce(max(${quote(column)}), 0) + 1, false) from ${quote(table.name)}`,
            [quote(table.name), column],
          );
        }
      }

      for (const name of order) {
        const table = tables.get(name);
        if (!table) continue;
        const [before, after] = [await checksum(source, table), await checksum(target, table)];
        reports.push({
          table: name,
          sourceRows: before.rows,
          targetRows: after.rows,
          equal: before.rows === after.rows && before.checksum === after.checksum,
        });
      }
      const equal = reports.every((report) => report.equal);
      // An unequal copy is not kept: the target goes back to migrated and empty.
      await target.query(equal ? "commit" : "rollback");
      return { tables: reports, equal };
    } catch (error) {
      await target.query("rollback");
      throw error;
    }
  } finally {
    await client.end();
  }
}

/** Copies one table in primary-key order, `batchRows` at a time; returns the rows copied. */
async function copyTable(source: Queryable, target: Queryable, table: Table, batchRows: number): Promise<number> {
  const names = table.columns.map((column) => quote(column.name));
  // Qualified: a bare name in ORDER BY would mean the output column, i.e. the key's text form, whose
  // order ("10" < "9") is not the key's.
  const key = table.primaryKey.map((name) => `source_row.${quote(name)}`);
  const keyTypes = table.primaryKey.map((name) => table.columns.find((column) => column.name === name)?.type ?? "text");
  const select = `select ${names.map((name) => `${name}::text`).join(", ")} from ${quote(table.name)} as source_row`;
  const overriding = table.columns.some((column) => column.identityAlways) ? " overriding system value" : "";
  const unnest = `unnest(${table.columns.map((_, index) => `$${index + 1}::text[]`).join(", ")}) as batch(${names.join(", ")})`;
  const insertText =
    `insert into ${quote(table.name)} (${names.join(", ")})${overriding} ` +
    `select ${table.columns.map((column) => `${quote(column.name)}::${column.type}`).join(", ")} from ${unnest}`;

  let copied = 0;
  let last: unknown[] | null = null;
  for (;;) {
    const after = last
      ? ` where (${key.join(", ")}) > (${keyTypes.map((type, index) => `$${index + 1}::${type}`).join(", ")})`
      : "";
    const rows = await source.query(`${select}${after} order by ${key.join(", ")} limit ${batchRows}`, last ?? []);
    if (rows.length === 0) return copied;
    await target.query(
      insertText,
      table.columns.map((column) => rows.map((row) => row[column.name] ?? null)),
    );
    copied += rows.length;
    const end = rows.at(-1) as Record<string, unknown>;
    last = table.primaryKey.map((name) => end[name]);
    if (rows.length < batchRows) return copied;
  }
}
