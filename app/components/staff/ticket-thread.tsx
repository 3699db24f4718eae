// A ticket's whole thread as staff see it (issue 14): the opening description, replies, internal
// notes (marked "Staff only"), status, priority, type, assignment and merge events, each with who
// and when, and whether the customer's email went out.
import { formatDateTime, isoString } from "~/lib/india-time";
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

function tone(event: ThreadEvent) {
  if (event.kind === "note" || (event.internal && event.body)) return "border-amber-300 bg-amber-50";
  if (event.kind === "opened" || event.kind === "customer_reply") return "border-brand-200 bg-brand-50";
  if (event.kind === "staff_reply") return "border-slate-300 bg-white";
  return "border-slate-200 bg-slate-50";
}

export function TicketThread({ ticket }: { ticket: Ticket }) {
  return (
    <section aria-labelledby="thread-heading">
      <h2 id="thread-heading" className="text-lg font-bold text-slate-900">
        {copy.threadHeading}
      </h2>
      <ol className="mt-4 space-y-3">
        {ticket.events.map((event) => {
          const body = event.kind === "opened" ? (event.body ?? ticket.description) : event.body;
          const via = copy.thread.via[event.channel];
          return (
            <li key={event.id} className={`rounded-xl border p-4 ${tone(event)}`}>
              <p className="text-sm font-semibold text-slate-900">
                {event.internal ? (
                  <span className="mr-2 rounded-full bg-amber-200 px-2 py-0.5 text-xs font-bold text-amber-950">
                    {copy.thread.internal}
                  </span>
                ) : null}
                {title(event, ticket.customerName)} ·{" "}
                <time dateTime={isoString(event.createdAt)} className="font-normal text-slate-700">
                  {formatDateTime(event.createdAt)}
                </time>
                {via ? <span className="font-normal text-slate-700"> · {via}</span> : null}
                {event.emailStatus ? (
                  <span className="font-normal text-slate-700">
                    {" "}
                    · {copy.thread.email[event.emailStatus] ?? event.emailStatus}
                  </span>
                ) : null}
              </p>
              {body ? <p className="mt-2 break-words whitespace-pre-line text-slate-900">{body}</p> : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
