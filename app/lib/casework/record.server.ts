// One record as its staff page reads it: the row with its assignee's name, and its history oldest
// first, each event with the state of the email it sent (the outbox's, so a page shows whether a
// reply went out). A type that reads more (a ticket's customer and plan) joins it itself and reads
// its history here all the same.
import { asc, eq, type SQL } from "drizzle-orm";
import { alias, type PgColumn } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client.server";
import { emailOutbox, type OutboxStatus, users } from "~/db/schema";
import type { CaseType } from "./case-type.server";

/** An entry of a record's history as staff pages show it. */
export type CaseHistoryEvent<Kind extends string = string> = {
  id: number;
  kind: Kind;
  actorName: string;
  body: string | null;
  fromValue: string | null;
  toValue: string | null;
  emailStatus: OutboxStatus | null;
  createdAt: Date;
};

/**
 * The record's history, oldest first. `more` adds columns a type's page needs besides the shared
 * ones (an event's `internal` flag, the email's subject); `Event` names the entries' whole shape.
 */
export async function listCaseHistory<Event extends CaseHistoryEvent>(
  db: Database,
  type: CaseType,
  id: number,
  more: Record<string, PgColumn | SQL> = {},
): Promise<Event[]> {
  const events = type.events;
  const rows = await db
    .select({
      id: events.id,
      kind: events.kind,
      actorName: events.actorName,
      body: events.body,
      fromValue: events.fromValue,
      toValue: events.toValue,
      emailStatus: emailOutbox.status,
      createdAt: events.createdAt,
      ...more,
    })
    .from(events)
    .leftJoin(emailOutbox, eq(emailOutbox.id, events.outboxId))
    .where(eq(events[type.eventRecordKey], id))
    .orderBy(asc(events.createdAt), asc(events.id));
  return rows as Event[];
}

/** The record with its assignee's name (null: nobody) and its history, or null when there is none. */
export async function getCaseRecord<Row, Event extends CaseHistoryEvent = CaseHistoryEvent>(
  db: Database,
  type: CaseType,
  id: number,
  moreHistory: Record<string, PgColumn | SQL> = {},
): Promise<(Row & { assigneeName: string | null; events: Event[] }) | null> {
  if (!type.assignee) throw new Error(`${type.subject} has no assignee`);
  const assignee = alias(users, "assignee");
  const [found] = await db
    .select({ record: type.table, assigneeName: assignee.fullName })
    .from(type.table)
    .leftJoin(assignee, eq(assignee.id, type.table[type.assignee.key]))
    .where(eq(type.table.id, id));
  if (!found) return null;
  const events = await listCaseHistory<Event>(db, type, id, moreHistory);
  return { ...(found.record as Row), assigneeName: found.assigneeName, events };
}
