// Server configuration, validated once at start (style.md §13). A wrong or missing variable stops the
// server with a message naming it, instead of failing later on the first visitor's request.
// Relative imports with extensions: scripts/db-migrate.ts runs this file directly under Node.
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { site } from "../content/site.ts";
import { parseAddressList } from "./metrics/address-list.ts";
import { logger, logLevels } from "./log/logger.server.ts";

/** `VAR=` in a .env file means "not set", not "set to the empty string". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), schema.optional());

const withDefault = <T extends z.ZodType>(schema: T, fallback: z.input<T>) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    schema.default(fallback as never),
  );

const positiveInt = z.coerce.number().int().positive();

/**
 * Express "trust proxy": `true`/`false`, a number of proxy hops, or addresses and subnets
 * ("loopback", "10.0.0.0/8, 10.0.0.1"). Unset trusts no proxy: the client is the socket's peer.
 */
const trustProxy = z.string().transform((value): boolean | number | string => {
  const trimmed = value.trim();
  if (trimmed === "true") return true;
  if (trimmed === "false") return false;
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  return trimmed;
});

/** Comma-separated IP addresses and subnets (CIDR), e.g. "10.0.0.5, 10.1.0.0/16". */
const addressList = z.string().transform((value, ctx) => {
  const parsed = parseAddressList(value);
  if (parsed.ok) return parsed.value;
  ctx.addIssue({
    code: "custom",
    message: `must be IP addresses or subnets (CIDR) separated by commas; not: ${parsed.invalid.join(", ")}`,
  });
  return z.NEVER;
});

/** The drain behind a load balancer when SHUTDOWN_DRAIN_MS is not set: HAProxy's inter 1s × fall 2, and a second more. */
const BEHIND_PROXY_DRAIN_MS = 3_000;

/** Whether TRUST_PROXY says a proxy (a load balancer, whose health checks need the drain) is in front. */
const behindProxy = (trust: boolean | number | string | undefined) =>
  trust !== undefined && trust !== false && trust !== 0;

/** "1" or "true" switches a flag on; anything else (or nothing) leaves it off. */
const flag = z
  .string()
  .optional()
  .transform((value) => value === "1" || value?.toLowerCase() === "true");

/** Used only outside production, so links in development and test emails still verify. */
const DEVELOPMENT_SECRET = "development-only-secret-do-not-use-in-production";

