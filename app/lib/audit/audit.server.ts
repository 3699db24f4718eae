// The audit log: every staff action, appended in the same transaction as the change it records, so
// the log and the data never disagree. Readers: /staff/audit (admins).
import { auditLog } from "~/db/schema";
import type { Database } from "~/db/client.server";

/** A database or a transaction: anything that can insert. */
type Writer = Pick<Database, "insert">;

export type AuditEntry = {
  /** A dotted verb: 'message.reply', 'plan-request.status', 'staff.invite', … */
  action: string;
  subjectType: string;
  subjectId?: string | number | null;
  before?: unknown;
  after?: unknown;
};

/** `actor.id` is null for the command line (`npm run staff`), whose email names the operator. */
export async function recordAudit(db: Writer, actor: { id: number | null; email: string }, entry: AuditEntry) {
  await db.insert(auditLog).values({
    actorUserId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId == null ? null : String(entry.subjectId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
