// The support desk's badges on staff pages: a ticket's status and priority, the time left
// before its next promised deadline (or by how much it is overdue), and a follow-up call's state.
// `now` comes from the loader, so the server and the browser render the same words.
import { staffFollowUpsCopy, staffTicketsCopy } from "~/content/staff-tickets";
import { staffTicketStatusLabels, ticketPriorityLabels } from "~/content/tickets";
import { deadlineBadge, followUpBadge, formatDuration } from "~/lib/tickets/staff-queue";
import { Badge, type BadgeTone } from "./status-badges";

type Status = keyof typeof staffTicketStatusLabels;
type Priority = keyof typeof ticketPriorityLabels;

const statusTones: Record<Status, BadgeTone> = {
  new: "blue",
  open: "yellow",
  waiting_on_customer: "grey",
  resolved: "green",
  closed: "grey",
};

export function TicketStatusBadge({ status }: { status: Status }) {
  return <Badge tone={statusTones[status]} label={staffTicketStatusLabels[status]} />;
}

const priorityTones: Record<Priority, BadgeTone> = { critical: "red", high: "yellow", medium: "blue", low: "grey" };

export function TicketPriorityBadge({ priority }: { priority: Priority }) {
  return <Badge tone={priorityTones[priority]} label={ticketPriorityLabels[priority]} />;
}

export function DeadlineBadge({
  row,
  now,
}: {
  row: { status: Status; nextDeadlineAt: Date | string | null; breached: boolean };
  now: Date | string;
}) {
  const words = staffTicketsCopy.badges;
  const badge = deadlineBadge(row, new Date(now));
  switch (badge.kind) {
    case "overdue":
      return <Badge tone="red" label={words.overdue(formatDuration(badge.minutes))} />;
    case "due_soon":
      return <Badge tone="yellow" label={words.dueSoon(formatDuration(badge.minutes))} />;
    case "due":
      return <Badge tone="blue" label={words.due(formatDuration(badge.minutes))} />;
    case "paused":
      return <Badge tone="grey" label={words.paused} />;
    case "breached":
      return <Badge tone="red" label={words.breached} />;
    default:
      return <span className="text-sm text-slate-600">{words.none}</span>;
  }
}

const followUpTones = { due: "yellow", overdue: "red", done: "green" } as const;

export function FollowUpBadge({
  task,
  now,
}: {
  task: { dueAt: Date | string; doneAt: Date | string | null };
  now: Date | string;
}) {
  const state = followUpBadge(task, new Date(now));
  return <Badge tone={followUpTones[state]} label={staffFollowUpsCopy.badges[state]} />;
}
