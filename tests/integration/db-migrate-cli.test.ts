// `npm run db:migrate`, the command the README gives for applying migrations by hand, run as the
// operator runs it: a Node process on the script, on a fresh PGlite data directory, then again (a
// second run finds nothing to do). The script imports the app's modules, so a module that cannot be
// resolved outside Vite fails here rather than on an operator's machine.
import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const dataDir = await mkdtemp(path.join(os.tmpdir(), "anantha-migrate-cli-"));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

async function migrate() {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: "production" };
  delete env.DATABASE_URL;
  return promisify(execFile)(process.execPath, ["scripts/db-migrate.ts"], { cwd: root, env, timeout: 60_000 });
}

it("applies the migrations to a new PGlite data directory, and a second run changes nothing", async () => {
  expect((await migrate()).stdout).toContain(`Migrations applied (PGlite in ${dataDir}).`);
  expect((await migrate()).stdout).toContain("Migrations applied");
}, 90_000);
