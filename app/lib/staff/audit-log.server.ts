// Reading the audit log (/staff/audit, admins): newest first, filtered by actor, action and date
// range, a page at a time. Offsets are fine here: the created_at index serves the order, and admins
// page through recent entries, not to page 2,000.
import { and, desc, gte, ilike, lt, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { auditLog } from "~/db/schema";
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

/** `%`, `_` and `\` typed into the actor filter match themselves, not patterns. */
function likePattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** 'user #12 (asha@example.com)': the id, and the address when the entry names one. */
function subjectLabel(row: { subjectType: string; subjectId: string | null; before: unknown; after: unknown }) {
  const base = row.subjectId ? `${row.subjectType} #${row.subjectId}` : row.subjectType;
  const named = [row.after, row.before].find(
    (value): value is { email: string } =>
      typeof value === "object" && value !== null && typeof (value as { email?: unknown }).email === "string",
  );
  return named ? `${base} (${named.email})` : base;
}

export async function listAuditEntries(
  db: Database,
  filters: AuditFilters,
  pageSize = AUDIT_PAGE_SIZE,
): Promise<{ entries: AuditRow[]; hasNext: boolean }> {
  const conditions: SQL[] = [];
  if (filters.actor) conditions.push(ilike(auditLog.actorEmail, likePattern(filters.actor)));
  if (filters.action) conditions.push(sql`${auditLog.action} = ${filters.action}`);
  if (filters.from) conditions.push(gte(auditLog.createdAt, sql`${filters.from}::date`));
  if (filters.to) conditions.push(lt(auditLog.createdAt, sql`${filters.to}::date + 1`));
  const rows = await db
    .select()
    .from(auditLog)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(pageSize + 1)
    .offset((filters.page - 1) * pageSize);
  return {
    hasNext: rows.length > pageSize,
    entries: rows.slice(0, pageSize).map((row) => ({
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
