// The real production server's log (server/request-log.ts, app/lib/log/): JSON lines on stdout,
// one access line per request carrying the request id (HAProxy's X-Request-Id when well-formed,
// answered in X-Request-Id), the client address behind a trusted proxy, never the query string —
// and an email queued by a request names that request's id when the outbox sends it. Needs
// `npm run build` first; skipped with a message when the build is missing, except in CI.
import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink";
import { migratedDataDir } from "./support/database";
import { type Running, startServer, stopServer } from "./support/server-process";

const root = path.resolve(import.meta.dirname, "../..");
const built = existsSync(path.join(root, "build/server/index.js"));
if (!built && process.env.CI) throw new Error("build/server/index.js is missing: run `npm run build` before the tests");
if (!built) console.warn("[integration] Skipping the request-log tests: run `npm run build` first");

const APP_SECRET = "request-logs-secret-0123456789abcdef0123456789";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

type Line = { level: string; msg: string; requestId?: string; [field: string]: unknown };

/** The server's output so far, as log lines; anything that is not a JSON object fails the test. */
function linesOf(server: Running): Line[] {
  return server.logs
    .join("")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as Line);
}

async function waitForLine(server: Running, matches: (line: Line) => boolean, timeoutMs = 20_000): Promise<Line> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = linesOf(server).find(matches);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no such line in:\n${server.logs.join("")}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.skipIf(!built)("the production server's log", () => {
  let server: Running;
  let sink: SmtpSink;
  let dataDir: string;

  beforeAll(async () => {
    sink = await startSmtpSink();
    dataDir = await migratedDataDir("anantha-request-logs-");
    server = await startServer({
      DATA_DIR: dataDir,
      SMTP_URL: sink.url,
      APP_SECRET,
      PUBLIC_URL: "http://127.0.0.1",
      // As behind HAProxy: the client's address comes from X-Forwarded-For set by a trusted proxy.
      TRUST_PROXY: "loopback",
      OUTBOX_POLL_INTERVAL_MS: "200",
    });
  });

  afterAll(async () => {
    if (server && server.process.exitCode === null) await stopServer(server);
    await sink?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it("writes one JSON access line per request with the given request id, and answers with it", async () => {
    const requestId = "7F000001:D2F4_7F000001:01BB_6767A1B2_0003:1A2B";
    const response = await fetch(`${server.baseUrl}/about?token=not-for-the-log`, {
      headers: { "x-request-id": requestId, "x-forwarded-for": "203.0.113.9" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("x-request-id")).toBe(requestId);
    await response.arrayBuffer();
    const access = await waitForLine(server, (line) => line.msg === "request" && line.requestId === requestId);
    expect(access).toMatchObject({
      level: "info",
      method: "GET",
      path: "/about",
      route: "/about",
      status: 200,
      clientAddress: "203.0.113.9",
      durationMs: expect.any(Number),
    });
    expect(linesOf(server).filter((line) => line.requestId === requestId && line.msg === "request")).toHaveLength(1);
    expect(server.logs.join("")).not.toContain("not-for-the-log");
  });

  it("answers a page kept for anonymous visitors with each request's own id", async () => {
    for (const requestId of ["kept-page-1", "kept-page-2", "kept-page-3"]) {
      const response = await fetch(`${server.baseUrl}/`, { headers: { "x-request-id": requestId } });
      await response.arrayBuffer();
      expect(response.headers.get("x-request-id")).toBe(requestId);
    }
  });

  it("replaces a malformed request id with a fresh one", async () => {
    const response = await fetch(`${server.baseUrl}/about`, {
      method: "HEAD",
      headers: { "x-request-id": "<script>alert(1)" },
    });
    const requestId = response.headers.get("x-request-id") ?? "";
    expect(requestId).toMatch(UUID);
    await waitForLine(server, (line) => line.msg === "request" && line.requestId === requestId);
    expect(server.logs.join("")).not.toContain("<script>");
  });

  it("names the request that queued an email when the outbox sends it", async () => {
    const requestId = "contact-form-request-1";
    const response = await fetch(`${server.baseUrl}/contact`, {
      method: "POST",
      headers: { "x-request-id": requestId },
      body: new URLSearchParams({
        firstName: "Logged",
        lastName: "Visitor",
        email: "logged@customer.test",
        subject: "Follow me in the logs",
        message: "Hello",
      }),
    });
    expect(response.status).toBe(200);
    await sink.waitFor((mail) => mail.text.includes("Follow me in the logs"));
    const sent = await waitForLine(server, (line) => /^\[outbox\] email #\d+ \(contact\.staff\) sent$/.test(line.msg));
    expect(sent).toMatchObject({ requestId, emailId: expect.any(Number) });
    await waitForLine(server, (line) => line.msg === "request" && line.requestId === requestId);
    // Not one line anywhere carries the configured secret.
    expect(server.logs.join("")).not.toContain(APP_SECRET);
  });
});
