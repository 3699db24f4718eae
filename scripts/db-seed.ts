// `npm run db:seed -- --demo [--messages N]`: loads demo data for the staff console into
// the configured database — about 100,000 contact messages with threads, a few thousand plan requests
// with history and their customers, a few thousand AMC contracts at every stage, tens of thousands of
// newsletter subscribers, a few thousand outbox emails (some dead). Refuses to run twice. With embedded PGlite the server must be stopped
// first (one process per data directory), as for `npm run staff`.
import "./support/app-imports.ts";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// Variables already in the environment win over the file.
if (existsSync(path.join(root, ".env"))) process.loadEnvFile(path.join(root, ".env"));

const USAGE = `Usage:
  npm run db:seed -- --demo [--messages 100000]
Loads demo data for the staff console (contact messages, plan requests, customers, AMC contracts,
subscribers, outbox emails); the other volumes scale with --messages. Runs once per database.`;

/** Runs the command; returns the exit code. Exported for the integration tests. */
export async function runSeedCommand(argv: string[], out: (line: string) => void = console.log): Promise<number> {
  const { openDatabase, defaultMigrationsFolder } = await import("~/db/client.server");
  const { parseEnv } = await import("~/lib/env.server");
  const { DEMO_PASSWORD, demoVolumes, seedDemo } = await import("./support/demo-seed.ts");

  const { values } = parseArgs({
    args: argv,
    options: { demo: { type: "boolean" }, messages: { type: "string" }, help: { type: "boolean", short: "h" } },
  });
  const messages = Number(values.messages ?? 100_000);
  if (values.help || !values.demo || !Number.isSafeInteger(messages) || messages < 1 || messages > 2_000_000) {
    out(USAGE);
    return values.help ? 0 : 2;
  }

  const env = parseEnv();
  if (env.NODE_ENV === "production") {
    out("Refusing to load demo data with NODE_ENV=production.");
    return 2;
  }
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    // A fresh data directory has no tables yet: the server would apply these at start anyway.
    await handle.migrate(defaultMigrationsFolder);
    const started = performance.now();
    const result = await seedDemo(handle.db, demoVolumes(messages));
    if (result.status === "already-seeded") {
      out("The demo data is already in this database; nothing changed.");
      return 1;
    }
    const v = result.volumes;
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    out(
      `Demo data loaded in ${seconds} s: ${v.messages} contact messages, ${v.customers} customers with ` +
        `${v.planRequests} plan requests and ${v.contracts} AMC contracts (and their renewals), ` +
        `${v.subscribers} newsletter subscribers, ${v.outbox} outbox emails.`,
    );
    out(`Demo accounts (customers and five staff at staff.demo.example) have the password ${DEMO_PASSWORD}.`);
    out("Add yourself to the console with: npm run staff -- add EMAIL --role admin");
    return 0;
  } finally {
    await handle.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    process.exitCode = await runSeedCommand(process.argv.slice(2));
  } catch (error) {
    const name = error instanceof Error ? error.name : "";
    console.error(name === "EnvError" || name === "DatabaseBusyError" ? (error as Error).message : error);
    process.exitCode = 1;
  }
}
