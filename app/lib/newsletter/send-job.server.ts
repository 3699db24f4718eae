// Sending an issue: a background job in every app process queues one outbox email per confirmed
// subscriber, a batch per transaction. Exactly once per subscriber, by construction rather than by
// timing:
// - the issue row is claimed with FOR UPDATE SKIP LOCKED, so while one process works on an issue the
//   others skip it (several app servers on one PostgreSQL cooperate instead of racing);
// - each email is queued in the same transaction as its (issue, subscriber) delivery row, whose
//   unique key means a second attempt — a retried batch, a second process, anything — inserts
//   nothing and so queues nothing;
// - the cursor (last subscriber id done) moves in that transaction too, so a crash mid-batch rolls
//   the whole batch back and the next claim redoes it.
import { and, asc, count, eq, gt, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { emailOutbox, newsletterDeliveries, newsletterIssues, newsletterSubscribers } from "~/db/schema";
import type { Env } from "~/lib/env.server";
import { sendEmail } from "~/lib/email/outbox.server";
import { notifyOutbox } from "~/lib/email/worker.server";
import { issueEmail } from "./emails.server";
import { renderIssueMarkdown } from "./markdown.server";
import { unsubscribeUrl } from "./newsletter.server";

export type SendEnv = Pick<Env, "APP_SECRET" | "PUBLIC_URL" | "MAIL_FROM">;

export const DEFAULT_SEND_BATCH_SIZE = 200;

export type BatchOutcome = { issueId: number; queued: number; done: boolean };

/** Queues the next batch of some issue being sent; null when no issue is waiting (or all are taken). */
export async function queueNextIssueBatch(
  db: Database,
  env: SendEnv,
  batchSize = DEFAULT_SEND_BATCH_SIZE,
): Promise<BatchOutcome | null> {
  return db.transaction(async (tx) => {
    const [issue] = await tx
      .select()
      .from(newsletterIssues)
      .where(eq(newsletterIssues.status, "sending"))
      .orderBy(asc(newsletterIssues.id))
      .limit(1)
      .for("update", { skipLocked: true });
    if (!issue) return null;
    const subscribers = await tx
      .select({ id: newsletterSubscribers.id, email: newsletterSubscribers.email })
      .from(newsletterSubscribers)
      .where(and(eq(newsletterSubscribers.status, "confirmed"), gt(newsletterSubscribers.id, issue.cursorSubscriberId)))
      .orderBy(asc(newsletterSubscribers.id))
      .limit(batchSize);
    const last = subscribers.at(-1);
    if (!last) {
      const [delivered] = await tx
        .select({ value: count() })
        .from(newsletterDeliveries)
        .where(eq(newsletterDeliveries.issueId, issue.id));
      await tx
        .update(newsletterIssues)
        .set({ status: "sent", sentAt: sql`now()`, recipientTotal: delivered?.value ?? 0, updatedAt: sql`now()` })
        .where(eq(newsletterIssues.id, issue.id));
      return { issueId: issue.id, queued: 0, done: true };
    }
    const fresh = await tx
      .insert(newsletterDeliveries)
      .values(subscribers.map((subscriber) => ({ issueId: issue.id, subscriberId: subscriber.id })))
      .onConflictDoNothing({ target: [newsletterDeliveries.issueId, newsletterDeliveries.subscriberId] })
      .returning({ id: newsletterDeliveries.id, subscriberId: newsletterDeliveries.subscriberId });
    const addresses = new Map(subscribers.map((subscriber) => [subscriber.id, subscriber.email]));
    const html = renderIssueMarkdown(issue.bodyMarkdown, env.PUBLIC_URL);
    const links: [number, number][] = [];
    for (const delivery of fresh) {
      const to = addresses.get(delivery.subscriberId);
      if (!to) continue;
      const queued = await sendEmail(tx, {
        ...issueEmail({
          to,
          subject: issue.subject,
          markdown: issue.bodyMarkdown,
          html,
          unsubscribeUrl: unsubscribeUrl(delivery.subscriberId, env),
        }),
        from: env.MAIL_FROM,
      });
      links.push([delivery.id, queued.id]);
    }
    if (links.length > 0) {
      const values = sql.join(
        links.map(([deliveryId, outboxId]) => sql`(${deliveryId}::bigint, ${outboxId}::bigint)`),
        sql`, `,
      );
      await tx.execute(
        sql`update newsletter_deliveries as d set outbox_id = v.outbox_id from (values ${values}) as v(id, outbox_id) where d.id = v.id`,
      );
    }
    await tx.update(newsletterIssues).set({ cursorSubscriberId: last.id }).where(eq(newsletterIssues.id, issue.id));
    return { issueId: issue.id, queued: fresh.length, done: false };
  });
}

/** Runs batches until no issue is waiting; returns how many emails were queued. */
export async function runIssueSends(db: Database, env: SendEnv, batchSize = DEFAULT_SEND_BATCH_SIZE) {
  let queued = 0;
  for (;;) {
    const batch = await queueNextIssueBatch(db, env, batchSize);
    if (!batch) return queued;
    queued += batch.queued;
    // The outbox worker may start delivering while later batches are still being queued.
    if (batch.queued > 0) notifyOutbox();
  }
}

/** Progress of an issue's send: emails queued, delivered and dead so far. */
export async function issueProgress(db: Database, issueId: number) {
  const [row] = await db
    .select({
      queued: count(),
      sent: sql<number>`count(*) filter (where ${emailOutbox.status} = 'sent')`.mapWith(Number),
      dead: sql<number>`count(*) filter (where ${emailOutbox.status} = 'dead')`.mapWith(Number),
    })
    .from(newsletterDeliveries)
    .leftJoin(emailOutbox, eq(emailOutbox.id, newsletterDeliveries.outboxId))
    .where(eq(newsletterDeliveries.issueId, issueId));
  return { queued: row?.queued ?? 0, sent: row?.sent ?? 0, dead: row?.dead ?? 0 };
}

type Log = Pick<Console, "error">;

let activeSender: { kick(): void } | null = null;

/** Wakes this process's send job (after Send was pressed); other processes find the issue at their next poll. */
export function kickIssueSender() {
  activeSender?.kick();
}

/** The send job's loop: runs now, when kicked, and every `pollIntervalMs` (other servers' presses). */
export function startIssueSender({
  db,
  env,
  pollIntervalMs,
  log = console,
}: {
  db: Database;
  env: SendEnv;
  pollIntervalMs: number;
  log?: Log;
}) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const schedule = (delay: number) => {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void tick(), delay);
    timer.unref?.();
  };
  async function tick() {
    if (running) {
      again = true;
      return;
    }
    running = runIssueSends(db, env)
      .then(() => {})
      .catch((error) => log.error("[newsletter] send job failed:", error instanceof Error ? error.message : error));
    await running;
    running = null;
    schedule(again ? 0 : pollIntervalMs);
    again = false;
  }
  const sender = {
    kick() {
      if (running) again = true;
      else schedule(0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      if (activeSender === sender) activeSender = null;
    },
  };
  activeSender = sender;
  schedule(0);
  return sender;
}

/** Ids of the subscribers an issue was queued for (tests and support). */
export async function deliveredSubscriberIds(db: Database, issueId: number, subscriberIds: number[]) {
  if (subscriberIds.length === 0) return [];
  const rows = await db
    .select({ subscriberId: newsletterDeliveries.subscriberId })
    .from(newsletterDeliveries)
    .where(and(eq(newsletterDeliveries.issueId, issueId), inArray(newsletterDeliveries.subscriberId, subscriberIds)));
  return rows.map((row) => row.subscriberId);
}
