// The outbox against both databases and a real SMTP sink: delivery, retry with backoff after the
// sink was down at first, the dead state, permanent failures, claims shared by several workers, and
// the short lease: a dead worker's email is taken over once its lease runs out, while a live worker's
// heartbeat keeps a slow send its own (tests/integration/outbox-crash.test.ts kills a real server).
import { randomUUID } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { emailOutbox } from "~/db/schema";
import { sendEmail } from "~/lib/email/outbox.server";
import { createSmtpTransport, type MailTransport } from "~/lib/email/transport.server";
import { claimDueEmails, renewClaims } from "~/lib/email/claims.server";
import {
  deliverOutboxBatch,
  defaultOutboxSettings,
  type OutboxSettings,
  startOutboxWorker,
} from "~/lib/email/worker.server";
import { freePort } from "../support/ports";
import { startSmtpSink } from "../support/smtp-sink";
import { createTestDatabase, describeEachDatabaseSideBySide, type TestDatabase } from "./support/database";

const quiet = { log() {}, warn() {}, error() {} };
const fast: OutboxSettings = { ...defaultOutboxSettings, retryBaseMs: 20, maxAttempts: 3 };

function email(to: string, subject = "Hello") {
  return { kind: "test", to, subject, text: `Body for ${to}`, from: "Anantha IT <noreply@ananthait.test>" };
}

async function row(database: TestDatabase, id: number) {
  const [found] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return found!;
}

/** Tests that wait through leases and held SMTP answers; generous, the machine may be busy. */
const LEASE_TEST_TIMEOUT_MS = 30_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The row once its worker has settled it, which happens just after the SMTP server accepted the email. */
async function settledRow(database: TestDatabase, id: number) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = await row(database, id);
    if (found.status !== "sending" || Date.now() > deadline) return found;
    await sleep(25);
  }
}

/** Makes every pending row due now, instead of sleeping through the backoff. */
async function makeDue(database: TestDatabase) {
  await database.db
    .update(emailOutbox)
    .set({ nextAttemptAt: sql`now() - interval '1 second'` })
    .where(eq(emailOutbox.status, "pending"));
}