const EnvSchema = z
  .object({
    NODE_ENV: withDefault(z.enum(["development", "production", "test"]), "development"),
    /** Where the server listens; unset means 3000 (5173 for `npm run dev`). */
    PORT: optional(z.coerce.number().int().min(0).max(65_535, { error: "must be a port number (0-65535)" })),
    HOST: withDefault(z.string().min(1), "0.0.0.0"),
    TRUST_PROXY: optional(trustProxy),
    /** The least severe log lines written (JSON on stdout): fatal, error, warn, info, debug, trace or silent. */
    LOG_LEVEL: withDefault(z.enum(logLevels, { error: `must be one of ${logLevels.join(", ")}` }), "info"),
    /** Serves routes that exist only for the end-to-end tests (a route that fails on purpose). */
    ENABLE_TEST_ROUTES: flag,
    /** A request whose head and body have not fully arrived after this long is cut (slow clients). */
    REQUEST_TIMEOUT_MS: withDefault(positiveInt, 30_000),
    /** Open connections the server accepts at once; further ones are closed on arrival. */
    MAX_CONNECTIONS: withDefault(positiveInt, 1024),
    /** After SIGTERM, how long in-flight requests may take before connections are cut. */
    SHUTDOWN_GRACE_MS: withDefault(positiveInt, 10_000),
    /**
     * After SIGTERM and before the server stops accepting connections, how long /healthz answers 503
     * while every other request is served as usual: a load balancer's health check must fail `fall`
     * times, `inter` apart, before it stops sending new requests here (the guide's HAProxy: inter 1s,
     * fall 2, so up to 2 s; the default leaves a second more for a slow check). Without a proxy in
     * front (TRUST_PROXY unset) nobody checks, so the default is no drain; 0 turns it off.
     */
    SHUTDOWN_DRAIN_MS: optional(z.coerce.number().int().min(0, { error: "must be 0 or more (ms)" })),
    /** PostgreSQL server; unset means embedded PGlite under DATA_DIR (one app process only). */
    DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" })),
    DATA_DIR: withDefault(z.string(), "./data"),
    /** Absolute origin used in links inside emails. */
    PUBLIC_URL: withDefault(
      z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }),
      "http://localhost:3000",
    ),
    /** smtp://user:pass@host:587 or smtps://…:465; unset keeps mail queued in the outbox (and logged). */
    SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" })),
    MAIL_FROM: withDefault(z.string().min(3).max(200), `${site.name} <${site.email}>`),
    /** Where contact-form notifications go. */
    STAFF_EMAIL: withDefault(z.email({ error: "must be an email address" }), site.email),
    /** Where job applications from /careers/{id} are announced: HR, the careers address by default. */
    HR_EMAIL: withDefault(z.email({ error: "must be an email address" }), site.careersEmail),
    /** Signs newsletter confirm/unsubscribe links. NEWSLETTER_SECRET is accepted as an alias. */
    APP_SECRET: optional(z.string().min(32, { error: "must be at least 32 characters (try `openssl rand -hex 32`)" })),
    /** Multiplies every rate limit; raised by the end-to-end tests, which post many times from one address. */
    RATE_LIMIT_MULTIPLIER: withDefault(z.coerce.number().min(1, { error: "must be a number of at least 1" }), 1),
    OUTBOX_POLL_INTERVAL_MS: withDefault(positiveInt, 2000),
    OUTBOX_MAX_ATTEMPTS: withDefault(positiveInt.max(50), 8),
    /** First retry delay; each further retry waits twice as long (capped at six hours). */
    OUTBOX_RETRY_BASE_MS: withDefault(positiveInt, 30_000),
    /**
     * How long a claim on an email lasts without renewal (renewed every third of it): how late an
     * email can be after its server crashed. Shortened only by the crash test, which waits it out.
     */
    OUTBOX_LEASE_MS: withDefault(z.coerce.number().int().min(3000, { error: "must be at least 3000 (ms)" }), 30_000),
    /** How often each server looks for due jobs (SLA escalations); an idle look is one indexed query. */
    JOBS_POLL_INTERVAL_MS: withDefault(positiveInt, 5000),
    /**
     * Replies by email (docs/decisions/019-replies-by-email.md): the port of the SMTP
     * listener the company's MX (or a forwarding rule) delivers support mail to; unset keeps it off.
     */
    INBOUND_SMTP_PORT: optional(
      z.coerce.number().int().min(0).max(65_535, { error: "must be a port number (0-65535)" }),
    ),
    INBOUND_SMTP_HOST: withDefault(z.string().min(1), "0.0.0.0"),
    /** The support address; ticket emails reply to <local>+<token>@<domain> of it. */
    INBOUND_ADDRESS: withDefault(z.email({ error: "must be an email address" }), site.supportEmail),
    /**
     * When a forwarding rule (not the MX) delivers support mail: the address it forwards to, accepted
     * too; the reply address is then read from the To/Delivered-To headers.
     */
    INBOUND_FORWARDED_TO: optional(z.email({ error: "must be an email address" })),
    /** The largest message accepted (SMTP SIZE); larger ones get 552. Room for 5 attachments of 5 MB in base64. */
    INBOUND_MAX_BYTES: withDefault(positiveInt, 36 * 1024 * 1024),
    /** Recipients one message may have (RCPT TO); further ones get 452. */
    INBOUND_MAX_RECIPIENTS: withDefault(positiveInt.max(100), 10),
    /**
     * Automatic answers to senders without an account, all servers together, per hour; past it such
     * mail is stored and not answered (forged senders cannot turn the listener into a mail cannon).
     */
    INBOUND_AUTO_REPLIES_PER_HOUR: withDefault(positiveInt, 50),
    /**
     * Who may read GET /metrics (Prometheus): clients at these addresses (as Express reads the client's
     * address, so behind TRUST_PROXY the forwarded one), or any client with METRICS_TOKEN. With
     * neither set, /metrics is an unknown address like any other (404).
     */
    METRICS_ALLOW: optional(addressList),
    /** The bearer token that also opens /metrics: `Authorization: Bearer <token>`. */
    METRICS_TOKEN: optional(
      z.string().min(32, { error: "must be at least 32 characters (try `openssl rand -hex 32`)" }),
    ),
  })
  .superRefine((env, ctx) => {
    // Several instances on one PostgreSQL must sign links with the same secret, so it has to be
    // given; a single PGlite instance keeps a generated one in its data directory instead.
    if (env.NODE_ENV === "production" && !env.APP_SECRET && env.DATABASE_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["APP_SECRET"],
        message:
          "is required in production when DATABASE_URL is set, so every instance signs links alike (at least 32 random characters; try `openssl rand -hex 32`)",
      });
    }
    for (const name of ["APP_SECRET", "METRICS_TOKEN"] as const) {
      if (env.NODE_ENV === "production" && env[name]?.startsWith("replace-me")) {
        ctx.addIssue({ code: "custom", path: [name], message: "still has the example value from .env.example" });
      }
    }
  });

