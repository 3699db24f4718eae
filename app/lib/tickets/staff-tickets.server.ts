// The staff side of the support desk (issue 14): the queue, one ticket with its thread, customer,
// plan and follow-up calls, and every staff action on a ticket. Each action locks the ticket row,
// appends its events through appendTicketEvent (which refreshes the SLA cache and escalation jobs),
// queues the customer's email and writes its audit entry — all in one transaction, so the thread,
// the email, the audit log and the deadlines never disagree.
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, lte, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { getPlan } from "~/content/plans";
import type { Database } from "~/db/client.server";
import { listEventAttachments } from "./attachments.server";
import {
  emailOutbox,
  planRequests,
  ticketEvents,
  ticketFollowUps,
  ticketSearchText,
  tickets,
  users,
} from "~/db/schema";
import type { TicketEventChannel, TicketPriority, TicketStatus, TicketType } from "~/db/tickets-schema";
import { sendEmail } from "~/lib/email/outbox.server";
import { containsPattern, STAFF_PAGE_SIZE } from "~/lib/list-query";
import { recordAudit } from "~/lib/audit/audit.server";
import type { StaffUser } from "~/lib/staff/guard.server";
import { appendTicketEvent } from "./events.server";
import { staffMayMove, statusAfterStaffReply } from "./lifecycle";
import { ratingLinks } from "./rating-links.server";
import { latestRatingScore } from "./ratings.server";
import type { TicketWriter } from "./sla-sync.server";
import { ticketReplyTo } from "./reply-address.server";
import { type EmailedTicket, ticketReplyEmail, ticketStatusEmail } from "./staff-emails.server";
import { ACTIVE_STATUSES, type TicketQueueQuery } from "./staff-queue";

export type TicketActor = Pick<StaffUser, "id" | "email" | "fullName">;
/** APP_SECRET signs the rating links of a resolution's email. */
export type StaffTicketEnv = { PUBLIC_URL: string; APP_SECRET: string };

const SUBJECT_TYPE = "ticket";
/** The Terms: a follow-up call within 48 hours of a resolution. */
export const FOLLOW_UP_AFTER_MS = 48 * 60 * 60_000;

/** A ticket number as customers quote it (AIT-2026-00042); anything else is not a ticket. */
export function ticketNumberParam(raw: string | undefined): string | null {
  const value = (raw ?? "").trim().toUpperCase();
  return /^AIT-\d{4}-\d{5,7}$/.test(value) ? value : null;
}

// ---------------------------------------------------------------------------------------------
// The queue

function queueFilter(query: TicketQueueQuery, staffId: number): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.status === "active") conditions.push(inArray(tickets.status, [...ACTIVE_STATUSES]));
  else if (query.status !== "any") conditions.push(eq(tickets.status, query.status));
  if (query.assignee === "mine") conditions.push(eq(tickets.assigneeId, staffId));
  else if (query.assignee === "unassigned") conditions.push(isNull(tickets.assigneeId));
  if (query.priority) conditions.push(eq(tickets.priority, query.priority));
  if (query.breached) conditions.push(eq(tickets.breached, true));
  if (query.q) conditions.push(ilike(ticketSearchText(tickets), containsPattern(query.q)));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export type QueueRow = {
  id: number;
  number: string;
  subject: string;
  customerName: string;
  priority: TicketPriority;
  status: TicketStatus;
  assigneeName: string | null;
  nextDeadlineAt: Date | null;
  breached: boolean;
  createdAt: Date;
  /** The customer's newest satisfaction rating (issue 15), null when none. */
  rating: number | null;
};

/** One page of the queue, what breaches first on top (staff-queue.ts compareQueueRows), and the total. */
export async function listTicketQueue(db: Database, query: TicketQueueQuery, staffId: number) {
  const where = queueFilter(query, staffId);
  const assignee = alias(users, "assignee");
  const customer = alias(users, "customer");
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: tickets.id,
        number: tickets.number,
        subject: tickets.subject,
        customerName: customer.fullName,
        priority: tickets.priority,
        status: tickets.status,
        assigneeName: assignee.fullName,
        nextDeadlineAt: tickets.nextDeadlineAt,
        breached: tickets.breached,
        createdAt: tickets.createdAt,
        rating: latestRatingScore(tickets.id),
      })
      .from(tickets)
      .innerJoin(customer, eq(customer.id, tickets.customerId))
      .leftJoin(assignee, eq(assignee.id, tickets.assigneeId))
      .where(where)
      .orderBy(sql`${tickets.nextDeadlineAt} asc nulls last`, asc(tickets.createdAt), asc(tickets.id))
      .limit(STAFF_PAGE_SIZE)
      .offset((query.page - 1) * STAFF_PAGE_SIZE),
    db.select({ value: count() }).from(tickets).where(where),
  ]);
  return { rows: rows as QueueRow[], total: total?.value ?? 0, pageSize: STAFF_PAGE_SIZE };
}

