import { describe, expect, it } from "vitest";
import { parseEnv } from "~/lib/env.server";
import { captureLogs } from "~/testing/logs";
import {
  currentRequestId,
  logger,
  logLevelFrom,
  scrubSecrets,
  secretsOf,
  withLogContext,
  withoutLogContext,
} from "./logger.server";
import { requestIdFrom } from "./request-id";

describe("the logger", () => {
  it("writes one JSON object per line with the level's name, the time and the message", () => {
    using logs = captureLogs();
    logger.warn({ ticketId: 7 }, "[sla] ticket 7: no calendar");
    expect(logs.lines).toEqual([
      expect.objectContaining({ level: "warn", msg: "[sla] ticket 7: no calendar", ticketId: 7, pid: process.pid }),
    ]);
    expect(Date.parse(String(logs.lines[0]?.time))).not.toBeNaN();
  });

  it("serializes an error with its type, message and stack", () => {
    using logs = captureLogs();
    logger.error(new TypeError("the shell failed"));
    expect(logs.lines[0]).toMatchObject({
      level: "error",
      msg: "the shell failed",
      err: { type: "TypeError", message: "the shell failed", stack: expect.stringContaining("logger.server.test.ts") },
    });
  });

  it("never writes a password, a token, a cookie or an authorization header", () => {
    using logs = captureLogs();
    logger.info(
      {
        password: "Hunter2-secret",
        form: { email: "a@customer.test", newPassword: "Another-secret", token: "abc.def" },
        headers: { cookie: "__session=s3cr3t", authorization: "Bearer xyz", accept: "text/html" },
        req: { headers: { cookie: "__session=s3cr3t", authorization: "Basic dXNlcjpwYXNz" } },
      },
      "a request",
    );
    const line = JSON.stringify(logs.lines[0]);
    for (const secret of ["Hunter2-secret", "Another-secret", "abc.def", "s3cr3t", "Bearer xyz", "dXNlcjpwYXNz"]) {
      expect(line).not.toContain(secret);
    }
    expect(logs.lines[0]).toMatchObject({
      password: "[redacted]",
      form: { email: "a@customer.test", newPassword: "[redacted]", token: "[redacted]" },
      headers: { cookie: "[redacted]", authorization: "[redacted]", accept: "text/html" },
    });
  });

  it("cuts the password out of any URL, in the message and in an error's stack", () => {
    using logs = captureLogs();
    logger.warn("[email] could not reach smtp://mailer:Sm7p-Pa55@mail.example:587");
    logger.error(new Error("connect failed for postgres://app:Pg-Pa55w0rd@db.internal:5432/site"));
    const text = logs.lines.map((line) => JSON.stringify(line)).join("\n");
    expect(text).not.toContain("Sm7p-Pa55");
    expect(text).not.toContain("Pg-Pa55w0rd");
    expect(logs.lines[0]?.msg).toBe("[email] could not reach smtp://mailer:[redacted]@mail.example:587");
  });

  it("replaces the configuration's secret values wherever they appear", () => {
    const secrets = secretsOf({
      APP_SECRET: "0123456789abcdef0123456789abcdef",
      SMTP_URL: "smtp://mailer:p%40ss-w0rd%22x@mail.example:587",
      DATABASE_URL: "postgres://app:short@db/site",
      METRICS_TOKEN: "metrics-token-0123456789abcdef0123456789",
    });
    // Both forms of the SMTP password; "short" is too short to replace everywhere.
    expect(secrets).toEqual([
      "0123456789abcdef0123456789abcdef",
      "metrics-token-0123456789abcdef0123456789",
      "p%40ss-w0rd%22x",
      'p@ss-w0rd"x',
    ]);
    const line = JSON.stringify({ msg: 'signed with 0123456789abcdef0123456789abcdef, login p@ss-w0rd"x' });
    expect(scrubSecrets(line, secrets)).toBe('{"msg":"signed with [redacted], login [redacted]"}');
  });

  it("reads LOG_LEVEL, falling back to info", () => {
    expect(logLevelFrom("debug")).toBe("debug");
    expect(logLevelFrom(" WARN ")).toBe("warn");
    expect(logLevelFrom(undefined)).toBe("info");
    expect(logLevelFrom("loud")).toBe("info");
    // …while the server refuses to start on a level that does not exist.
    expect(() => parseEnv({ LOG_LEVEL: "loud" })).toThrow(/LOG_LEVEL: must be one of fatal, error, warn/);
    expect(parseEnv({ LOG_LEVEL: "debug" }).LOG_LEVEL).toBe("debug");
  });

  it("adds the log context's fields to every line inside it, and none outside", async () => {
    using logs = captureLogs();
    await withLogContext({ requestId: "req-1" }, async () => {
      await Promise.resolve();
      logger.info("inside");
      expect(currentRequestId()).toBe("req-1");
      withLogContext({ emailId: 5 }, () => logger.info("nested"));
      withoutLogContext(() => logger.info("a background loop"));
    });
    logger.info("outside");
    expect(currentRequestId()).toBeNull();
    expect(logs.lines.map(({ msg, requestId, emailId }) => ({ msg, requestId, emailId }))).toEqual([
      { msg: "inside", requestId: "req-1", emailId: undefined },
      { msg: "nested", requestId: "req-1", emailId: 5 },
      { msg: "a background loop", requestId: undefined, emailId: undefined },
      { msg: "outside", requestId: undefined, emailId: undefined },
    ]);
  });
});

describe("the request id", () => {
  it("keeps a well-formed X-Request-Id (HAProxy's unique id, a UUID)", () => {
    expect(requestIdFrom("7F000001:D2F4_7F000001:01BB_6767A1B2_0003:1A2B")).toBe(
      "7F000001:D2F4_7F000001:01BB_6767A1B2_0003:1A2B",
    );
    expect(requestIdFrom(" 2b1c4d1e-8f00-4c5e-9a55-1d2e3f405162 ")).toBe("2b1c4d1e-8f00-4c5e-9a55-1d2e3f405162");
  });

  it("replaces a missing, oversized or strange one with a fresh UUID", () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    for (const header of [
      undefined,
      "",
      "x".repeat(129),
      'abc"}\n{"level":"fatal',
      "id with spaces",
      "<script>",
      ["a", "b"],
    ]) {
      expect(requestIdFrom(header)).toMatch(uuid);
    }
    expect(requestIdFrom("x".repeat(128))).toBe("x".repeat(128));
  });
});
