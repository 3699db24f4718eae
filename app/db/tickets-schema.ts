// The support desk: tickets, their event history and the follow-up calls due after a
// resolution. The history is the record: SLA deadlines are recomputed from it on every change
// (app/lib/sla), and the ticket row only caches what the queue sorts and filters on. Attachments
// are stored files (uploads) owned by the event that carried them. Relative imports only:
// scripts/db-migrate.ts loads the schema directly under Node.
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts-schema.ts";
import { devices } from "./devices-schema.ts";
import { caseEventChannels, caseEventsTable } from "./case-events.ts";
import { createdAt, inList } from "./columns.ts";

export const ticketPriorities = ["critical", "high", "medium", "low"] as const;
export type TicketPriority = (typeof ticketPriorities)[number];

export const ticketTypes = ["hardware", "software", "network", "data_recovery", "other"] as const;
export type TicketType = (typeof ticketTypes)[number];

export const ticketStatuses = ["new", "open", "waiting_on_customer", "resolved", "closed"] as const;
export type TicketStatus = (typeof ticketStatuses)[number];

/** Where a ticket was opened: the form itself, or the form reached from Netra's hand-off. */
export const ticketSources = ["web", "chat", "email"] as const;
export type TicketSource = (typeof ticketSources)[number];

/**
 * What the staff queue searches in (number, subject, description): one expression, so that one
 * trigram index serves the search; queries must use this function too.
 */
export function ticketSearchText(table: { number: AnyPgColumn; subject: AnyPgColumn; description: AnyPgColumn }) {
  return sql`${table.number} || ' ' || ${table.subject} || ' ' || ${table.description}`;
}

