// Due jobs: work that must happen at a given time, exactly once, whichever app server gets there
// first — e.g. the support desk's SLA escalations. Re-exported by schema.ts. Relative
// imports only: scripts/db-migrate.ts loads the schema directly under Node.
// The runner is app/lib/jobs/ (docs/decisions/016-sla-calendar.md).
import { sql } from "drizzle-orm";
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/**
 * One row per (kind, subject, key): scheduling again moves `run_at` (an upsert), so a subject has at
 * most one pending job per key. A worker claims due rows (FOR UPDATE SKIP LOCKED, a lease in
 * `locked_until`, its token in `claimed_by`), runs the kind's handler in a transaction that also
 * sets `done_at`, and a done row stays done: it is the record that the job ran.
 */
export const dueJobs = pgTable(
  "due_jobs",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** Which handler runs it, e.g. 'ticket_sla'. */
    kind: text("kind").notNull(),
    /** What it is about (a ticket id, as text so that any key fits). */
    subjectId: text("subject_id").notNull(),
    /** Which job of that subject, e.g. 'first_response:80'. */
    key: text("key").notNull(),
    runAt: timestamp("run_at", { withTimezone: true }).notNull(),
    /** Claims so far (a crash during a run counts too); back to 0 when the job is scheduled again. */
    attempts: integer("attempts").notNull().default(0),
    /** A claimed row belongs to one worker until this time; after it, another may claim it. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /** Random token of the claim: only its holder may settle the row. */
    claimedBy: uuid("claimed_by"),
    doneAt: timestamp("done_at", { withTimezone: true }),
    /** Set when the job failed its last allowed attempt; it is kept, and scheduling it again revives it. */
    failedAt: timestamp("failed_at", { withTimezone: true }),
    lastError: text("last_error"),
    /** The request that last scheduled it (its X-Request-Id), so its run can be followed in the logs. */
    requestId: text("request_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("due_jobs_kind_subject_key_key").on(table.kind, table.subjectId, table.key),
    // The workers' poll: pending jobs by due time. Partial, so done jobs (the bulk, over time) cost
    // nothing and an idle poll reads an empty index range.
    index("due_jobs_pending_run_at_idx")
      .on(table.runAt)
      .where(sql`${table.doneAt} is null and ${table.failedAt} is null`),
    // The failed jobs' count (the staff dashboard, /metrics): the few that failed for good, read
    // from their own small index rather than the whole table.
    index("due_jobs_failed_at_idx").on(table.failedAt).where(sql`${table.failedAt} is not null`),
  ],
);