/** For the dashboard: tickets still to do, how many missed a promise, overdue calls, the first few. */
export async function ticketsDashboardSummary(db: Database, now: Date, limit = 5) {
  const active = inArray(tickets.status, [...ACTIVE_STATUSES]);
  const [items, [total], [breached], [overdueCalls]] = await Promise.all([
    db
      .select({
        number: tickets.number,
        subject: tickets.subject,
        status: tickets.status,
        nextDeadlineAt: tickets.nextDeadlineAt,
        breached: tickets.breached,
        createdAt: tickets.createdAt,
      })
      .from(tickets)
      .where(active)
      .orderBy(sql`${tickets.nextDeadlineAt} asc nulls last`, asc(tickets.createdAt), asc(tickets.id))
      .limit(limit),
    db.select({ value: count() }).from(tickets).where(active),
    db
      .select({ value: count() })
      .from(tickets)
      .where(and(active, eq(tickets.breached, true))),
    db
      .select({ value: count() })
      .from(ticketFollowUps)
      .where(and(isNull(ticketFollowUps.doneAt), lte(ticketFollowUps.dueAt, now))),
  ]);
  return {
    count: total?.value ?? 0,
    breached: breached?.value ?? 0,
    overdueFollowUps: overdueCalls?.value ?? 0,
    items,
  };
}

// ---------------------------------------------------------------------------------------------
// Follow-up calls

export type FollowUpFilter = "open" | "done" | "all";

/** The follow-up calls list: open ones by due time (overdue first), done ones newest first. */
export async function listFollowUps(db: Database, show: FollowUpFilter, page: number) {
  const where =
    show === "open" ? isNull(ticketFollowUps.doneAt) : show === "done" ? isNotNull(ticketFollowUps.doneAt) : undefined;
  const customer = alias(users, "customer");
  const order =
    show === "done"
      ? [desc(ticketFollowUps.doneAt), desc(ticketFollowUps.id)]
      : [sql`${ticketFollowUps.doneAt} is not null`, asc(ticketFollowUps.dueAt), asc(ticketFollowUps.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: ticketFollowUps.id,
        number: tickets.number,
        subject: tickets.subject,
        customerName: customer.fullName,
        dueAt: ticketFollowUps.dueAt,
        doneAt: ticketFollowUps.doneAt,
        doneByName: ticketFollowUps.doneByName,
        outcome: ticketFollowUps.outcome,
      })
      .from(ticketFollowUps)
      .innerJoin(tickets, eq(tickets.id, ticketFollowUps.ticketId))
      .innerJoin(customer, eq(customer.id, tickets.customerId))
      .where(where)
      .orderBy(...order)
      .limit(STAFF_PAGE_SIZE)
      .offset((page - 1) * STAFF_PAGE_SIZE),
    db.select({ value: count() }).from(ticketFollowUps).where(where),
  ]);
  return { rows, total: total?.value ?? 0, pageSize: STAFF_PAGE_SIZE };
}

/** The call the Terms promise after a resolution: one per resolution event, due 48 hours later. */
async function createFollowUp(tx: TicketWriter, ticketId: number, resolutionEventId: number, now: Date) {
  await tx
    .insert(ticketFollowUps)
    .values({ ticketId, resolutionEventId, dueAt: new Date(now.getTime() + FOLLOW_UP_AFTER_MS), createdAt: now })
    .onConflictDoNothing({ target: ticketFollowUps.resolutionEventId });
}

// ---------------------------------------------------------------------------------------------
// One ticket

export type StaffThreadEvent = {
  id: number;
  kind: (typeof ticketEvents.$inferSelect)["kind"];
  internal: boolean;
  channel: (typeof ticketEvents.$inferSelect)["channel"];
  actorName: string;
  body: string | null;
  fromValue: string | null;
  toValue: string | null;
  emailStatus: string | null;
  createdAt: Date;
};

export async function ticketIdByNumber(db: Database, number: string): Promise<number | null> {
  const [row] = await db.select({ id: tickets.id }).from(tickets).where(eq(tickets.number, number));
  return row?.id ?? null;
}

