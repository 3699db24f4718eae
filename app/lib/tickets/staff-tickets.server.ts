// What staff do to a ticket: reply or note, move its status, change its priority or type, assign
// it, merge a duplicate, tick off a follow-up call. Each runs in one transaction on the locked
// ticket through the casework kernel (app/lib/casework): its events (which keep the SLA deadlines
// and escalation jobs in step), the customer's email and the audit entry are written together, so
// the thread, the email, the audit log and the deadlines never disagree. What is the desk's own:
// the life cycle of a reply, resolutions' rating links and follow-up calls, merges.
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { ticketEvents, ticketFollowUps, tickets, users } from "~/db/schema";
import type { TicketEventChannel, TicketPriority, TicketStatus, TicketType } from "~/db/tickets-schema";
import type { CaseActor, CaseWriter } from "~/lib/casework/case-type.server";
import { assignCase, changeCaseValue, lockCase, withLockedCase } from "~/lib/casework/commands.server";
import {
  type AppendedEvent,
  appendCaseEvent,
  auditCase,
  type CaseEventOptions,
  emailCaseEvent,
} from "~/lib/casework/events.server";
import type { CaseResult } from "~/lib/casework/result";
import { ticketCase } from "./events.server";
import { staffMayMove, statusAfterStaffReply } from "./lifecycle";
import { ratingLinks } from "./rating-links.server";
import { ticketReplyTo } from "./reply-address.server";
import { type EmailedTicket, ticketReplyEmail, ticketStatusEmail } from "./staff-emails.server";

export type TicketActor = CaseActor & { id: number };
/** APP_SECRET signs the rating links of a resolution's email. */
export type StaffTicketEnv = { PUBLIC_URL: string; APP_SECRET: string };

/** The Terms: a follow-up call within 48 hours of a resolution. */
export const FOLLOW_UP_AFTER_MS = 48 * 60 * 60_000;

/** Why the desk refuses a change (the page names the field and the words for each). */
export type TicketRefusal =
  | "status"
  | "merged"
  | "assignee"
  | "mergeUnknown"
  | "mergeSelf"
  | "mergeMerged"
  | "mergeAlready"
  | "mergeOtherCustomer"
  | "followUp";

/** The kernel's result, with the desk's refusal named and what a change reports (`detail`: a name, a number). */
export type TicketResult<Current = string, Done extends object = { detail?: string }> =
  | Exclude<CaseResult<Current, Done>, { outcome: "invalid" }>
  | { outcome: "invalid"; reason: TicketRefusal };

type TicketRow = typeof tickets.$inferSelect;

async function emailedTicket(tx: CaseWriter, row: TicketRow): Promise<EmailedTicket> {
  const [customer] = await tx
    .select({ fullName: users.fullName, email: users.email, locale: users.locale })
    .from(users)
    .where(eq(users.id, row.customerId));
  if (!customer) throw new Error(`ticket ${row.number} has no customer`);
  return {
    number: row.number,
    subject: row.subject,
    customerName: customer.fullName,
    customerEmail: customer.email,
    locale: customer.locale,
    replyTo: ticketReplyTo(row.id, { role: "customer", userId: row.customerId }),
  };
}

/** The rating links when a move was a resolution, else none (to the rating page in the customer's language). */
function ratingFor(env: StaffTicketEnv, ticket: EmailedTicket, ticketId: number, resolutionEventId: number | null) {
  return resolutionEventId === null ? undefined : ratingLinks({ ticketId, resolutionEventId }, env, ticket.locale);
}

/** The call the Terms promise after a resolution: one per resolution event, due 48 hours later. */
async function createFollowUp(tx: CaseWriter, ticketId: number, resolutionEventId: number, now: Date) {
  await tx
    .insert(ticketFollowUps)
    .values({ ticketId, resolutionEventId, dueAt: new Date(now.getTime() + FOLLOW_UP_AFTER_MS), createdAt: now })
    .onConflictDoNothing({ target: ticketFollowUps.resolutionEventId });
}

/**
 * Moves the status with its event (public: the customer's page shows it), creating the follow-up
 * call when it is a resolution.
 */
