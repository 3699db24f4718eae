// The process's runtime: the database (opened and migrated), the outbox worker, the due-jobs
// worker, the SMTP listener for support mail (when configured) and the periodic housekeeping
// (rate-limit pruning, retention sweeps), started before the first request and stopped on shutdown
// — all listed once, in start(), in the order they start.
// The HTTP app (server/app.ts) is built into the same bundle as the routes, so both share this one
// module and its one database handle — PGlite allows a single instance per data directory.
import { RouterContextProvider } from "react-router";
import { type ConnectionUse, type Database, type DatabaseHandle, openDatabase } from "~/db/client.server";
import { startApplicationRetention } from "~/lib/careers/retention.server";
import { registerContractJobs, scheduleContractDigest } from "~/lib/contracts/jobs.server";
import { registerInvoiceJobs } from "~/lib/invoices/notices.server";
import { type Env, getEnv } from "~/lib/env.server";
import { invoicingConfig } from "~/lib/invoices/company.server";
import { CONTRACT_BILLING_INTERVAL_MS, runContractBilling } from "~/lib/invoices/contract-billing.server";
import { createSmtpTransport } from "~/lib/email/transport.server";
import { startOutboxWorker } from "~/lib/email/worker.server";
import {
  INBOUND_RETENTION_DAYS,
  INBOUND_RETENTION_SWEEP_INTERVAL_MS,
  sweepOldInboundMail,
} from "~/lib/inbound/retention.server";
import { type InboundSmtpListener, startInboundSmtp } from "~/lib/inbound/smtp-listener.server";
import { type HelpViewTally, startHelpViewTally } from "~/lib/help/view-tally.server";
import { startPeriodicTask } from "~/lib/jobs/periodic.server";
import { startJobWorker } from "~/lib/jobs/worker.server";
import { clientAddressContext, dbContext, envContext } from "~/lib/http/request-context.server";
import { registerNewsletterSends, resumeIssueSends } from "~/lib/newsletter/send-job.server";
import { pruneRateLimits } from "~/lib/rate-limit/rate-limit.server";
import { registerTicketEmailReplies } from "~/lib/tickets/email-replies.server";
import { registerTicketEscalations } from "~/lib/tickets/escalations.server";
import { isSupportAddress } from "~/lib/tickets/reply-address.server";
import { registerVisitNotices } from "~/lib/visits/notices.server";
import { registerVisitReportJobs } from "~/lib/visits/reports.server";
import {
  PREVENTIVE_INTERVAL_MS,
  registerPreventiveVisits,
  runPreventiveSchedules,
} from "~/lib/visits/preventive.server";
import { logger } from "~/lib/log/logger.server";

/** Old rate-limit counters are deleted this often; harmless when several servers all do it. */
const PRUNE_INTERVAL_MS = 60 * 60_000;

type Runtime = {
  env: Env;
  db: Database;
  connections(): ConnectionUse;
  /** Views of help articles answered from memory, written once a second. */
  helpViews: HelpViewTally;
  stop(): Promise<void>;
};

// The one development-reload guard: `npm run dev` evaluates this module again after an edit, and
// the new copy must find the running database and worker instead of starting a second set.
const guard = globalThis as typeof globalThis & {
  __ananthaRuntime?: { starting?: Promise<Runtime>; ready?: Runtime };
};
guard.__ananthaRuntime ??= {};
const state = guard.__ananthaRuntime;

export type RuntimeOptions = { migrationsFolder: string };

/**
 * Opens the database, applies pending migrations, starts the outbox worker and the rate-limit
 * pruning. Resolves when the app is ready for traffic; a second call joins the first.
 */
export async function startRuntime(options: RuntimeOptions): Promise<void> {
  if (!state.starting) {
    const starting = start(options).then((runtime) => {
      state.ready = runtime;
      return runtime;
    });
    // A failed start may be retried (development); production exits on it instead.
    starting.catch(() => {
      if (state.starting === starting) state.starting = undefined;
    });
    state.starting = starting;
  }
  await state.starting;
}

