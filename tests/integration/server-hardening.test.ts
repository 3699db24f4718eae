// The production server process (server/index.ts on the built app) as an attacker, a load balancer
// and an operator would try it: malformed requests get a 4xx (never a 5xx or a stack trace), HEAD
// carries GET's headers, HSTS follows PUBLIC_URL, trickling clients are cut, the connection cap
// holds, static files come precompressed, and SIGTERM while keep-alive clients keep sending ends in
// a clean exit with every accepted message stored, and a body still trickling in when the grace
// period ends is cut with a 503 while every request that fully arrived is answered. Needs
// `npm run build` first.
import { randomUUID } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { connect, type Socket } from "node:net";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/client.server";
import { contactMessages } from "~/db/schema";
import { samples } from "../support/file-samples";
import { multipartBody } from "../support/multipart";
import { migratedDataDir } from "./support/database";
import { rawRequest, statusOf } from "./support/raw-http";
import { type Running, startServer } from "./support/server-process";

const root = path.resolve(import.meta.dirname, "../..");
const built = existsSync(path.join(root, "build/server/index.js"));
if (!built && process.env.CI) throw new Error("build/server/index.js is missing: run `npm run build` before the tests");
if (!built) console.warn("[integration] Skipping the server hardening tests: run `npm run build` first");

/** Generous: the machine running the tests may be busy with other work. */
const TIMEOUT = 120_000;
const SECRET = "hardening-test-secret-0123456789abcdef0123456789";

const portOf = (server: Running) => Number(new URL(server.baseUrl).port);
/** A stack trace line as Node prints it, or inside a JSON log line (its newline escaped as \n). */
const STACK_LINE = /(^|\\n)\s+at .+[(:]\d+/m;

async function withDataDir<T>(work: (dataDir: string) => Promise<T>): Promise<T> {
  const dataDir = await migratedDataDir("anantha-hardening-");
  try {
    return await work(dataDir);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Resolves with the milliseconds until the server closed the socket (after the bytes `feed` trickles in). */
function timeUntilClosed(port: number, feed: (socket: Socket) => void): Promise<{ ms: number; answer: string }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    socket.on("data", (chunk) => {
      answer += chunk.toString("latin1");
    });
    socket.on("error", (error: NodeJS.ErrnoException) => {
      // A byte trickled in just after the server closed its end is answered with a reset: that is the
      // cut being measured, and "close" follows with its time.
      if (error.code !== "ECONNRESET" && error.code !== "EPIPE") reject(error);
    });
    socket.on("close", () => resolve({ ms: Date.now() - started, answer }));
    socket.on("connect", () => feed(socket));
  });
}

/** Writes one byte every `everyMs` until the socket closes. */
function trickle(socket: Socket, text: string, everyMs: number) {
  let i = 0;
  const timer = setInterval(() => {
    if (socket.destroyed) return clearInterval(timer);
    socket.write(text[i % text.length] ?? "a");
    i++;
  }, everyMs);
  socket.on("close", () => clearInterval(timer));
}

