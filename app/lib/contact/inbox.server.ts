// The staff inbox (issue 13): contact messages as staff work them — list with search, filters and
// pages; one message with its thread; status changes, assignment, internal notes and replies. Every
// change locks the message row, writes its thread event and its audit entry in one transaction, so
// the thread, the audit log and the message never disagree.
import { and, asc, count, desc, eq, ilike, inArray, isNull, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client.server";
import {
  type ContactMessageEventKind,
  type ContactMessageStatus,
  contactMessageEvents,
  contactMessages,
  contactSearchText,
  emailOutbox,
  type OutboxStatus,
  users,
} from "~/db/schema";
import { sendEmail } from "~/lib/email/outbox.server";
import { containsPattern } from "~/lib/list-params";
import { recordAudit } from "~/lib/audit/audit.server";
import type { StaffUser } from "~/lib/staff/guard.server";
import { staffReply } from "./emails.server";
import type { InboxQuery } from "./inbox-query";

export const INBOX_PAGE_SIZE = 25;

type Actor = Pick<StaffUser, "id" | "email" | "fullName">;

const SUBJECT_TYPE = "contact_message";

function inboxFilter(query: InboxQuery, staffId: number): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(contactMessages.status, query.status));
  if (query.assignee === "mine") conditions.push(eq(contactMessages.assigneeId, staffId));
  else if (query.assignee === "unassigned") conditions.push(isNull(contactMessages.assigneeId));
  else if (typeof query.assignee === "number") conditions.push(eq(contactMessages.assigneeId, query.assignee));
  if (query.q) conditions.push(ilike(contactSearchText(contactMessages), containsPattern(query.q)));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export type InboxRow = {
  id: number;
  name: string;
  email: string;
  subject: string;
  status: ContactMessageStatus;
  assigneeName: string | null;
  createdAt: Date;
};

/** One page of messages, newest first, and how many match in all. */
export async function listMessages(db: Database, query: InboxQuery, staffId: number) {
  const where = inboxFilter(query, staffId);
  const assignee = alias(users, "assignee");
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: contactMessages.id,
        firstName: contactMessages.firstName,
        lastName: contactMessages.lastName,
        email: contactMessages.email,
        subject: contactMessages.subject,
        status: contactMessages.status,
        assigneeName: assignee.fullName,
        createdAt: contactMessages.createdAt,
      })
      .from(contactMessages)
      .leftJoin(assignee, eq(assignee.id, contactMessages.assigneeId))
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(INBOX_PAGE_SIZE)
      .offset((query.page - 1) * INBOX_PAGE_SIZE),
    db.select({ value: count() }).from(contactMessages).where(where),
  ]);
  return {
    rows: rows.map(
      (row): InboxRow => ({
        id: row.id,
        name: `${row.firstName} ${row.lastName}`,
        email: row.email,
        subject: row.subject,
        status: row.status,
        assigneeName: row.assigneeName,
        createdAt: row.createdAt,
      }),
    ),
    total: total?.value ?? 0,
    pageSize: INBOX_PAGE_SIZE,
  };
}

/** Who a message may be assigned to: every staff member and admin. */
export async function listStaffMembers(db: Database) {
  return db
    .select({ id: users.id, fullName: users.fullName, email: users.email })
    .from(users)
    .where(inArray(users.role, ["staff", "admin"]))
    .orderBy(asc(users.fullName), asc(users.id));
}

export type ThreadEvent = {
  id: number;
  kind: ContactMessageEventKind;
  actorName: string;
  body: string | null;
  fromValue: string | null;
  toValue: string | null;
  emailStatus: OutboxStatus | null;
  createdAt: Date;
};

