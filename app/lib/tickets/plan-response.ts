// What a customer's ticket promises for its first reply, in the words of the confirmation email: the
// priority's figure from the Terms, or the customer's active AMC plan's response time when that is
// shorter (app/lib/sla/targets.ts decides both; this only picks among several active plans).
import type { TicketPriority } from "~/db/tickets-schema";
import { calendarFor, firstResponseTarget, parsePlanResponseTime } from "~/lib/sla/targets";

/** The shortest readable response time among the customer's active plans, or null. */
export function bestPlanResponseMinutes(responseTimes: readonly (string | null)[]): number | null {
  const minutes = responseTimes.map(parsePlanResponseTime).filter((value): value is number => value !== null);
  return minutes.length > 0 ? Math.min(...minutes) : null;
}

/** The first reply a new ticket is promised, and whether it counts business hours only. */
export function promisedFirstResponse(
  priority: TicketPriority,
  planResponseMinutes: number | null,
): { minutes: number; source: "priority" | "plan"; businessHours: boolean } {
  const target = firstResponseTarget(priority, planResponseMinutes);
  return { ...target, businessHours: calendarFor(priority) === "business_hours" };
}
