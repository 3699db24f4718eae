// The one shape of a record's history. Every table that staff work through a history (tickets,
// contact messages, job applications, plan requests) keeps it in a `*_events` table built from these
// columns: what happened (its own list of kinds), whether the requester may see it, how it reached
// us, who did it, the text, the change from → to, the email it sent and the form that posted it.
// Each table adds only its foreign key to its record, with ON DELETE CASCADE: deleting a record
// (retention) takes its history with it. Relative imports only: scripts/db-migrate.ts loads the
// schema directly under Node.
import { sql } from "drizzle-orm";
import { type AnyPgColumn, bigint, boolean, check, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts-schema.ts";
import { createdAt, inList } from "./columns.ts";
import { emailOutbox } from "./email-outbox-schema.ts";

/** How an event reached us: the site, an email (a reply by email), or the system itself. */
export const caseEventChannels = ["web", "email", "system"] as const;
export type CaseEventChannel = (typeof caseEventChannels)[number];

/** The history's shared columns, with `kinds` as the table's own list of what can happen to its record. */
function caseEventColumns<const Kinds extends readonly [string, ...string[]]>(kinds: Kinds) {
  return {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text("kind", { enum: kinds }).notNull(),
    /** Hidden from the requester (a customer reads only the events with internal = false). */
    internal: boolean("internal").notNull().default(false),
    channel: text("channel", { enum: caseEventChannels }).notNull().default("web"),
    /** Who did it (null for the requester or the system, and once the account is gone). */
    actorUserId: bigint("actor_user_id", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    /** The actor's name, copied so the history still reads right after the account is renamed or gone. */
    actorName: text("actor_name").notNull(),
    /** A reply's, a note's or a status message's text. */
    body: text("body"),
    /** A change's old and new value: statuses, priorities, assignees' names ('' = nobody). */
    fromValue: text("from_value"),
    toValue: text("to_value"),
    /** The email this event sent, so staff can see whether it went out. */
    outboxId: bigint("outbox_id", { mode: "number" }).references(() => emailOutbox.id, { onDelete: "set null" }),
    /** A form's idempotency key: the same form posted twice (double click, re-post) records one event. */
    submissionId: uuid("submission_id"),
    createdAt: createdAt(),
  };
}

/** The history's link to its record: deleting the record (retention) deletes its history with it. */
const recordIdColumn = (column: string, references: () => AnyPgColumn) =>
  bigint(column, { mode: "number" }).notNull().references(references, { onDelete: "cascade" });

/**
 * A record's history table: its foreign key to the record (property `record.key`, column
 * `record.column`) and the shared columns, with the indexes and checks every history has — its
 * record's events in order (a thread is read by record, oldest first, ties broken by id), one event
 * per form submission, and the kind and channel checks.
 */
export function caseEventsTable<
  const Name extends string,
  const Key extends string,
  const Kinds extends readonly [string, ...string[]],
>(
  name: Name,
  options: {
    record: { key: Key; column: string; references: () => AnyPgColumn; index: string };
    kinds: Kinds;
  },
) {
  const { record, kinds } = options;
  const columns = {
    [record.key]: recordIdColumn(record.column, record.references),
    ...caseEventColumns(kinds),
  } as Record<Key, ReturnType<typeof recordIdColumn>> & ReturnType<typeof caseEventColumns<Kinds>>;
  return pgTable(name, columns, (table) => [
    index(record.index).on(table[record.key], table.createdAt, table.id),
    uniqueIndex(`${name}_submission_id_key`).on(table.submissionId),
    check(`${name}_kind_check`, sql`${table.kind} in (${inList(kinds)})`),
    check(`${name}_channel_check`, sql`${table.channel} in (${inList(caseEventChannels)})`),
  ]);
}
