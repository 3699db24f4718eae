// `npm run db:migrate`: applies the committed migrations in drizzle/ to the configured database
// (PGlite under DATA_DIR, or DATABASE_URL). The server also does this itself at start.
// The app's modules import each other through `~/`: the hooks in ./support/app-imports.ts resolve
// that, so they are registered first and the app's modules imported after them.
import "./support/app-imports.ts";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const { openDatabase } = await import("../app/db/client.server.ts");
const { parseEnv } = await import("../app/lib/env.server.ts");

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// Variables already in the environment win over the file.
if (existsSync(path.join(root, ".env"))) process.loadEnvFile(path.join(root, ".env"));

try {
  const env = parseEnv();
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await handle.migrate(path.join(root, "drizzle"));
    console.log(`Migrations applied (${handle.kind === "pglite" ? `PGlite in ${env.DATA_DIR}` : "DATABASE_URL"}).`);
  } finally {
    await handle.close();
  }
} catch (error) {
  console.error(error instanceof Error && error.name === "EnvError" ? error.message : error);
  process.exit(1);
}
