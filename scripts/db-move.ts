// `npm run db:move -- --to postgres://…`: copies the site's embedded database (PGlite under DATA_DIR)
// into an empty PostgreSQL database — schema through the migrations, every row, the stored files
// with them — and prints, per table, the rows on each side and whether their checksums agree.
// Stop the app first: PGlite serves one process at a time.
import "./support/app-imports.ts";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// Variables already in the environment win over the file.
if (existsSync(path.join(root, ".env"))) process.loadEnvFile(path.join(root, ".env"));

const USAGE = `Usage:
  npm run db:move -- --to postgres://USER:PASSWORD@HOST:5432/DATABASE
Copies the embedded database in DATA_DIR (default ./data) into an empty PostgreSQL database.
Stop the app and back up DATA_DIR first; afterwards set DATABASE_URL to the same URL and start the app.`;

/** Runs the command; returns the exit code (2: usage or a target that cannot take the move). */
export async function runMoveCommand(argv: string[], out: (line: string) => void = console.log): Promise<number> {
  const { openDatabase } = await import("~/db/client.server");
  const { parseEnv } = await import("~/lib/env.server");
  const { MoveRefusedError, moveDatabase } = await import("./support/db-move.ts");

  const { values } = parseArgs({
    args: argv,
    options: { to: { type: "string" }, help: { type: "boolean", short: "h" } },
  });
  if (values.help || !values.to || !/^postgres(ql)?:\/\//.test(values.to)) {
    out(USAGE);
    return values.help ? 0 : 2;
  }

  const env = parseEnv();
  const source = await openDatabase({ dataDir: env.DATA_DIR });
  try {
    out(`Moving the embedded database in ${path.resolve(env.DATA_DIR, "pglite")} to PostgreSQL.`);
    const started = performance.now();
    const result = await moveDatabase({ source: source.db, targetUrl: values.to, out });
    const width = Math.max(5, ...result.tables.map((row) => row.table.length));
    out("");
    out(`${"table".padEnd(width)}  ${"source".padStart(9)}  ${"target".padStart(9)}  checksum`);
    for (const row of result.tables) {
      out(
        `${row.table.padEnd(width)}  ${String(row.sourceRows).padStart(9)}  ${String(row.targetRows).padStart(9)}  ` +
          (row.equal ? "equal" : "DIFFERENT"),
      );
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    if (!result.equal) {
      out(`\nThe copy differs from the source: nothing was kept (the target is migrated but empty). ${seconds} s.`);
      return 1;
    }
    out(`\nMoved in ${seconds} s. Set DATABASE_URL to the target's URL and start the app.`);
    return 0;
  } catch (error) {
    if (error instanceof MoveRefusedError) {
      out(error.message);
      return 2;
    }
    throw error;
  } finally {
    await source.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    process.exitCode = await runMoveCommand(process.argv.slice(2));
  } catch (error) {
    const name = error instanceof Error ? error.name : "";
    console.error(name === "EnvError" || name === "DatabaseBusyError" ? (error as Error).message : error);
    process.exitCode = 1;
  }
}
