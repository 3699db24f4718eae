// What a customer's ticket promises for its first reply, in the words of the confirmation email: the
// priority's figure from the Terms, or the response time of the customer's AMC contract when that is
// shorter (app/lib/sla/targets.ts decides; the contract that covers the customer is coverage.server's).
import type { TicketPriority } from "~/db/tickets-schema";
import { calendarFor, firstResponseTarget } from "~/lib/sla/targets";

/** The first reply a new ticket is promised, and whether it counts business hours only. */
export function promisedFirstResponse(
  priority: TicketPriority,
  planResponseMinutes: number | null,
): { minutes: number; source: "priority" | "plan"; businessHours: boolean } {
  const target = firstResponseTarget(priority, planResponseMinutes);
  return { ...target, businessHours: calendarFor(priority) === "business_hours" };
}
