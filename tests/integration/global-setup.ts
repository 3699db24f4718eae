// Starts one temporary PostgreSQL server for the whole Vitest run; each test file creates its own
// database in it (tests/integration/support/database.ts). Without PostgreSQL binaries the PostgreSQL
// half of the integration tests is skipped with the reason printed — except in CI, where it fails.
import type { TestProject } from "vitest/node";
import { type PostgresServer, postgresUnavailableReason, startPostgres } from "../support/postgres-server";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
    postgresSkipReason: string;
  }
}

let server: PostgresServer | undefined;

export async function setup(project: TestProject) {
  const reason = await postgresUnavailableReason();
  if (reason) {
    if (process.env.CI) throw new Error(`PostgreSQL is required in CI for the integration tests: ${reason}`);
    console.warn(`\n[integration] Skipping the PostgreSQL variants of the integration tests: ${reason}\n`);
    project.provide("postgresUrl", "");
    project.provide("postgresSkipReason", reason);
    return;
  }
  server = await startPostgres();
  console.log(`[integration] ${server.version} on ${server.url}`);
  project.provide("postgresUrl", server.url);
  project.provide("postgresSkipReason", "");
}

export async function teardown() {
  await server?.stop();
}
