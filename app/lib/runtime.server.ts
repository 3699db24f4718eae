// Process-level start and stop of the server's background work, called by server/index.ts through
// the server build (re-exported from entry.server.tsx) so that the routes and the worker share one
// database connection — with PGlite a second connection to the same directory is not allowed.
import { RouterContextProvider } from "react-router";
import { closeDatabase, getDatabase } from "~/db/database.server";
import { getEnv } from "~/lib/env.server";
import { createSmtpTransport } from "~/lib/email/transport.server";
import { type OutboxWorker, startOutboxWorker } from "~/lib/email/worker.server";
import { clientAddressContext, dbContext, envContext } from "~/lib/http/request-context.server";
import type { Database } from "~/db/client.server";

// On globalThis so a development module reload does not start a second worker.
const holder = globalThis as typeof globalThis & { __ananthaBackgroundWork?: Promise<OutboxWorker> };

/** Set once the database is open: what every request's context carries. */
let ready: { db: Database } | undefined;

export type BackgroundWorkOptions = { migrationsFolder?: string };

/**
 * Validates the configuration, opens the database, applies pending migrations and starts the
 * outbox worker. Resolves when the app is ready for traffic; rejects (with a readable message for
 * configuration errors) when it is not.
 */
export async function startBackgroundWork(options: BackgroundWorkOptions = {}) {
  if (!holder.__ananthaBackgroundWork) {
    const starting = start(options);
    starting.catch(() => {
      if (holder.__ananthaBackgroundWork === starting) holder.__ananthaBackgroundWork = undefined;
    });
    holder.__ananthaBackgroundWork = starting;
  }
  await holder.__ananthaBackgroundWork;
}

async function start(options: BackgroundWorkOptions) {
  const env = getEnv();
  const { db, kind } = await getDatabase(options.migrationsFolder);
  ready = { db };
  if (kind === "pglite") {
    console.log("[db] embedded PGlite serves one process only: run several instances with DATABASE_URL");
  }
  if (!env.SMTP_URL) console.warn("[email] SMTP_URL is not set: emails stay queued in the outbox and are logged");
  if (env.NODE_ENV === "production" && /localhost|127\.0\.0\.1/.test(env.PUBLIC_URL)) {
    console.warn(`[email] PUBLIC_URL is ${env.PUBLIC_URL}: links in emails will only work on this machine`);
  }
  return startOutboxWorker({
    db,
    transport: env.SMTP_URL ? createSmtpTransport(env.SMTP_URL) : null,
    pollIntervalMs: env.OUTBOX_POLL_INTERVAL_MS,
    settings: { maxAttempts: env.OUTBOX_MAX_ATTEMPTS, retryBaseMs: env.OUTBOX_RETRY_BASE_MS },
    logBodies: env.NODE_ENV !== "production",
  });
}

/** Stops the worker (after its current batch) and closes the database. */
export async function stopBackgroundWork() {
  const starting = holder.__ananthaBackgroundWork;
  holder.__ananthaBackgroundWork = undefined;
  ready = undefined;
  const worker = await starting?.catch(() => null);
  await worker?.stop();
  await closeDatabase();
  console.log("[server] outbox worker stopped and database closed");
}

/** The router context of one request: the database, the configuration and the client's address. */
export function createLoadContext(clientAddress: string | undefined) {
  if (!ready) throw new Error("startBackgroundWork() must finish before requests are handled");
  const context = new RouterContextProvider();
  context.set(dbContext, ready.db);
  context.set(envContext, getEnv());
  context.set(clientAddressContext, clientAddress ?? "unknown");
  return context;
}
