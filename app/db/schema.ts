// The one database schema (PostgreSQL dialect), used by embedded PGlite and by a PostgreSQL server
// alike: this file only gathers the schema files, each named for the tables it holds, so that
// drizzle-kit and the query builder see one schema and no schema file imports this one. Change a
// schema file, then `npm run db:generate` to write the SQL migration into drizzle/ and commit it.
// Relative imports with extensions: scripts/db-migrate.ts loads the schema directly under Node.
export * from "./accounts-schema.ts";
export * from "./applications-schema.ts";
export * from "./audit-log-schema.ts";
export * from "./case-events.ts";
export * from "./contact-messages-schema.ts";
export * from "./contracts-schema.ts";
export * from "./devices-schema.ts";
export * from "./email-outbox-schema.ts";
export * from "./help-schema.ts";
export * from "./inbound-schema.ts";
export * from "./invoices-schema.ts";
export * from "./jobs-schema.ts";
export * from "./newsletter-issues-schema.ts";
export * from "./newsletter-subscribers-schema.ts";
export * from "./plan-requests-schema.ts";
export * from "./publishing-schema.ts";
export * from "./rate-limits-schema.ts";
export * from "./staff-auth-schema.ts";
export * from "./tickets-schema.ts";
export * from "./uploads-schema.ts";
export * from "./visits-schema.ts";