async function moveStatus(
  tx: CaseWriter,
  actor: TicketActor,
  ticketId: number,
  move: { from: TicketStatus; to: TicketStatus; now: Date },
  options: Pick<CaseEventOptions, "email" | "audit"> = {},
): Promise<AppendedEvent> {
  const appended = await appendCaseEvent(
    tx,
    ticketCase,
    ticketId,
    actor,
    { kind: "status", fromValue: move.from, toValue: move.to },
    { ...options, changes: { status: move.to }, now: move.now },
  );
  if (move.to === "resolved") await createFollowUp(tx, ticketId, appended.eventId, move.now);
  return appended;
}

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
): Promise<TicketResult<string, { statusAfter?: TicketStatus; eventId?: number }>> {
  return withLockedCase(db, ticketCase, id, async (tx, locked) => {
    const row = locked as TicketRow;
    // The ticket row is locked, so a repeated post waits here and then finds the first one's event
    // (before any rule is checked: the first post's answer stands).
    const [seen] = await tx
      .select({ id: ticketEvents.id })
      .from(ticketEvents)
      .where(eq(ticketEvents.submissionId, input.submissionId));
    if (seen) return { outcome: "duplicate" };
    const { body, submissionId } = input;
    if (input.internal) {
      await appendCaseEvent(
        tx,
        ticketCase,
        id,
        actor,
        { kind: "note", internal: true, body, submissionId },
        { audit: { verb: "note", after: { note: body } }, now },
      );
      return { outcome: "changed" };
    }
    const afterReply = statusAfterStaffReply(row.status);
    const then = input.nextStatus && input.nextStatus !== afterReply ? input.nextStatus : null;
    if (then && !staffMayMove(afterReply, then)) return { outcome: "invalid", reason: "status" };
    if (row.mergedIntoId !== null && then) return { outcome: "invalid", reason: "merged" };
    const finalStatus = then ?? afterReply;
    const reply = await appendCaseEvent(
      tx,
      ticketCase,
      id,
      actor,
      { kind: "staff_reply", body, submissionId, channel: input.channel },
      { now },
    );
    if (!reply) return { outcome: "duplicate" };
    // Every status change is its own event in the thread; the reply's email already tells the customer.
    let resolutionEventId: number | null = null;
    if (afterReply !== row.status) {
      const { eventId } = await moveStatus(tx, actor, id, { from: row.status, to: afterReply, now });
      if (afterReply === "resolved") resolutionEventId = eventId;
    }
    if (then) {
      const { eventId } = await moveStatus(tx, actor, id, { from: afterReply, to: then, now });
      if (then === "resolved") resolutionEventId = eventId;
    }
    // Written last: a reply that resolves carries the resolution's rating links.
    const emailed = await emailedTicket(tx, row);
    const outboxId = await emailCaseEvent(
      tx,
      ticketCase,
      reply.eventId,
      ticketReplyEmail(
        emailed,
        body,
        actor.fullName,
        finalStatus !== row.status ? finalStatus : null,
        env.PUBLIC_URL,
        ratingFor(env, emailed, id, resolutionEventId),
      ),
    );
    await auditCase(tx, ticketCase, id, actor, {
      verb: "reply",
      before: { status: row.status },
      after: { status: finalStatus, reply: body, outboxId },
    });
    return { outcome: "changed", statusAfter: finalStatus, eventId: reply.eventId };
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
): Promise<TicketResult<TicketStatus>> {
  return withLockedCase(db, ticketCase, id, async (tx, locked) => {
    const row = locked as TicketRow;
    if (row.status !== change.expected) return { outcome: "conflict", current: row.status };
    if (row.status === change.status) return { outcome: "unchanged" };
    if (row.mergedIntoId !== null) return { outcome: "invalid", reason: "merged" };
    if (!staffMayMove(row.status, change.status)) return { outcome: "invalid", reason: "status" };
    const ticket = await emailedTicket(tx, row);
    const to = change.status;
    await moveStatus(
      tx,
      actor,
      id,
      { from: row.status, to, now },
      {
        email: (eventId) =>
          ticketStatusEmail(
            ticket,
            to,
            env.PUBLIC_URL,
            undefined,
            ratingFor(env, ticket, id, to === "resolved" ? eventId : null),
          ),
        audit: { verb: "status", before: { status: row.status }, after: { status: to }, outboxKey: "outboxId" },
      },
    );
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
): Promise<TicketResult> {
  const { field: key, value: to, expected } = change;
  const result = await changeCaseValue<string>(db, ticketCase, actor, id, { key, to, expected, now });
  // Priority and type have no lifecycle (any value may follow any other): nothing here is refused as invalid.
  return result.outcome === "invalid" ? { outcome: "invalid", reason: "status" } : result;
}

/**
 * Assigns the ticket to a staff member (or nobody): the kernel's assignCase, answered in the desk's
 * shape (the page's form uses the kernel's shared assign intent directly).
 */
export async function assignTicket(
  db: Database,
  actor: TicketActor,
  id: number,
  change: { assigneeId: number | null; expected: number | null },
): Promise<TicketResult> {
  const result = await assignCase(db, ticketCase, actor, id, change);
  if (result.outcome === "invalid") return { outcome: "invalid", reason: "assignee" };
  if (result.outcome === "changed") return { outcome: "changed", detail: result.name };
  return result;
}

/**
 * Merges this ticket (a duplicate) into the ticket numbered `into`: a merge event on both, this one
 * closed and pointing at the other. Only one customer's tickets merge: the customer of a ticket
 * merged into someone else's could neither read nor reply where it went, so that merge is refused.
 */
export async function mergeTicket(
  db: Database,
  actor: TicketActor,
  id: number,
  input: { into: string },
  env: StaffTicketEnv,
  now: Date = new Date(),
): Promise<TicketResult> {
  return db.transaction(async (tx): Promise<TicketResult> => {
    const [found] = await tx.select({ id: tickets.id }).from(tickets).where(eq(tickets.number, input.into));
    if (!found) return { outcome: "invalid", reason: "mergeUnknown" };
    if (found.id === id) return { outcome: "invalid", reason: "mergeSelf" };
    // Both rows locked in id order, so two merges of the same pair in opposite directions cannot deadlock.
    const [firstId, secondId] = id < found.id ? [id, found.id] : [found.id, id];
    const first = (await lockCase(tx, ticketCase, firstId)) as TicketRow | null;
    const second = (await lockCase(tx, ticketCase, secondId)) as TicketRow | null;
    const row = first?.id === id ? first : second;
    const target = first?.id === id ? second : first;
    if (!row) return { outcome: "missing" };
    if (!target) return { outcome: "invalid", reason: "mergeUnknown" };
    if (row.mergedIntoId !== null) return { outcome: "invalid", reason: "mergeAlready" };
    if (target.mergedIntoId !== null) return { outcome: "invalid", reason: "mergeMerged" };
    if (row.customerId !== target.customerId) return { outcome: "invalid", reason: "mergeOtherCustomer" };
    await appendCaseEvent(
      tx,
      ticketCase,
      row.id,
      actor,
      { kind: "merge", internal: false, toValue: target.number },
      { changes: { mergedIntoId: target.id }, now },
    );
    await appendCaseEvent(
      tx,
      ticketCase,
      target.id,
      actor,
      { kind: "merge", internal: true, fromValue: row.number },
      { now },
    );
    let outboxId: number | null = null;
    if (row.status !== "closed") {
      const email = ticketStatusEmail(await emailedTicket(tx, row), "closed", env.PUBLIC_URL, { into: target.number });
      ({ outboxId } = await moveStatus(tx, actor, row.id, { from: row.status, to: "closed", now }, { email }));
    }
    await auditCase(tx, ticketCase, row.id, actor, {
      verb: "merge",
      before: { status: row.status },
      after: { status: "closed", mergedInto: target.number, outboxId },
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
): Promise<TicketResult> {
  return db.transaction(async (tx): Promise<TicketResult> => {
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
    await auditCase(tx, ticketCase, ticketId, actor, {
      verb: "follow-up",
      after: { followUpId, outcome: outcome || null },
    });
    return { outcome: "changed" };
  });
}
