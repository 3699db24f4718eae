// The staff inbox (issue 13): the thread of a contact message. The message itself and its current
// status and assignee are columns of contact_messages (schema.ts); this table keeps what happened to
// it, in order: staff replies, internal notes, status changes and assignments. Relative imports
// only: scripts/db-migrate.ts loads the schema directly under Node.
import { sql } from "drizzle-orm";
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts-schema.ts";
import { contactMessages, emailOutbox } from "./schema.ts";

export const contactMessageEventKinds = ["reply", "note", "status", "assign"] as const;
export type ContactMessageEventKind = (typeof contactMessageEventKinds)[number];

export const contactMessageEvents = pgTable(
  "contact_message_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    messageId: bigint("message_id", { mode: "number" })
      .notNull()
      .references(() => contactMessages.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: contactMessageEventKinds }).notNull(),
    /** Who did it; the name is copied so the thread still reads right after the account is gone. */
    actorUserId: bigint("actor_user_id", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    actorName: text("actor_name").notNull(),
    /** A reply's or a note's text. */
    body: text("body"),
    /** Status changes: the statuses; assignments: the staff members' names ('' = nobody). */
    fromValue: text("from_value"),
    toValue: text("to_value"),
    /** A reply's email in the outbox, so staff can see whether it went out. */
    outboxId: bigint("outbox_id", { mode: "number" }).references(() => emailOutbox.id, { onDelete: "set null" }),
    /**
     * A reply's idempotency key, rendered into the reply form: the same form posted twice (double
     * click, browser re-post) records and emails one reply.
     */
    submissionId: uuid("submission_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("contact_message_events_message_idx").on(table.messageId, table.createdAt),
    uniqueIndex("contact_message_events_submission_id_key").on(table.submissionId),
    check("contact_message_events_kind_check", sql`${table.kind} in ('reply', 'note', 'status', 'assign')`),
  ],
);