/** A ticket with its customer, plan, assignee, thread (oldest first) and follow-up calls; or null. */
export async function getStaffTicket(db: Database, number: string) {
  const assignee = alias(users, "assignee");
  const customer = alias(users, "customer");
  const target = alias(tickets, "merged_into");
  const [row] = await db
    .select({
      ticket: tickets,
      customerName: customer.fullName,
      customerEmail: customer.email,
      customerSince: customer.createdAt,
      assigneeName: assignee.fullName,
      mergedIntoNumber: target.number,
    })
    .from(tickets)
    .innerJoin(customer, eq(customer.id, tickets.customerId))
    .leftJoin(assignee, eq(assignee.id, tickets.assigneeId))
    .leftJoin(target, eq(target.id, tickets.mergedIntoId))
    .where(eq(tickets.number, number));
  if (!row) return null;
  const id = row.ticket.id;
  const [events, followUps, [plan]] = await Promise.all([
    db
      .select({
        id: ticketEvents.id,
        kind: ticketEvents.kind,
        internal: ticketEvents.internal,
        channel: ticketEvents.channel,
        actorName: ticketEvents.actorName,
        body: ticketEvents.body,
        fromValue: ticketEvents.fromValue,
        toValue: ticketEvents.toValue,
        emailStatus: emailOutbox.status,
        createdAt: ticketEvents.createdAt,
      })
      .from(ticketEvents)
      .leftJoin(emailOutbox, eq(emailOutbox.id, ticketEvents.outboxId))
      .where(eq(ticketEvents.ticketId, id))
      .orderBy(asc(ticketEvents.createdAt), asc(ticketEvents.id)),
    db
      .select()
      .from(ticketFollowUps)
      .where(eq(ticketFollowUps.ticketId, id))
      .orderBy(asc(ticketFollowUps.dueAt), asc(ticketFollowUps.id)),
    db
      .select({
        planId: planRequests.planId,
        responseTime: planRequests.responseTime,
        startedAt: planRequests.startedAt,
      })
      .from(planRequests)
      .where(and(eq(planRequests.userId, row.ticket.customerId), eq(planRequests.status, "active")))
      .orderBy(desc(planRequests.startedAt), desc(planRequests.id))
      .limit(1),
  ]);
  // Every file of the thread, internal notes' included (staff download them from the ticket page).
  const filesByEvent = await listEventAttachments(
    db,
    events.map((event) => event.id),
  );
  const attachments = events.flatMap((event) =>
    (filesByEvent.get(event.id) ?? []).map((file) => ({ ...file, internal: event.internal, addedAt: event.createdAt })),
  );
  return {
    ...row.ticket,
    attachments,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    customerSince: row.customerSince,
    assigneeName: row.assigneeName,
    mergedIntoNumber: row.mergedIntoNumber,
    events: events as StaffThreadEvent[],
    followUps,
    plan: plan
      ? { name: getPlan(plan.planId)?.name ?? plan.planId, responseTime: plan.responseTime, startedAt: plan.startedAt }
      : null,
  };
}

/** Who a ticket may be assigned to: every staff member and admin. */
export async function listTicketStaff(db: Database) {
  return db
    .select({ id: users.id, fullName: users.fullName })
    .from(users)
    .where(inArray(users.role, ["staff", "admin"]))
    .orderBy(asc(users.fullName), asc(users.id));
}

// ---------------------------------------------------------------------------------------------
// Actions

type TicketRow = typeof tickets.$inferSelect;

/** The ticket row, locked until the transaction ends: two staff members act one after the other. */
async function lockTicket(tx: TicketWriter, id: number): Promise<TicketRow | null> {
  const [row] = await tx.select().from(tickets).where(eq(tickets.id, id)).for("update");
  return row ?? null;
}

async function emailedTicket(tx: TicketWriter, row: TicketRow): Promise<EmailedTicket> {
  const [customer] = await tx
    .select({ fullName: users.fullName, email: users.email })
    .from(users)
    .where(eq(users.id, row.customerId));
  if (!customer) throw new Error(`ticket ${row.number} has no customer`);
  return {
    number: row.number,
    subject: row.subject,
    customerName: customer.fullName,
    customerEmail: customer.email,
    replyTo: ticketReplyTo(row.id, { role: "customer", userId: row.customerId }),
  };
}

async function staffName(tx: TicketWriter, userId: number | null) {
  if (userId === null) return "";
  const [row] = await tx.select({ fullName: users.fullName }).from(users).where(eq(users.id, userId));
  return row?.fullName ?? "";
}

