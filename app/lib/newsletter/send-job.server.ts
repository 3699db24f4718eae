// Sending an issue: a due job (kind NEWSLETTER_SEND_JOB, one per issue, scheduled in the transaction
// that pressed Send) queues one outbox email per confirmed subscriber, a batch per run of the job,
// and runs again at once until every subscriber has theirs. Exactly once per subscriber, by
// construction rather than by timing:
// - the job is claimed by one worker (app/lib/jobs/worker.server.ts), and the issue row is locked
//   with FOR UPDATE SKIP LOCKED as well, so while one process works on an issue the others skip it
//   (several app servers on one PostgreSQL cooperate instead of racing);
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
import { scheduleJob } from "~/lib/jobs/jobs.server";
import { type JobHandler, type JobRegistry, registerJobHandler } from "~/lib/jobs/worker.server";
import { issueEmail } from "./emails.server";
import { renderIssueMarkdown } from "./markdown.server";
import { unsubscribeUrl } from "./newsletter.server";

export type SendEnv = Pick<Env, "APP_SECRET" | "PUBLIC_URL" | "MAIL_FROM">;

export const DEFAULT_SEND_BATCH_SIZE = 200;

export type BatchOutcome = { issueId: number; queued: number; done: boolean };

export const NEWSLETTER_SEND_JOB = "newsletter_send";

/** When another process holds the issue (a batch under way there), the job looks again this much later. */
const ISSUE_BUSY_RETRY_MS = 5_000;

/** Asks for an issue to be sent: call it in the transaction that marks the issue 'sending'. */
export async function scheduleIssueSend(tx: Database, issueId: number) {
  await scheduleJob(tx, { kind: NEWSLETTER_SEND_JOB, subjectId: issueId, key: "send", runAt: new Date() });
}

/** Queues the next batch of some issue being sent; null when no issue is waiting (or all are taken). */
export async function queueNextIssueBatch(
  db: Database,
  env: SendEnv,
  batchSize = DEFAULT_SEND_BATCH_SIZE,
): Promise<BatchOutcome | null> {
  return db.transaction((tx) => queueIssueBatch(tx, env, batchSize));
}

/** One batch, in the caller's transaction: of issue `issueId`, or of the first issue waiting. */
async function queueIssueBatch(
  tx: Database,
  env: SendEnv,
  batchSize: number,
  issueId?: number,
): Promise<BatchOutcome | null> {
  const waiting = eq(newsletterIssues.status, "sending");
  const [issue] = await tx
    .select()
    .from(newsletterIssues)
    .where(issueId === undefined ? waiting : and(waiting, eq(newsletterIssues.id, issueId)))
    .orderBy(asc(newsletterIssues.id))
    .limit(1)
    .for("update", { skipLocked: true });
  if (!issue) return null;
  const subscribers = await tx
    .select({ id: newsletterSubscribers.id, email: newsletterSubscribers.email, locale: newsletterSubscribers.locale })
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
  const recipients = new Map(subscribers.map((subscriber) => [subscriber.id, subscriber]));
  const html = renderIssueMarkdown(issue.bodyMarkdown, env.PUBLIC_URL);
  const links: [number, number][] = [];
  for (const delivery of fresh) {
    const recipient = recipients.get(delivery.subscriberId);
    if (!recipient) continue;
    const queued = await sendEmail(tx, {
      ...issueEmail({
        to: recipient.email,
        subject: issue.subject,
        markdown: issue.bodyMarkdown,
        html,
        unsubscribeUrl: unsubscribeUrl(delivery.subscriberId, env, recipient.locale),
        locale: recipient.locale,
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
}

/** Runs batches until no issue is waiting; returns how many emails were queued (tests and support). */
export async function runIssueSends(db: Database, env: SendEnv, batchSize = DEFAULT_SEND_BATCH_SIZE) {
  let queued = 0;
  for (;;) {
    const batch = await queueNextIssueBatch(db, env, batchSize);
    if (!batch) return queued;
    queued += batch.queued;
  }
}

/**
 * The job's run: one batch of its issue, committed with the job (so the outbox may start delivering
 * while later batches are still being queued), then again at once until the issue is sent. Another
 * worker holding the issue (null here) means the job runs again later.
 */
export function issueSendHandler(env: SendEnv, batchSize = DEFAULT_SEND_BATCH_SIZE): JobHandler {
  return async (tx, job) => {
    const issueId = Number(job.subjectId);
    const [issue] = await tx
      .select({ status: newsletterIssues.status })
      .from(newsletterIssues)
      .where(eq(newsletterIssues.id, issueId));
    if (issue?.status !== "sending") return "done";
    const batch = await queueIssueBatch(tx, env, batchSize, issueId);
    if (batch?.done) return "done";
    return { rescheduleAt: new Date(Date.now() + (batch ? 0 : ISSUE_BUSY_RETRY_MS)) };
  };
}

/** Registers the handler with the due-jobs worker; app/lib/runtime.server.ts calls it at start. */
export function registerNewsletterSends(env: SendEnv, registry?: JobRegistry) {
  registerJobHandler(NEWSLETTER_SEND_JOB, issueSendHandler(env), registry);
}

/**
 * Every issue still 'sending' gets its job (at start): one pressed before sending became a due job
 * finishes after an upgrade, and one whose job failed for good (the database away for long) is
 * revived. Idempotent: an issue whose job is pending keeps that one job.
 */
export async function resumeIssueSends(db: Database) {
  const sending = await db
    .select({ id: newsletterIssues.id })
    .from(newsletterIssues)
    .where(eq(newsletterIssues.status, "sending"));
  for (const issue of sending) await scheduleIssueSend(db, issue.id);
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

/** Ids of the subscribers an issue was queued for (tests and support). */
export async function deliveredSubscriberIds(db: Database, issueId: number, subscriberIds: number[]) {
  if (subscriberIds.length === 0) return [];
  const rows = await db
    .select({ subscriberId: newsletterDeliveries.subscriberId })
    .from(newsletterDeliveries)
    .where(and(eq(newsletterDeliveries.issueId, issueId), inArray(newsletterDeliveries.subscriberId, subscriberIds)));
  return rows.map((row) => row.subscriberId);
}
