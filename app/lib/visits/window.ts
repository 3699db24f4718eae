// A visit's time window as staff type it and the planner lays it out: India time (UTC+05:30, no
// daylight saving) in the form of a datetime-local field ('2026-12-01T10:30'), stored as instants.
// Pure and browser-safe.

const INDIA_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The instant of an India date-time typed as 'YYYY-MM-DDTHH:MM', or null when it is not a real one. */
export function parseIndiaDateTime(text: string): Date | null {
  const match = LOCAL.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  if (year < 2000 || year > 2999 || hour > 23 || minute > 59) return null;
  const utc = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(utc);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return new Date(utc - INDIA_OFFSET_MS);
}

/** An instant as a datetime-local field's value in India time. */
export function indiaDateTimeValue(at: Date | string): string {
  return new Date(new Date(at).getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 16);
}

/** The India date of an instant, 'YYYY-MM-DD'. */
export function indiaDateOf(at: Date | string): string {
  return indiaDateTimeValue(at).slice(0, 10);
}

/** The instant `hours` after a day ('YYYY-MM-DD') begins in India. */
export function indiaTimeOn(day: string, hours = 0): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - INDIA_OFFSET_MS + hours * 3_600_000);
}

/** Whether two windows overlap; one ending when the other starts (back to back) does not. */
export function windowsOverlap(a: { start: Date; end: Date }, b: { start: Date; end: Date }): boolean {
  return a.start < b.end && b.start < a.end;
}

/** A week of the planner: its Monday and seven days (India dates), and the instants it spans. */
export type PlannerWeek = { monday: string; days: string[]; from: Date; to: Date; previous: string; next: string };

function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The week (Monday to Sunday, India dates) holding `day` ('YYYY-MM-DD'), or the current week when
 * `day` is absent or not a date.
 */
export function plannerWeek(day: string | null, now = new Date()): PlannerWeek {
  const valid = day !== null && DAY.test(day) && !Number.isNaN(Date.parse(`${day}T00:00:00Z`));
  const chosen = valid && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day) ? day : indiaDateOf(now);
  const weekday = (new Date(`${chosen}T00:00:00Z`).getUTCDay() + 6) % 7;
  const monday = shiftDay(chosen, -weekday);
  const days = Array.from({ length: 7 }, (_, index) => shiftDay(monday, index));
  const from = indiaTimeOn(monday);
  return {
    monday,
    days,
    from,
    to: new Date(from.getTime() + 7 * DAY_MS),
    previous: shiftDay(monday, -7),
    next: shiftDay(monday, 7),
  };
}