const actorOf = (actor: TicketActor) => ({ id: actor.id, name: actor.fullName });

/**
 * The email an event sent, noted on the event once queued: a resolution's email carries rating
 * links signed over the resolution event's id, so the events are written before their email.
 */
async function noteEmail(tx: TicketWriter, eventId: number, outboxId: number) {
  await tx.update(ticketEvents).set({ outboxId }).where(eq(ticketEvents.id, eventId));
}

/** The rating links when a move was a resolution (issue 15), else none. */
function ratingFor(env: StaffTicketEnv, ticketId: number, resolutionEventId: number | null) {
  return resolutionEventId === null ? undefined : ratingLinks({ ticketId, resolutionEventId }, env);
}

/**
 * Moves the status with its event (public: the customer's page shows it), creating the follow-up
 * call when it is a resolution. Returns the event's id.
 */
async function moveStatus(
  tx: TicketWriter,
  actor: TicketActor,
  row: TicketRow,
  from: TicketStatus,
  to: TicketStatus,
  now: Date,
  outboxId: number | null = null,
) {
  const eventId = await appendTicketEvent(
    tx,
    row.id,
    { kind: "status", actor: actorOf(actor), fromValue: from, toValue: to, outboxId },
    { status: to },
    now,
  );
  if (to === "resolved") await createFollowUp(tx, row.id, eventId, now);
  return eventId;
}

export type ActionResult<Current = string> =
  | { outcome: "missing" }
  | { outcome: "unchanged" }
  | { outcome: "conflict"; current: Current }
  | { outcome: "invalid"; reason: string }
  | { outcome: "changed"; detail?: string }
  | { outcome: "duplicate" };

/**
 * A public reply (emailed to the customer) or an internal note, optionally moving the status in the
 * same post ("reply and wait on the customer", "reply and resolve"). `submissionId` is the form's
 * idempotency key: a second post of the same form finds its event and changes nothing.
 */
export async function replyToTicket(
  db: Database,
  actor: TicketActor,
  id: number,
  input: {
    body: string;
    internal: boolean;
    nextStatus: TicketStatus | null;
    submissionId: string;
    /** 'email' for a reply that came by email (app/lib/tickets/email-replies.server.ts). */
    channel?: TicketEventChannel;
  },
  env: StaffTicketEnv,
  now: Date = new Date(),
): Promise<ActionResult & { statusAfter?: TicketStatus; eventId?: number }> {
  return db.transaction(async (tx) => {
    const row = await lockTicket(tx, id);
    if (!row) return { outcome: "missing" };
    // The ticket row is locked, so a repeated post waits here and then finds the first one's event.
    const [seen] = await tx
      .select({ id: ticketEvents.id })
      .from(ticketEvents)
      .where(eq(ticketEvents.submissionId, input.submissionId));
    if (seen) return { outcome: "duplicate" };
    if (input.internal) {
      await appendTicketEvent(
        tx,
        id,
        { kind: "note", internal: true, actor: actorOf(actor), body: input.body, submissionId: input.submissionId },
        {},
        now,
      );
      await recordAudit(tx, actor, {
        action: "ticket.note",
        subjectType: SUBJECT_TYPE,
        subjectId: row.number,
        after: { note: input.body },
      });
      return { outcome: "changed" };
    }
    const afterReply = statusAfterStaffReply(row.status);
    const then = input.nextStatus && input.nextStatus !== afterReply ? input.nextStatus : null;
    if (then && !staffMayMove(afterReply, then)) return { outcome: "invalid", reason: "status" };
    if (row.mergedIntoId !== null && then) return { outcome: "invalid", reason: "merged" };
    const finalStatus = then ?? afterReply;
    const replyEventId = await appendTicketEvent(
      tx,
      id,
      {
        kind: "staff_reply",
        actor: actorOf(actor),
        body: input.body,
        submissionId: input.submissionId,
        channel: input.channel,
      },
      {},
      now,
    );
    // Every status change is its own event in the thread; the reply's email already tells the customer.
    let resolutionEventId: number | null = null;
    if (afterReply !== row.status) {
      const eventId = await moveStatus(tx, actor, row, row.status, afterReply, now);
      if (afterReply === "resolved") resolutionEventId = eventId;
    }
    if (then) {
      const eventId = await moveStatus(tx, actor, row, afterReply, then, now);
      if (then === "resolved") resolutionEventId = eventId;
    }
    const email = await sendEmail(
      tx as Database,
      ticketReplyEmail(
        await emailedTicket(tx, row),
        input.body,
        actor.fullName,
        finalStatus !== row.status ? finalStatus : null,
        env.PUBLIC_URL,
        ratingFor(env, id, resolutionEventId),
      ),
    );
    await noteEmail(tx, replyEventId, email.id);
    await recordAudit(tx, actor, {
      action: "ticket.reply",
      subjectType: SUBJECT_TYPE,
      subjectId: row.number,
      before: { status: row.status },
      after: { status: finalStatus, reply: input.body, outboxId: email.id },
    });
    return { outcome: "changed", statusAfter: finalStatus, eventId: replyEventId };
  });
}

