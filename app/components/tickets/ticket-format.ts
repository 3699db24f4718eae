// How the customer's ticket pages show times and their next promised step: in India Standard Time,
// the same on the server and in the browser (no hydration mismatch).
import { site } from "~/content/site";
import { ticketListCopy } from "~/content/tickets-customer";
import type { TicketStatus } from "~/db/tickets-schema";

const dateTimeFormat = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: site.timeZone,
});

export function formatTicketTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}

export type NextStep = { step: "first_response" | "resolution"; dueAt: string } | null;

/** "First reply by …", "Waiting on you", or a dash once nothing is owed. */
export function nextStepText(status: TicketStatus, next: NextStep): string {
  const copy = ticketListCopy.next;
  if (status === "waiting_on_customer") return copy.waitingOnYou;
  if (status === "resolved" || status === "closed") return copy.done;
  if (!next) return copy.pending;
  const due = formatTicketTime(next.dueAt);
  return next.step === "first_response" ? copy.firstResponse(due) : copy.resolution(due);
}
