import { defineConfig } from "drizzle-kit";

// `npm run db:generate` compares app/db/schema.ts with the last snapshot in drizzle/meta and writes
// the next SQL migration. Migrations are applied by the app itself at start (and `npm run db:migrate`),
// for PGlite and PostgreSQL alike, so drizzle-kit never needs a database connection.
export default defineConfig({
  dialect: "postgresql",
  schema: "./app/db/schema.ts",
  out: "./drizzle",
});