export type Env = Omit<z.output<typeof EnvSchema>, "PORT" | "SHUTDOWN_DRAIN_MS"> & {
  PORT: number;
  SHUTDOWN_DRAIN_MS: number;
  APP_SECRET: string;
  /** True when APP_SECRET was not set and the development default is in use. */
  usingDevelopmentSecret: boolean;
  /** Set when production runs without APP_SECRET on PGlite: the file holding the generated secret. */
  generatedSecretFile?: string;
};

/**
 * The secret of a single production instance started without APP_SECRET (`npm start` on a fresh
 * clone): generated once with a CSPRNG and kept beside the database, so signed links stay valid
 * across restarts exactly as long as the data they refer to.
 */
function loadOrCreateInstanceSecret(dataDir: string) {
  const file = path.resolve(dataDir, "app-secret");
  try {
    const existing = readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return { secret: existing, file };
  } catch {
    // Not created yet.
  }
  const secret = randomBytes(32).toString("hex");
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return { secret, file };
}

export class EnvError extends Error {
  override name = "EnvError";
}

/** Parses a set of variables (process.env by default) or throws an EnvError listing every problem. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const input = { ...source, APP_SECRET: source.APP_SECRET || source.NEWSLETTER_SECRET };
  const result = EnvSchema.safeParse(input);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = issue.path.join(".") || "(environment)";
      return `  - ${name}: ${issue.message}`;
    });
    throw new EnvError(`Invalid configuration (see .env.example):\n${lines.join("\n")}`);
  }
  const env = {
    ...result.data,
    PORT: result.data.PORT ?? (result.data.NODE_ENV === "development" ? 5173 : 3000),
    SHUTDOWN_DRAIN_MS:
      result.data.SHUTDOWN_DRAIN_MS ?? (behindProxy(result.data.TRUST_PROXY) ? BEHIND_PROXY_DRAIN_MS : 0),
  };
  if (!env.APP_SECRET && env.NODE_ENV === "production") {
    const { secret, file } = loadOrCreateInstanceSecret(env.DATA_DIR);
    return { ...env, APP_SECRET: secret, usingDevelopmentSecret: false, generatedSecretFile: file };
  }
  return {
    ...env,
    APP_SECRET: env.APP_SECRET ?? DEVELOPMENT_SECRET,
    usingDevelopmentSecret: !env.APP_SECRET,
  };
}

let cached: Env | undefined;

/** The process's configuration, parsed on first use; a development secret is announced once. */
export function getEnv(): Env {
  if (!cached) {
    cached = parseEnv();
    if (cached.usingDevelopmentSecret && cached.NODE_ENV !== "test") {
      logger.warn("[env] APP_SECRET is not set: using a development-only secret for signed links.");
    }
    if (cached.generatedSecretFile) {
      logger.warn(
        `[env] APP_SECRET is not set: signing links with the generated secret in ${cached.generatedSecretFile}.`,
      );
    }
  }
  return cached;
}

/** For tests that change process.env between cases. */
export function resetEnvCache() {
  cached = undefined;
}