/** A message with its visitor's details, assignee and thread (oldest first), or null. */
export async function getMessage(db: Database, id: number) {
  const assignee = alias(users, "assignee");
  const [message] = await db
    .select({ message: contactMessages, assigneeName: assignee.fullName })
    .from(contactMessages)
    .leftJoin(assignee, eq(assignee.id, contactMessages.assigneeId))
    .where(eq(contactMessages.id, id));
  if (!message) return null;
  const events = await db
    .select({
      id: contactMessageEvents.id,
      kind: contactMessageEvents.kind,
      actorName: contactMessageEvents.actorName,
      body: contactMessageEvents.body,
      fromValue: contactMessageEvents.fromValue,
      toValue: contactMessageEvents.toValue,
      emailStatus: emailOutbox.status,
      createdAt: contactMessageEvents.createdAt,
    })
    .from(contactMessageEvents)
    .leftJoin(emailOutbox, eq(emailOutbox.id, contactMessageEvents.outboxId))
    .where(eq(contactMessageEvents.messageId, id))
    .orderBy(asc(contactMessageEvents.createdAt), asc(contactMessageEvents.id));
  return { ...message.message, assigneeName: message.assigneeName, events: events as ThreadEvent[] };
}

/** The message row, locked until the transaction ends (two staff members act one after the other). */
async function lockMessage(tx: Database, id: number) {
  const [row] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for("update");
  return row ?? null;
}

async function addEvent(
  tx: Database,
  actor: Actor,
  messageId: number,
  event: { kind: ContactMessageEventKind; body?: string; fromValue?: string; toValue?: string; outboxId?: number },
) {
  await tx.insert(contactMessageEvents).values({
    messageId,
    kind: event.kind,
    actorUserId: actor.id,
    actorName: actor.fullName,
    body: event.body ?? null,
    fromValue: event.fromValue ?? null,
    toValue: event.toValue ?? null,
    outboxId: event.outboxId ?? null,
  });
}

async function setStatus(
  tx: Database,
  actor: Actor,
  messageId: number,
  from: ContactMessageStatus,
  to: ContactMessageStatus,
) {
  await tx.update(contactMessages).set({ status: to, updatedAt: sql`now()` }).where(eq(contactMessages.id, messageId));
  await addEvent(tx, actor, messageId, { kind: "status", fromValue: from, toValue: to });
}

export type ChangeResult<T = undefined> =
  | { outcome: "missing" }
  | { outcome: "unchanged" }
  | { outcome: "conflict"; current: T }
  | { outcome: "changed" };

/**
 * Changes the status, unless someone else changed it since the page was rendered (`expected` is
 * the status the page showed): then nothing is written and the current status is returned.
 */
export async function changeMessageStatus(
  db: Database,
  actor: Actor,
  id: number,
  change: { status: ContactMessageStatus; expected: ContactMessageStatus },
): Promise<ChangeResult<ContactMessageStatus>> {
  return db.transaction(async (tx) => {
    const row = await lockMessage(tx, id);
    if (!row) return { outcome: "missing" };
    if (row.status !== change.expected) return { outcome: "conflict", current: row.status };
    if (row.status === change.status) return { outcome: "unchanged" };
    await setStatus(tx, actor, id, row.status, change.status);
    await recordAudit(tx, actor, {
      action: "message.status",
      subjectType: SUBJECT_TYPE,
      subjectId: id,
      before: { status: row.status },
      after: { status: change.status },
    });
    return { outcome: "changed" };
  });
}

async function staffName(tx: Database, userId: number | null) {
  if (userId === null) return "";
  const [row] = await tx.select({ fullName: users.fullName }).from(users).where(eq(users.id, userId));
  return row?.fullName ?? "";
}

/**
 * Assigns the message to a staff member (or nobody: null), unless the assignee changed since the
 * page was rendered. `invalid` when the chosen account is not staff.
 */
export async function assignMessage(
  db: Database,
  actor: Actor,
  id: number,
  change: { assigneeId: number | null; expected: number | null },
): Promise<
  Exclude<ChangeResult<string>, { outcome: "changed" }> | { outcome: "invalid" } | { outcome: "changed"; name: string }
