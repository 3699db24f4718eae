// The commands every case type shares — status, assignee, note, reply — each in one transaction
// that locks the record first (two staff members act one after the other), refuses a change based
// on a stale page (the value the page showed is sent back and compared: 'conflict', HTTP 409), and
// records itself through appendCaseEvent. A type's own commands (a ticket's merge, an application's
// deletion) build on `withLockedCase` and `appendCaseEvent` the same way.
import { and, eq, inArray } from "drizzle-orm";
import { users } from "~/db/schema";
import type { Database } from "~/db/client.server";
import type { CaseActor, CaseType, CaseWriter } from "./case-type.server";
import { appendCaseEvent, type CaseEventOptions } from "./events.server";
import type { CaseResult } from "./result";

// biome-ignore lint/suspicious/noExplicitAny: a row of whichever table the case type names
export type CaseRow = Record<string, any> & { id: number };

/**
 * The record, locked (`FOR UPDATE`) until the caller's transaction ends, or null. For a command
 * that locks two records (a merge: lock them in id order, so two opposite merges cannot deadlock).
 */
export async function lockCase(tx: CaseWriter, type: CaseType, id: number): Promise<CaseRow | null> {
  const [row] = await tx.select().from(type.table).where(eq(type.table.id, id)).for("update");
  return (row as CaseRow | undefined) ?? null;
}

/**
 * Runs `work` in a transaction with the record locked (`FOR UPDATE`), or answers 'missing'.
 */
export async function withLockedCase<R>(
  db: Database,
  type: CaseType,
  id: number,
  work: (tx: Database, row: CaseRow) => Promise<R>,
): Promise<R | { outcome: "missing" }> {
  return db.transaction(async (tx) => {
    const row = await lockCase(tx, type, id);
    if (!row) return { outcome: "missing" as const };
    return work(tx, row);
  });
}

async function staffName(tx: CaseWriter, userId: number | null): Promise<string> {
  if (userId === null) return "";
  const [row] = await tx.select({ fullName: users.fullName }).from(users).where(eq(users.id, userId));
  return row?.fullName ?? "";
}

/** What a status change may add: more columns, an email, the audit's extra fields. */
export type StatusChangeExtras = Pick<CaseEventOptions, "email" | "emailEvent"> & {
  changes?: Record<string, unknown>;
  auditAfter?: Record<string, unknown>;
  outboxKey?: string;
};

/**
 * Moves the record to another status, unless someone changed it since the page was rendered
 * (`expected`), or the lifecycle forbids the move ('invalid'). `extras(row, to, tx)` adds what the move
 * brings with it for this type (a first-contact time, the email to the customer); it may read more
 * (the customer's address) in the command's transaction, after the lock.
 */
export async function changeCaseStatus<S extends string>(
  db: Database,
  type: CaseType,
  actor: CaseActor,
  id: number,
  change: { to: S; expected: S; body?: string | null },
  extras?: (row: CaseRow, to: S, tx: CaseWriter) => StatusChangeExtras | Promise<StatusChangeExtras>,
): Promise<CaseResult<S, { outboxId?: number }>> {
  const status = type.status;
  if (!status) throw new Error(`${type.subject} has no status`);
  return changeCaseValue(db, type, actor, id, { ...change, key: status.key, canMove: status.canMove }, extras);
}

/**
 * Sets one of the record's values staff choose from a list (its status, a ticket's priority), the
 * same way: refused when the page showed another value ('conflict') or the move is not allowed
 * ('invalid'); recorded under the value's name, the history entry's kind and the audit verb.
 */
export async function changeCaseValue<S extends string>(
  db: Database,
  type: CaseType,
  actor: CaseActor,
  id: number,
  change: {
    key: string;
    to: S;
    expected: S;
    body?: string | null;
    canMove?: (from: string, to: string) => boolean;
    now?: Date;
  },
  extras?: (row: CaseRow, to: S, tx: CaseWriter) => StatusChangeExtras | Promise<StatusChangeExtras>,
): Promise<CaseResult<S, { outboxId?: number }>> {
  const { key } = change;
  return withLockedCase(db, type, id, async (tx, row) => {
    const from = row[key] as S;
    if (from !== change.expected) return { outcome: "conflict" as const, current: from };
    if (from === change.to) return { outcome: "unchanged" as const };
    if (change.canMove && !change.canMove(from, change.to)) return { outcome: "invalid" as const };
    const more = (await extras?.(row, change.to, tx)) ?? {};
    const appended = await appendCaseEvent(
      tx,
      type,
      id,
      actor,
      { kind: key, fromValue: from, toValue: change.to, body: change.body ?? null },
      {
        changes: { ...more.changes, [key]: change.to },
        email: more.email ?? null,
        emailEvent: more.emailEvent,
        audit: {
          verb: key,
          before: { [key]: from },
          after: { [key]: change.to, ...more.auditAfter },
          outboxKey: more.outboxKey,
        },
        now: change.now,
      },
    );
    const outboxId = appended?.outboxId ?? null;
    return outboxId === null ? { outcome: "changed" as const } : { outcome: "changed" as const, outboxId };
  });
}

