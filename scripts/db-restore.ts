// `npm run db:restore FILE`: restores a backup made by `npm run db:backup` into the configured database,
// which must be empty and of the backup's kind, then applies the migrations made since the backup.
// A backup from a newer schema than this code's migrations is refused.
import "./support/app-imports.ts";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { runDatabaseCommand } from "./support/backup-cli.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const USAGE = `Usage:
  npm run db:restore FILE
Restores FILE (from npm run db:backup) into the configured database (DATABASE_URL, else PGlite under
DATA_DIR), which must be empty; then migrates it to this version of the site.`;

/** Runs the command; returns the exit code. Exported for the integration tests. */
export async function runRestoreCommand(argv: string[], out: (line: string) => void = console.log): Promise<number> {
  return runDatabaseCommand(out, async ({ env, migrationsFolder }) => {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { help: { type: "boolean", short: "h" } },
    });
    const [file] = positionals;
    if (values.help || !file || positionals.length > 1) {
      out(USAGE);
      return values.help ? 0 : 1;
    }
    if (!existsSync(file)) {
      out(`No such file: ${file}`);
      return 1;
    }
    const { restoreDatabase } = await import("./support/backup.ts");
    const result = await restoreDatabase({
      databaseUrl: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      migrationsFolder,
      file,
    });
    const from = result.version.state === "known" ? result.version.migration.tag : "no migrations";
    out(`Restored ${path.resolve(file)} into ${result.kind} (schema ${from}, migrated to ${result.migratedTo}).`);
    return 0;
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (existsSync(path.join(root, ".env"))) process.loadEnvFile(path.join(root, ".env"));
  process.exit(await runRestoreCommand(process.argv.slice(2)));
}
