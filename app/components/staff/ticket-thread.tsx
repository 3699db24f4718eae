// A ticket's whole thread as staff see it, on the staff kit's CaseThread: the opening description, replies, internal
// notes (marked "Staff only"), status, priority, type, assignment and merge events, each with who
// and when, and whether the customer's email went out.
import { CaseThread, threadTones } from "./case-thread";
import { staffTicketCopy as copy } from "~/content/staff-tickets";
import { staffTicketStatusLabels, ticketPriorityLabels, ticketTypeLabels } from "~/content/tickets";

type ThreadEvent = {
  id: number;
  kind: string;
  internal: boolean;
  channel: string;
  actorName: string;
  body: string | null;
  fromValue: string | null;
  toValue: string | null;
  emailStatus: string | null;
  createdAt: Date | string;
};

type Ticket = { description: string; customerName: string; events: ThreadEvent[] };

const label = (labels: Record<string, string>, value: string | null) => (value ? (labels[value] ?? value) : "");

function title(event: ThreadEvent, customerName: string) {
  const words = copy.thread;
  switch (event.kind) {
    case "opened":
      return words.opened(event.actorName || customerName);
    case "customer_reply":
      return words.customerReply(event.actorName || customerName);
    case "staff_reply":
      return event.internal ? words.note(event.actorName) : words.staffReply(event.actorName);
    case "note":
      return words.note(event.actorName);
    case "status":
      return words.status(
        event.actorName,
        label(staffTicketStatusLabels, event.fromValue),
        label(staffTicketStatusLabels, event.toValue),
      );
    case "priority":
      return words.priority(
        event.actorName,
        label(ticketPriorityLabels, event.fromValue),
        label(ticketPriorityLabels, event.toValue),
      );
    case "type":
      return words.type(
        event.actorName,
        label(ticketTypeLabels, event.fromValue),
        label(ticketTypeLabels, event.toValue),
      );
    case "assign":
      return words.assign(event.actorName, event.fromValue ?? "", event.toValue ?? "");
    case "merge":
      return event.toValue
        ? words.mergedInto(event.actorName, event.toValue)
        : words.mergedFrom(event.actorName, event.fromValue ?? "");
    default:
      return event.kind;
  }
}

// Notes are marked more strongly than elsewhere: a ticket's thread mixes them with the customer's replies.
function tone(event: ThreadEvent) {
  if (event.kind === "note" || (event.internal && event.body)) return "border-amber-300 bg-amber-50";
  if (event.kind === "opened" || event.kind === "customer_reply") return threadTones.record;
  if (event.kind === "staff_reply") return threadTones.reply;
  return threadTones.change;
}

export function TicketThread({ ticket }: { ticket: Ticket }) {
  return (
    <CaseThread
      heading={copy.threadHeading}
      entries={ticket.events.map((event) => {
        const via = copy.thread.via[event.channel];
        const email = event.emailStatus ? (copy.thread.email[event.emailStatus] ?? event.emailStatus) : null;
        return {
          id: event.id,
          title: (
            <>
              {event.internal ? (
                <span className="mr-2 rounded-full bg-amber-200 px-2 py-0.5 text-xs font-bold text-amber-950">
                  {copy.thread.internal}
                </span>
              ) : null}
              {title(event, ticket.customerName)}
            </>
          ),
          createdAt: event.createdAt,
          body: event.kind === "opened" ? (event.body ?? ticket.description) : event.body,
          extra: [via, email].filter(Boolean).join(" · ") || null,
          tone: tone(event),
        };
      })}
    />
  );
}
