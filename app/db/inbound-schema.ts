// Inbound email: every message the SMTP listener accepts, stored before it is answered
// with 250, so that a crash after the answer loses nothing; processing it (a reply landing in a
// ticket's thread, an auto-reply, or nothing) is a due job (app/lib/jobs) that runs once whichever
// server claims it. Relative imports only: scripts/db-migrate.ts loads the schema directly under Node.
// docs/decisions/019-replies-by-email.md
import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { inList } from "./columns.ts";
import { ticketEvents, tickets } from "./tickets-schema.ts";
import { bytea } from "./uploads-schema.ts";

/**
 * received: stored, not processed yet; posted: it became a ticket event; auto_replied: answered
 * with one automatic reply (and nothing else); ignored: recorded only (see `reason`).
 */
export const inboundMailStatuses = ["received", "posted", "auto_replied", "ignored"] as const;
export type InboundMailStatus = (typeof inboundMailStatuses)[number];

export const inboundMail = pgTable(
  "inbound_mail",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /**
     * The deduplication key: the Message-ID header (lower-cased), or `sha256:<hex>` of the raw
     * message when it has none. The same message delivered twice (a retry after a lost 250, two
     * app servers behind one MX) is recorded once.
     */
    messageKey: text("message_key").notNull(),
    /** The SMTP envelope: MAIL FROM ('' for a bounce) and the accepted RCPT TO addresses. */
    mailFrom: text("mail_from").notNull(),
    rcptTo: text("rcpt_to").array().notNull(),
    remoteAddress: text("remote_address"),
    size: integer("size").notNull(),
    /** The message as received (bounded by INBOUND_MAX_BYTES), parsed again by the job. */
    raw: bytea("raw").notNull(),
    status: text("status", { enum: inboundMailStatuses }).notNull().default("received"),
    /** Why it was ignored or auto-answered, e.g. 'forged-sender', 'automated:precedence'. */
    reason: text("reason"),
    ticketId: bigint("ticket_id", { mode: "number" }).references(() => tickets.id, { onDelete: "set null" }),
    eventId: bigint("event_id", { mode: "number" }).references(() => ticketEvents.id, { onDelete: "set null" }),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp("processed_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("inbound_mail_message_key").on(table.messageKey),
    index("inbound_mail_received_idx").on(table.receivedAt),
    check("inbound_mail_status_check", sql`${table.status} in (${inList(inboundMailStatuses)})`),
  ],
);

/**
 * A message while it arrives, in parts of about a mebibyte written as they come, so that the app
 * server never holds a whole message (app/lib/inbound/store.server.ts). When it has all arrived
 * the parts become one inbound_mail row, in the database, and are deleted; parts of a message that
 * never finished (a dropped connection, a crash) are swept after a day.
 */
export const inboundMailParts = pgTable(
  "inbound_mail_parts",
  {
    receiptId: uuid("receipt_id").notNull(),
    seq: integer("seq").notNull(),
    bytes: bytea("bytes").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.receiptId, table.seq] }),
    index("inbound_mail_parts_received_idx").on(table.receivedAt),
  ],
);
