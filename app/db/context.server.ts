// How route actions and loaders reach the database: `await getDb(context)`. Tests put a database of
// their own (a fresh PGlite, or a temporary PostgreSQL) into the router context; the running server
// leaves it empty and gets the process's database, opened and migrated at start (docs/decisions/060-database-layer.md).
import { createContext, type RouterContextProvider } from "react-router";
import type { Database } from "./client.server";
import { startBackgroundWork } from "~/lib/runtime.server";
import { getDatabase } from "./database.server";

export const dbContext = createContext<Database | null>(null);

export async function getDb(context: Readonly<RouterContextProvider>): Promise<Database> {
  const fromContext = context.get(dbContext);
  if (fromContext) return fromContext;
  // `react-router dev` has no server/index.ts to start the worker: start it with the first query.
  if (process.env.NODE_ENV === "development") await startBackgroundWork();
  return (await getDatabase()).db;
}
