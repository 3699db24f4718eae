// Column and constraint helpers shared by the schema files, so that every table spells its creation
// time and its "one of these values" checks the same way. Relative imports only: scripts/db-migrate.ts
// loads the schema directly under Node.
import { sql } from "drizzle-orm";
import { text, timestamp } from "drizzle-orm/pg-core";

/** When the row was written; the database fills it in. */
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** A list of allowed values as SQL (`'a', 'b'`), for a check constraint that matches a TypeScript enum. */
export const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(", "));

/** The site's languages (app/lib/i18n/locale.ts lists the same; its test holds them equal). */
export const siteLanguages = ["en", "ml"] as const;

/**
 * The language a record speaks: a customer's choice for their emails, or the page a message came
 * from, or the language an article is written in. English until said otherwise.
 */
export const languageColumn = (name: string) => text(name, { enum: siteLanguages }).notNull().default("en");
