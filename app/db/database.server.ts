// The process's one database connection. Kept on globalThis so that development module reloads do
// not open a second PGlite on the same directory (PGlite allows one process and one instance).
import { getEnv } from "~/lib/env.server";
import { type DatabaseHandle, openDatabase } from "./client.server";

const holder = globalThis as typeof globalThis & { __ananthaDatabase?: Promise<DatabaseHandle> };

/** Opens the database and applies pending migrations, once per process. */
export function getDatabase(migrationsFolder?: string): Promise<DatabaseHandle> {
  if (!holder.__ananthaDatabase) {
    const env = getEnv();
    const opening = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR }).then(async (handle) => {
      try {
        await handle.migrate(migrationsFolder);
      } catch (error) {
        await handle.close();
        throw error;
      }
      console.log(
        handle.kind === "pglite"
          ? `[db] PGlite ready in ${env.DATA_DIR}/pglite`
          : "[db] PostgreSQL ready (DATABASE_URL)",
      );
      return handle;
    });
    // A failed start may be retried (development); production exits on it instead.
    opening.catch(() => {
      if (holder.__ananthaDatabase === opening) holder.__ananthaDatabase = undefined;
    });
    holder.__ananthaDatabase = opening;
  }
  return holder.__ananthaDatabase;
}

export async function closeDatabase() {
  const opening = holder.__ananthaDatabase;
  holder.__ananthaDatabase = undefined;
  if (opening) await (await opening).close();
}