/**
 * Changes the status (only along the life cycle: staffMayMove), unless someone changed it since the
 * page was rendered (`expected`). The customer is emailed; a resolution creates the follow-up call.
 */
export async function changeTicketStatus(
  db: Database,
  actor: TicketActor,
  id: number,
  change: { status: TicketStatus; expected: TicketStatus },
  env: StaffTicketEnv,
  now: Date = new Date(),
): Promise<ActionResult<TicketStatus>> {
  return db.transaction(async (tx) => {
    const row = await lockTicket(tx, id);
    if (!row) return { outcome: "missing" };
    if (row.status !== change.expected) return { outcome: "conflict", current: row.status };
    if (row.status === change.status) return { outcome: "unchanged" };
    if (row.mergedIntoId !== null) return { outcome: "invalid", reason: "merged" };
    if (!staffMayMove(row.status, change.status)) return { outcome: "invalid", reason: "status" };
    const eventId = await moveStatus(tx, actor, row, row.status, change.status, now);
    const email = await sendEmail(
      tx as Database,
      ticketStatusEmail(
        await emailedTicket(tx, row),
        change.status,
        env.PUBLIC_URL,
        undefined,
        ratingFor(env, id, change.status === "resolved" ? eventId : null),
      ),
    );
    await noteEmail(tx, eventId, email.id);
    await recordAudit(tx, actor, {
      action: "ticket.status",
      subjectType: SUBJECT_TYPE,
      subjectId: row.number,
      before: { status: row.status },
      after: { status: change.status, outboxId: email.id },
    });
    return { outcome: "changed" };
  });
}

/** Priority or type: an event the customer sees too (it changes what is promised), and an audit entry. */
export async function changeTicketField(
  db: Database,
  actor: TicketActor,
  id: number,
  change:
    | { field: "priority"; value: TicketPriority; expected: TicketPriority }
    | { field: "type"; value: TicketType; expected: TicketType },
  now: Date = new Date(),
): Promise<ActionResult> {
  return db.transaction(async (tx) => {
    const row = await lockTicket(tx, id);
    if (!row) return { outcome: "missing" };
    const current = change.field === "priority" ? row.priority : row.type;
    if (current !== change.expected) return { outcome: "conflict", current };
    if (current === change.value) return { outcome: "unchanged" };
    await appendTicketEvent(
      tx,
      id,
      { kind: change.field, actor: actorOf(actor), fromValue: current, toValue: change.value },
      change.field === "priority" ? { priority: change.value } : { type: change.value },
      now,
    );
    await recordAudit(tx, actor, {
      action: `ticket.${change.field}`,
      subjectType: SUBJECT_TYPE,
      subjectId: row.number,
      before: { [change.field]: current },
      after: { [change.field]: change.value },
    });
    return { outcome: "changed" };
  });
}

/** Assigns the ticket to a staff member (or nobody), unless the assignee changed since the page was rendered. */
export async function assignTicket(
  db: Database,
  actor: TicketActor,
  id: number,
  change: { assigneeId: number | null; expected: number | null },
  now: Date = new Date(),
): Promise<ActionResult> {
  return db.transaction(async (tx) => {
    const row = await lockTicket(tx, id);
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
      if (!member) return { outcome: "invalid", reason: "assignee" };
      toName = member.fullName;
    }
    const fromName = await staffName(tx, row.assigneeId);
    await appendTicketEvent(
      tx,
      id,
      { kind: "assign", internal: true, actor: actorOf(actor), fromValue: fromName, toValue: toName },
      { assigneeId: change.assigneeId },
      now,
    );
    await recordAudit(tx, actor, {
      action: "ticket.assign",
      subjectType: SUBJECT_TYPE,
      subjectId: row.number,
      before: { assigneeId: row.assigneeId },
      after: { assigneeId: change.assigneeId },
    });
    return { outcome: "changed", detail: toName };
  });
}

