// The customer side of the support desk, as records: opening a ticket, the customer's list, a
// ticket's public thread, and a customer's reply. Every query is scoped to the customer, so another
// customer's ticket is simply not found (the routes answer with the site's 404). No HTTP here: the
// forms (customer-actions.server.ts) and the email-in job (email-replies.server.ts) both call it.
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { ticketStatusLabels } from "~/content/tickets";
import type { Database } from "~/db/client.server";
import { ticketEvents, tickets, users } from "~/db/schema";
import { contractCovering } from "~/lib/contracts/coverage.server";
import { type DeviceSummary, deviceSummary } from "~/lib/devices/devices.server";
import type { TicketEventChannel, TicketEventKind, TicketSource, TicketStatus } from "~/db/tickets-schema";
import { sendEmail } from "~/lib/email/outbox.server";
import { type Locale, pathIn } from "~/lib/i18n/locale";
import type { UploadedFile } from "~/lib/uploads/multipart.server";
import { listEventAttachments, storeEventAttachments, type TicketAttachment } from "./attachments.server";
import {
  customerReplyStaffMessage,
  newTicketStaffMessage,
  type OpenedTicketDetails,
  ticketOpenedCustomerMessage,
} from "./customer-emails.server";
import type { NewTicketInput } from "./customer-schema";
import { appendTicketEvent } from "./events.server";
import { customerMayReply, statusAfterCustomerReply } from "./lifecycle";
import { nextTicketNumber } from "./numbers.server";
import { ticketReplyTo } from "./reply-address.server";
import { promisedFirstResponse } from "./plan-response";

/** The customer a ticket belongs to: the signed-in account, or the sender of an emailed reply. */
export type TicketCustomer = { id: number; email: string; fullName: string };

/** The language the customer chose for their emails (their account's). */
async function customerLocale(db: Pick<Database, "select">, customerId: number): Promise<Locale> {
  const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, customerId));
  return row?.locale ?? "en";
}

export function customerTicketPath(number: string) {
  return `/account/tickets/${number}`;
}

/** The staff console's page of a ticket. */
export function staffTicketPath(number: string) {
  return `/staff/tickets/${number}`;
}

type Links = { publicUrl: string };

function absolute(links: Links, path: string) {
  return new URL(path, links.publicUrl).href;
}

// --- Opening ---------------------------------------------------------------------------------------

export type OpenTicketOptions = Links & {
  submissionId: string;
  source: TicketSource;
  staffEmail: string;
  /** Checked by the upload pipeline; stored with the 'opened' event. */
  files?: readonly UploadedFile[];
  /** The customer's registered device the ticket is about (checked by the caller to be theirs, in use). */
  deviceId?: number | null;
  now?: Date;
};

export type OpenTicketResult = { id: number; number: string; duplicate: boolean; eventId: number | null };

/** The same form posted twice: the first post's ticket stands. Rolls the second's transaction back. */
class DuplicateSubmission extends Error {}

async function existingSubmission(db: Pick<Database, "select">, customerId: number, submissionId: string) {
  const [row] = await db
    .select({ id: tickets.id, number: tickets.number, customerId: tickets.customerId })
    .from(tickets)
    .where(eq(tickets.submissionId, submissionId));
  if (!row) return null;
  // Another account's key (only by tampering): never reveal that ticket; the post opens nothing.
  return { id: row.id, number: row.number, mine: row.customerId === customerId };
}

/**
 * Opens a ticket: its number, the response time of the customer's contract, the 'opened' event (which brings the SLA
 * deadlines in step), the staff's email and the customer's confirmation, all in one transaction.
 * A repeated submissionId returns the first ticket and queues nothing.
 */
