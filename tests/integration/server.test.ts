// The real production server process (server/index.ts on the built app) on 127.0.0.1, with a real
// SMTP sink and both databases: mail queued while the SMTP server is down is delivered once it is
// up, 200 parallel submissions give 200 rows and 200 staff emails with no duplicates and no 5xx,
// hostile requests get 4xx, and SIGTERM stops it cleanly. Needs `npm run build` first (npm test
// builds before it runs the tests); skipped with a message when the build is missing, except in CI.
import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { count, countDistinct, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/client.server";
import { contactMessages, emailOutbox } from "~/db/schema";
import { freePort } from "../support/ports";
import { type Running, startServer, stopServer } from "./support/server-process";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink";
import { createPostgresDatabase, databaseKinds } from "./support/database";

const root = path.resolve(import.meta.dirname, "../..");
const built = existsSync(path.join(root, "build/server/index.js"));
if (!built && process.env.CI) throw new Error("build/server/index.js is missing: run `npm run build` before the tests");
if (!built) console.warn("[integration] Skipping the server-process tests: run `npm run build` first");

const STAFF = "staff@ananthait.test";
/** Generous: the machine running the tests may be busy with other work. */
const TIMEOUT = 180_000;
const SUBMISSIONS = 200;

/**
 * POSTs a form on a connection of its own, as 200 visitors' browsers would. fetch would reuse the
 * connection the earlier test left idle, and on a starved machine it can send on it just as the server
 * closes it for idleness (HTTP/1.1's keep-alive race: read ECONNRESET), which says nothing of the server.
 */
function postOnNewConnection(url: string, form: URLSearchParams): Promise<{ status: number; body: string }> {
  const payload = Buffer.from(form.toString());
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: "POST",
        agent: false,
        headers: { "content-type": "application/x-www-form-urlencoded", "content-length": payload.length },
        signal: AbortSignal.timeout(60_000),
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(payload);
  });
}

function contactBody(i: number, tag: string) {
  return new URLSearchParams({
    firstName: `Visitor${i}`,
    lastName: "Load",
    email: `load-${tag}-${i}@customer.test`,
    subject: `Parallel message ${i}`,
    message: `Message number ${i} of the concurrency test.`,
    submissionId: randomUUID(),
  });
}

describe.skipIf(!built)("the browser build", () => {
  it("contains no server-only code (database drivers, mailer, secrets)", async () => {
    const { readdir, readFile } = await import("node:fs/promises");
    const dir = path.join(root, "build/client/assets");
    const files = (await readdir(dir)).filter((name) => name.endsWith(".js"));
    expect(files.length).toBeGreaterThan(5);
    for (const name of files) {
      const code = await readFile(path.join(dir, name), "utf8");
      for (const marker of [
        "drizzle-orm",
        "@electric-sql",
        "PGlite",
        "nodemailer",
        "pg_advisory_lock",
        "APP_SECRET",
        "email_outbox",
      ]) {
        expect(code.includes(marker), `${marker} in ${name}`).toBe(false);
      }
    }
  });

  it("starts the framework's script file with the compile hint, on its first line (vite.config.ts: compileHint)", async () => {
    const { readdir, readFile } = await import("node:fs/promises");
    const dir = path.join(root, "build/client/assets");
    const framework = (await readdir(dir)).filter((name) => /^entry\.client-[\w-]+\.js$/.test(name));
    expect(framework).toHaveLength(1);
    const code = await readFile(path.join(dir, framework[0] as string), "utf8");
    // Further down, after Vite's list of preloads, Chromium ignores it.
    expect(code.slice(0, code.indexOf("\n"))).toBe("//# allFunctionsCalledOnLoad");
  });
});

