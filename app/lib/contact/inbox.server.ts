// The staff inbox: contact messages as a case type of the casework kernel — their list, one message
// with its thread, and the reply by email. Status, assignee and notes are the kernel's commands.
import { count, desc, eq, ilike } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client.server";
import {
  type ContactMessageEventKind,
  type ContactMessageStatus,
  contactMessageEvents,
  contactMessages,
  contactSearchText,
  users,
} from "~/db/schema";
import { defineCaseType, type CaseActor } from "~/lib/casework/case-type.server";
import { replyToCase } from "~/lib/casework/commands.server";
import { assigneeCondition, findPage } from "~/lib/casework/finder.server";
import { containsPattern } from "~/lib/casework/list-codec";
import { type CaseHistoryEvent, getCaseRecord } from "~/lib/casework/record.server";
import { staffReply } from "./emails.server";
import type { InboxQuery } from "./inbox-query";

export const contactMessageCase = defineCaseType({
  subject: "contact_message",
  auditPrefix: "message",
  table: contactMessages,
  events: contactMessageEvents,
  eventRecordKey: "messageId",
  status: { key: "status" },
  assignee: { key: "assigneeId", roles: ["staff", "admin"] },
  touchKey: "updatedAt",
});

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
  const assignee = alias(users, "assignee");
  const found = await findPage({
    rows: db
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
      .$dynamic(),
    count: db.select({ value: count() }).from(contactMessages).$dynamic(),
    where: [
      query.status && eq(contactMessages.status, query.status),
      assigneeCondition(contactMessages.assigneeId, query.assignee, staffId),
      query.q && ilike(contactSearchText(contactMessages), containsPattern(query.q)),
    ],
    orderBy: [desc(contactMessages.createdAt), desc(contactMessages.id)],
    page: query.page,
  });
  return {
    ...found,
    rows: found.rows.map(({ firstName, lastName, ...row }): InboxRow => ({ ...row, name: `${firstName} ${lastName}` })),
  };
}

export type ThreadEvent = CaseHistoryEvent<ContactMessageEventKind>;

/** A message with its visitor's details, assignee and thread (oldest first), or null. */
export function getMessage(db: Database, id: number) {
  return getCaseRecord<typeof contactMessages.$inferSelect, ThreadEvent>(db, contactMessageCase, id);
}

/**
 * Emails the visitor through the outbox (Reply-To: the company's address), records the reply in
 * the thread and sets the status to 'replied', in one transaction. `submissionId` is the reply
 * form's idempotency key: a second post of the same form queues nothing ('duplicate').
 */
export function replyToMessage(db: Database, actor: CaseActor, id: number, reply: string, submissionId: string) {
  return replyToCase<ContactMessageStatus>(
    db,
    contactMessageCase,
    actor,
    id,
    { body: reply, submissionId, statusAfter: "replied" },
    (row) => staffReply(row as typeof contactMessages.$inferSelect, reply, actor.fullName),
  );
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
