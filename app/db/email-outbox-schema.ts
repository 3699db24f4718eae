// The email outbox: every email the site sends, written in the same transaction as its cause.
// Relative imports only: scripts/db-migrate.ts loads the schema directly under Node.
import { sql } from "drizzle-orm";
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, inList } from "./columns.ts";

export const outboxStatuses = ["pending", "sending", "sent", "dead"] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

/**
 * An email's attachment: inline text (e.g. text/calendar), a stored file's id, or a few bytes as
 * base64 (a QR code). `contentId` makes it part of the HTML body (`<img src="cid:…">`) instead of a
 * file beside it.
 */
export type OutboxAttachment = { fileName: string; contentType: string; contentId?: string } & (
  | { text: string; storedFileId?: never; base64?: never }
  | { storedFileId: string; text?: never; base64?: never }
  | { base64: string; text?: never; storedFileId?: never }
);

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
    /**
     * The kind of record the email is about, as the console's policy names it (app/lib/casework/policy.ts,
     * e.g. 'job_application'): the outbox page shows an email only to those who may see that kind of
     * record. Null for an email about no record of the console (an account's own emails).
     */
    recordType: text("record_type"),
    toAddress: text("to_address").notNull(),
    fromAddress: text("from_address").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    /** Extra headers such as List-Unsubscribe. */
    headers: jsonb("headers").$type<Record<string, string>>(),
    /**
     * Files sent with it: a small text part written here (an .ics invitation), a small image as base64
     * (an invoice's UPI QR code, shown inline), or a stored file by id (a service report's PDF), read
     * when the email is delivered.
     */
    attachments: jsonb("attachments").$type<OutboxAttachment[]>(),
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
    /** The request that queued it (its X-Request-Id), so its delivery can be followed in the logs. */
    requestId: text("request_id"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("email_outbox_message_id_key").on(table.messageId),
    index("email_outbox_due_idx").on(table.status, table.nextAttemptAt),
    // The staff outbox page: newest first, all or by status.
    index("email_outbox_created_at_idx").on(table.createdAt),
    index("email_outbox_status_created_idx").on(table.status, table.createdAt),
    index("email_outbox_to_address_search_idx").using("gin", table.toAddress.op("gin_trgm_ops")),
    check("email_outbox_status_check", sql`${table.status} in (${inList(outboxStatuses)})`),
  ],
);
