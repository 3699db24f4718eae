// The rate limiter's counters. Relative imports only: scripts/db-migrate.ts loads the schema
// directly under Node.
import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Fixed-window request counters, one row per (bucket, client). Kept in the database so that every
 * app instance sharing one PostgreSQL enforces the same limit (docs/decisions/008-rate-limit-in-the-database.md).
 */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  hits: integer("hits").notNull(),
});
