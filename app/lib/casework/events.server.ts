// The one way any record changes: an event appended to its history, the record's columns set with
// it, and — in the same transaction — its audit entry, the email it sends (through the outbox) and
// whatever the case type keeps in step after it (a ticket's SLA deadlines). The thread, the audit
// log, the record and the email never disagree, and nothing is sent for a change that rolled back.
import { eq, sql } from "drizzle-orm";
import { sendEmail } from "~/lib/email/outbox.server";
import { recordAudit } from "~/lib/audit/audit.server";
import type { CaseActor, CaseType, CaseWriter } from "./case-type.server";

/** An email about the record: the kernel files it under the record's kind (the type's subject). */
type EmailMessage = Omit<Parameters<typeof sendEmail>[1], "recordType">;

export type NewCaseEvent = {
  kind: string;
  /** Hidden from the customer (notes, assignments). */
  internal?: boolean;
  channel?: "web" | "email" | "system";
  body?: string | null;
  fromValue?: string | null;
  toValue?: string | null;
  /** An email already queued by the caller that this event stands for. */
  outboxId?: number | null;
  /** The form's idempotency key: a second post of the same form records nothing ('duplicate'). */
  submissionId?: string | null;
};

/** An audit entry: the verb (after the case type's prefix) and what changed. */
export type CaseAudit = { verb: string; before?: unknown; after?: Record<string, unknown> };

export type CaseEventOptions = {
  /** Columns of the record the event changes (status, assignee…). */
  changes?: Record<string, unknown>;
  /**
   * The email this event sends; its outbox id is kept on the event. Given as a function of the
   * event's id when the email names its own event (a rating link signed over a resolution).
   */
  email?: EmailMessage | ((eventId: number) => EmailMessage) | null;
  /**
   * Records the email as an entry of its own, of this kind, right after the event (carrying the
   * event's new value and the outbox id) — for a history that shows "moved it" and "emailed them"
   * apart. Absent, the email belongs to the event itself.
   */
  emailEvent?: string;
  /** The audit entry; `outboxKey` names the property of `after` that receives the queued email's id. */
  audit?: (CaseAudit & { outboxKey?: string }) | null;
  now?: Date;
};

export type AppendedEvent = { eventId: number; outboxId: number | null };

/**
 * Appends one event to the record's history with everything that goes with it. Returns null when
 * `submissionId` was already recorded (a repeated post): then nothing else is written or sent.
 */
export async function appendCaseEvent(
  tx: CaseWriter,
  type: CaseType,
  recordId: number,
  actor: CaseActor,
  event: NewCaseEvent & { submissionId?: null },
  options?: CaseEventOptions,
): Promise<AppendedEvent>;
export async function appendCaseEvent(
  tx: CaseWriter,
  type: CaseType,
  recordId: number,
  actor: CaseActor,
  event: NewCaseEvent,
  options?: CaseEventOptions,
): Promise<AppendedEvent | null>;
export async function appendCaseEvent(
  tx: CaseWriter,
  type: CaseType,
  recordId: number,
  actor: CaseActor,
  event: NewCaseEvent,
  options: CaseEventOptions = {},
): Promise<AppendedEvent | null> {
  const now = options.now ?? new Date();
  const insertEvent = (entry: NewCaseEvent) =>
    tx.insert(type.events).values({
      [type.eventRecordKey]: recordId,
      kind: entry.kind,
      internal: entry.internal ?? false,
      channel: entry.channel ?? "web",
      actorUserId: actor.id,
      actorName: actor.fullName,
      body: entry.body ?? null,
      fromValue: entry.fromValue ?? null,
      toValue: entry.toValue ?? null,
      outboxId: entry.outboxId ?? null,
      submissionId: entry.submissionId ?? null,
      createdAt: now,
    });
  const insert = insertEvent(event);
  const [row] = await (event.submissionId
    ? insert.onConflictDoNothing({ target: type.events.submissionId })
    : insert
  ).returning({ id: type.events.id });
  if (!row) return null;
  const eventId = Number(row.id);

  let outboxId = event.outboxId ?? null;
  if (options.email) {
    const email = typeof options.email === "function" ? options.email(eventId) : options.email;
    if (options.emailEvent) {
      outboxId = (await sendEmail(tx, { ...email, recordType: type.subject })).id;
      await insertEvent({ kind: options.emailEvent, internal: event.internal, toValue: event.toValue, outboxId });
    } else {
      outboxId = await emailCaseEvent(tx, type, eventId, email);
    }
  }

  const changes: Record<string, unknown> = { ...options.changes };
  if (type.touchKey) {
    // Never move the clock back: an event dated earlier (a test's clock, a delayed job) keeps the later time.
    const column = type.table[type.touchKey];
    changes[type.touchKey] = sql`greatest(${column}, ${now.toISOString()}::timestamptz)`;
  }
  if (Object.keys(changes).length > 0) {
    await tx.update(type.table).set(changes).where(eq(type.table.id, recordId));
  }

  if (options.audit) {
    const { outboxKey, ...audit } = options.audit;
    if (outboxKey && options.email) audit.after = { ...audit.after, [outboxKey]: outboxId };
    await auditCase(tx, type, recordId, actor, audit);
  }
  if (type.afterEvent) await type.afterEvent(tx, recordId, now);
  return { eventId, outboxId };
}

/**
 * Queues an email through the outbox for an event already in the history, and keeps its outbox id
 * on the event. For a change of several events whose email is written last (a reply that also
 * resolves: the email carries the resolution's rating links); otherwise pass `email` to appendCaseEvent.
 */
export async function emailCaseEvent(
  tx: CaseWriter,
  type: CaseType,
  eventId: number,
  email: EmailMessage,
): Promise<number> {
  const outboxId = (await sendEmail(tx, { ...email, recordType: type.subject })).id;
  await tx.update(type.events).set({ outboxId }).where(eq(type.events.id, eventId));
  return outboxId;
}

/**
 * The audit entry of a change to a record: `<prefix>.<verb>` on the type's subject, the record named
 * by its `auditIdKey` when the type has one. For a change of several events audited once (a merge).
 */
export async function auditCase(
  tx: CaseWriter,
  type: CaseType,
  recordId: number,
  actor: CaseActor,
  audit: CaseAudit,
): Promise<void> {
  let subjectId: string | number = recordId;
  if (type.auditIdKey) {
    const [row] = await tx
      .select({ name: type.table[type.auditIdKey] })
      .from(type.table)
      .where(eq(type.table.id, recordId));
    subjectId = (row?.name as string | number | undefined) ?? recordId;
  }
  await recordAudit(tx, actor, {
    action: `${type.auditPrefix}.${audit.verb}`,
    subjectType: type.subject,
    subjectId,
    before: audit.before,
    after: audit.after,
  });
}
