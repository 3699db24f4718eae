// A contract's calendar: its term, billing dates, reminders and grace, as calendar days in India time
// ('2026-11-26': a contract starts and ends on a date, not at an instant). Pure and browser-safe.
//
// The rules, written down once (docs/decisions/027-amc-contracts.md):
// - A contract runs for CONTRACT_TERM_MONTHS from its start date and ends the day before the same
//   date a term later.
// - Months are counted from the start date's day of the month, clamped to the end of shorter months:
//   from 31 January the months begin on 28 (or 29) February, 31 March, 30 April…; from 29 February
//   2028 the year ends on 27 February 2029, the day before 28 February 2029.
// - Billing dates are the start date and every billing period after it (1, 3 or 12 months, counted
//   as above); each period ends the day before the next billing date.
// - "Today" is the date in India (UTC+05:30, no daylight saving): a contract ending on 30 November
//   covers the customer until 23:59:59 IST that day, wherever the server runs.
import {
  type BillingPeriod,
  billingPeriodMonths,
  CONTRACT_TERM_MONTHS,
  RENEWAL_GRACE_DAYS,
  RENEWAL_GRACE_REMINDER_DAYS_AFTER,
  RENEWAL_REMINDER_DAYS_BEFORE,
} from "~/content/plan-terms";

/** A calendar day, 'YYYY-MM-DD'. */
export type CalendarDay = string;

const DAY_MS = 86_400_000;
const INDIA_OFFSET_MS = 330 * 60_000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(day: CalendarDay): { year: number; month: number; date: number } {
  const match = DAY.exec(day);
  if (!match) throw new RangeError(`not a calendar day: ${day}`);
  return { year: Number(match[1]), month: Number(match[2]), date: Number(match[3]) };
}

function fromUtc(ms: number): CalendarDay {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Whether the text is a real calendar day ('2026-02-30' is not). */
export function isCalendarDay(text: string): boolean {
  if (!DAY.test(text)) return false;
  const { year, month, date } = parts(text);
  return year >= 1900 && year <= 9999 && month >= 1 && month <= 12 && date >= 1 && date <= daysInMonth(year, month);
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The date in India at an instant. */
export function indiaDay(at: Date): CalendarDay {
  return fromUtc(at.getTime() + INDIA_OFFSET_MS);
}

/** The instant a day begins in India (00:00 IST), plus `hours`. */
export function indiaTime(day: CalendarDay, hours = 0): Date {
  const { year, month, date } = parts(day);
  return new Date(Date.UTC(year, month - 1, date) - INDIA_OFFSET_MS + hours * 3_600_000);
}

export function addDays(day: CalendarDay, days: number): CalendarDay {
  const { year, month, date } = parts(day);
  return fromUtc(Date.UTC(year, month - 1, date) + days * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDay, to: CalendarDay): number {
  const a = parts(from);
  const b = parts(to);
  return Math.round((Date.UTC(b.year, b.month - 1, b.date) - Date.UTC(a.year, a.month - 1, a.date)) / DAY_MS);
}

/** `months` after `day`, on the same day of the month or the last day of a shorter month. */
export function addMonths(day: CalendarDay, months: number): CalendarDay {
  const { year, month, date } = parts(day);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const targetDate = Math.min(date, daysInMonth(targetYear, targetMonth));
  return `${String(targetYear).padStart(4, "0")}-${String(targetMonth).padStart(2, "0")}-${String(targetDate).padStart(2, "0")}`;
}

/** The last day of a contract that starts on `start` (the day before the same date a term later). */
export function contractEndDay(start: CalendarDay, termMonths = CONTRACT_TERM_MONTHS): CalendarDay {
  return addDays(addMonths(start, termMonths), -1);
}

/** The first day after the grace period: the contract lapses at its start unless renewed. */
export function lapseDay(end: CalendarDay): CalendarDay {
  return addDays(end, RENEWAL_GRACE_DAYS + 1);
}

/** The billing dates within a contract, first to last (the start date first). */
export function billingDays(start: CalendarDay, end: CalendarDay, period: BillingPeriod): CalendarDay[] {
  const step = billingPeriodMonths[period];
  const days: CalendarDay[] = [];
  for (let k = 0; ; k++) {
    const day = addMonths(start, k * step);
    if (day > end) return days;
    days.push(day);
  }
}

/**
 * The next billing date on or after `today`, or null when none is left in the contract. Dates whose
 * period is `invoiced` already (a renewal's first, billed when it was renewed) are past billing.
 */
export function nextBillingDay(
  contract: { startsOn: CalendarDay; endsOn: CalendarDay; billingPeriod: BillingPeriod },
  today: CalendarDay,
  invoiced: ReadonlySet<CalendarDay> = new Set(),
): CalendarDay | null {
  return (
    billingDays(contract.startsOn, contract.endsOn, contract.billingPeriod).find(
      (day) => day >= today && !invoiced.has(day),
    ) ?? null
  );
}

/** The billing period that contains `today` (clamped to the contract's dates), or null outside the contract. */
export function billingPeriodOn(
  contract: { startsOn: CalendarDay; endsOn: CalendarDay; billingPeriod: BillingPeriod },
  today: CalendarDay,
): { from: CalendarDay; to: CalendarDay } | null {
  if (today < contract.startsOn || today > contract.endsOn) return null;
  const days = billingDays(contract.startsOn, contract.endsOn, contract.billingPeriod);
  const index = days.findLastIndex((day) => day <= today);
  const from = days[index] ?? contract.startsOn;
  const next = days[index + 1];
  return { from, to: next ? addDays(next, -1) : contract.endsOn };
}

/** Where a contract stands on a day, by its dates alone. */
export type ContractPhase = "not-started" | "running" | "ending" | "grace" | "lapsed";

/** Days before the end from which a contract is 'ending' (and shows as expiring). */
export const ENDING_WITHIN_DAYS = RENEWAL_REMINDER_DAYS_BEFORE[0];

export function contractPhase(
  contract: { startsOn: CalendarDay; endsOn: CalendarDay },
  today: CalendarDay,
): ContractPhase {
  if (today < contract.startsOn) return "not-started";
  if (today > contract.endsOn) return today < lapseDay(contract.endsOn) ? "grace" : "lapsed";
  return daysBetween(today, contract.endsOn) <= ENDING_WITHIN_DAYS ? "ending" : "running";
}

/** A renewal reminder: its key (stable: it names the due job) and the day it is sent. */
export type RenewalReminder = { key: string; day: CalendarDay; daysBeforeEnd: number };

/** The reminders of a contract ending on `end`, in order: 30, 15 and 7 days before, on the day, and in grace. */
export function renewalReminders(end: CalendarDay): RenewalReminder[] {
  return [
    ...RENEWAL_REMINDER_DAYS_BEFORE.map((days) => ({
      key: `remind:${days}`,
      day: addDays(end, -days),
      daysBeforeEnd: days,
    })),
    ...RENEWAL_GRACE_REMINDER_DAYS_AFTER.map((days) => ({
      key: `grace:${days}`,
      day: addDays(end, days),
      daysBeforeEnd: -days,
    })),
  ];
}

/**
 * The reminder due on `today`: the latest whose day has come, or null before the first. A reminder
 * whose day has passed while a later one is also due is superseded (a contract signed 10 days before
 * its end gets the 7-day reminder, not three at once).
 */
export function currentReminder(end: CalendarDay, today: CalendarDay): RenewalReminder | null {
  if (today >= lapseDay(end)) return null;
  return renewalReminders(end).findLast((reminder) => reminder.day <= today) ?? null;
}
