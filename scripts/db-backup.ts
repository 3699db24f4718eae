// `npm run db:backup [-- --out DIR|FILE]`: writes a consistent backup of the configured database
// (DATABASE_URL → PostgreSQL through pg_dump; else the embedded PGlite under DATA_DIR, which must not be
// open in the running server) to a file named after its kind, the UTC time and the schema version.
import "./support/app-imports.ts";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { runDatabaseCommand } from "./support/backup-cli.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const USAGE = `Usage:
  npm run db:backup [-- --out DIR|FILE]
Backs up the configured database (DATABASE_URL, else PGlite under DATA_DIR) into DIR (default ./backups/)
or FILE. With PGlite, stop the app first: the embedded database serves one process at a time.`;

/** Runs the command; returns the exit code. Exported for the integration tests. */
export async function runBackupCommand(argv: string[], out: (line: string) => void = console.log): Promise<number> {
  return runDatabaseCommand(out, async ({ env, migrationsFolder }) => {
    const { values } = parseArgs({
      args: argv,
      options: { out: { type: "string" }, help: { type: "boolean", short: "h" } },
    });
    if (values.help) {
      out(USAGE);
      return 0;
    }
    const { backupDatabase } = await import("./support/backup.ts");
    const { formatFileSize } = await import("~/content/numbers");
    const result = await backupDatabase({
      databaseUrl: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      migrationsFolder,
      out: values.out ?? path.join(root, "backups/"),
    });
    const version = result.version.state === "known" ? result.version.migration.tag : "no migrations";
    out(`Backup written: ${result.file} (${formatFileSize(result.bytes)}, ${result.kind}, schema ${version}).`);
    return 0;
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (existsSync(path.join(root, ".env"))) process.loadEnvFile(path.join(root, ".env"));
  process.exit(await runBackupCommand(process.argv.slice(2)));
}
