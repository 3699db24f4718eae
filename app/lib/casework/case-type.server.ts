// A case type: what the kernel needs to know of a record that staff work through a history (a
// contact message, a ticket, a job application, a plan request…). Everything else about the record
// — its own columns, rules and pages — stays in its feature folder.
import type { AccountRole } from "~/db/schema";
import type { Database } from "~/db/client.server";
import type { CaseSubject } from "./policy";

/** A database or a transaction: every kernel function runs in the caller's transaction when given one. */
export type CaseWriter = Database;

/** Who acts: a staff member, the customer, or the system (id null, e.g. the command line or a job). */
export type CaseActor = { id: number | null; email: string; fullName: string };

/** The site itself as the actor: scheduled jobs and commands nobody typed (its history reads "System"). */
export const systemActor: CaseActor = { id: null, email: "", fullName: "System" };

export type CaseType = {
  /**
   * The record's kind in the console's policy, e.g. 'contact_message': the audit log's subject type,
   * and what the emails sent about it are filed under (the outbox shows them to who may see the record).
   */
  subject: CaseSubject;
  /** The audit actions' prefix: 'message' gives 'message.status', 'message.assign', … */
  auditPrefix: string;
  /** The record's property the audit log names it by where staff know it by another name than its id (a ticket's number). */
  auditIdKey?: string;
  /** The record's table (a Drizzle table), with an `id` column. */
  // biome-ignore lint/suspicious/noExplicitAny: the kernel serves tables of every shape
  table: any;
  /** The history table built from the shared event columns (app/db/case-events.ts). */
  // biome-ignore lint/suspicious/noExplicitAny: the kernel serves tables of every shape
  events: any;
  /** The events table's property that points at the record, e.g. 'messageId'. */
  eventRecordKey: string;
  /**
   * The record's status property and the moves its lifecycle allows (absent: any move). A move is
   * recorded under the property's name: its history entry's kind and its audit verb ('status', 'stage').
   */
  status?: { key: string; canMove?: (from: string, to: string) => boolean };
  /** The record's assignee property and which roles may be assigned. */
  assignee?: { key: string; roles: readonly AccountRole[] };
  /** Set to now() with every event (a retention clock or a list's "last change"). */
  touchKey?: string;
  /** Notes' audit entries keep their words, or only their length (personal data kept out of the log). */
  noteAudit?: "text" | "length";
  /** Runs after each event in the same transaction (a ticket's SLA deadlines and escalation jobs). */
  afterEvent?: (tx: CaseWriter, recordId: number, now: Date) => Promise<void>;
};

export function defineCaseType<T extends CaseType>(type: T): T {
  return type;
}
