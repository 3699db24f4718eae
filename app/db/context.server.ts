// How route actions and loaders reach the database: `await getDb(context)`. Tests put a database of
// their own (a fresh PGlite, or a temporary PostgreSQL) into the router context; the running server
// leaves it empty and gets the process's database, opened and migrated at start.
import { createContext, type RouterContextProvider } from "react-router";
import type { Database } from "./client.server";
import { getDatabase } from "./database.server";

export const dbContext = createContext<Database | null>(null);

export async function getDb(context: Readonly<RouterContextProvider>): Promise<Database> {
  return context.get(dbContext) ?? (await getDatabase()).db;
}
