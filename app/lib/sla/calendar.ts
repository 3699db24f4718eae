// Counting time on an SLA calendar (docs/decisions/016-sla-calendar.md). "24x7" counts every
// millisecond; "business_hours" counts Monday to Friday, 09:00–18:00 in India (IST, UTC+05:30 all
// year: India has no daylight saving time, so a fixed offset is exact), except Kerala public
// holidays from app/content/kerala-holidays.ts. Pure arithmetic on epoch milliseconds: no Date.now,
// no time-zone database, the same answer on every server.
import { keralaHolidays } from "~/content/kerala-holidays";
import type { SlaCalendarKind, SlaWarning } from "./types";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** IST is UTC+05:30 all year. */
export const IST_OFFSET_MS = 330 * MINUTE;
export const BUSINESS_DAY_START_MS = 9 * 60 * MINUTE;
export const BUSINESS_DAY_END_MS = 18 * 60 * MINUTE;
/** A search for the end of a deadline gives up after this many days (a bug, or a target of years). */
const MAX_DAYS = 3 * 366;

export type HolidayData = { coversFrom: string; coversUntil: string; days: readonly { date: string }[] };

export interface SlaCalendar {
  kind: SlaCalendarKind;
  /** Counted milliseconds in [from, to) (0 when to ≤ from). */
  countedMs(from: number, to: number): number;
  /** The earliest instant ≥ from at which `ms` counted milliseconds have passed since from. */
  addCountedMs(from: number, ms: number): number;
  /** Whether time counts at this instant. */
  counts(at: number): boolean;
}

/** The IST calendar date (YYYY-MM-DD) of an instant. */
export function istDate(at: number): string {
  return new Date(istDay(at) * DAY).toISOString().slice(0, 10);
}

/** Days since 1970-01-01 in IST. */
function istDay(at: number): number {
  return Math.floor((at + IST_OFFSET_MS) / DAY);
}

/** Day 0 (1970-01-01) was a Thursday; 0 = Sunday … 6 = Saturday. */
function weekday(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

/**
 * Collects the dates the business calendar needed but the holiday data does not cover, one warning
 * per calendar year; computeSla() returns them so that the caller can log them.
 */
export class HolidayCoverage {
  readonly #years = new Map<string, string>();
  readonly data: HolidayData;
  constructor(data: HolidayData) {
    this.data = data;
  }
  note(date: string) {
    if (date >= this.data.coversFrom && date <= this.data.coversUntil) return;
    const year = date.slice(0, 4);
    const seen = this.#years.get(year);
    if (!seen || date < seen) this.#years.set(year, date);
  }
  warnings(): SlaWarning[] {
    return [...this.#years.values()].sort().map((date) => ({
      code: "holiday_data_missing",
      date,
      message: `The Kerala holiday list (app/content/kerala-holidays.ts) covers ${this.data.coversFrom} to ${this.data.coversUntil}; business hours on ${date} and later were counted with weekends only. Add that year's published holidays.`,
    }));
  }
}

export const twentyFourSeven: SlaCalendar = {
  kind: "24x7",
  countedMs: (from, to) => Math.max(0, to - from),
  addCountedMs: (from, ms) => from + Math.max(0, ms),
  counts: () => true,
};

export function businessHoursCalendar(
  holidays: HolidayData = keralaHolidays,
  coverage: HolidayCoverage = new HolidayCoverage(holidays),
): SlaCalendar {
  const closed = new Set(holidays.days.map((holiday) => holiday.date));

  /** The counted window of an IST day as epoch ms, or null on a weekend or holiday. */
  function window(day: number): [number, number] | null {
    const dow = weekday(day);
    if (dow === 0 || dow === 6) return null;
    const date = new Date(day * DAY).toISOString().slice(0, 10);
    coverage.note(date);
    if (closed.has(date)) return null;
    const midnight = day * DAY - IST_OFFSET_MS;
    return [midnight + BUSINESS_DAY_START_MS, midnight + BUSINESS_DAY_END_MS];
  }

  return {
    kind: "business_hours",
    countedMs(from, to) {
      if (to <= from) return 0;
      let total = 0;
      for (let day = istDay(from); day <= istDay(to); day++) {
        const open = window(day);
        if (!open) continue;
        total += Math.max(0, Math.min(to, open[1]) - Math.max(from, open[0]));
      }
      return total;
    },
    addCountedMs(from, ms) {
      if (ms <= 0) return from;
      let left = ms;
      const first = istDay(from);
      for (let day = first; day < first + MAX_DAYS; day++) {
        const open = window(day);
        if (!open) continue;
        const start = Math.max(from, open[0]);
        const available = open[1] - start;
        if (available <= 0) continue;
        if (left <= available) return start + left;
        left -= available;
      }
      throw new Error(`an SLA deadline lies more than ${MAX_DAYS} days after ${new Date(from).toISOString()}`);
    },
    counts(at) {
      const open = window(istDay(at));
      return open !== null && at >= open[0] && at < open[1];
    },
  };
}