export async function openTicket(
  db: Database,
  customer: TicketCustomer,
  input: NewTicketInput,
  options: OpenTicketOptions,
): Promise<OpenTicketResult | null> {
  const now = options.now ?? new Date();
  const earlier = await existingSubmission(db, customer.id, options.submissionId);
  if (earlier) return earlier.mine ? { id: earlier.id, number: earlier.number, duplicate: true, eventId: null } : null;
  try {
    return await db.transaction(async (tx) => {
      // The year's counter row stays locked until commit: a concurrent post of the same form waits
      // here and then finds the first one's ticket.
      const number = await nextTicketNumber(tx, now);
      if (await existingSubmission(tx, customer.id, options.submissionId)) throw new DuplicateSubmission();
      // The target the customer's contract promises (the shortest if several cover them); none once
      // it has lapsed past its grace period. Copied to the ticket: the SLA clocks read it from there.
      const planResponseMinutes = (await contractCovering(tx, customer.id, now))?.responseMinutes ?? null;
      // What the customer asked, as stored and as the emails and the page tell it back.
      const asked = {
        subject: input.subject,
        description: input.description,
        priority: input.priority,
        type: input.type,
        device: input.device || null,
        location: input.location || null,
        source: options.source,
      };
      const [row] = await tx
        .insert(tickets)
        .values({
          number,
          submissionId: options.submissionId,
          customerId: customer.id,
          ...asked,
          deviceId: options.deviceId ?? null,
          status: "new",
          planResponseMinutes,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: tickets.submissionId })
        .returning({ id: tickets.id });
      if (!row) throw new DuplicateSubmission();
      const eventId = await appendTicketEvent(
        tx,
        row.id,
        {
          kind: "opened",
          actor: { id: customer.id, name: customer.fullName },
          body: input.description,
          toValue: "new",
        },
        {},
        now,
      );
      const stored = await storeEventAttachments(tx, eventId, options.files ?? []);
      const [deadlines] = await tx
        .select({ firstResponseDueAt: tickets.firstResponseDueAt })
        .from(tickets)
        .where(eq(tickets.id, row.id));
      const locale = await customerLocale(tx, customer.id);
      const details: OpenedTicketDetails = {
        number,
        ...asked,
        customer: { fullName: customer.fullName, email: customer.email, locale },
        planResponseMinutes,
        promise: promisedFirstResponse(input.priority, planResponseMinutes),
        firstResponseDueAt: deadlines?.firstResponseDueAt ?? null,
        attachments: stored.map((file) => file.fileName),
        customerUrl: absolute(options, pathIn(locale, customerTicketPath(number))),
        staffUrl: absolute(options, staffTicketPath(number)),
        customerReplyTo: ticketReplyTo(row.id, { role: "customer", userId: customer.id }),
        staffReplyTo: ticketReplyTo(row.id, { role: "staff", userId: null }),
      };
      await sendEmail(tx, newTicketStaffMessage(options.staffEmail, details));
      const confirmation = await sendEmail(tx, ticketOpenedCustomerMessage(details));
      // The event's record of the email it sent the customer (not a change to the ticket).
      await tx.update(ticketEvents).set({ outboxId: confirmation.id }).where(eq(ticketEvents.id, eventId));
      return { id: row.id, number, duplicate: false, eventId };
    });
  } catch (error) {
    if (!(error instanceof DuplicateSubmission)) throw error;
    const first = await existingSubmission(db, customer.id, options.submissionId);
    return first?.mine ? { id: first.id, number: first.number, duplicate: true, eventId: null } : null;
  }
}

// --- Reading ---------------------------------------------------------------------------------------

export type CustomerTicketSummary = {
  number: string;
  subject: string;
  status: TicketStatus;
  priority: (typeof tickets.$inferSelect)["priority"];
  createdAt: Date;
  /** The next promised step and when it is due; null when nothing is running. */
  next: { step: "first_response" | "resolution"; dueAt: Date } | null;
  mergedInto: string | null;
};

function nextStep(row: {
  status: TicketStatus;
  firstRespondedAt: Date | null;
  firstResponseDueAt: Date | null;
  resolutionDueAt: Date | null;
  nextDeadlineAt: Date | null;
}): CustomerTicketSummary["next"] {
  if (row.status === "waiting_on_customer" || row.status === "resolved" || row.status === "closed") return null;
  if (!row.firstRespondedAt && row.firstResponseDueAt) return { step: "first_response", dueAt: row.firstResponseDueAt };
  if (row.resolutionDueAt) return { step: "resolution", dueAt: row.resolutionDueAt };
  return row.nextDeadlineAt ? { step: "resolution", dueAt: row.nextDeadlineAt } : null;
}

