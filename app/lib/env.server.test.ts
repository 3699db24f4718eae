import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { defaultOutboxSettings } from "~/lib/email/worker.server";
import { parseEnv } from "./env.server";

describe("configuration", () => {
  it("works with nothing set outside production (PGlite, no SMTP, development secret)", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      NODE_ENV: "development",
      DATA_DIR: "./data",
      STAFF_EMAIL: site.email,
      PUBLIC_URL: "http://localhost:3000",
      RATE_LIMIT_MULTIPLIER: 1,
      usingDevelopmentSecret: true,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.APP_SECRET.length).toBeGreaterThanOrEqual(32);
  });

  it("treats empty values as unset and coerces numbers", () => {
    const env = parseEnv({ SMTP_URL: "", DATABASE_URL: " ", OUTBOX_MAX_ATTEMPTS: "5", RATE_LIMIT_MULTIPLIER: "100" });
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.OUTBOX_MAX_ATTEMPTS).toBe(5);
    expect(env.RATE_LIMIT_MULTIPLIER).toBe(100);
  });

  it("leases outbox claims for the worker's default unless told otherwise, and never too briefly to renew", () => {
    expect(parseEnv({}).OUTBOX_LEASE_MS).toBe(defaultOutboxSettings.leaseMs);
    expect(parseEnv({ OUTBOX_LEASE_MS: "15000" }).OUTBOX_LEASE_MS).toBe(15_000);
    expect(() => parseEnv({ OUTBOX_LEASE_MS: "500" })).toThrowError(/OUTBOX_LEASE_MS: must be at least 3000/);
  });

  it("names every wrong variable in one readable message", () => {
    expect(() =>
      parseEnv({
        SMTP_URL: "http://mail",
        DATABASE_URL: "mysql://x",
        STAFF_EMAIL: "staff",
        OUTBOX_MAX_ATTEMPTS: "many",
      }),
    ).toThrowError(
      /Invalid configuration[\s\S]*DATABASE_URL: must be a postgres[\s\S]*SMTP_URL: must be an smtp[\s\S]*STAFF_EMAIL: must be an email[\s\S]*OUTBOX_MAX_ATTEMPTS/,
    );
  });

  it("requires a real APP_SECRET in production with PostgreSQL and accepts NEWSLETTER_SECRET as its alias", () => {
    expect(() => parseEnv({ NODE_ENV: "production", DATABASE_URL: "postgres://db.internal/site" })).toThrowError(
      /APP_SECRET: is required in production when DATABASE_URL is set/,
    );
    expect(() => parseEnv({ NODE_ENV: "production", APP_SECRET: "short" })).toThrowError(
      /APP_SECRET: must be at least 32/,
    );
    expect(() =>
      parseEnv({ NODE_ENV: "production", APP_SECRET: "replace-me-with-the-output-of-openssl-rand-hex-32" }),
    ).toThrowError(/APP_SECRET: still has the example value/);
    const env = parseEnv({ NODE_ENV: "production", NEWSLETTER_SECRET: "n".repeat(32) });
    expect(env.APP_SECRET).toBe("n".repeat(32));
    expect(env.usingDevelopmentSecret).toBe(false);
  });

  it("generates and keeps a secret for a single production instance on PGlite (npm start on a fresh clone)", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "env-secret-"));
    try {
      const first = parseEnv({ NODE_ENV: "production", DATA_DIR: dataDir });
      expect(first.APP_SECRET).toMatch(/^[0-9a-f]{64}$/);
      expect(first.generatedSecretFile).toBe(path.join(dataDir, "app-secret"));
      expect(statSync(path.join(dataDir, "app-secret")).mode & 0o777).toBe(0o600);
      expect(parseEnv({ NODE_ENV: "production", DATA_DIR: dataDir }).APP_SECRET).toBe(first.APP_SECRET);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("validates where and how the server listens, with safe defaults", () => {
    const production = parseEnv({ NODE_ENV: "test" });
    expect(production).toMatchObject({
      PORT: 3000,
      HOST: "0.0.0.0",
      ENABLE_TEST_ROUTES: false,
      REQUEST_TIMEOUT_MS: 30_000,
      MAX_CONNECTIONS: 1024,
      SHUTDOWN_GRACE_MS: 10_000,
    });
    expect(production.TRUST_PROXY).toBeUndefined();
    // No proxy in front, no health check to fail first: SIGTERM stops at once.
    expect(production.SHUTDOWN_DRAIN_MS).toBe(0);
    // `npm run dev` keeps Vite's usual port.
    expect(parseEnv({ NODE_ENV: "development" }).PORT).toBe(5173);
    expect(parseEnv({ PORT: "8080", HOST: "127.0.0.1", NODE_ENV: "development" })).toMatchObject({
      PORT: 8080,
      HOST: "127.0.0.1",
    });
    expect(parseEnv({ PORT: "" }).PORT).toBe(5173);
    expect(() => parseEnv({ PORT: "http" })).toThrowError(/PORT:/);
    expect(() => parseEnv({ PORT: "70000" })).toThrowError(/PORT: must be a port number/);
    expect(() => parseEnv({ REQUEST_TIMEOUT_MS: "0" })).toThrowError(/REQUEST_TIMEOUT_MS:/);
    expect(() => parseEnv({ MAX_CONNECTIONS: "-1" })).toThrowError(/MAX_CONNECTIONS:/);
  });

  it("reads TRUST_PROXY as Express does (boolean, hop count or addresses) and ENABLE_TEST_ROUTES as a flag", () => {
    expect(parseEnv({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(true);
    expect(parseEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: "loopback, 10.0.0.0/8" }).TRUST_PROXY).toBe("loopback, 10.0.0.0/8");
    expect(parseEnv({ TRUST_PROXY: " " }).TRUST_PROXY).toBeUndefined();
    expect(parseEnv({ ENABLE_TEST_ROUTES: "1" }).ENABLE_TEST_ROUTES).toBe(true);
    expect(parseEnv({ ENABLE_TEST_ROUTES: "true" }).ENABLE_TEST_ROUTES).toBe(true);
    expect(parseEnv({ ENABLE_TEST_ROUTES: "0" }).ENABLE_TEST_ROUTES).toBe(false);
  });

  it("drains for HAProxy's inter 1s × fall 2 behind a proxy, unless told otherwise", () => {
    expect(parseEnv({ TRUST_PROXY: "127.0.0.2" }).SHUTDOWN_DRAIN_MS).toBe(3_000);
    expect(parseEnv({ TRUST_PROXY: "false" }).SHUTDOWN_DRAIN_MS).toBe(0);
    expect(parseEnv({ TRUST_PROXY: "1", SHUTDOWN_DRAIN_MS: "0" }).SHUTDOWN_DRAIN_MS).toBe(0);
    expect(parseEnv({ SHUTDOWN_DRAIN_MS: "5000" }).SHUTDOWN_DRAIN_MS).toBe(5_000);
    expect(parseEnv({ TRUST_PROXY: "1", SHUTDOWN_DRAIN_MS: "" }).SHUTDOWN_DRAIN_MS).toBe(3_000);
    expect(() => parseEnv({ SHUTDOWN_DRAIN_MS: "-1" })).toThrowError(/SHUTDOWN_DRAIN_MS:/);
  });
});
