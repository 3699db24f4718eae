// The memory a production server spends receiving large support emails: several large messages sent
// at once over SMTP into the real server process (server/index.ts on the built app, on PostgreSQL so
// that the process measured is the app and not the database), its resident memory sampled while they
// arrive. Each message is written to the database as it comes and only a few large ones are taken at
// once, so the server grows by less than twice the message size per connection (before: over four
// times), and every one is stored whole. The due-jobs worker processes the stored messages meanwhile,
// as in production (each stored message wakes it). Needs `npm run build` first.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/client.server";
import { inboundMail, inboundMailParts } from "~/db/schema";
import { freePort } from "../support/ports";
import { createPostgresDatabase, postgresUrl } from "./support/database";
import { type Running, startServer } from "./support/server-process";

const root = path.resolve(import.meta.dirname, "../..");
const built = existsSync(path.join(root, "build/server/index.js"));
if (!built && process.env.CI) throw new Error("build/server/index.js is missing: run `npm run build` before the tests");

const MIB = 1024 * 1024;
/** Each message: an attachment of this many bytes (about 4/3 of it in base64 on the wire). */
const ATTACHMENT_BYTES = 12 * MIB;
const MESSAGES = 6;
const TIMEOUT = 180_000;

/** The process's resident memory in bytes (Linux). */
function residentBytes(pid: number): number {
  const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return Number(match?.[1] ?? 0) * 1024;
}

describe.skipIf(!built || !postgresUrl || process.platform !== "linux")("receiving large support emails", () => {
  let server: Running;
  let postgres: { url: string; drop(): Promise<void> };
  let smtpPort: number;

  beforeAll(async () => {
    postgres = await createPostgresDatabase();
    smtpPort = await freePort();
    server = await startServer({
      DATABASE_URL: postgres.url,
      APP_SECRET: "inbound-memory-test-secret-0123456789abcdef0123",
      PUBLIC_URL: "http://127.0.0.1",
      INBOUND_SMTP_PORT: String(smtpPort),
      INBOUND_SMTP_HOST: "127.0.0.1",
    });
  });
  afterAll(async () => {
    if (server && server.process.exitCode === null) {
      server.process.kill("SIGTERM");
      await server.exit;
    }
    await postgres?.drop();
  });

  function send(index: number, bytes: number) {
    const transport = nodemailer.createTransport({ host: "127.0.0.1", port: smtpPort, secure: false, ignoreTLS: true });
    return transport
      .sendMail({
        from: `sender-${index}@customer.test`,
        to: "support@ananthait.in",
        subject: `Large message ${index}`,
        messageId: `<large-${index}@customer.test>`,
        text: "The logs you asked for.",
        attachments: [{ filename: `logs-${index}.txt`, content: Buffer.alloc(bytes, 97 + (index % 26)) }],
      })
      .finally(() => transport.close());
  }

  it(
    `stores ${MESSAGES} messages of ${ATTACHMENT_BYTES / MIB} MiB sent at once, growing by less than twice each one`,
    async () => {
      const pid = server.process.pid!;
      // A warm-up message, so the listener's and the database pool's own first allocations are done.
      await send(0, 256 * 1024);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const baseline = residentBytes(pid);
      let peak = baseline;
      const sampler = setInterval(() => {
        peak = Math.max(peak, residentBytes(pid));
      }, 20);
      // The overall bound: however many connections send, at most two messages are received past their
      // first part at once (the others wait unread), which the parts table shows while they arrive.
      const watcher = await openDatabase({ databaseUrl: postgres.url, poolSize: 1 });
      let mostReceivingAtOnce = 0;
      let watching = true;
      const watched = (async () => {
        while (watching) {
          const pastFirstPart = watcher.db
            .select({ receiptId: inboundMailParts.receiptId })
            .from(inboundMailParts)
            .groupBy(inboundMailParts.receiptId)
            .having(sql`max(${inboundMailParts.seq}) >= 1`)
            .as("past_first_part");
          const [row] = await watcher.db.select({ receiving: sql<number>`count(*)::int` }).from(pastFirstPart);
          mostReceivingAtOnce = Math.max(mostReceivingAtOnce, Number(row?.receiving ?? 0));
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
      })();
      const started = Date.now();
      try {
        const answers = await Promise.all(
          Array.from({ length: MESSAGES }, (_, index) => send(index + 1, ATTACHMENT_BYTES)),
        );
        for (const info of answers) expect(info.response).toMatch(/^250 /);
      } finally {
        clearInterval(sampler);
        watching = false;
        await watched;
        await watcher.close();
      }
      const grew = peak - baseline;
      const messageBytes = Math.ceil((ATTACHMENT_BYTES * 4) / 3);
      console.log(
        `[integration] ${MESSAGES} messages of ${(messageBytes / MIB).toFixed(1)} MiB in ${Date.now() - started} ms: resident memory ${(baseline / MIB).toFixed(0)} MiB, peak +${(grew / MIB).toFixed(0)} MiB, at most ${mostReceivingAtOnce} received at once`,
      );
      expect(grew).toBeLessThan(2 * messageBytes * MESSAGES);
      expect(mostReceivingAtOnce).toBeGreaterThan(0);
      expect(mostReceivingAtOnce).toBeLessThanOrEqual(2);

      const handle = await openDatabase({ databaseUrl: postgres.url, poolSize: 1 });
      try {
        for (let index = 1; index <= MESSAGES; index++) {
          const [row] = await handle.db
            .select({ size: inboundMail.size })
            .from(inboundMail)
            .where(eq(inboundMail.messageKey, `<large-${index}@customer.test>`));
          expect(row!.size).toBeGreaterThan(messageBytes);
        }
        // The parts became the messages: none is left behind.
        expect(await handle.db.select({ seq: inboundMailParts.seq }).from(inboundMailParts)).toEqual([]);
      } finally {
        await handle.close();
      }
    },
    TIMEOUT,
  );
});