/** The customer's tickets, newest first (at most 200: a customer with more has an AMC account manager). */
export async function listCustomerTickets(db: Database, customerId: number): Promise<CustomerTicketSummary[]> {
  const rows = await db
    .select()
    .from(tickets)
    .where(eq(tickets.customerId, customerId))
    .orderBy(desc(tickets.createdAt), desc(tickets.id))
    .limit(200);
  const targets = rows.map((row) => row.mergedIntoId).filter((id): id is number => id !== null);
  // Only the customer's own tickets are named: a merge into someone else's (refused today, possible
  // in older data) leaves the ticket closed without a pointer.
  const merged =
    targets.length === 0
      ? []
      : await db
          .select({ id: tickets.id, number: tickets.number })
          .from(tickets)
          .where(and(inArray(tickets.id, targets), eq(tickets.customerId, customerId)));
  return rows.map((row) => ({
    number: row.number,
    subject: row.subject,
    status: row.status,
    priority: row.priority,
    createdAt: row.createdAt,
    next: nextStep(row),
    mergedInto: merged.find((target) => target.id === row.mergedIntoId)?.number ?? null,
  }));
}

export type PublicTicketEvent = {
  id: number;
  kind: TicketEventKind;
  actorName: string;
  /** Whether the customer wrote it (their own messages). */
  byCustomer: boolean;
  body: string | null;
  fromValue: string | null;
  toValue: string | null;
  createdAt: Date;
  attachments: TicketAttachment[];
};

export type CustomerTicket = {
  id: number;
  number: string;
  subject: string;
  priority: (typeof tickets.$inferSelect)["priority"];
  type: (typeof tickets.$inferSelect)["type"];
  status: TicketStatus;
  device: string | null;
  /** The customer's registered device the ticket is about. */
  registeredDevice: DeviceSummary | null;
  location: string | null;
  createdAt: Date;
  next: CustomerTicketSummary["next"];
  /** The customer's ticket this one was merged into (never another customer's). */
  mergedInto: string | null;
  events: PublicTicketEvent[];
};

/**
 * The number of the ticket a merged one went into when it is the customer's own; null for another
 * customer's, which is never named to them (their ticket then reads as closed).
 */
async function ownMergeTarget(db: Database, customerId: number, targetId: number) {
  const [target] = await db
    .select({ number: tickets.number })
    .from(tickets)
    .where(and(eq(tickets.id, targetId), eq(tickets.customerId, customerId)));
  return target?.number ?? null;
}

/** Finds the customer's ticket by number (null for an unknown number or someone else's ticket). */
export async function findCustomerTicketId(db: Database, customerId: number, number: string) {
  const [row] = await db
    .select({ id: tickets.id })
    .from(tickets)
    .where(and(eq(tickets.number, number), eq(tickets.customerId, customerId)));
  return row?.id ?? null;
}

/** The ticket and its public thread (internal notes and staff-only changes never leave the server). */
export async function getCustomerTicket(
  db: Database,
  customerId: number,
  number: string,
): Promise<CustomerTicket | null> {
  const [row] = await db
    .select()
    .from(tickets)
    .where(and(eq(tickets.number, number), eq(tickets.customerId, customerId)));
  if (!row) return null;
  const events = await db
    .select()
    .from(ticketEvents)
    .where(and(eq(ticketEvents.ticketId, row.id), eq(ticketEvents.internal, false)))
    .orderBy(asc(ticketEvents.createdAt), asc(ticketEvents.id));
  const target = row.mergedIntoId ? await ownMergeTarget(db, customerId, row.mergedIntoId) : null;
  const attachments = await listEventAttachments(
    db,
    events.map((event) => event.id),
  );
  const registered = row.deviceId === null ? null : await deviceSummary(db, row.deviceId);
  return {
    id: row.id,
    number: row.number,
    subject: row.subject,
    priority: row.priority,
    type: row.type,
    status: row.status,
    device: row.device,
    registeredDevice: registered?.userId === customerId ? registered : null,
    location: row.location,
    createdAt: row.createdAt,
    next: nextStep(row),
    mergedInto: target,
    events: events
      // Assignments and merges are the staff's business even when not flagged internal.
      .filter((event) => event.kind !== "assign" && event.kind !== "note")
      .map((event) => ({
        id: event.id,
        kind: event.kind,
        actorName: event.actorName,
        byCustomer: event.actorUserId === customerId,
        body: event.body,
        fromValue: event.fromValue,
        toValue: event.toValue,
        createdAt: event.createdAt,
        attachments: attachments.get(event.id) ?? [],
      })),
  };
}

