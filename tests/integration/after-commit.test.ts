// The one after-commit wake-up (app/db/after-commit.ts) on both databases: a committed transaction
// wakes the worker once, however many emails or due jobs it wrote; a rolled-back one wakes nothing;
// and the email or job is then handled at once, not at the worker's next poll.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { afterCommit } from "~/db/after-commit";
import { dueJobs, emailOutbox } from "~/db/schema";
import { sendEmail } from "~/lib/email/outbox.server";
import type { MailMessage } from "~/lib/email/transport.server";
import { startOutboxWorker } from "~/lib/email/worker.server";
import { scheduleJob } from "~/lib/jobs/jobs.server";
import { type JobRegistry, startJobWorker } from "~/lib/jobs/worker.server";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./support/database";

const quiet = { log() {}, warn() {}, error() {} };
const HOUR = 60 * 60_000;

async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const email = (to: string) => ({ kind: "test.after-commit", to, subject: "Hello", text: "Hi" });

describe.each(databaseKinds)("after-commit wake-ups on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it("a committed transaction wakes once; a rolled-back one wakes nothing", async () => {
    let wakes = 0;
    const wake = () => {
      wakes += 1;
    };
    await database.db.transaction(async (tx) => {
      afterCommit(wake);
      await sendEmail(tx, email("one@customer.test"));
      afterCommit(wake);
      expect(wakes).toBe(0);
    });
    expect(wakes).toBe(1);
    await expect(
      database.db.transaction(async (tx) => {
        afterCommit(wake);
        await sendEmail(tx, email("never@customer.test"));
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(wakes).toBe(1);
    const never = await database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, "never@customer.test"));
    expect(never).toEqual([]);
  });

  it("an email committed in a transaction is sent at once, not at the next poll; a rolled-back one never", async () => {
    const sent: MailMessage[] = [];
    let sends = 0;
    const transport = {
      async send(message: MailMessage) {
        sends += 1;
        sent.push(message);
      },
      close() {},
    };
    // The first look happens at start; after it, only a wake-up can make the worker look within the hour.
    const worker = startOutboxWorker({ db: database.db, transport, pollIntervalMs: HOUR, log: quiet });
    try {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const before = sends;
      await expect(
        database.db.transaction(async (tx) => {
          await sendEmail(tx, email("rolled-back@customer.test"));
          throw new Error("rolled back");
        }),
      ).rejects.toThrow("rolled back");
      await database.db.transaction(async (tx) => {
        await sendEmail(tx, email("first@customer.test"));
        await sendEmail(tx, email("second@customer.test"));
      });
      await until(() => sends >= before + 2, "the two committed emails");
      expect(sent.flatMap((message) => message.to).sort()).toEqual(
        expect.arrayContaining(["first@customer.test", "second@customer.test"]),
      );
      expect(sent.some((message) => message.to === "rolled-back@customer.test")).toBe(false);
    } finally {
      await worker.stop();
    }
  });

  it("a due job committed in a transaction runs at once; one for later stays pending", async () => {
    const runs: string[] = [];
    const registry: JobRegistry = new Map([
      [
        "after-commit",
        async (_tx, job) => {
          runs.push(job.key);
          return "done";
        },
      ],
    ]);
    const worker = startJobWorker({ db: database.db, pollIntervalMs: HOUR, registry, log: quiet });
    try {
      await new Promise((resolve) => setTimeout(resolve, 100));
      await database.db.transaction(async (tx) => {
        await scheduleJob(tx, { kind: "after-commit", subjectId: 1, key: "now", runAt: new Date(Date.now() - 1000) });
        await scheduleJob(tx, { kind: "after-commit", subjectId: 1, key: "later", runAt: new Date(Date.now() + HOUR) });
      });
      await until(() => runs.includes("now"), "the due job");
      expect(runs).toEqual(["now"]);
      const [later] = await database.db.select().from(dueJobs).where(eq(dueJobs.key, "later"));
      expect(later).toMatchObject({ doneAt: null, attempts: 0 });
    } finally {
      await worker.stop();
    }
  });
});