> {
  return db.transaction(async (tx) => {
    const row = await lockMessage(tx, id);
    if (!row) return { outcome: "missing" };
    if (row.assigneeId !== change.expected)
      return { outcome: "conflict", current: await staffName(tx, row.assigneeId) };
    if (row.assigneeId === change.assigneeId) return { outcome: "unchanged" };
    let toName = "";
    if (change.assigneeId !== null) {
      const [member] = await tx
        .select({ fullName: users.fullName })
        .from(users)
        .where(and(eq(users.id, change.assigneeId), inArray(users.role, ["staff", "admin"])));
      if (!member) return { outcome: "invalid" };
      toName = member.fullName;
    }
    const fromName = await staffName(tx, row.assigneeId);
    await tx
      .update(contactMessages)
      .set({ assigneeId: change.assigneeId, updatedAt: sql`now()` })
      .where(eq(contactMessages.id, id));
    await addEvent(tx, actor, id, { kind: "assign", fromValue: fromName, toValue: toName });
    await recordAudit(tx, actor, {
      action: "message.assign",
      subjectType: SUBJECT_TYPE,
      subjectId: id,
      before: { assigneeId: row.assigneeId },
      after: { assigneeId: change.assigneeId },
    });
    return { outcome: "changed", name: toName };
  });
}

/** Adds an internal note to the thread (staff only; never emailed). */
export async function addMessageNote(db: Database, actor: Actor, id: number, note: string) {
  return db.transaction(async (tx) => {
    const row = await lockMessage(tx, id);
    if (!row) return { outcome: "missing" as const };
    await addEvent(tx, actor, id, { kind: "note", body: note });
    await recordAudit(tx, actor, {
      action: "message.note",
      subjectType: SUBJECT_TYPE,
      subjectId: id,
      after: { note },
    });
    return { outcome: "changed" as const };
  });
}

/**
 * Emails the visitor through the outbox (Reply-To: the company's address), records the reply in
 * the thread and sets the status to 'replied' — all in one transaction: the reply is in the thread
 * exactly when its email is queued. `submissionId` is the reply form's idempotency key: a second
 * post of the same form finds its reply recorded and queues nothing ('duplicate').
 */
export async function replyToMessage(db: Database, actor: Actor, id: number, reply: string, submissionId: string) {
  return db.transaction(async (tx) => {
    const row = await lockMessage(tx, id);
    if (!row) return { outcome: "missing" as const };
    // The message row is locked, so a repeated post waits here and then finds the first one's event.
    const [event] = await tx
      .insert(contactMessageEvents)
      .values({
        messageId: id,
        kind: "reply",
        actorUserId: actor.id,
        actorName: actor.fullName,
        body: reply,
        submissionId,
      })
      .onConflictDoNothing({ target: contactMessageEvents.submissionId })
      .returning({ id: contactMessageEvents.id });
    if (!event) return { outcome: "duplicate" as const };
    const email = await sendEmail(tx, staffReply(row, reply, actor.fullName));
    await tx.update(contactMessageEvents).set({ outboxId: email.id }).where(eq(contactMessageEvents.id, event.id));
    if (row.status !== "replied") await setStatus(tx, actor, id, row.status, "replied");
    await recordAudit(tx, actor, {
      action: "message.reply",
      subjectType: SUBJECT_TYPE,
      subjectId: id,
      before: { status: row.status },
      after: { status: "replied", reply, outboxId: email.id },
    });
    return { outcome: "changed" as const, outboxId: email.id };
  });
}

export async function messageExists(db: Database, id: number) {
  const [row] = await db.select({ id: contactMessages.id }).from(contactMessages).where(eq(contactMessages.id, id));
  return row !== undefined;
}

/** For the dashboard: how many messages are new, and the newest of them. */
export async function newMessagesSummary(db: Database, limit = 5) {
  const [items, [total]] = await Promise.all([
    db
      .select({
        id: contactMessages.id,
        firstName: contactMessages.firstName,
        lastName: contactMessages.lastName,
        subject: contactMessages.subject,
        createdAt: contactMessages.createdAt,
      })
      .from(contactMessages)
      .where(eq(contactMessages.status, "new"))
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(limit),
    db.select({ value: count() }).from(contactMessages).where(eq(contactMessages.status, "new")),
  ]);
  return {
    count: total?.value ?? 0,
    items: items.map((item) => ({
      id: item.id,
      name: `${item.firstName} ${item.lastName}`,
      subject: item.subject,
      createdAt: item.createdAt,
    })),
  };
}
