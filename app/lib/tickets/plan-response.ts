// What a customer's ticket promises for its first reply: the priority's figure from the Terms, or
// the customer's active AMC plan's response time when that is shorter. Pure.
//
// Stand-in until app/lib/sla lands on main: the sla branch exports the same parsePlanResponseTime
// and first-response figures (app/lib/sla/targets.ts); at the merge this module should re-export
// those instead of keeping its own copies.
import type { TicketPriority } from "~/db/tickets-schema";

const HOUR = 60;

/** First response by priority, as the Terms promise: critical 1 h, high 4 h, medium 8 h, low 24 h. */
export const firstResponseMinutes: Record<TicketPriority, number> = {
  critical: 1 * HOUR,
  high: 4 * HOUR,
  medium: 8 * HOUR,
  low: 24 * HOUR,
};

const UNIT_MINUTES: [RegExp, number][] = [
  [/^(m|mins?|minutes?)$/, 1],
  [/^(h|hrs?|hours?)$/, HOUR],
  [/^(d|days?)$/, 24 * HOUR],
];

/**
 * Minutes of a plan's stored response time ("2 h", "48 hours", "1 hour", "30 min", "1 day"); a
 * range ("4-8 hours") by its upper end. Null for anything unreadable, so that an odd value never
 * shortens a promise.
 */
export function parsePlanResponseTime(text: string | null | undefined): number | null {
  if (!text) return null;
  const match = /^\s*(?:(\d+(?:\.\d+)?)\s*[-–]\s*)?(\d+(?:\.\d+)?)\s*([a-z]+)\.?\s*$/i.exec(text);
  if (!match) return null;
  const amount = Number(match[2]);
  const unit = UNIT_MINUTES.find(([pattern]) => pattern.test((match[3] ?? "").toLowerCase()));
  if (!unit || !Number.isFinite(amount) || amount <= 0) return null;
  return Math.round(amount * unit[1]);
}

/** The shortest readable response time among the customer's active plans, or null. */
export function bestPlanResponseMinutes(responseTimes: readonly (string | null)[]): number | null {
  const minutes = responseTimes.map(parsePlanResponseTime).filter((value): value is number => value !== null);
  return minutes.length > 0 ? Math.min(...minutes) : null;
}

/** The first reply a new ticket is promised: the priority's figure, or the plan's when shorter. */
export function promisedFirstResponse(
  priority: TicketPriority,
  planResponseMinutes: number | null,
): { minutes: number; source: "priority" | "plan"; businessHours: boolean } {
  const businessHours = priority === "medium" || priority === "low";
  const byPriority = firstResponseMinutes[priority];
  if (planResponseMinutes !== null && planResponseMinutes > 0 && planResponseMinutes < byPriority) {
    return { minutes: planResponseMinutes, source: "plan", businessHours };
  }
  return { minutes: byPriority, source: "priority", businessHours };
}