describe.skipIf(!built)("the production server, tried as an attacker and an operator would", () => {
  let server: Running;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await migratedDataDir("anantha-hardening-");
    // Trusting the loopback proxy lets the tests send X-Forwarded-Host as a load balancer would.
    server = await startServer({
      DATA_DIR: dataDir,
      APP_SECRET: SECRET,
      PUBLIC_URL: "http://127.0.0.1",
      TRUST_PROXY: "loopback",
      // No load balancer checks this server's health: it need not drain before stopping.
      SHUTDOWN_DRAIN_MS: "0",
    });
  });

  afterAll(async () => {
    if (server && server.process.exitCode === null) {
      server.process.kill("SIGTERM");
      await server.exit;
    }
    await rm(dataDir, { recursive: true, force: true });
  });

  it("answers unsupported methods with 405 and an Allow header, on pages and elsewhere", async () => {
    for (const method of ["TRACE", "PUT", "DELETE", "PATCH"]) {
      for (const pathname of ["/", "/about", "/contact", "/no-such-page"]) {
        const answer = await rawRequest(
          portOf(server),
          `${method} ${pathname} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
        );
        expect(statusOf(answer), `${method} ${pathname}`).toBe(405);
        expect(answer).toMatch(/^Allow: GET, HEAD, POST/im);
      }
    }
    const options = await fetch(`${server.baseUrl}/about`, { method: "OPTIONS" });
    expect(options.status).toBe(204);
    expect(options.headers.get("allow")).toContain("GET");
    // A method Node's parser does not know is refused before it reaches the app.
    const unknown = await rawRequest(portOf(server), "FOO / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    expect(statusOf(unknown)).toBe(400);
  });

  it("answers requests without a usable Host, and the bare request line, with 400 and no stack trace", async () => {
    const logStart = server.logs.length;
    const requests = {
      noHost11: "GET / HTTP/1.1\r\nConnection: close\r\n\r\n",
      emptyHost: "GET / HTTP/1.1\r\nHost:\r\nConnection: close\r\n\r\n",
      blankHost: "GET /about HTTP/1.1\r\nHost:   \r\nConnection: close\r\n\r\n",
      invalidHost: "GET / HTTP/1.1\r\nHost: a b\r\nConnection: close\r\n\r\n",
      noHost10: "GET / HTTP/1.0\r\n\r\n",
      forwardedHost: "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Forwarded-Host: a b\r\nConnection: close\r\n\r\n",
      bare: "GET /\r\n\r\n",
      bareHealth: "GET /healthz\r\n\r\n",
      postNoHost:
        "POST /contact HTTP/1.0\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 3\r\n\r\na=b",
    };
    for (const [name, text] of Object.entries(requests)) {
      const status = statusOf(await rawRequest(portOf(server), text));
      expect(status, name).toBe(400);
    }
    // An absolute-form target is read for its path, never a 5xx.
    const absolute = await rawRequest(
      portOf(server),
      "GET http://evil.example/about HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
    );
    expect(statusOf(absolute)).toBeLessThan(500);
    const log = server.logs.slice(logStart).join("");
    expect(log).not.toMatch(STACK_LINE);
    expect(log).not.toMatch(/Error:/);
  });

  it("answers HEAD on a page with the headers GET has", async () => {
    for (const pathname of ["/", "/about", "/no-such-page"]) {
      const get = await fetch(`${server.baseUrl}${pathname}`, { headers: { "accept-encoding": "identity" } });
      await get.arrayBuffer();
      const head = await fetch(`${server.baseUrl}${pathname}`, {
        method: "HEAD",
        headers: { "accept-encoding": "identity" },
      });
      expect(head.status, pathname).toBe(get.status);
      // What differs by nature: the date, each request's own id, and how the connection and a body
      // are framed (Node closes the connection after a HEAD of unknown length).
      const differing = ["date", "x-request-id", "connection", "keep-alive", "transfer-encoding", "content-length"];
      const comparable = (headers: Headers) =>
        Object.fromEntries(
          [...headers].filter(([name]) => !differing.includes(name)).map(([name, value]) => [name, value]),
        );
      expect(comparable(head.headers), pathname).toEqual(comparable(get.headers));
      expect(head.headers.get("content-security-policy")).toContain("default-src 'none'");
      expect(head.headers.get("content-type")).toBe("text/html; charset=utf-8");
    }
  });

  it("sends the document policy and no HSTS when PUBLIC_URL is http", async () => {
    const response = await fetch(`${server.baseUrl}/`);
    await response.arrayBuffer();
    const policy = response.headers.get("content-security-policy") ?? "";
    for (const directive of ["default-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'"]) {
      expect(policy).toContain(directive);
    }
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });

  it(
    "serves static assets precompressed by Accept-Encoding, identity otherwise, with Vary",
    async () => {
      const assetsDir = path.join(root, "build/client/assets");
      const [biggest] = readdirSync(assetsDir)
        .filter((name) => name.endsWith(".js"))
        .map((name) => ({ name, size: readFileSync(path.join(assetsDir, name)).length }))
        .sort((a, b) => b.size - a.size);
      const original = readFileSync(path.join(assetsDir, biggest!.name));
      const url = `${server.baseUrl}/assets/${biggest!.name}`;
      // Raw bytes as sent: fetch would decode them itself.
      const getRaw = async (acceptEncoding: string) => {
        const answer = await rawRequest(
          portOf(server),
          `GET /assets/${biggest!.name} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: ${acceptEncoding}\r\nConnection: close\r\n\r\n`,
        );
        const split = answer.indexOf("\r\n\r\n");
        return { head: answer.slice(0, split), body: Buffer.from(answer.slice(split + 4), "latin1") };
      };
      const header = (head: string, name: string) => new RegExp(`^${name}: (.*)$`, "im").exec(head)?.[1]?.trim();

      const br = await getRaw("gzip, deflate, br");
      expect(header(br.head, "Content-Encoding")).toBe("br");
      expect(brotliDecompressSync(br.body).equals(original)).toBe(true);
      const gzip = await getRaw("gzip");
      expect(header(gzip.head, "Content-Encoding")).toBe("gzip");
      expect(gunzipSync(gzip.body).equals(original)).toBe(true);
      const preferGzip = await getRaw("br;q=0.5, gzip");
      expect(header(preferGzip.head, "Content-Encoding")).toBe("gzip");
      for (const refused of ["identity", "br;q=0, gzip;q=0", "deflate"]) {
        const plain = await getRaw(refused);
        expect(header(plain.head, "Content-Encoding"), refused).toBeUndefined();
        expect(plain.body.equals(original), refused).toBe(true);
      }
      for (const { head } of [br, gzip]) {
        expect(header(head, "Vary")).toMatch(/Accept-Encoding/i);
        expect(header(head, "Content-Type")).toMatch(/^text\/javascript/);
        expect(header(head, "Cache-Control")).toBe("public, max-age=31536000, immutable");
        expect(header(head, "X-Content-Type-Options")).toBe("nosniff");
      }
      const noHeader = await fetch(url, { method: "HEAD", headers: { "accept-encoding": "" } });
      expect(noHeader.headers.get("vary")).toMatch(/Accept-Encoding/i);
      expect(noHeader.headers.get("content-encoding")).toBeNull();
      // Documents are still compressed per request.
      const document = await rawRequest(
        portOf(server),
        "GET /about HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: gzip\r\nConnection: close\r\n\r\n",
      );
      expect(document).toMatch(/^Content-Encoding: gzip/im);
    },
    TIMEOUT,
  );
});

describe.skipIf(!built)(
  "the production server with https PUBLIC_URL, short request timeout and a connection cap",
  () => {
    let server: Running;
    let dataDir: string;
    const REQUEST_TIMEOUT_MS = 1_500;
    const MAX_CONNECTIONS = 4;

    beforeAll(async () => {
      dataDir = await migratedDataDir("anantha-hardening-");
      server = await startServer({
        DATA_DIR: dataDir,
        APP_SECRET: SECRET,
        PUBLIC_URL: "https://www.ananthait.test",
        REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
        MAX_CONNECTIONS: String(MAX_CONNECTIONS),
      });
    });

    afterAll(async () => {
      if (server && server.process.exitCode === null) {
        server.process.kill("SIGTERM");
        await server.exit;
      }
      await rm(dataDir, { recursive: true, force: true });
    });

    it("sends HSTS for a year with subdomains on every response", async () => {
      for (const pathname of ["/", "/healthz", "/favicon.svg", "/no-such-page"]) {
        const response = await fetch(`${server.baseUrl}${pathname}`);
        await response.arrayBuffer();
        const hsts = response.headers.get("strict-transport-security") ?? "";
        expect(hsts, pathname).toContain("includeSubDomains");
        expect(Number(/max-age=(\d+)/.exec(hsts)?.[1]), pathname).toBeGreaterThanOrEqual(31_536_000);
      }
    });

    it(
      "cuts a request head and a request body that trickle in",
      async () => {
        const limit = REQUEST_TIMEOUT_MS + 4_000; // the timeout, Node's one-second check, and slack for a busy machine
        // Both on their own connections at once: each waits out the same timeout (the cap is 4).
        const [head, body] = await Promise.all([
          timeUntilClosed(portOf(server), (socket) => {
            socket.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n");
            trickle(socket, "X-Slow: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\r\n", 200);
          }),
          timeUntilClosed(portOf(server), (socket) => {
            socket.write(
              "POST /contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 100000\r\n\r\n",
            );
            trickle(socket, "message=slow&", 200);
          }),
        ]);
        expect(head.ms).toBeLessThan(limit);
        expect(head.ms).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
        expect(body.ms).toBeLessThan(limit);
        expect(body.ms).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
        expect(statusOf(body.answer) ?? 408).toBeLessThan(500);
        expect(server.logs.join("")).not.toMatch(STACK_LINE);
      },
      TIMEOUT,
    );

    it(
      "refuses connections beyond MAX_CONNECTIONS and serves again once they are gone",
      async () => {
        const sockets = await Promise.all(
          Array.from(
            { length: MAX_CONNECTIONS + 3 },
            () =>
              new Promise<{ socket: Socket; closedQuickly: Promise<boolean> }>((resolve) => {
                const socket = connect(portOf(server), "127.0.0.1");
                socket.on("error", () => {});
                const closedQuickly = new Promise<boolean>((settle) => {
                  const timer = setTimeout(() => settle(false), 500);
                  socket.on("close", () => {
                    clearTimeout(timer);
                    settle(true);
                  });
                });
                socket.on("connect", () => resolve({ socket, closedQuickly }));
              }),
          ),
        );
        const closed = await Promise.all(sockets.map(({ closedQuickly }) => closedQuickly));
        // At most MAX_CONNECTIONS stay open (fewer if the test's own keep-alive sockets count too).
        expect(closed.filter((wasClosed) => !wasClosed).length).toBeLessThanOrEqual(MAX_CONNECTIONS);
        expect(closed.filter(Boolean).length).toBeGreaterThanOrEqual(3);
        for (const { socket } of sockets) socket.destroy();
        await new Promise((resolve) => setTimeout(resolve, 200));
        const health = await fetch(`${server.baseUrl}/healthz`);
        expect(health.status).toBe(200);
      },
      TIMEOUT,
    );
  },
);

/** A server for the shutdown tests: many posts from one address are no abuse here. */
function startUnderLoad(dataDir: string, graceMs: number) {
  return startServer({
    DATA_DIR: dataDir,
    APP_SECRET: SECRET,
    PUBLIC_URL: "http://127.0.0.1",
    RATE_LIMIT_MULTIPLIER: "1000",
    SHUTDOWN_GRACE_MS: String(graceMs),
  });
}

/** Posts the contact form as a visitor would, with a fresh submission key. */
function postContact(server: Running, email: string, subject: string) {
  return fetch(`${server.baseUrl}/contact`, {
    method: "POST",
    body: new URLSearchParams({
      firstName: "Grace",
      lastName: "Period",
      email,
      subject,
      message: "Sent while the server shuts down.",
      submissionId: randomUUID(),
    }),
    signal: AbortSignal.timeout(30_000),
  });
}

/** No accepted message lost: every 200 is in the database the server closed. */
async function expectStored(dataDir: string, accepted: readonly string[]) {
  const handle = await openDatabase({ dataDir });
  try {
    const rows = await handle.db
      .select({ email: contactMessages.email })
      .from(contactMessages)
      .where(inArray(contactMessages.email, [...accepted]));
    expect(new Set(rows.map((row) => row.email)).size).toBe(accepted.length);
  } finally {
    await handle.close();
  }
}

describe.skipIf(!built)("SIGTERM while keep-alive clients keep sending", () => {
  it(
    "finishes in-flight requests, closes keep-alive sockets, stops the worker, closes the database and exits 0",
    async () => {
      await withDataDir(async (dataDir) => {
        const GRACE_MS = 10_000;
        const server = await startUnderLoad(dataDir, GRACE_MS);
        const tag = randomUUID().slice(0, 8);
        const accepted: string[] = [];
        let sent = 0;
        let signalled = false;
        const CLIENTS = 6;
        // Each client posts one message after another on its keep-alive connection until the server is gone.
        const clients = Array.from({ length: CLIENTS }, async (_, client) => {
          for (let i = 0; ; i++) {
            const email = `keepalive-${tag}-${client}-${i}@customer.test`;
            sent++;
            try {
              const response = await postContact(server, email, `Keep-alive ${client}/${i}`);
              await response.text();
              if (response.status === 200) accepted.push(email);
              else expect(response.status, email).toBeLessThan(500);
            } catch {
              if (server.process.exitCode !== null || signalled) return;
            }
          }
        });
        while (accepted.length < 20) await new Promise((resolve) => setTimeout(resolve, 50));
        const signalledAt = Date.now();
        signalled = true;
        server.process.kill("SIGTERM");
        const code = await server.exit;
        const exitedAfter = Date.now() - signalledAt;
        await Promise.all(clients);
        const log = server.logs.join("");
        console.log(
          `[integration] SIGTERM under keep-alive load: exit ${code} after ${exitedAfter} ms; ${accepted.length} accepted of ${sent} sent`,
        );
        expect(code, log).toBe(0);
        expect(exitedAfter).toBeLessThan(GRACE_MS);
        expect(log).toContain("SIGTERM received");
        expect(log).toContain("outbox worker stopped and database closed");
        expect(log).not.toContain("closing their connections");
        await expectStored(dataDir, accepted);
      });
    },
    TIMEOUT,
  );

  it(
    "cuts a request whose body is still arriving when the grace period ends with 503, stops the worker, closes the database and exits 0",
    async () => {
      await withDataDir(async (dataDir) => {
        const GRACE_MS = 1_000;
        const server = await startServer({
          DATA_DIR: dataDir,
          APP_SECRET: SECRET,
          PUBLIC_URL: "http://127.0.0.1",
          SHUTDOWN_GRACE_MS: String(GRACE_MS),
        });
        // A body that never completes keeps its request in flight past the grace period.
        const stuck = timeUntilClosed(portOf(server), (socket) => {
          socket.write(
            "POST /contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\nfirstName=",
          );
        });
        await new Promise((resolve) => setTimeout(resolve, 300));
        const signalledAt = Date.now();
        server.process.kill("SIGTERM");
        const code = await server.exit;
        const log = server.logs.join("");
        const cut = await stuck;
        expect(cut.ms).toBeLessThan(GRACE_MS + 3_000);
        expect(statusOf(cut.answer)).toBe(503);
        expect(cut.answer).toMatch(/^Connection: close\r$/im);
        expect(Date.now() - signalledAt).toBeLessThan(GRACE_MS + 5_000);
        expect(log).toContain("cut 1 request still receiving its body");
        expect(log).not.toContain("closing their connections");
        expect(log).toContain("outbox worker stopped and database closed");
        // A cut upload is expected when shutting down, not a failure.
        expect(code).toBe(0);
      });
    },
    TIMEOUT,
  );
});

/** Posts a job application whose body trickles in over `overMs`; resolves with the raw answer once the server closes. */
function tricklingUpload(port: number, overMs: number): Promise<{ answer: string; sentAll: boolean }> {
  const { body, contentType } = multipartBody([
    ...Object.entries({
      submissionId: randomUUID(),
      fullName: "Trickle Upload",
      email: `trickle-${overMs}@example.test`,
      phone: "+91 98470 12345",
      currentLocation: "Kochi",
      yearsExperience: "3",
      noticePeriod: "30 days",
      profileUrl: "",
      coverNote: "Sent slowly.",
      consent: "on",
      website: "",
    }).map(([name, value]) => ({ name, value })),
    // Padding in a text file, so the body takes its time to arrive.
    { name: "resume", fileName: "cv.pdf", bytes: Buffer.concat([Buffer.from(samples.pdf), Buffer.alloc(40_000, 32)]) },
  ]);
  const head = `POST /careers/full-stack-developer/apply HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${contentType}\r\nContent-Length: ${body.length}\r\n\r\n`;
  const pieces = 20;
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    let sent = 0;
    let timer: ReturnType<typeof setInterval> | undefined;
    socket.on("data", (chunk) => {
      answer += chunk.toString("latin1");
    });
    socket.on("error", () => {});
    socket.on("close", () => {
      clearInterval(timer);
      resolve({ answer, sentAll: sent === pieces });
    });
    socket.on("connect", () => {
      socket.write(head);
      timer = setInterval(() => {
        if (socket.destroyed || answer !== "") return clearInterval(timer);
        const size = Math.ceil(body.length / pieces);
        socket.write(body.subarray(sent * size, (sent + 1) * size));
        sent++;
        if (sent === pieces) clearInterval(timer);
      }, overMs / pieces);
    });
  });
}

describe.skipIf(!built)("SIGTERM with pages, contact posts and uploads trickling past the grace period", () => {
  it(
    "answers every request whose body arrived, cuts the still-trickling one with 503 and Connection: close, logs it and exits 0",
    async () => {
      await withDataDir(async (dataDir) => {
        const GRACE_MS = 2_000;
        const server = await startUnderLoad(dataDir, GRACE_MS);
        const tag = randomUUID().slice(0, 8);
        const accepted: string[] = [];
        /** Requests that went out whole and got no answer: what must never happen. */
        const unanswered: string[] = [];
        let signalled = false;
        /** Whether a failed request never reached the server (refused), rather than was cut mid-way. */
        const neverSent = (error: unknown) => (error as { cause?: { code?: string } }).cause?.code === "ECONNREFUSED";
        const keepSending = async (label: string, send: (i: number) => Promise<Response>) => {
          for (let i = 0; ; i++) {
            try {
              const response = await send(i);
              await response.text();
              expect(response.status, `${label} ${i}`).toBeLessThan(500);
            } catch (error) {
              if (!neverSent(error)) unanswered.push(`${label} ${i}: ${String((error as Error).cause ?? error)}`);
              if (signalled) return;
            }
            if (server.process.exitCode !== null) return;
          }
        };
        const pages = Array.from({ length: 4 }, (_, client) =>
          keepSending(`page ${client}`, () =>
            fetch(`${server.baseUrl}/about`, { signal: AbortSignal.timeout(30_000) }),
          ),
        );
        const posts = Array.from({ length: 6 }, (_, client) =>
          keepSending(`contact ${client}`, async (i) => {
            const email = `shutdown-${tag}-${client}-${i}@customer.test`;
            const response = await postContact(server, email, `Shutdown ${client}/${i}`);
            if (response.status === 200) accepted.push(email);
            return response;
          }),
        );
        while (accepted.length < 20) await new Promise((resolve) => setTimeout(resolve, 50));
        // One upload ends within the grace period, the other long after it.
        const short = tricklingUpload(portOf(server), GRACE_MS / 2);
        const long = tricklingUpload(portOf(server), GRACE_MS * 2);
        await new Promise((resolve) => setTimeout(resolve, 200));
        const signalledAt = Date.now();
        signalled = true;
        server.process.kill("SIGTERM");
        const code = await server.exit;
        const exitedAfter = Date.now() - signalledAt;
        await Promise.all([...pages, ...posts]);
        const [shortAnswer, longAnswer] = await Promise.all([short, long]);
        const log = server.logs.join("");
        console.log(
          `[integration] SIGTERM with trickling uploads: exit ${code} after ${exitedAfter} ms; ${accepted.length} contact posts accepted`,
        );
        expect(unanswered, log).toEqual([]);
        expect(shortAnswer.sentAll).toBe(true);
        expect(statusOf(shortAnswer.answer), shortAnswer.answer.slice(0, 300)).toBeLessThan(500);
        expect(longAnswer.sentAll).toBe(false);
        expect(statusOf(longAnswer.answer), longAnswer.answer.slice(0, 300)).toBe(503);
        expect(longAnswer.answer).toMatch(/^Connection: close\r$/im);
        expect(log).toMatch(/cut 1 request still receiving its body.*POST \/careers\/full-stack-developer\/apply/);
        expect(log).toContain("outbox worker stopped and database closed");
        expect(code, log).toBe(0);
        expect(exitedAfter).toBeLessThan(GRACE_MS + 3_000);
        await expectStored(dataDir, accepted);
      });
    },
    TIMEOUT,
  );
});

describe.skipIf(!built)("start-up with a wrong configuration", () => {
  it(
    "stops with a message naming each wrong variable, no stack trace",
    async () => {
      const failure = await startServer({ PORT: "http", MAX_CONNECTIONS: "none", TRUST_PROXY: "1" }).then(
        () => new Error("the server started"),
        (error: Error) => error,
      );
      expect(failure.message).toContain("server exited early");
      expect(failure.message).toMatch(/PORT: /);
      expect(failure.message).toMatch(/MAX_CONNECTIONS: /);
      expect(failure.message).not.toMatch(STACK_LINE);
    },
    TIMEOUT,
  );

  it(
    "stops when invoicing is on and a tax particular is missing or wrong, naming it",
    async () => {
      const failure = await startServer({ INVOICING: "1", COMPANY_GSTIN: "32ABMFA4321K1ZA", UPI_VPA: "" }).then(
        () => new Error("the server started"),
        (error: Error) => error,
      );
      expect(failure.message).toContain("server exited early");
      expect(failure.message).toContain("Invalid invoicing configuration");
      expect(failure.message).toMatch(/COMPANY_GSTIN: fails its check character/);
      expect(failure.message).toMatch(/UPI_VPA: is required/);
      expect(failure.message).not.toMatch(STACK_LINE);
    },
    TIMEOUT,
  );
});
