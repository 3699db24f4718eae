// Contact messages: what visitors send with the contact form, and the staff inbox's thread of each
// (replies, internal notes, status changes, assignments). Relative imports only: scripts/db-migrate.ts
// loads the schema directly under Node.
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts-schema.ts";
import { caseEventsTable } from "./case-events.ts";
import { createdAt, inList, languageColumn, siteLanguages } from "./columns.ts";

/**
 * What the staff inbox searches in: one expression, so that one trigram index serves the search
 * (the query must repeat it exactly: app/lib/contact/inbox.server.ts uses this function too).
 */
export function contactSearchText(table: {
  firstName: AnyPgColumn;
  lastName: AnyPgColumn;
  email: AnyPgColumn;
  subject: AnyPgColumn;
  message: AnyPgColumn;
}) {
  return sql`${table.firstName} || ' ' || ${table.lastName} || ' ' || ${table.email} || ' ' || ${table.subject} || ' ' || ${table.message}`;
}

/** Where a contact message stands in the staff inbox; every message starts 'new'. */
export const contactMessageStatuses = ["new", "open", "replied", "closed", "spam"] as const;
export type ContactMessageStatus = (typeof contactMessageStatuses)[number];

/** A message sent with the contact form. Stored before anything is mailed (nothing is lost). */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /**
     * Idempotency key rendered into the form: a repeated post of the same form (double click,
     * browser re-submit, retry after a lost response) is recognised instead of stored twice.
     */
    submissionId: uuid("submission_id").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    company: text("company"),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    /** Client address as the server saw it; kept for abuse investigations. */
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    /** The language of the page the message was sent from: staff answer in it. */
    locale: languageColumn("locale"),
    createdAt: createdAt(),
    /** Staff inbox state; its history is in contact_message_events (below). */
    status: text("status", { enum: contactMessageStatuses }).notNull().default("new"),
    /** The staff member working on it; a removed account leaves the message unassigned. */
    assigneeId: bigint("assignee_id", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("contact_messages_locale_check", sql`${table.locale} in (${inList(siteLanguages)})`),
    uniqueIndex("contact_messages_submission_id_key").on(table.submissionId),
    index("contact_messages_created_at_idx").on(table.createdAt),
    // The inbox lists newest first, filtered by status and/or assignee (and the dashboard counts 'new').
    index("contact_messages_status_created_idx").on(table.status, table.createdAt),
    index("contact_messages_assignee_created_idx").on(table.assigneeId, table.createdAt),
    check("contact_messages_status_check", sql`${table.status} in (${inList(contactMessageStatuses)})`),
    // The inbox's search ("contains", any case) over name, email, subject and text: a trigram index
    // on the one expression the query uses (contactSearchText), so it stays fast at 100,000 rows.
    index("contact_messages_search_idx").using("gin", sql`(${contactSearchText(table)}) gin_trgm_ops`),
  ],
);

/**
 * What happened to a contact message, in order: staff replies (emailed to the sender), internal
 * notes, status changes (from → to: the statuses) and assignments (from → to: the staff members'
 * names, '' = nobody). The sender never sees this thread.
 */
export const contactMessageEventKinds = ["reply", "note", "status", "assign"] as const;
export type ContactMessageEventKind = (typeof contactMessageEventKinds)[number];

export const contactMessageEvents = caseEventsTable("contact_message_events", {
  record: {
    key: "messageId",
    column: "message_id",
    references: () => contactMessages.id,
    index: "contact_message_events_message_idx",
  },
  kinds: contactMessageEventKinds,
});
