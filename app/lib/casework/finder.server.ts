// The one finder of every staff list: the list's filters become one WHERE, and the same WHERE
// counts the matches, so "1–25 of N" and the page never disagree. A list supplies its select (with
// its joins) and count as dynamic Drizzle queries; the finder adds where, order, limit and offset.
import { and, eq, isNull, type SQL } from "drizzle-orm";
import type { PgColumn, PgSelect } from "drizzle-orm/pg-core";
import { type AssigneeFilter, pageWindow, STAFF_PAGE_SIZE } from "./list-codec";

export type FoundPage<Row> = ReturnType<typeof pageWindow> & { rows: Row[]; pageSize: number };

/** The filters that apply (undefined ones are left out) as one condition. */
export function allOf(conditions: readonly (SQL | undefined | null | false | "")[]): SQL | undefined {
  const present = conditions.filter((condition): condition is SQL => Boolean(condition));
  return present.length > 0 ? and(...present) : undefined;
}

export async function findPage<Rows extends PgSelect, Count extends PgSelect>(list: {
  rows: Rows;
  count: Count;
  where: readonly (SQL | undefined | null | false | "")[];
  orderBy: readonly SQL[];
  page: number;
  pageSize?: number;
}): Promise<FoundPage<Awaited<Rows>[number]>> {
  const pageSize = list.pageSize ?? STAFF_PAGE_SIZE;
  const where = allOf(list.where);
  const [rows, counted] = await Promise.all([
    list.rows
      .where(where)
      .orderBy(...list.orderBy)
      .limit(pageSize)
      .offset((list.page - 1) * pageSize),
    list.count.where(where),
  ]);
  const total = Number((counted[0] as { value?: number } | undefined)?.value ?? 0);
  return { ...pageWindow(list.page, rows.length, total, pageSize), rows, pageSize };
}

/** The list filter "whose records": mine, nobody's, one member's, or (null) anyone's. */
export function assigneeCondition(column: PgColumn, filter: AssigneeFilter, staffId: number): SQL | undefined {
  if (filter === null) return undefined;
  if (filter === "mine") return eq(column, staffId);
  if (filter === "unassigned") return isNull(column);
  return eq(column, filter);
}
