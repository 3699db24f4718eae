// The staff queue's pure pieces: its URL (and the follow-up calls'), the order it shows tickets in, and
// the deadline badge of each row. Zod-free and database-free, so the queue page's browser bundle
// stays small and the rules are unit-tested.
import type { TicketPriority, TicketStatus } from "~/db/tickets-schema";
import { choiceParam, defineListCodec, flagParam, pageParam, textParam } from "~/lib/casework/list-codec";

// The database's lists (tickets-schema.ts), repeated so that the schema never reaches the browser;
// a test compares them.
export const queuePriorities = ["critical", "high", "medium", "low"] as const satisfies readonly TicketPriority[];
export const queueStatuses = [
  "new",
  "open",
  "waiting_on_customer",
  "resolved",
  "closed",
] as const satisfies readonly TicketStatus[];

/** 'active' (the default): everything still to do — new, open and waiting on the customer. */
export const ACTIVE_STATUSES: readonly TicketStatus[] = ["new", "open", "waiting_on_customer"];

/**
 * The queue's URL: ?q=&assignee=&priority=&status=&breached=1&page= (bookmarkable). `status` is
 * 'active' unless another is asked for; `breached` keeps only tickets that missed a promised time.
 */
export const ticketQueueList = defineListCodec({
  q: textParam(100),
  assignee: choiceParam(["mine", "unassigned"] as const),
  priority: choiceParam(queuePriorities),
  status: choiceParam([...queueStatuses, "any"] as const, "active"),
  breached: flagParam(),
  page: pageParam(),
});
export type TicketQueueQuery = ReturnType<typeof ticketQueueList.parse>;

/** The follow-up calls' URL: ?show=open|done|all&page=. */
export const followUpShows = ["open", "done", "all"] as const;
export const followUpList = defineListCodec({ show: choiceParam(followUpShows, "open"), page: pageParam() });
export type FollowUpFilter = (typeof followUpShows)[number];

/** What the queue orders by, per row. */
export type QueueOrderRow = { id: number; nextDeadlineAt: Date | null; createdAt: Date };

/**
 * The queue's order: what breaches first (the earliest running deadline, overdue ones therefore
 * on top), then tickets with no running clock (paused, resolved, closed), oldest first. The SQL
 * query orders the same way (`next_deadline_at asc nulls last, created_at, id`); this is its
 * specification, tested.
 */
export function compareQueueRows(a: QueueOrderRow, b: QueueOrderRow): number {
  if (a.nextDeadlineAt && b.nextDeadlineAt) {
    const byDeadline = a.nextDeadlineAt.getTime() - b.nextDeadlineAt.getTime();
    if (byDeadline !== 0) return byDeadline;
  } else if (a.nextDeadlineAt) return -1;
  else if (b.nextDeadlineAt) return 1;
  return a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id;
}

/** Under this much time left, a deadline is shown as due soon. */
export const DUE_SOON_MS = 60 * 60_000;

export type DeadlineBadge =
  | { kind: "overdue"; minutes: number }
  | { kind: "due_soon"; minutes: number }
  | { kind: "due"; minutes: number }
  | { kind: "paused" }
  | { kind: "breached" }
  | { kind: "none" };

/**
 * The badge of a queue row at `now`: time left before the next deadline, or by how much it is
 * overdue; a ticket waiting on the customer has its clocks paused; a finished ticket that missed a
 * promise keeps a 'breached' mark. Minutes are whole (rounded up while counting down, down once
 * overdue, so '0 min left' never shows for a deadline still ahead).
 */
export function deadlineBadge(
  row: { status: TicketStatus; nextDeadlineAt: Date | string | null; breached: boolean },
  now: Date,
): DeadlineBadge {
  if (row.nextDeadlineAt) {
    const left = new Date(row.nextDeadlineAt).getTime() - now.getTime();
    if (left <= 0)
      return {
        kind: "overdue",
        minutes: Math.floor((now.getTime() - new Date(row.nextDeadlineAt).getTime()) / 60_000),
      };
    const minutes = Math.ceil(left / 60_000);
    return left <= DUE_SOON_MS ? { kind: "due_soon", minutes } : { kind: "due", minutes };
  }
  if (row.status === "waiting_on_customer") return { kind: "paused" };
  return row.breached ? { kind: "breached" } : { kind: "none" };
}

/** '45 min', '3 h 5 min', '2 d 4 h': a duration as staff read it at a glance. */
export function formatDuration(totalMinutes: number): string {
  const minutes = Math.max(0, Math.round(totalMinutes));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) {
    const rest = minutes % 60;
    return rest ? `${hours} h ${rest} min` : `${hours} h`;
  }
  const days = Math.floor(hours / 24);
  const restHours = hours % 24;
  return restHours ? `${days} d ${restHours} h` : `${days} d`;
}

/** A follow-up call task's badge: done, overdue (past its due time) or due. */
export function followUpBadge(task: { dueAt: Date | string; doneAt: Date | string | null }, now: Date) {
  if (task.doneAt) return "done" as const;
  return new Date(task.dueAt).getTime() <= now.getTime() ? ("overdue" as const) : ("due" as const);
}

/** The customer's AMC contract on a ticket's staff page (ticket-contract.server.ts finds it). */
export type TicketContract = {
  id: number;
  planName: string;
  /** Its last day, 'YYYY-MM-DD' (India). */
  endsOn: string;
  responseMinutes: number;
  /**
   * in-force: it covers the customer; grace: past its end, still covering until `graceUntil`;
   * lapsed: expired without renewal, the customer's tickets get the priorities' standard targets.
   */
  state: "in-force" | "grace" | "lapsed";
  /** In grace: its last day. */
  graceUntil: string | null;
  /** Lapsed: the day it expired (the first after its grace period). */
  expiredOn: string | null;
  /** A renewal held in grace until its invoice (its number, when issued) is paid; service continues. */
  awaitingPayment?: { invoiceNumber: string | null } | null;
};
