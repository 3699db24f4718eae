// Newsletter subscribers and their double opt-in. Relative imports only: scripts/db-migrate.ts loads
// the schema directly under Node.
import { sql } from "drizzle-orm";
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, inList, languageColumn, siteLanguages } from "./columns.ts";

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
    /** The language of the page the address was given on: its confirmation email is in it. */
    locale: languageColumn("locale"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("newsletter_subscribers_locale_check", sql`${table.locale} in (${inList(siteLanguages)})`),
    uniqueIndex("newsletter_subscribers_email_key").on(table.email),
    // The staff list (newest first, by status) and the send job (confirmed subscribers in id order).
    index("newsletter_subscribers_created_at_idx").on(table.createdAt, table.id),
    index("newsletter_subscribers_status_idx").on(table.status, table.id),
    // The staff list's source filter, newest first, and its search by address (trigram, "contains").
    index("newsletter_subscribers_source_idx").on(table.source, table.createdAt, table.id),
    index("newsletter_subscribers_email_search_idx").using("gin", table.email.op("gin_trgm_ops")),
    check("newsletter_subscribers_status_check", sql`${table.status} in (${inList(subscriberStatuses)})`),
  ],
);