async function start({ migrationsFolder }: RuntimeOptions): Promise<Runtime> {
  const env = getEnv();
  // The company's tax particulars are checked before anything starts: a wrong GSTIN stops the server here.
  if (!invoicingConfig().enabled) {
    logger.warn(
      "[invoices] INVOICING is off: nothing is billed (set INVOICING=1 and the company's tax particulars, see .env.example)",
    );
  }
  const handle = await openMigratedDatabase(env, migrationsFolder);
  const { db } = handle;
  if (handle.kind === "pglite") {
    logger.info("[db] embedded PGlite serves one process only: run several instances with DATABASE_URL");
  }
  if (!env.SMTP_URL) logger.warn("[email] SMTP_URL is not set: emails stay queued in the outbox and are logged");
  if (env.NODE_ENV === "production" && /localhost|127\.0\.0\.1/.test(env.PUBLIC_URL)) {
    logger.warn(`[email] PUBLIC_URL is ${env.PUBLIC_URL}: links in emails will only work on this machine`);
  }
  // Due-job kinds, registered before the worker that runs them starts (app/lib/jobs/worker.server.ts).
  registerTicketEscalations(env);
  // Replies by email: stored mail is processed as a due job (docs/decisions/019-replies-by-email.md).
  registerTicketEmailReplies(env);
  registerNewsletterSends(env);
  await resumeIssueSends(db);
  // Contracts' reminders, automatic renewals and expiries, and the staff's daily digest (its next
  // day planned here on every start; idempotent, and a day already sent stays done).
  registerContractJobs(env);
  await scheduleContractDigest(db);
  // Visits' day-before reminders (planned with each booking).
  registerVisitNotices();
  // A finished visit's service report, issued and emailed once.
  registerVisitReportJobs(env);
  // Invoices' emails: each invoice and credit note when issued, its reminders (before, on and weekly
  // after the due date, while unpaid) and each payment's receipt, each once.
  registerInvoiceJobs(env);
  // A contract just accepted gets its first preventive visits at once (the hourly run does the rest).
  registerPreventiveVisits();

  const helpViews = startHelpViewTally({ db });

  // The one list of what runs beside the requests, in the order it starts. stop() goes through it
  // backwards: the SMTP listener first (no new mail is accepted while the rest stops; the sending
  // servers retry later), and the due-jobs worker before the outbox worker (a job's email is queued
  // by then, and sent now or by the next start). Every loop runs on app/lib/jobs/poll-loop.server.ts.
  const running: ({ stop(): Promise<void> } | null)[] = [
    // Queued email, over SMTP with retries (or logged, without SMTP_URL).
    startOutboxWorker({
      db,
      transport: env.SMTP_URL ? createSmtpTransport(env.SMTP_URL) : null,
      pollIntervalMs: env.OUTBOX_POLL_INTERVAL_MS,
      settings: {
        maxAttempts: env.OUTBOX_MAX_ATTEMPTS,
        retryBaseMs: env.OUTBOX_RETRY_BASE_MS,
        leaseMs: env.OUTBOX_LEASE_MS,
      },
      logBodies: env.NODE_ENV !== "production",
    }),
    // Due jobs (SLA escalations, replies by email, newsletter sends, contract renewals, service reports, a new contract's first preventive visits, visits' day-before reminders): run by whichever server claims them first.
    startJobWorker({ db, pollIntervalMs: env.JOBS_POLL_INTERVAL_MS }),
    // Help articles' views from kept answers, every second; what is left is written when it stops.
    helpViews,
    // Stale rate-limit counters go hourly; harmless when several servers all do it.
    startPeriodicTask({ name: "rate-limit", intervalMs: PRUNE_INTERVAL_MS, run: () => pruneRateLimits(db) }),
    // Job applications 12 months past their last change are deleted: hourly, on every server.
    startApplicationRetention({ db }),
    // Received support mail is kept 90 days (docs/decisions/019-replies-by-email.md): hourly, on every server.
    startPeriodicTask({
      name: "inbound",
      intervalMs: INBOUND_RETENTION_SWEEP_INTERVAL_MS,
      run: async () => {
        const deleted = await sweepOldInboundMail(db);
        if (deleted > 0)
          return `retention deleted ${deleted} received message(s) older than ${INBOUND_RETENTION_DAYS} days`;
      },
    }),
    // Contracts' preventive visits: each period's made once, ended ones marked missed; hourly, on every server.
    startPeriodicTask({
      name: "preventive",
      intervalMs: PREVENTIVE_INTERVAL_MS,
      run: () => runPreventiveSchedules(db),
    }),
    // Contracts' billing periods: each invoiced once when it starts (nothing with INVOICING off); hourly, on every server.
    startPeriodicTask({
      name: "contract-billing",
      intervalMs: CONTRACT_BILLING_INTERVAL_MS,
      run: () => runContractBilling(db),
    }),
    // Support mail over SMTP, when INBOUND_SMTP_PORT is set.
    await startInbound(env, db),
  ];
  return {
    env,
    db,
    connections: () => handle.connections(),
    helpViews,
    async stop() {
      for (const service of running.toReversed()) await service?.stop();
      await handle.close();
    },
  };
}

