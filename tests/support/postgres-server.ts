// Starts a throw-away PostgreSQL server for the tests with the machine's initdb/pg_ctl: a new data
// directory in the temp folder, a free port on 127.0.0.1, trust authentication, durability off for
// speed. initdb refuses to run as root, so as root the server runs as the 'postgres' system user
// (created by Debian's postgresql package) through runuser.
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { chown, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { postgresBinDirectories } from "../../scripts/support/db-tools.ts";
import { freePort } from "./ports.ts";

const run = promisify(execFile);

export type PostgresServer = { url: string; version: string; stop(): Promise<void> };

/** The directory holding initdb and pg_ctl, or null. PG_BIN overrides the search. */
export function findPostgresBin(): string | null {
  const candidates = postgresBinDirectories();
  candidates.push("/usr/local/bin", "/usr/bin", "/usr/local/pgsql/bin");
  return candidates.find((dir) => existsSync(path.join(dir, "initdb")) && existsSync(path.join(dir, "pg_ctl"))) ?? null;
}

async function systemUser(name: string): Promise<{ uid: number; gid: number } | null> {
  try {
    const uid = Number((await run("id", ["-u", name])).stdout.trim());
    const gid = Number((await run("id", ["-g", name])).stdout.trim());
    return Number.isInteger(uid) && Number.isInteger(gid) ? { uid, gid } : null;
  } catch {
    return null;
  }
}

/** Why PostgreSQL tests cannot run here, or null when they can. */
export async function postgresUnavailableReason(): Promise<string | null> {
  const bin = findPostgresBin();
  if (!bin) return "initdb/pg_ctl not found (install PostgreSQL, e.g. `apt-get install postgresql`, or set PG_BIN)";
  if (process.getuid?.() === 0 && !(await systemUser("postgres"))) {
    return "running as root and there is no 'postgres' system user to run the server as";
  }
  return null;
}

export async function startPostgres(): Promise<PostgresServer> {
  const bin = findPostgresBin();
  if (!bin) throw new Error("PostgreSQL binaries not found");
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? await systemUser("postgres") : null;
  if (asRoot && !owner) throw new Error("No 'postgres' user to run PostgreSQL as");

  const root = await mkdtemp(path.join(os.tmpdir(), "anantha-pg-"));
  if (owner) await chown(root, owner.uid, owner.gid);
  const dataDir = path.join(root, "data");
  const exec = (command: string, args: string[]) =>
    asRoot
      ? run("runuser", ["-u", "postgres", "--", path.join(bin, command), ...args])
      : run(path.join(bin, command), args);

  try {
    await exec("initdb", ["-D", dataDir, "-U", "postgres", "-A", "trust", "--no-sync", "-E", "UTF8", "--locale=C"]);
    let lastError: unknown;
    // The port is free when probed; another process could take it first, so try a few.
    for (let attempt = 0; attempt < 3; attempt++) {
      const port = await freePort();
      const options = [
        `-p ${port}`,
        "-c listen_addresses=127.0.0.1",
        `-k ${root}`,
        "-c fsync=off",
        "-c synchronous_commit=off",
        "-c full_page_writes=off",
        "-c max_connections=200",
      ].join(" ");
      try {
        await exec("pg_ctl", [
          "-D",
          dataDir,
          "-o",
          options,
          "-l",
          path.join(root, "server.log"),
          "-w",
          "-t",
          "60",
          "start",
        ]);
        const version = (await run(path.join(bin, "pg_ctl"), ["--version"])).stdout.trim();
        return {
          url: `postgres://postgres@127.0.0.1:${port}/postgres`,
          version,
          async stop() {
            await exec("pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "stop"]).catch(() => {});
            await rm(root, { recursive: true, force: true });
          },
        };
      } catch (error) {
        lastError = error;
      }
    }
    throw lastError;
  } catch (error) {
    await rm(root, { recursive: true, force: true });
    throw error;
  }
}
