// The one database schema (PostgreSQL dialect), used by embedded PGlite and by a PostgreSQL server
// alike. Change it, then `npm run db:generate` to write the SQL migration into drizzle/ and commit it.
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts-schema.ts";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

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

/** Where a contact message stands in the staff inbox (issue 13); every message starts 'new'. */
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
    createdAt: createdAt(),
    /** Staff inbox state (issue 13); its history is in contact_message_events (inbox-schema.ts). */
    status: text("status", { enum: contactMessageStatuses }).notNull().default("new"),
    /** The staff member working on it; a removed account leaves the message unassigned. */
    assigneeId: bigint("assignee_id", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("contact_messages_submission_id_key").on(table.submissionId),
    index("contact_messages_created_at_idx").on(table.createdAt),
    // The inbox lists newest first, filtered by status and/or assignee (and the dashboard counts 'new').
    index("contact_messages_status_created_idx").on(table.status, table.createdAt),
    index("contact_messages_assignee_created_idx").on(table.assigneeId, table.createdAt),
    check("contact_messages_status_check", sql`${table.status} in ('new', 'open', 'replied', 'closed', 'spam')`),
    // The inbox's search ("contains", any case) over name, email, subject and text: a trigram index
    // on the one expression the query uses (contactSearchText), so it stays fast at 100,000 rows.
    index("contact_messages_search_idx").using("gin", sql`(${contactSearchText(table)}) gin_trgm_ops`),
  ],
);

export const outboxStatuses = ["pending", "sending", "sent", "dead"] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

/**
 * Transactional outbox: every email is a row written in the same transaction as the record that
 * caused it, and a worker delivers it over SMTP with retries (docs/decisions/007-email-outbox.md).
 * Dead rows are kept for staff to inspect; nothing here is ever deleted automatically.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** What the email is for (e.g. 'contact.staff'), for logs and for staff tooling. */
    kind: text("kind").notNull(),
    toAddress: text("to_address").notNull(),
    fromAddress: text("from_address").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    /** Extra headers such as List-Unsubscribe. */
    headers: jsonb("headers").$type<Record<string, string>>(),
    /** Stable Message-ID, so a retried delivery that did reach the server can be recognised. */
    messageId: text("message_id").notNull(),
    status: text("status", { enum: outboxStatuses }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** A claimed ('sending') row belongs to one worker until this time; after it, it may be re-claimed. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /** Random token of the claim, so a worker whose lease ran out cannot overwrite a newer claim. */
    claimToken: uuid("claim_token"),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("email_outbox_message_id_key").on(table.messageId),
    index("email_outbox_due_idx").on(table.status, table.nextAttemptAt),
    // The staff outbox page (issue 13): newest first, all or by status.
    index("email_outbox_created_at_idx").on(table.createdAt),
    index("email_outbox_status_created_idx").on(table.status, table.createdAt),
    index("email_outbox_to_address_search_idx").using("gin", table.toAddress.op("gin_trgm_ops")),
    check("email_outbox_status_check", sql`${table.status} in ('pending', 'sending', 'sent', 'dead')`),
  ],
);

export const subscriberStatuses = ["pending", "confirmed", "unsubscribed"] as const;
export type SubscriberStatus = (typeof subscriberStatuses)[number];

/** Newsletter subscribers, with double opt-in: 'pending' until the emailed link is confirmed. */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** Normalised (trimmed, lower-case); unique, so subscribing twice never duplicates a row. */
    email: text("email").notNull(),
    status: text("status", { enum: subscriberStatuses }).notNull().default("pending"),
    /** Which box the visitor used first (footer, blog-list, blog-post, newsletter page). */
    source: text("source").notNull(),
    /**
     * Changes with every confirmation email; a confirm link carries it, so only the newest link
     * works and a link from before an unsubscribe cannot silently re-subscribe anyone.
     */
    confirmNonce: uuid("confirm_nonce").notNull().defaultRandom(),
    confirmationSentAt: timestamp("confirmation_sent_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("newsletter_subscribers_email_key").on(table.email),
    // The staff list (newest first, by status) and the send job (confirmed subscribers in id order).
    index("newsletter_subscribers_created_at_idx").on(table.createdAt, table.id),
    index("newsletter_subscribers_status_idx").on(table.status, table.id),
    // The staff list's source filter, newest first, and its search by address (trigram, "contains").
    index("newsletter_subscribers_source_idx").on(table.source, table.createdAt, table.id),
    index("newsletter_subscribers_email_search_idx").using("gin", table.email.op("gin_trgm_ops")),
    check("newsletter_subscribers_status_check", sql`${table.status} in ('pending', 'confirmed', 'unsubscribed')`),
  ],
);

/**
 * Fixed-window request counters, one row per (bucket, client). Kept in the database so that every
 * app instance sharing one PostgreSQL enforces the same limit (docs/decisions/008-rate-limit-in-the-database.md).
 */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  hits: integer("hits").notNull(),
});

// Accounts, sessions, emailed tokens and plan requests (issue 7) live in their own module.
export * from "./accounts-schema.ts";
// The staff console: its audit log (issue 13).
export * from "./staff-schema.ts";
// Staff roles' second factor: TOTP secrets, recovery codes, verified sessions (issue 13).
export * from "./staff-auth-schema.ts";
// The staff inbox: the thread of each contact message (issue 13).
export * from "./inbox-schema.ts";
// Plan-request history and newsletter issues and deliveries (issue 13).
export * from "./plans-newsletter-schema.ts";
// The support desk: tickets, their history and follow-up calls (issue 14).
export * from "./tickets-schema.ts";
// Due jobs: timed work run exactly once by whichever server claims it (issue 14).
export * from "./jobs-schema.ts";
// Uploaded files: ticket attachments and résumés (issues 14 and 17).
export * from "./uploads-schema.ts";
// Careers: job applications and HR's pipeline (issue 17).
export * from "./applications-schema.ts";
// Inbound email: messages received by the SMTP listener, stored before they are accepted (issue 15).
export * from "./inbound-schema.ts";
