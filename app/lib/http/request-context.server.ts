// What the HTTP server hands every loader and action through React Router's context, set once per
// request before routing (server/app.ts). Read synchronously with `context.get(...)`; a context that
// was never set throws, so a route can't silently run without its database.
import { createContext } from "react-router";
import type { Database } from "~/db/client.server";
import type { Env } from "~/lib/env.server";

/** The process's database (PGlite or a PostgreSQL pool), opened and migrated before the first request. */
export const dbContext = createContext<Database>();

/** The validated configuration. */
export const envContext = createContext<Env>();

/** The client's address as the HTTP server saw it (Express `req.ip`, which honours TRUST_PROXY). */
export const clientAddressContext = createContext<string>();
