// What staff read of the support desk: the queue, the dashboard's summary, the follow-up calls, and
// one ticket with its thread, customer, contract, files and calls. The changes are in staff-tickets.server.ts.
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, lte, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client.server";
import { ticketEvents, ticketFollowUps, ticketSearchText, tickets, users } from "~/db/schema";
import type { TicketEventChannel, TicketEventKind, TicketPriority, TicketStatus } from "~/db/tickets-schema";
import { assigneeCondition, findPage } from "~/lib/casework/finder.server";
import { containsPattern } from "~/lib/casework/list-codec";
import { type CaseHistoryEvent, listCaseHistory } from "~/lib/casework/record.server";
import { deviceSummary } from "~/lib/devices/devices.server";
import { listEventAttachments } from "./attachments.server";
import { ticketCase } from "./events.server";
import { ticketContractOf } from "./ticket-contract.server";
import { latestRatingScore } from "./ratings.server";
import { ACTIVE_STATUSES, type FollowUpFilter, type TicketQueueQuery } from "./staff-queue";

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
  /** The customer's newest satisfaction rating, null when none. */
  rating: number | null;
};

/** What breaches first on top (staff-queue.ts compareQueueRows is its specification). */
const queueOrder = [sql`${tickets.nextDeadlineAt} asc nulls last`, asc(tickets.createdAt), asc(tickets.id)];

/** One page of the queue, what breaches first on top, and the total. */
export async function listTicketQueue(db: Database, query: TicketQueueQuery, staffId: number) {
  const assignee = alias(users, "assignee");
  const customer = alias(users, "customer");
  const found = await findPage({
    rows: db
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
      .$dynamic(),
    count: db.select({ value: count() }).from(tickets).$dynamic(),
    where: [
      query.status === "active"
        ? inArray(tickets.status, [...ACTIVE_STATUSES])
        : query.status !== "any" && eq(tickets.status, query.status),
      assigneeCondition(tickets.assigneeId, query.assignee, staffId),
      query.priority && eq(tickets.priority, query.priority),
      query.breached && eq(tickets.breached, true),
      query.q && ilike(ticketSearchText(tickets), containsPattern(query.q)),
    ],
    orderBy: queueOrder,
    page: query.page,
  });
  return { ...found, rows: found.rows as QueueRow[] };
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
      .orderBy(...queueOrder)
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

/** The follow-up calls list: open ones by due time (overdue first), done ones newest first. */
export async function listFollowUps(db: Database, show: FollowUpFilter, page: number) {
  const customer = alias(users, "customer");
  return findPage({
    rows: db
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
      .$dynamic(),
    count: db.select({ value: count() }).from(ticketFollowUps).$dynamic(),
    where: [show === "open" && isNull(ticketFollowUps.doneAt), show === "done" && isNotNull(ticketFollowUps.doneAt)],
    orderBy:
      show === "done"
        ? [desc(ticketFollowUps.doneAt), desc(ticketFollowUps.id)]
        : [sql`${ticketFollowUps.doneAt} is not null`, asc(ticketFollowUps.dueAt), asc(ticketFollowUps.id)],
    page,
  });
}

export type StaffThreadEvent = CaseHistoryEvent<TicketEventKind> & {
  internal: boolean;
  channel: TicketEventChannel;
};

export async function ticketIdByNumber(db: Database, number: string): Promise<number | null> {
  const [row] = await db.select({ id: tickets.id }).from(tickets).where(eq(tickets.number, number));
  return row?.id ?? null;
}

/** A ticket with its customer, their AMC contract, assignee, thread (oldest first) and follow-up calls; or null. */
export async function getStaffTicket(db: Database, number: string, now = new Date()) {
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
  const [events, followUps, contract, registeredDevice] = await Promise.all([
    listCaseHistory<StaffThreadEvent>(db, ticketCase, id, {
      internal: ticketEvents.internal,
      channel: ticketEvents.channel,
    }),
    db
      .select()
      .from(ticketFollowUps)
      .where(eq(ticketFollowUps.ticketId, id))
      .orderBy(asc(ticketFollowUps.dueAt), asc(ticketFollowUps.id)),
    ticketContractOf(db, row.ticket.customerId, now),
    row.ticket.deviceId === null ? null : deviceSummary(db, row.ticket.deviceId),
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
    events,
    followUps,
    contract,
    registeredDevice,
  };
}
