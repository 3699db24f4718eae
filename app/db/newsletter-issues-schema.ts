// Newsletter issues written in the staff console and their deliveries, one per subscriber.
// Relative imports only: scripts/db-migrate.ts loads the schema directly under Node.
import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts-schema.ts";
import { createdAt, inList } from "./columns.ts";

export const newsletterIssueStatuses = ["draft", "sending", "sent"] as const;
export type NewsletterIssueStatus = (typeof newsletterIssueStatuses)[number];

/**
 * A newsletter issue written in the console. 'draft' until someone presses Send; 'sending' while the
 * background job queues one email per confirmed subscriber (cursor: the last subscriber id done);
 * 'sent' once every email is in the outbox. The outbox then delivers them.
 */
export const newsletterIssues = pgTable(
  "newsletter_issues",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    subject: text("subject").notNull(),
    bodyMarkdown: text("body_markdown").notNull(),
    status: text("status", { enum: newsletterIssueStatuses }).notNull().default("draft"),
    /** Raised by every save: a form rendered with an older version is refused instead of overwriting. */
    version: integer("version").notNull().default(1),
    createdBy: bigint("created_by", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    /** Confirmed subscribers when Send was pressed; the final count of deliveries once sent. */
    recipientTotal: integer("recipient_total"),
    /** The send job's progress: subscribers with an id up to this one have been handled. */
    cursorSubscriberId: bigint("cursor_subscriber_id", { mode: "number" }).notNull().default(0),
    sendRequestedAt: timestamp("send_requested_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("newsletter_issues_created_at_idx").on(table.createdAt),
    index("newsletter_issues_status_idx").on(table.status),
    check("newsletter_issues_status_check", sql`${table.status} in (${inList(newsletterIssueStatuses)})`),
  ],
);

/**
 * One row per (issue, subscriber): the proof that the subscriber's email for the issue was queued.
 * The unique key, not timing, makes a send exactly-once — a second press, a second app server or a
 * retried batch can only ever find the row already there.
 */
export const newsletterDeliveries = pgTable(
  "newsletter_deliveries",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    issueId: bigint("issue_id", { mode: "number" })
      .notNull()
      .references(() => newsletterIssues.id, { onDelete: "cascade" }),
    subscriberId: bigint("subscriber_id", { mode: "number" }).notNull(),
    /** The queued email (no foreign key: the outbox may be pruned one day without touching this). */
    outboxId: bigint("outbox_id", { mode: "number" }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("newsletter_deliveries_issue_subscriber_key").on(table.issueId, table.subscriberId),
    index("newsletter_deliveries_outbox_idx").on(table.outboxId),
  ],
);
