// The process's one logger: JSON lines on stdout (one object per line: level, time, pid, hostname,
// msg, and the fields of the log context below), readable lines under `npm run dev`. Every line of
// a request carries its request id, and every line of an email or job the request queued carries it
// too (the outbox and job workers run each one in a log context with the id stored on its row), so
// "queued by request X → sent" can be followed across servers with one search.
//
// Nothing secret is ever written: fields named like secrets are redacted, credentials inside URLs
// (SMTP_URL, DATABASE_URL) are cut out of every line, and the configured secret values themselves
// are replaced wherever they appear (a message, an error's stack).
//
// Relative imports with extensions only: server/index.ts loads this file directly under Node.
import { AsyncLocalStorage } from "node:async_hooks";
import { createRequire } from "node:module";
import { hostname } from "node:os";
import { format } from "node:util";
import pino, { type DestinationStream, type Logger } from "pino";

export const logLevels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof logLevels)[number];

/** LOG_LEVEL, or "info" when unset or not a level (env.server.ts refuses the latter at start). */
export function logLevelFrom(value: string | undefined): LogLevel {
  const level = value?.trim().toLowerCase();
  return logLevels.find((known) => known === level) ?? "info";
}

/** Fields carried by every line logged inside a context (a request, an email being sent, a job). */
export type LogContext = {
  requestId?: string;
  emailId?: number;
  jobId?: number;
};

const CENSOR = "[redacted]";

/**
 * Fields that hold a secret whatever object they are in (a request's headers, a form's values, an
 * error's details): redacted at the top level and one level down.
 */
const secretFields = [
  "password",
  "currentPassword",
  "newPassword",
  "passwordHash",
  "token",
  "secret",
  "cookie",
  "authorization",
  "APP_SECRET",
  "NEWSLETTER_SECRET",
  "METRICS_TOKEN",
  "SMTP_URL",
  "DATABASE_URL",
];
const redactedPaths = [
  ...secretFields.flatMap((field) => [field, `*.${field}`]),
  'headers["set-cookie"]',
  'req.headers["set-cookie"]',
  "req.headers.cookie",
  "req.headers.authorization",
  'res.headers["set-cookie"]',
];

/** user:password@ in any URL (smtp://, postgres://, https://…): the password goes, the user stays. */
const URL_CREDENTIALS = /\b([a-z][a-z0-9+.-]*:\/\/[^\s:@/"'<>]*):[^\s@/"'<>]*@/gi;

/**
 * The secret values of this configuration, so that they never appear in a line even as text (an
 * error message quoting a connection string, a stack). Short values are left out: replacing every
 * "test" in the logs would hide more than it protects.
 */
export function secretsOf(env: Record<string, string | undefined>): string[] {
  const secrets = [env.APP_SECRET, env.NEWSLETTER_SECRET, env.METRICS_TOKEN];
  for (const url of [env.SMTP_URL, env.DATABASE_URL]) {
    if (!url || !URL.canParse(url)) continue;
    const password = new URL(url).password;
    secrets.push(password);
    try {
      secrets.push(decodeURIComponent(password));
    } catch {
      // A malformed escape: the raw form above is what would be printed anyway.
    }
  }
  return [...new Set(secrets.filter((secret): secret is string => Boolean(secret && secret.length >= 8)))];
}

/** A finished line with URL credentials and the given secret values replaced. */
export function scrubSecrets(line: string, secrets: readonly string[]): string {
  let scrubbed = line.replace(URL_CREDENTIALS, `$1:${CENSOR}@`);
  for (const secret of secrets) {
    // As JSON writes it, too (a quote or backslash inside the secret is escaped in the line).
    for (const form of new Set([secret, JSON.stringify(secret).slice(1, -1)])) {
      scrubbed = scrubbed.replaceAll(form, CENSOR);
    }
  }
  return scrubbed;
}

/** Where lines go: stdout, or what a test put in its place (app/testing/logs.ts). */
type Sink = (line: string) => void;
const toStdout: Sink = (line) => {
  process.stdout.write(line);
};

type LogState = {
  logger: Logger;
  context: AsyncLocalStorage<LogContext>;
  sink: Sink;
};

/** Readable lines for `npm run dev`; JSON when pino-pretty (a dev dependency) is not installed. */
function prettyStream(): DestinationStream | null {
  try {
    const pretty = createRequire(import.meta.url)("pino-pretty") as (options: object) => DestinationStream;
    return pretty({ sync: true, colorize: process.stdout.isTTY, ignore: "pid,hostname" });
  } catch {
    return null;
  }
}

function createState(): LogState {
  const context = new AsyncLocalStorage<LogContext>();
  const level = logLevelFrom(process.env.LOG_LEVEL);
  const secrets = secretsOf(process.env);
  const pretty = process.env.NODE_ENV === "development" ? prettyStream() : null;
  const state: LogState = {
    context,
    sink: pretty ? (line) => pretty.write(line) : toStdout,
    logger: pino(
      {
        level,
        base: { pid: process.pid, hostname: hostname() },
        timestamp: pino.stdTimeFunctions.isoTime,
        // Level names ("warn"), not numbers: read by people and by log shippers alike.
        formatters: { level: (label) => ({ level: label }) },
        serializers: { err: pino.stdSerializers.err, error: pino.stdSerializers.err },
        redact: { paths: redactedPaths, censor: CENSOR },
        mixin: () => ({ ...context.getStore() }),
        hooks: { streamWrite: (line) => scrubSecrets(line, secrets) },
      },
      // Looked up on every line, so a test can put its own sink in place.
      { write: (line: string) => state.sink(line) },
    ),
  };
  return state;
}

// One logger and one context store per process, kept on globalThis: server/index.ts (run by Node),
// the built app (a bundled copy of this file) and a development reload all log through the same
// ones, so a job started before a reload still sees the request ids of requests after it.
const shared = globalThis as typeof globalThis & { __ananthaLog?: LogState };
shared.__ananthaLog ??= createState();
const state = shared.__ananthaLog;

export const logger: Logger = state.logger;

/**
 * The logger behind console's method names, for the code whose log is injectable (tests pass their
 * own): a call's arguments make one message, joined as console joins them.
 */
export const consoleLog: Pick<Console, "log" | "info" | "warn" | "error"> = {
  log: (...parts: unknown[]) => logger.info(format(...parts)),
  info: (...parts: unknown[]) => logger.info(format(...parts)),
  warn: (...parts: unknown[]) => logger.warn(format(...parts)),
  error: (...parts: unknown[]) => logger.error(format(...parts)),
};

/** Runs `work` with `fields` added to every line it logs (nested contexts add to the outer one). */
export function withLogContext<T>(fields: LogContext, work: () => T): T {
  return state.context.run({ ...state.context.getStore(), ...fields }, work);
}

/**
 * Runs `work` outside any log context: a background loop woken by a request must not take that
 * request's id for the rest of its runs.
 */
export function withoutLogContext<T>(work: () => T): T {
  return state.context.exit(work);
}

/** The request id of the request being handled, if any: stored on the rows it queues. */
export function currentRequestId(): string | null {
  return state.context.getStore()?.requestId ?? null;
}

/**
 * For the tests' log capture (app/testing/logs.ts): sends lines to `sink` at `level` until the
 * returned function puts stdout and LOG_LEVEL back.
 */
export function redirectLogs(sink: Sink, level: LogLevel): () => void {
  const previous = { sink: state.sink, level: state.logger.level };
  state.sink = sink;
  state.logger.level = level;
  return () => {
    state.sink = previous.sink;
    state.logger.level = previous.level;
  };
}
