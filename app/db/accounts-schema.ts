// Accounts: people who sign up, their database sessions and the single-use tokens mailed to them
// (email confirmation, password reset). Re-exported by schema.ts, so drizzle-kit and the query
// builder see one schema (docs/decisions/010-accounts-and-sessions.md).
// Relative imports only: scripts/db-migrate.ts loads the schema directly under Node.
import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, inList, languageColumn, siteLanguages } from "./columns.ts";

/** Every account is a customer; staff and admins also work the staff console (admins manage staff). */
export const accountRoles = ["customer", "staff", "admin"] as const;
export type AccountRole = (typeof accountRoles)[number];

export const users = pgTable(
  "users",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** Normalised (trimmed, lower-case); one account per address. */
    email: text("email").notNull(),
    fullName: text("full_name").notNull(),
    /** argon2id in PHC string form ($argon2id$v=19$m=…,t=…,p=…$salt$hash): parameters travel with it. */
    passwordHash: text("password_hash").notNull(),
    /**
     * Null until the owner of the address opens the confirmation link. An unconfirmed account
     * cannot sign in, and a new sign-up for its address replaces its name and password (nobody has
     * proved they own the address yet, so nobody can squat on it).
     */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }),
    role: text("role", { enum: accountRoles }).notNull().default("customer"),
    /** The language of the customer's emails: the language they signed up in, changed on /account. */
    locale: languageColumn("locale"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("users_locale_check", sql`${table.locale} in (${inList(siteLanguages)})`),
    uniqueIndex("users_email_key").on(table.email),
    // The staff plan-request list searches customers by name or address ("contains", any case):
    // trigram indexes (pg_trgm, created in 0004), one per column, combined by a bitmap OR.
    index("users_email_search_idx").using("gin", table.email.op("gin_trgm_ops")),
    index("users_full_name_search_idx").using("gin", table.fullName.op("gin_trgm_ops")),
    check("users_role_check", sql`${table.role} in (${inList(accountRoles)})`),
  ],
);

/**
 * Sign-in sessions. The cookie carries a random 256-bit token; only its SHA-256 is stored, so a
 * copy of this table cannot be replayed as cookies. A session ends at `expiresAt` (absolute) or
 * after `idleTimeoutSeconds` without a request, whichever comes first.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text("token_hash").notNull(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** 'Remember me': a cookie that outlives the browser, with longer limits. */
    persistent: boolean("persistent").notNull(),
    idleTimeoutSeconds: bigint("idle_timeout_seconds", { mode: "number" }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("sessions_token_hash_key").on(table.tokenHash),
    index("sessions_user_id_idx").on(table.userId),
    index("sessions_expires_at_idx").on(table.expiresAt),
  ],
);

export const authTokenPurposes = ["verify-email", "reset-password"] as const;
export type AuthTokenPurpose = (typeof authTokenPurposes)[number];

/** Links mailed to a user. Single use (`usedAt`), short-lived (`expiresAt`), stored as SHA-256 only. */
export const authTokens = pgTable(
  "auth_tokens",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text("token_hash").notNull(),
    purpose: text("purpose", { enum: authTokenPurposes }).notNull(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Where to continue after a confirmation link (a same-site path, validated when stored). */
    redirectTo: text("redirect_to"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("auth_tokens_token_hash_key").on(table.tokenHash),
    index("auth_tokens_user_purpose_idx").on(table.userId, table.purpose),
    check("auth_tokens_purpose_check", sql`${table.purpose} in (${inList(authTokenPurposes)})`),
  ],
);
