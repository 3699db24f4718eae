// What the public pages show of the records staff publish from the console (blog posts, job
// openings), kept per process until the records change. Each request asks the database for one
// stamp — a digest of every row's id and update time — and the kept copy is used while the stamp is
// the same; after an edit on ANY app server the stamp differs, so every server loads afresh on its
// next request, without messages between servers.
import { sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { RouterContextProvider } from "react-router";
import type { Database } from "~/db/client.server";
import { blogPosts, helpArticles, jobOpenings } from "~/db/schema";
import { readKeptPageStamps, type StampedRecords } from "~/lib/http/anonymous-cache";
import { dbContext } from "~/lib/http/request-context.server";

/**
 * The stamp of a table: a digest over every row's id and updated_at (one small aggregate). Not
 * max(updated_at) and a count: a transaction that began earlier but commits later writes an
 * updated_at older than the maximum already seen, and that edit would go unnoticed for ever.
 */
export async function tableStamp(
  db: Database,
  table: PgTable & { id: PgColumn; updatedAt: PgColumn },
): Promise<string> {
  const [row] = await db.select({ stamp: stampOf(table) }).from(table);
  return row?.stamp ?? "";
}

/** The digest tableStamp selects from its table. */
function stampOf(table: PgTable & { id: PgColumn; updatedAt: PgColumn }) {
  return sql<string>`md5(coalesce(string_agg(${table.id}::text || ':' || ${table.updatedAt}::text, ',' order by ${table.id}), ''))`;
}

const stampedTables = { openings: jobOpenings, posts: blogPosts, help: helpArticles } satisfies Record<
  StampedRecords,
  unknown
>;

/**
 * Whether the records a page kept in the server's memory named, with their stamps then
 * (KEPT_PAGE_STAMPS_HEADER), are unchanged: the same stamp query a request for them makes anyway.
 */
export async function keptStampsAreCurrent(db: Database, named: string): Promise<boolean> {
  const stamps = readKeptPageStamps(named);
  if (!stamps) return false;
  // One query for all of them: this check stands before every answer from memory.
  const columns = Object.fromEntries(
    [...stamps.keys()].map((records) => {
      const table = stampedTables[records];
      return [records, sql<string>`(select ${stampOf(table)} from ${table})`];
    }),
  );
  const [row] = await db.select(columns).from(sql`(select 1) as one`);
  return [...stamps].every(([records, stamp]) => row?.[records] === stamp);
}

export type PublicSnapshot<T> = {
  /** The current records: the kept copy while the stamp is unchanged, else loaded now. */
  read(db: Database): Promise<T>;
  /** The same, asked of the database once per request whoever asks (a loader, then entry.server). */
  forRequest(context: Readonly<RouterContextProvider>): Promise<T>;
};

export function publicSnapshot<T>({
  stamp,
  load,
}: {
  stamp: (db: Database) => Promise<string>;
  /** Loads the records; `stamp` is theirs, for caches of what is rendered from them. */
  load: (db: Database, stamp: string) => Promise<T>;
}): PublicSnapshot<T> {
  // Per database handle: a server has one, but the integration tests open several in one process.
  const kept = new WeakMap<Database, { stamp: string; value: Promise<T> }>();
  const perRequest = new WeakMap<object, Promise<T>>();

  async function read(db: Database): Promise<T> {
    const now = await stamp(db);
    const entry = kept.get(db);
    if (entry && entry.stamp === now) return entry.value;
    // Loaded once for all the requests that arrive meanwhile; a failed load is not kept.
    const value = load(db, now);
    kept.set(db, { stamp: now, value });
    value.catch(() => {
      if (kept.get(db)?.value === value) kept.delete(db);
    });
    return value;
  }

  return {
    read,
    forRequest(context) {
      let value = perRequest.get(context);
      if (!value) {
        value = read(context.get(dbContext));
        perRequest.set(context, value);
      }
      return value;
    },
  };
}
