// Starts one temporary PostgreSQL server for the whole Vitest run; each test file creates its own
// database in it (tests/integration/support/database.ts). Without PostgreSQL binaries the PostgreSQL
// half of the integration tests is skipped with the reason printed — except in CI, where it fails.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { TestProject } from "vitest/node";
import { type PostgresServer, postgresUnavailableReason, startPostgres } from "../support/postgres-server";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
    postgresSkipReason: string;
    /** A migrated PGlite database's dump: each test file's PGlite starts as a copy of it. */
    pgliteImageFile: string;
    /** A DATA_DIR holding the same migrated database on disk: a server process's data starts as a copy of it. */
    migratedDataDir: string;
  }
}

let server: PostgresServer | undefined;
let imageFolder: string | undefined;

/**
 * Migrating a fresh PGlite takes 1.5-2.5 s and a copy of a migrated one a third of a second; with a
 * hundred test databases in a run that is over a minute of CI time. The copy is made from the same
 * drizzle/ folder at the start of every run, so it is never out of date.
 */
async function migratedPgliteImage(): Promise<{ imageFile: string; dataDir: string }> {
  const client = new PGlite({ extensions: { pg_trgm } });
  await migrate(drizzle(client), { migrationsFolder: path.resolve(import.meta.dirname, "../../drizzle") });
  const image = await client.dumpDataDir("none");
  await client.close();
  imageFolder = await mkdtemp(path.join(os.tmpdir(), "pglite-image-"));
  const imageFile = path.join(imageFolder, "migrated.tar");
  await writeFile(imageFile, Buffer.from(await image.arrayBuffer()));
  // The same for a production server process, whose PGlite lives in DATA_DIR/pglite: its first start
  // migrates for several seconds of CPU on a fresh directory (server.test.ts keeps proving that one).
  const dataDir = path.join(imageFolder, "data");
  await mkdir(dataDir);
  const onDisk = new PGlite(path.join(dataDir, "pglite"), { extensions: { pg_trgm }, loadDataDir: image });
  await onDisk.waitReady;
  await onDisk.close();
  return { imageFile, dataDir };
}

export async function setup(project: TestProject) {
  const { imageFile, dataDir } = await migratedPgliteImage();
  project.provide("pgliteImageFile", imageFile);
  project.provide("migratedDataDir", dataDir);
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
  if (imageFolder) await rm(imageFolder, { recursive: true, force: true });
}
