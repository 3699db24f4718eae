// The staff view of the email outbox: pending, sending, sent and dead emails with their
// last error, one email's headers, and retrying a dead one. A feature folder rather than part of
// app/lib/email because a retry is audited (recordAudit), and the shared email folder imports no
// feature folder.
import { and, count, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import { afterCommit } from "~/db/after-commit";
import type { Database } from "~/db/client.server";
import { emailOutbox } from "~/db/schema";
import { notifyOutbox } from "~/lib/email/worker.server";
import { recordAudit } from "~/lib/audit/audit.server";
import { findPage } from "~/lib/casework/finder.server";
import { containsPattern } from "~/lib/casework/list-codec";
import { viewableSubjects } from "~/lib/casework/policy";
import type { StaffUser } from "~/lib/staff/guard.server";
import type { OutboxQuery } from "./query";

/** What the list and an email's page both show of its delivery (never its body). */
const deliveryColumns = {
  id: emailOutbox.id,
  kind: emailOutbox.kind,
  toAddress: emailOutbox.toAddress,
  subject: emailOutbox.subject,
  status: emailOutbox.status,
  attempts: emailOutbox.attempts,
  lastError: emailOutbox.lastError,
  createdAt: emailOutbox.createdAt,
  sentAt: emailOutbox.sentAt,
  nextAttemptAt: emailOutbox.nextAttemptAt,
};

/** Who is looking: the outbox shows them only emails about records they may see. */
type Viewer = Pick<StaffUser, "role">;

/**
 * The emails this member may see: those about no record, and those about a kind of record the
 * policy lets them see (an applicant's emails are HR's, like the application). Every view of the
 * outbox — list, search, one email, the dashboard — starts from this condition.
 */
function visibleTo(viewer: Viewer): SQL {
  const subjects = viewableSubjects(viewer);
  const about = subjects.length > 0 ? inArray(emailOutbox.recordType, subjects) : undefined;
  return or(isNull(emailOutbox.recordType), about) as SQL;
}

/** One page of emails, newest first (bodies left out), and how many match in all. */
export function listOutbox(db: Database, viewer: Viewer, query: OutboxQuery) {
  return findPage({
    rows: db.select(deliveryColumns).from(emailOutbox).$dynamic(),
    count: db.select({ value: count() }).from(emailOutbox).$dynamic(),
    where: [
      visibleTo(viewer),
      query.status && eq(emailOutbox.status, query.status),
      query.q && ilike(emailOutbox.toAddress, containsPattern(query.q)),
    ],
    orderBy: [desc(emailOutbox.createdAt), desc(emailOutbox.id)],
    page: query.page,
  });
}

/** One email's envelope and headers (not its body: staff need to know where it went, not read it). */
export async function getOutboxEmail(db: Database, viewer: Viewer, id: number) {
  const [row] = await db
    .select({
      ...deliveryColumns,
      fromAddress: emailOutbox.fromAddress,
      replyTo: emailOutbox.replyTo,
      headers: emailOutbox.headers,
      messageId: emailOutbox.messageId,
    })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.id, id), visibleTo(viewer)));
  return row ?? null;
}

export type RetryResult = { outcome: "retried" } | { outcome: "missing" } | { outcome: "not-dead"; status: string };

/**
 * Puts a dead email back in the queue: pending, due now, attempts from zero. Only a row that is
 * still 'dead' at the moment of the UPDATE changes, so a retry can never touch an email a worker
 * is sending (status 'sending'), and of two staff pressing Retry at once only one succeeds.
 */
export async function retryDeadEmail(db: Database, actor: Pick<StaffUser, "id" | "email">, id: number) {
  return db.transaction(async (tx): Promise<RetryResult> => {
    const [retried] = await tx
      .update(emailOutbox)
      .set({
        status: "pending",
        attempts: 0,
        nextAttemptAt: sql`now()`,
        lockedUntil: null,
        claimToken: null,
      })
      .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, "dead")))
      .returning({ id: emailOutbox.id, lastError: emailOutbox.lastError, toAddress: emailOutbox.toAddress });
    if (!retried) {
      const [current] = await tx.select({ status: emailOutbox.status }).from(emailOutbox).where(eq(emailOutbox.id, id));
      return current ? { outcome: "not-dead", status: current.status } : { outcome: "missing" };
    }
    await recordAudit(tx, actor, {
      action: "email.retry",
      subjectType: "email_outbox",
      subjectId: id,
      before: { status: "dead", lastError: retried.lastError },
      after: { status: "pending", attempts: 0 },
    });
    afterCommit(notifyOutbox);
    return { outcome: "retried" };
  });
}

/** For the dashboard: how many emails are dead, and the newest of them. */
export async function deadEmailsSummary(db: Database, viewer: Viewer, limit = 5) {
  const where = and(eq(emailOutbox.status, "dead"), visibleTo(viewer));
  const [items, [total]] = await Promise.all([
    db
      .select({
        id: emailOutbox.id,
        toAddress: emailOutbox.toAddress,
        subject: emailOutbox.subject,
        lastError: emailOutbox.lastError,
        createdAt: emailOutbox.createdAt,
      })
      .from(emailOutbox)
      .where(where)
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .limit(limit),
    db.select({ value: count() }).from(emailOutbox).where(where),
  ]);
  return { count: total?.value ?? 0, items };
}

/** The outbox's health: emails waiting to go, being sent and dead, and when the oldest waiting one was queued. */
export type OutboxHealth = { queued: number; sending: number; dead: number; oldestQueuedAt: Date | null };

/**
 * The outbox's health, for the dashboard (the emails `viewer` may see, as /staff/email lists them)
 * and for the metrics (every email: no viewer). One grouped query over the statuses that are not
 * 'sent', read from the (status, created_at) index: its cost grows with the emails not yet sent and
 * the dead ones, never with the sent bulk.
 */
export async function outboxHealth(db: Database, viewer?: Viewer): Promise<OutboxHealth> {
  const rows = await db
    .select({
      status: emailOutbox.status,
      count: count(),
      oldest: sql<Date | string | null>`min(${emailOutbox.createdAt})`,
    })
    .from(emailOutbox)
    .where(and(inArray(emailOutbox.status, ["pending", "sending", "dead"]), viewer && visibleTo(viewer)))
    .groupBy(emailOutbox.status);
  const of = (status: string) => rows.find((row) => row.status === status);
  const oldest = of("pending")?.oldest;
  return {
    queued: of("pending")?.count ?? 0,
    sending: of("sending")?.count ?? 0,
    dead: of("dead")?.count ?? 0,
    oldestQueuedAt: oldest == null ? null : new Date(oldest),
  };
}