/**
 * Merges this ticket (a duplicate) into the ticket numbered `into`: a merge event on both, this one
 * closed and pointing at the other. Tickets of two different customers merge only when staff
 * confirm it (`confirmOtherCustomer`); then the duplicate's customer is not told the other number
 * and their merge event stays internal, since the other ticket is someone else's.
 */
export async function mergeTicket(
  db: Database,
  actor: TicketActor,
  id: number,
  input: { into: string; confirmOtherCustomer: boolean },
  env: StaffTicketEnv,
  now: Date = new Date(),
): Promise<ActionResult> {
  return db.transaction(async (tx) => {
    const [found] = await tx.select({ id: tickets.id }).from(tickets).where(eq(tickets.number, input.into));
    if (!found) return { outcome: "invalid", reason: "mergeUnknown" };
    if (found.id === id) return { outcome: "invalid", reason: "mergeSelf" };
    // Both rows locked in id order, so two merges of the same pair in opposite directions cannot deadlock.
    const [firstId, secondId] = id < found.id ? [id, found.id] : [found.id, id];
    const first = await lockTicket(tx, firstId);
    const second = await lockTicket(tx, secondId);
    const row = first?.id === id ? first : second;
    const target = first?.id === id ? second : first;
    if (!row) return { outcome: "missing" };
    if (!target) return { outcome: "invalid", reason: "mergeUnknown" };
    if (row.mergedIntoId !== null) return { outcome: "invalid", reason: "mergeAlready" };
    if (target.mergedIntoId !== null) return { outcome: "invalid", reason: "mergeMerged" };
    const sameCustomer = row.customerId === target.customerId;
    if (!sameCustomer && !input.confirmOtherCustomer) return { outcome: "invalid", reason: "mergeOtherCustomer" };
    await appendTicketEvent(
      tx,
      row.id,
      { kind: "merge", internal: !sameCustomer, actor: actorOf(actor), toValue: target.number },
      { mergedIntoId: target.id },
      now,
    );
    await appendTicketEvent(
      tx,
      target.id,
      { kind: "merge", internal: true, actor: actorOf(actor), fromValue: row.number },
      {},
      now,
    );
    let outboxId: number | null = null;
    if (row.status !== "closed") {
      const email = await sendEmail(
        tx as Database,
        ticketStatusEmail(await emailedTicket(tx, row), "closed", env.PUBLIC_URL, {
          into: sameCustomer ? target.number : null,
        }),
      );
      outboxId = email.id;
      await moveStatus(tx, actor, row, row.status, "closed", now, email.id);
    }
    await recordAudit(tx, actor, {
      action: "ticket.merge",
      subjectType: SUBJECT_TYPE,
      subjectId: row.number,
      before: { status: row.status },
      after: { status: "closed", mergedInto: target.number, sameCustomer, outboxId },
    });
    return { outcome: "changed", detail: target.number };
  });
}

/** Ticks off a follow-up call (with what it found, optional); a call already ticked off stays as it was. */
export async function completeFollowUp(
  db: Database,
  actor: TicketActor,
  ticketId: number,
  followUpId: number,
  outcome: string,
  now: Date = new Date(),
): Promise<ActionResult> {
  return db.transaction(async (tx) => {
    const [done] = await tx
      .update(ticketFollowUps)
      .set({ doneAt: now, doneById: actor.id, doneByName: actor.fullName, outcome: outcome || null })
      .where(
        and(eq(ticketFollowUps.id, followUpId), eq(ticketFollowUps.ticketId, ticketId), isNull(ticketFollowUps.doneAt)),
      )
      .returning({ id: ticketFollowUps.id });
    if (!done) {
      const [exists] = await tx
        .select({ id: ticketFollowUps.id })
        .from(ticketFollowUps)
        .where(and(eq(ticketFollowUps.id, followUpId), eq(ticketFollowUps.ticketId, ticketId)));
      return exists ? { outcome: "conflict", current: "done" } : { outcome: "invalid", reason: "followUp" };
    }
    const [ticket] = await tx.select({ number: tickets.number }).from(tickets).where(eq(tickets.id, ticketId));
    await recordAudit(tx, actor, {
      action: "ticket.follow-up",
      subjectType: SUBJECT_TYPE,
      subjectId: ticket?.number ?? ticketId,
      after: { followUpId, outcome: outcome || null },
    });
    return { outcome: "changed" };
  });
}