describe.skipIf(!built).each(databaseKinds)("production server process on %s", (kind) => {
  let server: Running;
  let sink: SmtpSink | undefined;
  let smtpPort: number;
  let dataDir: string;
  let postgres: { url: string; drop(): Promise<void> } | undefined;
  const tag = `${kind}-${randomUUID().slice(0, 6)}`;

  /** Runs a query on the server's database (PostgreSQL only: PGlite belongs to the server process). */
  async function withDb<T>(work: (db: Awaited<ReturnType<typeof openDatabase>>["db"]) => Promise<T>): Promise<T> {
    const handle = await openDatabase(postgres ? { databaseUrl: postgres.url, poolSize: 2 } : { dataDir });
    try {
      return await work(handle.db);
    } finally {
      await handle.close();
    }
  }

  beforeAll(async () => {
    smtpPort = await freePort();
    dataDir = await mkdtemp(path.join(os.tmpdir(), "anantha-server-test-"));
    if (kind === "postgres") postgres = await createPostgresDatabase();
    // The SMTP sink is NOT running yet: the first email must survive that.
    server = await startServer({
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
      DATA_DIR: dataDir,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      STAFF_EMAIL: STAFF,
      APP_SECRET: "server-test-secret-0123456789abcdef0123456789",
      PUBLIC_URL: "http://127.0.0.1",
      RATE_LIMIT_MULTIPLIER: "1000",
      OUTBOX_POLL_INTERVAL_MS: "200",
      OUTBOX_RETRY_BASE_MS: "300",
    });
  });

  afterAll(async () => {
    if (server && server.process.exitCode === null) server.process.kill("SIGKILL");
    await sink?.stop();
    await postgres?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it(
    "accepts a message while SMTP is down and delivers it once the SMTP server is up",
    async () => {
      const email = `early-${tag}@customer.test`;
      const response = await fetch(`${server.baseUrl}/contact`, {
        method: "POST",
        body: new URLSearchParams({
          firstName: "Early",
          lastName: "Bird",
          email,
          subject: "Before SMTP",
          message: "Hello",
        }),
      });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("Message Sent Successfully!");
      // The worker tries, fails and schedules a retry.
      const deadline = Date.now() + 20_000;
      while (!server.logs.join("").includes("failed, retrying")) {
        if (Date.now() > deadline) throw new Error(`no retry logged:\n${server.logs.join("")}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      if (postgres) {
        let row: typeof emailOutbox.$inferSelect | undefined;
        while (!row?.lastError) {
          if (Date.now() > deadline) throw new Error("the failed attempt was not recorded");
          [row] = await withDb((db) => db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email)));
        }
        expect(row.attempts).toBeGreaterThanOrEqual(1);
        expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
        expect(row.status).not.toBe("sent");
      }
      sink = await startSmtpSink({ port: smtpPort });
      const [ack] = await sink.waitFor((mail) => mail.to.includes(email), { timeoutMs: 30_000 });
      expect(ack!.subject).toMatch(/We received your message/);
      const [staff] = await sink.waitFor((mail) => mail.to.includes(STAFF) && mail.subject.includes("Before SMTP"));
      expect(staff!.replyTo).toEqual([email]);
    },
    TIMEOUT,
  );

  it(
    `takes ${SUBMISSIONS} parallel submissions: ${SUBMISSIONS} rows, ${SUBMISSIONS} staff emails, no duplicates, no 5xx`,
    async () => {
      expect(sink).toBeDefined();
      const started = Date.now();
      const responses = await Promise.all(
        Array.from({ length: SUBMISSIONS }, (_, i) =>
          postOnNewConnection(`${server.baseUrl}${i % 2 === 0 ? "/contact" : "/contact.data"}`, contactBody(i, tag)),
        ),
      );
      const elapsed = Date.now() - started;
      console.log(`[integration] ${SUBMISSIONS} parallel submissions on ${kind} answered in ${elapsed} ms`);
      expect(responses.filter((response) => response.status >= 500)).toEqual([]);
      expect(responses.map((response) => response.status)).toEqual(Array(SUBMISSIONS).fill(200));

      const isLoadStaffMail = (mail: { to: string[]; subject: string }) =>
        mail.to.includes(STAFF) && mail.subject.includes("Parallel message");
      const staffMails = await sink!.waitFor(isLoadStaffMail, { count: SUBMISSIONS, timeoutMs: 90_000 });
      const acks = await sink!.waitFor((mail) => mail.to[0]?.startsWith(`load-${tag}-`) ?? false, {
        count: SUBMISSIONS,
        timeoutMs: 90_000,
      });
      // Give a duplicate the chance to show up before counting.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(sink!.messages.filter(isLoadStaffMail)).toHaveLength(SUBMISSIONS);
      expect(new Set(staffMails.map((mail) => mail.messageId)).size).toBe(SUBMISSIONS);
      expect(new Set(staffMails.map((mail) => /Parallel message (\d+)/.exec(mail.subject)?.[1])).size).toBe(
        SUBMISSIONS,
      );
      expect(new Set(acks.map((mail) => mail.to[0])).size).toBe(SUBMISSIONS);

      if (postgres) {
        const [stored] = await withDb((db) =>
          db.select({ rows: count(), ids: countDistinct(contactMessages.submissionId) }).from(contactMessages),
        );
        expect(stored).toEqual({ rows: SUBMISSIONS + 1, ids: SUBMISSIONS + 1 });
      }
    },
    TIMEOUT,
  );

  it(
    "answers hostile and malformed requests with 4xx, and renders visitor text escaped",
    async () => {
      const post = (pathname: string, body: BodyInit | null, headers: Record<string, string> = {}) =>
        fetch(`${server.baseUrl}${pathname}`, { method: "POST", body, headers, duplex: "half" } as RequestInit).then(
          async (response) => ({ status: response.status, text: await response.text() }),
        );
      const form = { "content-type": "application/x-www-form-urlencoded" };
      const huge = new ReadableStream({
        start(controller) {
          for (let i = 0; i < 200; i++) controller.enqueue(new TextEncoder().encode(`message=${"x".repeat(1000)}`));
          controller.close();
        },
      });
      const results = {
        json: await post("/contact", JSON.stringify({ firstName: "A" }), { "content-type": "application/json" }),
        plain: await post("/contact", "firstName=A", { "content-type": "text/plain" }),
        none: await post("/contact", null),
        huge: await post("/contact", huge, form),
        hugeDeclared: await post("/contact", `message=${"y".repeat(80_000)}`, form),
        missing: await post("/contact", "firstName=Only", form),
        brokenMultipart: await post("/contact", "--b\r\nnope", { "content-type": "multipart/form-data; boundary=b" }),
        newsletterJson: await post("/newsletter", "{}", { "content-type": "application/json" }),
        newsletterBad: await post("/newsletter", "email=%FF%FE", form),
        confirmJunk: await post("/newsletter/confirm", "token=%00%00", form),
      };
      for (const [name, result] of Object.entries(results)) {
        expect(result.status, `${name}: ${result.text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
        expect(result.status, name).toBeLessThan(500);
      }
      expect(results.json.status).toBe(415);
      expect(results.huge.status).toBe(413);
      expect(results.hugeDeclared.status).toBe(413);
      expect(results.missing.status).toBe(400);
      expect(results.missing.text).toContain("Last name is required");

      const invalidUtf8 = await post(
        "/contact",
        new Uint8Array([
          ...new TextEncoder().encode("firstName="),
          0xff,
          0xfe,
          ...new TextEncoder().encode(`&lastName=%C3%28&email=utf8-${tag}@customer.test&subject=x&message=y`),
        ]),
        form,
      );
      expect(invalidUtf8.status).toBe(200);

      const script = "<script>alert(1)</script>";
      const hostile = await post(
        "/contact",
        new URLSearchParams({
          firstName: script,
          lastName: "",
          email: "x",
          subject: `"><img src=x onerror=alert(1)>`,
          message: "",
        }),
        form,
      );
      expect(hostile.status).toBe(400);
      expect(hostile.text).not.toContain(script);
      expect(hostile.text).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
      expect(hostile.text).not.toContain("<img src=x");
      const prefilled = await fetch(`${server.baseUrl}/contact?subject=${encodeURIComponent(script)}`).then((r) =>
        r.text(),
      );
      expect(prefilled).not.toContain(script);
      const token = await fetch(
        `${server.baseUrl}/newsletter/confirm?token=${encodeURIComponent("'; drop table x;--")}`,
      );
      expect(token.status).toBe(400);
    },
    TIMEOUT,
  );

  it(
    "stops cleanly on SIGTERM (worker stopped, database closed)",
    async () => {
      expect(await stopServer(server)).toBe(0);
      if (!postgres) {
        // PGlite's files are consistent after the shutdown: every message is there.
        const [stored] = await withDb((db) => db.select({ rows: count() }).from(contactMessages));
        expect(stored!.rows).toBe(SUBMISSIONS + 2);
      }
    },
    TIMEOUT,
  );
});