async function openMigratedDatabase(env: Env, migrationsFolder: string): Promise<DatabaseHandle> {
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await handle.migrate(migrationsFolder);
  } catch (error) {
    await handle.close();
    throw error;
  }
  logger.info(
    handle.kind === "pglite" ? `[db] PGlite ready in ${env.DATA_DIR}/pglite` : "[db] PostgreSQL ready (DATABASE_URL)",
  );
  return handle;
}

/** The SMTP listener for support mail, when INBOUND_SMTP_PORT is set (off by default). */
async function startInbound(env: Env, db: Database): Promise<InboundSmtpListener | null> {
  if (env.INBOUND_SMTP_PORT === undefined) return null;
  const listener = await startInboundSmtp({
    db,
    port: env.INBOUND_SMTP_PORT,
    host: env.INBOUND_SMTP_HOST,
    maxBytes: env.INBOUND_MAX_BYTES,
    maxRecipients: env.INBOUND_MAX_RECIPIENTS,
    acceptRecipient: (address) =>
      isSupportAddress(env.INBOUND_ADDRESS, address) ||
      (env.INBOUND_FORWARDED_TO !== undefined && isSupportAddress(env.INBOUND_FORWARDED_TO, address)),
    name: new URL(env.PUBLIC_URL).hostname,
  });
  logger.info(`[inbound] SMTP listener for ${env.INBOUND_ADDRESS} on ${env.INBOUND_SMTP_HOST}:${listener.port}`);
  return listener;
}

/** Stops the worker (after its current batch) and the pruning, then closes the database. */
export async function stopRuntime(): Promise<void> {
  const starting = state.starting;
  state.starting = undefined;
  state.ready = undefined;
  const runtime = await starting?.catch(() => undefined);
  if (!runtime) return;
  await runtime.stop();
  logger.info("[server] outbox worker stopped and database closed");
}

/**
 * The running process's database and its connections, for what is read outside any page: the
 * metrics (server/metrics.ts), the kept pages' stamps and views (server/app.ts). Undefined before
 * startRuntime() has finished and after stopRuntime().
 */
export function runtimeDatabase(): Pick<Runtime, "db" | "connections" | "helpViews"> | undefined {
  return state.ready;
}

/** The router context of one request: the database, the configuration and the client's address. */
export function createLoadContext(clientAddress: string | undefined): RouterContextProvider {
  const runtime = state.ready;
  if (!runtime) throw new Error("startRuntime() must finish before requests are handled");
  const context = new RouterContextProvider();
  context.set(dbContext, runtime.db);
  context.set(envContext, runtime.env);
  context.set(clientAddressContext, clientAddress ?? "unknown");
  return context;
}
