// Reading the audit log (/staff/audit, admins): newest first, filtered by actor, action and date
// range, a page at a time. Offsets are fine here: the created_at index serves the order, and admins
// page through recent entries, not to page 2,000.
import { count, desc, eq, gte, ilike, lt, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { auditLog } from "~/db/schema";
import { type FoundPage, findPage } from "~/lib/casework/finder.server";
import { containsPattern } from "~/lib/casework/list-codec";
import { type AuditFilters, describeChange } from "./schema";

export const AUDIT_PAGE_SIZE = 50;

export type AuditRow = {
  id: number;
  createdAt: string;
  actorEmail: string;
  action: string;
  subject: string;
  changes: ReturnType<typeof describeChange>;
};

/** 'user #12 (asha@example.com)': the id, and the address when the entry names one. */
function subjectLabel(row: { subjectType: string; subjectId: string | null; before: unknown; after: unknown }) {
  const base = row.subjectId ? `${row.subjectType} #${row.subjectId}` : row.subjectType;
  const named = [row.after, row.before].find(
    (value): value is { email: string } =>
      typeof value === "object" && value !== null && typeof (value as { email?: unknown }).email === "string",
  );
  return named ? `${base} (${named.email})` : base;
}

export type AuditPage = Omit<FoundPage<unknown>, "rows"> & { entries: AuditRow[]; hasNext: boolean };

export async function listAuditEntries(
  db: Database,
  filters: AuditFilters,
  pageSize = AUDIT_PAGE_SIZE,
): Promise<AuditPage> {
  const { rows, ...window } = await findPage({
    rows: db.select().from(auditLog).$dynamic(),
    count: db.select({ value: count() }).from(auditLog).$dynamic(),
    where: [
      // `%`, `_` and `\` typed into the actor filter match themselves, not patterns.
      filters.actor && ilike(auditLog.actorEmail, containsPattern(filters.actor)),
      filters.action && eq(auditLog.action, filters.action),
      filters.from && gte(auditLog.createdAt, sql`${filters.from}::date`),
      filters.to && lt(auditLog.createdAt, sql`${filters.to}::date + 1`),
    ],
    orderBy: [desc(auditLog.createdAt), desc(auditLog.id)],
    page: filters.page,
    pageSize,
  });
  return {
    ...window,
    hasNext: window.page < window.pageCount,
    entries: rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      actorEmail: row.actorEmail,
      action: row.action,
      subject: subjectLabel(row),
      changes: describeChange(row.before, row.after),
    })),
  };
}

/** The actions that occur in the log, for the filter's choices. */
export async function listAuditActions(db: Database): Promise<string[]> {
  const rows = await db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(auditLog.action).limit(200);
  return rows.map((row) => row.action);
}
