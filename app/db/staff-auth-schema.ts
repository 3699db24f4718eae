// Who staff are and how they prove it: the TOTP second factor of staff and admins, their
// single-use recovery codes, and which sessions have passed the second factor. Re-exported by
// schema.ts. Relative imports only: scripts load the schema directly under Node.
// docs/decisions/013-staff-roles-and-second-factor.md
import { bigint, index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { sessions, users } from "./accounts-schema.ts";

/**
 * One TOTP secret per staff account (RFC 6238: SHA-1, 6 digits, 30 s). The secret is encrypted with
 * a key derived from APP_SECRET (AES-256-GCM), so a copy of the table alone yields no codes.
 * Unconfirmed (`confirmedAt` null) until the owner has typed a code from their app.
 */
export const staffSecondFactors = pgTable("staff_second_factors", {
  userId: bigint("user_id", { mode: "number" })
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  secretEncrypted: text("secret_encrypted").notNull(),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  /** The time step of the last code accepted: a code of that step or an earlier one is refused (replay). */
  lastUsedStep: bigint("last_used_step", { mode: "number" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Ten per enrolment, shown once; only a keyed hash is stored, and each works once (`usedAt`). */
export const staffRecoveryCodes = pgTable(
  "staff_recovery_codes",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("staff_recovery_codes_hash_key").on(table.userId, table.codeHash),
    index("staff_recovery_codes_user_idx").on(table.userId),
  ],
);

/**
 * The sessions that have passed the second factor. A row per session (deleted with it), so a new
 * sign-in always asks again, and signing out or an admin's reset ends it.
 */
export const staffSessionFactors = pgTable("staff_session_factors", {
  sessionId: bigint("session_id", { mode: "number" })
    .primaryKey()
    .references(() => sessions.id, { onDelete: "cascade" }),
  verifiedAt: timestamp("verified_at", { withTimezone: true }).notNull().defaultNow(),
});
