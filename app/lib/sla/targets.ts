// The SLA figures of the Terms ("Terms figures" in the site spec; app/content/legal.ts shows them)
// as minutes, and the calendar each priority counts on (docs/decisions/016-sla-calendar.md).
import type { SlaCalendarKind, TicketPriority, TicketType } from "./types";

const HOUR = 60;

/** First response by priority: critical 1 h, high 4 h, medium 8 h, low 24 h. */
export const firstResponseMinutes: Record<TicketPriority, number> = {
  critical: 1 * HOUR,
  high: 4 * HOUR,
  medium: 8 * HOUR,
  low: 24 * HOUR,
};

/**
 * Resolution by type. The Terms give ranges (hardware 24-48 hours, software 4-8, network 2-4, data
 * recovery 1-3 days); the promise is the upper end — a customer reads "24-48 hours" as "within 48
 * hours at the latest", and breaching at the lower end would escalate tickets still inside the
 * published range. The lower end is what staff aim for; the 80 % warning comes well before the
 * promise. "other" (questions, changes, anything not typed) gets 48 hours: the longest hours-based
 * figure in the table, so no untyped ticket is held to a promise the Terms do not make, and none
 * waits longer than a hardware fault.
 */
export const resolutionMinutes: Record<TicketType, number> = {
  hardware: 48 * HOUR,
  software: 8 * HOUR,
  network: 4 * HOUR,
  data_recovery: 3 * 24 * HOUR,
  other: 48 * HOUR,
};

/** Critical and high count every minute; medium and low count business hours. */
export function calendarFor(priority: TicketPriority): SlaCalendarKind {
  return priority === "critical" || priority === "high" ? "24x7" : "business_hours";
}

const UNIT_MINUTES: [RegExp, number][] = [
  [/^(m|mins?|minutes?)$/, 1],
  [/^(h|hrs?|hours?)$/, HOUR],
  [/^(d|days?)$/, 24 * HOUR],
];

/**
 * Minutes of an AMC plan's stored response time ("2 h", "24 h", "48 hours", "1 hour", "30 min",
 * "1 day"; app/content/plans.ts `responseTime`, copied to plan_requests.response_time when a plan
 * becomes active). A range ("4-8 hours") counts by its upper end, like the Terms' ranges. Returns
 * null for anything else ("Same day", empty), so that an unreadable plan never shortens a target.
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

/** The first-response target: the priority's figure, or the plan's when it is shorter. */
export function firstResponseTarget(
  priority: TicketPriority,
  planResponseMinutes: number | null,
): { minutes: number; source: "priority" | "plan" } {
  const byPriority = firstResponseMinutes[priority];
  if (planResponseMinutes !== null && planResponseMinutes > 0 && planResponseMinutes < byPriority) {
    return { minutes: planResponseMinutes, source: "plan" };
  }
  return { minutes: byPriority, source: "priority" };
}
