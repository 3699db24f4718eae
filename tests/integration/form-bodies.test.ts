// Every POST route of the production server against a 150 MB streamed body: the bounded reader
// answers 413 (or 415) and never 5xx, and the server's memory does not follow the body: posted four
// at a time, they move its resident set by a few tens of MB at most. Needs `npm run build` first;
// skipped with a message when the build is missing, except in CI.
import { existsSync, readFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migratedDataDir } from "./support/database";
import { type Running, startServer, stopServer } from "./support/server-process";

const root = path.resolve(import.meta.dirname, "../..");
const built = existsSync(path.join(root, "build/server/index.js"));
if (!built && process.env.CI) throw new Error("build/server/index.js is missing: run `npm run build` before the tests");
if (!built) console.warn("[integration] Skipping the form-body tests: run `npm run build` first");

/** Every route with an action in app/routes.ts; page routes also answer fetchers at `<path>.data`. */
const PAGE_FORMS = [
  "/contact",
  "/newsletter",
  "/newsletter/confirm",
  "/newsletter/unsubscribe",
  "/login",
  "/signup",
  "/forgot-password",
  "/reset-password",
  "/verify-email",
];
const RESOURCE_FORMS = ["/logout", "/plan-requests"];
const TARGETS = [...PAGE_FORMS, ...PAGE_FORMS.map((route) => `${route}.data`), ...RESOURCE_FORMS];

const BODY_BYTES = 150 * 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, "a");
/**
 * "A few tens of MB" of resident memory for four 150 MB bodies at once: measured +26 MB alone and up
 * to about +60 MB while the rest of the suite loads the machine (garbage collection lags). A body
 * kept in memory would add 150 MB or more each; before the bounded reader one such post cost 320 MB.
 */
const MAX_RSS_GROWTH_MB = 64;

function residentMb(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]);
  return kb / 1024;
}

type Answer = { status: number; sentMb: number };

/**
 * Streams 150 MB (chunked, no Content-Length, as an upload of unknown size would), stopping early if
 * the server answers first; a server that closes the connection after answering is fine.
 */
function streamHugeBody(baseUrl: string, target: string, contentType: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const url = new URL(target, baseUrl);
    let sent = 0;
    let answered: number | null = null;
    const request = http.request(url, {
      method: "POST",
      agent: false,
      headers: { "content-type": contentType, origin: baseUrl, "transfer-encoding": "chunked" },
    });
    const finish = () => resolve({ status: answered ?? 0, sentMb: sent / 1024 / 1024 });
    request.on("response", (response) => {
      answered = response.statusCode ?? 0;
      response.resume();
      response.on("end", () => {
        request.destroy();
        finish();
      });
    });
    request.on("error", (error) => (answered !== null ? finish() : reject(error)));
    request.write("email=");
    const pump = () => {
      while (answered === null && sent < BODY_BYTES) {
        sent += CHUNK.length;
        if (!request.write(CHUNK)) return void request.once("drain", pump);
      }
      if (answered === null) request.end();
    };
    pump();
  });
}

describe.skipIf(!built)("150 MB bodies on every form route", () => {
  let server: Running;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await migratedDataDir("form-bodies-");
    server = await startServer({
      DATA_DIR: dataDir,
      APP_SECRET: "form-bodies-secret-0123456789abcdef0123456789",
      PUBLIC_URL: "http://127.0.0.1",
    });
    // Warm up: the routes' modules loaded and the first answers given before memory is measured.
    for (const target of TARGETS) {
      await fetch(new URL(target, server.baseUrl), {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: server.baseUrl },
        body: "email=warm-up",
      }).then((response) => response.arrayBuffer());
    }
    // And one round of large bodies, so buffers the server allocates once are in the baseline.
    await Promise.all(
      TARGETS.slice(0, 4).map((target) => streamHugeBody(server.baseUrl, target, "application/x-www-form-urlencoded")),
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }, 180_000);

  afterAll(async () => {
    if (server) await stopServer(server);
    await rm(dataDir, { recursive: true, force: true });
  });

  it("answers 413 to each (four at a time), never 5xx, with the server's memory flat", async () => {
    const pid = server.process.pid!;
    const baseline = residentMb(pid);
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, residentMb(pid));
    }, 20);
    const answers: string[] = [];
    try {
      // Four at once, every target once: about 3.3 GB through the server in all.
      for (let start = 0; start < TARGETS.length; start += 4) {
        const batch = TARGETS.slice(start, start + 4);
        const results = await Promise.all(
          batch.map((target) => streamHugeBody(server.baseUrl, target, "application/x-www-form-urlencoded")),
        );
        results.forEach((answer, index) => {
          const target = batch[index]!;
          answers.push(`${target} ${answer.status} after ${answer.sentMb.toFixed(1)} MB`);
          expect(answer.status, `${target} answered ${answer.status}`).toBeGreaterThanOrEqual(400);
          expect(answer.status, `${target} answered ${answer.status}`).toBeLessThan(500);
        });
      }
      // Not a form encoding at all: 415 before a byte is read.
      const json = await streamHugeBody(server.baseUrl, "/contact", "application/json");
      expect(json.status).toBe(415);
    } finally {
      clearInterval(sampler);
    }
    const growth = peak - baseline;
    console.log(
      `[form-bodies] ${answers.length} posts of 150 MB; RSS ${baseline.toFixed(1)} MB before, peak ${peak.toFixed(1)} MB (+${growth.toFixed(1)} MB)\n  ${answers.join("\n  ")}`,
    );
    expect(growth).toBeLessThan(MAX_RSS_GROWTH_MB);
    // The access log is JSON lines: a 5xx is a status field, not any three digits (a slow request's
    // "durationMs":512.3 once matched a looser pattern in CI).
    const logs = server.logs.join("");
    expect(logs).not.toMatch(/"status":5\d\d\b/);
    expect(logs).not.toMatch(/"level":"(error|fatal)"/);
  }, 300_000);
});