/**
 * Assigns the record to a staff member (or nobody: null), unless the assignee changed since the page
 * was rendered. 'invalid' when the chosen account may not take records of this type.
 */
export async function assignCase(
  db: Database,
  type: CaseType,
  actor: CaseActor,
  id: number,
  change: { assigneeId: number | null; expected: number | null },
): Promise<CaseResult<string, { name: string }>> {
  const assignee = type.assignee;
  if (!assignee) throw new Error(`${type.subject} has no assignee`);
  return withLockedCase(db, type, id, async (tx, row) => {
    const current = (row[assignee.key] as number | null) ?? null;
    if (current !== change.expected) return { outcome: "conflict" as const, current: await staffName(tx, current) };
    if (current === change.assigneeId) return { outcome: "unchanged" as const };
    let toName = "";
    if (change.assigneeId !== null) {
      const [member] = await tx
        .select({ fullName: users.fullName })
        .from(users)
        .where(and(eq(users.id, change.assigneeId), inArray(users.role, [...assignee.roles])));
      if (!member) return { outcome: "invalid" as const };
      toName = member.fullName;
    }
    await appendCaseEvent(
      tx,
      type,
      id,
      actor,
      { kind: "assign", internal: true, fromValue: await staffName(tx, current), toValue: toName },
      {
        changes: { [assignee.key]: change.assigneeId },
        audit: { verb: "assign", before: { assigneeId: current }, after: { assigneeId: change.assigneeId } },
      },
    );
    return { outcome: "changed" as const, name: toName };
  });
}

/** Adds an internal note to the history (staff only; never emailed). */
export async function addCaseNote(
  db: Database,
  type: CaseType,
  actor: CaseActor,
  id: number,
  note: string,
): Promise<CaseResult> {
  return withLockedCase(db, type, id, async (tx) => {
    await appendCaseEvent(
      tx,
      type,
      id,
      actor,
      { kind: "note", internal: true, body: note },
      { audit: { verb: "note", after: type.noteAudit === "length" ? { noteLength: note.length } : { note } } },
    );
    return { outcome: "changed" as const };
  });
}

/** Who may be assigned records of this type, by name. */
export async function listAssignees(db: Database, type: CaseType) {
  const roles = type.assignee?.roles ?? ["staff", "admin"];
  return db
    .select({ id: users.id, fullName: users.fullName })
    .from(users)
    .where(inArray(users.role, [...roles]))
    .orderBy(users.fullName, users.id);
}

/**
 * Answers the record's person by email (through the outbox) and records the reply in the history,
 * then — if given — moves the status to `statusAfter`, all in one transaction: the reply is in the
 * history exactly when its email is queued. A second post of the same form ('duplicate') finds the
 * first one's reply and queues nothing (the record is locked, so the repeat waits for the first).
 */
export async function replyToCase<S extends string>(
  db: Database,
  type: CaseType,
  actor: CaseActor,
  id: number,
  reply: { body: string; submissionId: string; statusAfter?: S },
  email: (row: CaseRow) => NonNullable<CaseEventOptions["email"]>,
): Promise<CaseResult<never, { outboxId: number | null }>> {
  return withLockedCase(db, type, id, async (tx, row) => {
    const status = type.status;
    const from = status ? (row[status.key] as S) : null;
    const moves = status && reply.statusAfter !== undefined && from !== reply.statusAfter;
    const after = status && moves ? reply.statusAfter : from;
    const appended = await appendCaseEvent(
      tx,
      type,
      id,
      actor,
      { kind: "reply", body: reply.body, submissionId: reply.submissionId },
      {
        email: email(row),
        audit: {
          verb: "reply",
          before: status ? { [status.key]: from } : undefined,
          after: { ...(status ? { [status.key]: after } : {}), reply: reply.body },
          outboxKey: "outboxId",
        },
      },
    );
    if (!appended) return { outcome: "duplicate" as const };
    if (moves && status) {
      await appendCaseEvent(
        tx,
        type,
        id,
        actor,
        { kind: status.key, fromValue: from, toValue: reply.statusAfter },
        { changes: { [status.key]: reply.statusAfter } },
      );
    }
    return { outcome: "changed" as const, outboxId: appended.outboxId };
  });
}