export const tickets = pgTable(
  "tickets",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** The number customers and staff quote, e.g. AIT-2026-00042 (ticket_number_counters). */
    number: text("number").notNull(),
    /**
     * Idempotency key rendered into the new-ticket form: the same form posted twice (double click,
     * a retry after a lost response) opens one ticket.
     */
    submissionId: uuid("submission_id").notNull(),
    customerId: bigint("customer_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    subject: text("subject").notNull(),
    description: text("description").notNull(),
    priority: text("priority", { enum: ticketPriorities }).notNull(),
    type: text("type", { enum: ticketTypes }).notNull(),
    /** The device as typed (free text: "another device", or a ticket from before the register). */
    device: text("device"),
    /** The registered device the ticket is about (the customer's own; checked when the ticket is opened). */
    deviceId: bigint("device_id", { mode: "number" }).references(() => devices.id, { onDelete: "set null" }),
    location: text("location"),
    source: text("source", { enum: ticketSources }).notNull().default("web"),
    status: text("status", { enum: ticketStatuses }).notNull().default("new"),
    assigneeId: bigint("assignee_id", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    /** A duplicate merged into another ticket points at it; its thread stays readable. */
    mergedIntoId: bigint("merged_into_id", { mode: "number" }).references((): AnyPgColumn => tickets.id, {
      onDelete: "set null",
    }),
    /**
     * The response time of the customer's active AMC plan when the ticket was opened, in minutes
     * (null without one): part of the ticket's promise, so a later plan change does not rewrite it.
     */
    planResponseMinutes: integer("plan_response_minutes"),
    // Cached from the event history by the SLA calculator after every change (never incremented):
    // the queue orders by the next deadline and filters on breaches without replaying every thread.
    firstResponseDueAt: timestamp("first_response_due_at", { withTimezone: true }),
    resolutionDueAt: timestamp("resolution_due_at", { withTimezone: true }),
    /** The earliest deadline still running (null while paused, resolved or closed). */
    nextDeadlineAt: timestamp("next_deadline_at", { withTimezone: true }),
    breached: boolean("breached").notNull().default(false),
    firstRespondedAt: timestamp("first_responded_at", { withTimezone: true }),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("tickets_number_key").on(table.number),
    uniqueIndex("tickets_submission_id_key").on(table.submissionId),
    // A customer's list, newest first.
    index("tickets_customer_created_idx").on(table.customerId, table.createdAt),
    // A device's tickets, newest first.
    index("tickets_device_created_idx").on(table.deviceId, table.createdAt),
    // The staff queue: what breaches first, by status and by assignee.
    index("tickets_status_deadline_idx").on(table.status, table.nextDeadlineAt),
    index("tickets_assignee_deadline_idx").on(table.assigneeId, table.nextDeadlineAt),
    index("tickets_search_idx").using("gin", sql`(${ticketSearchText(table)}) gin_trgm_ops`),
    check("tickets_priority_check", sql`${table.priority} in (${inList(ticketPriorities)})`),
    check("tickets_type_check", sql`${table.type} in (${inList(ticketTypes)})`),
    check("tickets_status_check", sql`${table.status} in (${inList(ticketStatuses)})`),
    check("tickets_source_check", sql`${table.source} in (${inList(ticketSources)})`),
  ],
);

/** One row per year: the last ticket number given out (AIT-<year>-<5 digits>), taken with an upsert. */
export const ticketNumberCounters = pgTable("ticket_number_counters", {
  year: integer("year").primaryKey(),
  last: integer("last").notNull(),
});

/**
 * What happened to a ticket, in order. 'opened' carries the description; replies and notes carry a
 * body; changes carry from/to values. Customers see only rows with internal = false: internal notes
 * and staff-only changes (assignee, merges) are hidden from them.
 */
export const ticketEventKinds = [
  "opened",
  "customer_reply",
  "staff_reply",
  "note",
  "status",
  "priority",
  "type",
  "assign",
  "merge",
] as const;
export type TicketEventKind = (typeof ticketEventKinds)[number];

/** How an event reached us: the site, an emailed reply, or the system. */
export const ticketEventChannels = caseEventChannels;
export type TicketEventChannel = (typeof ticketEventChannels)[number];

export const ticketEvents = caseEventsTable("ticket_events", {
  record: { key: "ticketId", column: "ticket_id", references: () => tickets.id, index: "ticket_events_ticket_idx" },
  kinds: ticketEventKinds,
});

/**
 * The key of a row that belongs to one resolution of a ticket (its follow-up call, its rating):
 * the ticket and the 'resolved' event, both removed with the ticket. A function, because every
 * table needs its own column builders.
 */
const resolutionColumns = () => ({
  id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
  ticketId: bigint("ticket_id", { mode: "number" })
    .notNull()
    .references(() => tickets.id, { onDelete: "cascade" }),
  resolutionEventId: bigint("resolution_event_id", { mode: "number" })
    .notNull()
    .references(() => ticketEvents.id, { onDelete: "cascade" }),
});

/**
 * The follow-up call the Terms promise within 48 hours of a resolution: created when a ticket is
 * resolved (again after a reopen and a new resolution), ticked off by staff.
 */
export const ticketFollowUps = pgTable(
  "ticket_follow_ups",
  {
    // The resolution event that created it: one task per resolution, even if the post repeats.
    ...resolutionColumns(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    doneAt: timestamp("done_at", { withTimezone: true }),
    doneById: bigint("done_by_id", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    doneByName: text("done_by_name"),
    /** What the call found (optional). */
    outcome: text("outcome"),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("ticket_follow_ups_resolution_key").on(table.resolutionEventId),
    index("ticket_follow_ups_open_idx").on(table.doneAt, table.dueAt),
    index("ticket_follow_ups_ticket_idx").on(table.ticketId),
  ],
);

/**
 * The customer's satisfaction with one resolution: a 1–5 rating given with a signed link
 * in the 'resolved' email, changed by clicking again, with an optional comment. One row per
 * resolution event, so a ticket reopened and resolved again can be rated again.
 */
export const ticketRatings = pgTable(
  "ticket_ratings",
  {
    ...resolutionColumns(),
    score: integer("score").notNull(),
    comment: text("comment"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("ticket_ratings_resolution_key").on(table.resolutionEventId),
    index("ticket_ratings_ticket_idx").on(table.ticketId),
    // Reports count ratings given in a period.
    index("ticket_ratings_created_idx").on(table.createdAt),
    check("ticket_ratings_score_check", sql`${table.score} between 1 and 5`),
  ],
);