// --- Replying --------------------------------------------------------------------------------------

export type CustomerReplyResult =
  | { outcome: "replied"; eventId: number; status: TicketStatus }
  | { outcome: "duplicate" }
  | { outcome: "missing" }
  | { outcome: "closed" }
  | { outcome: "merged"; into: string };

/**
 * Records a customer's reply on their ticket: the reply, the status change it implies (a ticket
 * waiting on them or resolved is open again) and the email to the assignee, or to STAFF_EMAIL when
 * nobody has it, in one transaction. The ticket row is locked first, so the same form posted twice
 * records one reply.
 */
export async function replyAsCustomer(
  db: Database,
  customer: TicketCustomer,
  number: string,
  body: string,
  options: Links & {
    submissionId: string;
    staffEmail: string;
    files?: readonly UploadedFile[];
    now?: Date;
    /** 'email' for a reply that came by email (app/lib/tickets/email-replies.server.ts). */
    channel?: TicketEventChannel;
  },
): Promise<CustomerReplyResult> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const [ticket] = await tx
      .select()
      .from(tickets)
      .where(and(eq(tickets.number, number), eq(tickets.customerId, customer.id)))
      .for("update");
    if (!ticket) return { outcome: "missing" };
    const [earlier] = await tx
      .select({ id: ticketEvents.id })
      .from(ticketEvents)
      .where(eq(ticketEvents.submissionId, options.submissionId));
    if (earlier) return { outcome: "duplicate" };
    const target = ticket.mergedIntoId ? await ownMergeTarget(tx, customer.id, ticket.mergedIntoId) : null;
    if (target) return { outcome: "merged", into: target };
    if (!customerMayReply(ticket.status)) return { outcome: "closed" };
    const actor = { id: customer.id, name: customer.fullName };
    const eventId = await appendTicketEvent(
      tx,
      ticket.id,
      { kind: "customer_reply", actor, body, submissionId: options.submissionId, channel: options.channel },
      {},
      now,
    );
    const stored = await storeEventAttachments(tx, eventId, options.files ?? []);
    const status = statusAfterCustomerReply(ticket.status);
    if (status !== ticket.status) {
      // Its own event, so the history (and the SLA clocks read from it) show when the pause ended.
      await appendTicketEvent(
        tx,
        ticket.id,
        { kind: "status", actor, fromValue: ticket.status, toValue: status, channel: options.channel },
        { status },
        now,
      );
    }
    const [assignee] = ticket.assigneeId
      ? await tx.select({ email: users.email }).from(users).where(eq(users.id, ticket.assigneeId))
      : [];
    await sendEmail(
      tx,
      customerReplyStaffMessage(assignee?.email ?? options.staffEmail, {
        number: ticket.number,
        subject: ticket.subject,
        body,
        customer: { fullName: customer.fullName, email: customer.email },
        reopenedAs: status !== ticket.status ? ticketStatusLabels[status] : null,
        attachments: stored.map((file) => file.fileName),
        staffUrl: absolute(options, staffTicketPath(ticket.number)),
        staffReplyTo: ticketReplyTo(ticket.id, { role: "staff", userId: ticket.assigneeId }),
      }),
    );
    return { outcome: "replied", eventId, status };
  });
}