// The lease tests wait seconds each: PGlite and PostgreSQL wait side by side.
describeEachDatabaseSideBySide("email outbox on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it("delivers a queued email over SMTP and marks it sent", async () => {
    const sink = await startSmtpSink();
    const transport = createSmtpTransport(sink.url);
    try {
      const { id } = await sendEmail(database.db, {
        ...email("visitor@customer.test", "Line one\r\nBcc: victim@elsewhere.test"),
        replyTo: "reply@customer.test",
        headers: { "List-Unsubscribe": "<https://ananthait.test/u>" },
      });
      expect((await row(database, id)).status).toBe("pending");
      const result = await deliverOutboxBatch(database.db, transport, fast, quiet);
      expect(result).toMatchObject({ claimed: 1, sent: 1 });
      const [mail] = await sink.waitFor((m) => m.to.includes("visitor@customer.test"));
      // CR/LF in a subject can never add a header.
      expect(mail!.subject).toBe("Line one Bcc: victim@elsewhere.test");
      expect(mail!.to).toEqual(["visitor@customer.test"]);
      expect(mail!.replyTo).toEqual(["reply@customer.test"]);
      expect(mail!.headers["list-unsubscribe"]).toBe("<https://ananthait.test/u>");
      const sent = await row(database, id);
      expect(sent).toMatchObject({ status: "sent", attempts: 1, lastError: null, claimToken: null });
      expect(mail!.messageId).toBe(sent.messageId);
      expect(sent.sentAt).toBeInstanceOf(Date);
      // Nothing is due any more.
      expect((await deliverOutboxBatch(database.db, transport, fast, quiet)).claimed).toBe(0);
    } finally {
      transport.close();
      await sink.stop();
    }
  });

  it("retries with backoff when the SMTP server was down at first, then delivers once", async () => {
    const port = await freePort();
    const transport = createSmtpTransport(`smtp://127.0.0.1:${port}`);
    try {
      const { id } = await sendEmail(database.db, email("retry@customer.test"));
      // A long backoff, so the row is surely not due yet when checked, however busy the machine is.
      const first = await deliverOutboxBatch(database.db, transport, { ...fast, retryBaseMs: 60_000 }, quiet);
      expect(first).toMatchObject({ claimed: 1, sent: 0, retrying: 1 });
      const failed = await row(database, id);
      expect(failed.status).toBe("pending");
      expect(failed.attempts).toBe(1);
      expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);
      // Not due again before its backoff delay has passed.
      const [notYetDue] = await database.db
        .select({ later: sql<boolean>`${emailOutbox.nextAttemptAt} > now()` })
        .from(emailOutbox)
        .where(eq(emailOutbox.id, id));
      expect(notYetDue?.later).toBe(true);

      const sink = await startSmtpSink({ port });
      try {
        await makeDue(database);
        const second = await deliverOutboxBatch(database.db, transport, fast, quiet);
        expect(second).toMatchObject({ claimed: 1, sent: 1 });
        await sink.waitFor((m) => m.to.includes("retry@customer.test"));
        expect(await row(database, id)).toMatchObject({ status: "sent", attempts: 2 });
        expect(sink.messages.filter((m) => m.to.includes("retry@customer.test"))).toHaveLength(1);
      } finally {
        transport.close();
        await sink.stop();
      }
    } finally {
      transport.close();
    }
  });

  it("marks an email dead after the last attempt and keeps the row", async () => {
    const port = await freePort();
    const transport = createSmtpTransport(`smtp://127.0.0.1:${port}`);
    try {
      const { id } = await sendEmail(database.db, email("dead@customer.test"));
      for (let attempt = 1; attempt <= fast.maxAttempts; attempt++) {
        await makeDue(database);
        await deliverOutboxBatch(database.db, transport, fast, quiet);
      }
      const dead = await row(database, id);
      expect(dead).toMatchObject({ status: "dead", attempts: fast.maxAttempts });
      expect(dead.lastError).toBeTruthy();
      await makeDue(database);
      expect((await claimDueEmails(database.db, fast)).map((r) => r.id)).not.toContain(id);
    } finally {
      transport.close();
    }
  });

  it("gives up at once on a permanent (5xx) refusal", async () => {
    const sink = await startSmtpSink({ rejectRecipient: (address) => address.startsWith("nobody@") });
    const transport = createSmtpTransport(sink.url);
    try {
      const { id } = await sendEmail(database.db, email("nobody@customer.test"));
      const result = await deliverOutboxBatch(database.db, transport, fast, quiet);
      expect(result).toMatchObject({ dead: 1 });
      expect(await row(database, id)).toMatchObject({ status: "dead", attempts: 1 });
    } finally {
      transport.close();
      await sink.stop();
    }
  });

  it("re-claims an email whose worker died mid-send (lease expired)", async () => {
    const { id } = await sendEmail(database.db, email("lease@customer.test"));
    const [claimed] = await claimDueEmails(database.db, { batchSize: 50, leaseMs: 60_000 });
    expect(claimed?.id).toBe(id);
    // While the lease runs, nobody else may take it.
    expect(await claimDueEmails(database.db, { batchSize: 50, leaseMs: 60_000 })).toHaveLength(0);
    await database.db
      .update(emailOutbox)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(emailOutbox.id, id));
    const [again] = await claimDueEmails(database.db, { batchSize: 50, leaseMs: 60_000 });
    expect(again).toMatchObject({ id, attempts: 2 });
    expect(again!.claimToken).not.toBe(claimed!.claimToken);
    // The first worker's late report cannot overwrite the new claim.
    const sink = await startSmtpSink();
    const transport = createSmtpTransport(sink.url);
    try {
      await database.db
        .update(emailOutbox)
        .set({ lockedUntil: sql`now() - interval '1 second'` })
        .where(eq(emailOutbox.id, id));
      await deliverOutboxBatch(database.db, transport, fast, quiet);
      expect((await row(database, id)).status).toBe("sent");
    } finally {
      transport.close();
      await sink.stop();
    }
  });

  it("without SMTP keeps mail queued and logs it (with its text outside production)", async () => {
    const lines: string[] = [];
    const log = { log: (line: string) => lines.push(line), warn: (line: string) => lines.push(line), error() {} };
    const worker = startOutboxWorker({ db: database.db, transport: null, pollIntervalMs: 50, logBodies: true, log });
    try {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const { id } = await sendEmail(database.db, {
        ...email("queued@customer.test", "Waiting"),
        text: "Link: http://x/confirm",
      });
      worker.kick();
      const deadline = Date.now() + 5000;
      while (!lines.some((line) => line.includes(`#${id}`))) {
        if (Date.now() > deadline) throw new Error(`not logged: ${lines.join("\n")}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(lines.join("\n")).toContain('to queued@customer.test "Waiting" stays queued');
      expect(lines).toContain("Link: http://x/confirm");
      expect(await row(database, id)).toMatchObject({ status: "pending", attempts: 0 });
    } finally {
      await worker.stop();
    }
  });

  it(
    "delivers the email of a worker that died mid-send once its lease runs out, with the same Message-ID",
    async () => {
      const leaseMs = 1500;
      const { id } = await sendEmail(database.db, email("crash@customer.test"));
      // The dead worker claimed the row and began to send, then vanished: nothing renews its claim.
      const [dying] = await claimDueEmails(database.db, { batchSize: 50, leaseMs });
      const crashedAt = Date.now();
      expect(dying?.id).toBe(id);
      const sink = await startSmtpSink();
      const transport = createSmtpTransport(sink.url);
      const worker = startOutboxWorker({
        db: database.db,
        transport,
        pollIntervalMs: 100,
        settings: { ...fast, leaseMs },
        log: quiet,
      });
      try {
        const [mail] = await sink.waitFor((m) => m.to.includes("crash@customer.test"));
        const delay = mail!.receivedAt - crashedAt;
        // Not before the dead worker's lease ran out, and soon after it.
        expect(delay).toBeGreaterThan(leaseMs - 500);
        expect(delay).toBeLessThan(leaseMs + 5000);
        expect(mail!.messageId).toBe(dying!.messageId);
        expect(await settledRow(database, id)).toMatchObject({
          status: "sent",
          attempts: 2,
          messageId: dying!.messageId,
        });
      } finally {
        await worker.stop();
        await sink.stop();
      }
    },
    LEASE_TEST_TIMEOUT_MS,
  );

  it(
    "keeps the claim of a live worker whose send outlasts the lease: no other worker takes it",
    async () => {
      const leaseMs = 2400;
      const slow = await startSmtpSink({ holdDataMs: 2.5 * leaseMs });
      const transport = createSmtpTransport(slow.url);
      const other = kind === "postgres" ? await createTestDatabaseOn(database) : database;
      try {
        const { id } = await sendEmail(database.db, email("slow@customer.test"));
        const first = deliverOutboxBatch(database.db, transport, { ...fast, leaseMs }, quiet);
        while (!slow.held.some((m) => m.to.includes("slow@customer.test"))) await sleep(25);
        // A second instance polls all through the send, which lasts two and a half leases.
        const takenByOther: number[] = [];
        while (slow.held.length > 0) {
          const claimed = await claimDueEmails(other.db, { batchSize: 50, leaseMs });
          takenByOther.push(...claimed.map((r) => r.id));
          await sleep(100);
        }
        expect(await first).toMatchObject({ sent: 1, lost: 0 });
        expect(takenByOther).not.toContain(id);
        expect(slow.messages.filter((m) => m.to.includes("slow@customer.test"))).toHaveLength(1);
        expect(await row(database, id)).toMatchObject({ status: "sent", attempts: 1 });
      } finally {
        transport.close();
        await slow.stop();
        if (other !== database) await other.close();
      }
    },
    LEASE_TEST_TIMEOUT_MS,
  );

  it("never lets a heartbeat bring back a claim another worker took over, nor a settled one", async () => {
    const leaseMs = 60_000;
    const { id } = await sendEmail(database.db, email("heartbeat@customer.test"));
    const [first] = await claimDueEmails(database.db, { batchSize: 50, leaseMs });
    expect(first?.id).toBe(id);
    expect(await renewClaims(database.db, first!.claimToken!, leaseMs)).toContain(id);
    // The first worker's lease lapses and a second worker takes the row over.
    await database.db
      .update(emailOutbox)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(emailOutbox.id, id));
    const [second] = await claimDueEmails(database.db, { batchSize: 50, leaseMs });
    expect(second).toMatchObject({ id, attempts: 2 });
    const taken = await row(database, id);
    expect(await renewClaims(database.db, first!.claimToken!, leaseMs)).not.toContain(id);
    expect(await row(database, id)).toMatchObject({ claimToken: second!.claimToken, lockedUntil: taken.lockedUntil });
    // Once settled, the row is out of reach of every heartbeat, the last holder's included.
    await database.db
      .update(emailOutbox)
      .set({ status: "sent", lockedUntil: null, claimToken: null })
      .where(eq(emailOutbox.id, id));
    expect(await renewClaims(database.db, second!.claimToken!, leaseMs)).not.toContain(id);
    expect(await row(database, id)).toMatchObject({ status: "sent", lockedUntil: null, claimToken: null });
  });

  it(
    "does not send a row of its batch that another worker took over while it waited",
    async () => {
      const leaseMs = 900;
      const slow = await startSmtpSink({ holdDataMs: 2 * leaseMs });
      const transport = createSmtpTransport(slow.url);
      try {
        const { id: firstId } = await sendEmail(database.db, email("batch-first@customer.test"));
        const { id: secondId } = await sendEmail(database.db, email("batch-second@customer.test"));
        const batch = deliverOutboxBatch(database.db, transport, { ...fast, leaseMs, concurrency: 1 }, quiet);
        // The oldest email of the batch goes first.
        while (!slow.held.some((m) => m.to.includes("batch-first@customer.test"))) await sleep(25);
        // As if the heartbeat had failed for a whole lease and another worker had claimed the row.
        await database.db
          .update(emailOutbox)
          .set({ claimToken: randomUUID(), lockedUntil: sql`now() + interval '1 minute'` })
          .where(eq(emailOutbox.id, secondId));
        expect(await batch).toMatchObject({ lost: 1 });
        expect(slow.messages.some((m) => m.to.includes("batch-first@customer.test"))).toBe(true);
        expect(slow.messages.some((m) => m.to.includes("batch-second@customer.test"))).toBe(false);
        expect(await row(database, firstId)).toMatchObject({ status: "sent" });
        expect(await row(database, secondId)).toMatchObject({ status: "sending", attempts: 1 });
        await database.db.delete(emailOutbox).where(eq(emailOutbox.id, secondId));
      } finally {
        transport.close();
        await slow.stop();
      }
    },
    LEASE_TEST_TIMEOUT_MS,
  );

  it("counts a send that never finishes as a failed attempt, so a hung connection cannot hold a row", async () => {
    const hung = await startSmtpSink({ holdDataMs: Number.POSITIVE_INFINITY });
    const transport = createSmtpTransport(hung.url);
    try {
      const { id } = await sendEmail(database.db, email("hung@customer.test"));
      const result = await deliverOutboxBatch(database.db, transport, { ...fast, sendTimeoutMs: 500 }, quiet);
      expect(result.retrying).toBeGreaterThanOrEqual(1);
      const failed = await row(database, id);
      expect(failed).toMatchObject({ status: "pending", attempts: 1, claimToken: null });
      expect(failed.lastError).toMatch(/did not finish within/);
    } finally {
      transport.close();
      await hung.stop();
    }
  });

  it(
    "on stop, finishes the send under way and gives the rest of its batch back at once",
    async () => {
      const slow = await startSmtpSink({ holdDataMs: 1000 });
      const transport = createSmtpTransport(slow.url);
      const ids: number[] = [];
      for (const n of [1, 2, 3]) ids.push((await sendEmail(database.db, email(`stop-${n}@customer.test`))).id);
      const worker = startOutboxWorker({
        db: database.db,
        transport,
        pollIntervalMs: 100,
        settings: { ...fast, concurrency: 1 },
        log: quiet,
      });
      while (!slow.held.some((m) => m.to.includes("stop-1@customer.test"))) await sleep(25);
      await worker.stop();
      await slow.stop();
      expect(slow.messages.filter((m) => m.to[0]?.startsWith("stop-")).map((m) => m.to[0])).toEqual([
        "stop-1@customer.test",
      ]);
      expect(await row(database, ids[0]!)).toMatchObject({ status: "sent", attempts: 1 });
      for (const id of ids.slice(1)) {
        expect(await row(database, id)).toMatchObject({
          status: "pending",
          attempts: 0,
          claimToken: null,
          lockedUntil: null,
        });
      }
      const [due] = await claimDueEmails(database.db, { batchSize: 1, leaseMs: 60_000 });
      expect(due?.id).toBe(ids[1]);
      await database.db.delete(emailOutbox).where(inArray(emailOutbox.id, ids));
    },
    LEASE_TEST_TIMEOUT_MS,
  );

  it("never sends the same email twice when several workers share the outbox", async () => {
    const sink = await startSmtpSink();
    // Each "instance" has its own connection pool (PostgreSQL) and its own SMTP transport.
    const instances =
      kind === "postgres"
        ? await Promise.all([1, 2, 3].map(() => createTestDatabaseOn(database)))
        : [database, database, database];
    const transports: MailTransport[] = instances.map(() => createSmtpTransport(sink.url));
    try {
      const recipients = Array.from({ length: 120 }, (_, i) => `many-${i}@customer.test`);
      for (const to of recipients) await sendEmail(database.db, email(to));
      await Promise.all(
        instances.map(async (instance, i) => {
          for (;;) {
            const result = await deliverOutboxBatch(instance.db, transports[i]!, { ...fast, batchSize: 7 }, quiet);
            if (result.claimed === 0) break;
          }
        }),
      );
      const received = await sink.waitFor((m) => m.to[0]?.startsWith("many-") ?? false, { count: recipients.length });
      expect(received).toHaveLength(recipients.length);
      expect(new Set(received.map((m) => m.messageId)).size).toBe(recipients.length);
      expect(new Set(received.map((m) => m.to[0])).size).toBe(recipients.length);
      const counts = await database.db
        .select({ status: emailOutbox.status, n: sql<number>`count(*)::int` })
        .from(emailOutbox)
        .where(sql`${emailOutbox.toAddress} like 'many-%'`)
        .groupBy(emailOutbox.status);
      expect(counts).toEqual([{ status: "sent", n: recipients.length }]);
    } finally {
      for (const transport of transports) transport.close();
      if (kind === "postgres") await Promise.all(instances.map((instance) => instance.close()));
      await sink.stop();
    }
  });
});

/** A second connection pool on the same PostgreSQL database (another "app instance"). */
async function createTestDatabaseOn(database: TestDatabase) {
  const { openDatabase } = await import("~/db/client.server");
  return openDatabase({ databaseUrl: database.url!, poolSize: 3 });
}
