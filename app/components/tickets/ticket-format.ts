// How the customer's ticket pages say their next promised step (times in India time, like every page).
import { ticketListCopy } from "~/content/tickets-customer";
import type { TicketStatus } from "~/db/tickets-schema";
import { formatDateTime } from "~/lib/india-time";

export type NextStep = { step: "first_response" | "resolution"; dueAt: string } | null;

/** "First reply by …", "Waiting on you", or a dash once nothing is owed. */
export function nextStepText(status: TicketStatus, next: NextStep): string {
  const copy = ticketListCopy.next;
  if (status === "waiting_on_customer") return copy.waitingOnYou;
  if (status === "resolved" || status === "closed") return copy.done;
  if (!next) return copy.pending;
  const due = formatDateTime(next.dueAt);
  return next.step === "first_response" ? copy.firstResponse(due) : copy.resolution(due);
}
