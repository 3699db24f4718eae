// Starts one temporary PostgreSQL server for the whole Vitest run; each test file creates its own
// database in it (tests/integration/support/database.ts). Without PostgreSQL binaries the PostgreSQL
// half of the integration tests is skipped with the reason printed — except in CI, where it fails.
import { execFileSync } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import pg from "pg";
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
    /** A migrated PostgreSQL database on that server: each test file's database is made as a copy of it. */
    postgresTemplate: string;
  }
}

let server: PostgresServer | undefined;
const migrationsFolder = path.resolve(import.meta.dirname, "../../drizzle");
let imageFolder: string | undefined;

/**
 * Migrating a fresh PGlite takes 1.5-2.5 s and a copy of a migrated one a third of a second; with a
 * hundred test databases in a run that is over a minute of CI time. The copy is made from the same
 * drizzle/ folder at the start of every run, so it is never out of date.
 */
async function migratedPgliteImage(): Promise<{ imageFile: string; dataDir: string }> {
  const client = new PGlite({ extensions: { pg_trgm } });
  await migrate(drizzle(client), { migrationsFolder });
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
  // The message catalogue's compiled functions (app/paraglide/, not committed): a no-op when current.
  execFileSync(process.execPath, [path.resolve(import.meta.dirname, "../../scripts/compile-messages.ts")], {
    stdio: "inherit",
  });
  const { imageFile, dataDir } = await migratedPgliteImage();
  project.provide("pgliteImageFile", imageFile);
  project.provide("migratedDataDir", dataDir);
  const reason = await postgresUnavailableReason();
  if (reason) {
    if (process.env.CI) throw new Error(`PostgreSQL is required in CI for the integration tests: ${reason}`);
    console.warn(`\n[integration] Skipping the PostgreSQL variants of the integration tests: ${reason}\n`);
    project.provide("postgresUrl", "");
    project.provide("postgresSkipReason", reason);
    project.provide("postgresTemplate", "");
    return;
  }
  server = await startPostgres();
  console.log(`[integration] ${server.version} on ${server.url}`);
  project.provide("postgresUrl", server.url);
  project.provide("postgresSkipReason", "");
  project.provide("postgresTemplate", await migratedPostgresTemplate(server.url));
}

/**
 * PostgreSQL copies a template database in a fifth of the time the migrations take on an empty one
 * (about 50 ms against 250), once for each of the run's hundred-odd test databases.
 */
async function migratedPostgresTemplate(serverUrl: string): Promise<string> {
  const name = "test_migrated_template";
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // One connection, closed before any copy: PostgreSQL copies only a template nobody is connected to.
  const client = new pg.Client({ connectionString: url.href });
  await client.connect();
  try {
    await migratePostgres(drizzlePostgres({ client }), { migrationsFolder });
  } finally {
    await client.end();
  }
  return name;
}

export async function teardown() {
  await server?.stop();
  if (imageFolder) await rm(imageFolder, { recursive: true, force: true });
}
