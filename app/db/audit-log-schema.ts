// The staff console's audit log. Re-exported by schema.ts, so drizzle-kit and the query builder see
// one schema. Relative imports only: scripts/db-migrate.ts loads the schema directly under Node.
import { bigint, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Every staff action: who, what, when, and the record before and after. Append-only: the app only
 * ever inserts (a trigger in the migration refuses UPDATE and DELETE), and admins read it at
 * /staff/audit. The actor is kept as an id and a
 * copy of the email, so the entry outlives the account.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** No foreign key: removing an account must not touch the log (the trigger would refuse it). */
    actorUserId: bigint("actor_user_id", { mode: "number" }),
    actorEmail: text("actor_email").notNull(),
    /** A dotted verb such as 'message.reply' or 'plan-request.status'. */
    action: text("action").notNull(),
    /** What was acted on: a table-like noun and its id ('contact_message', '42'). */
    subjectType: text("subject_type").notNull(),
    subjectId: text("subject_id"),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("audit_log_created_at_idx").on(table.createdAt),
    index("audit_log_subject_idx").on(table.subjectType, table.subjectId),
    // /staff/audit's filters: by action (newest first) and by actor ("contains", trigram).
    index("audit_log_action_created_idx").on(table.action, table.createdAt),
    index("audit_log_actor_search_idx").using("gin", table.actorEmail.op("gin_trgm_ops")),
  ],
);
