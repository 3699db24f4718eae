// A contract's preventive schedule as calendar periods (India days): its remote health checks at the
// cadence copied from its plan, and its included on-site visits spread evenly over each contract
// year. Pure, so the arithmetic is unit-tested; preventive.server.ts writes one visit per period.
//
// The rules, written down once:
// - Periods are counted from the contract's start date, as its billing dates are (period.ts): monthly
//   periods begin on the start date's day of the month; weekly ones every 7 days; daily ones each day.
//   A one-time health check is due within the contract's first month.
// - n on-site visits a year divide each contract year into n periods: by whole months when n divides
//   12 (12 → one a month, 4 → one a quarter), else by days (n = 5: about every 73 days).
// - Every period ends by the contract's last day; none starts after it.
// - Each period has a schedule key that names it within its contract: 'health:2026-12-01' (the day
//   it starts) or 'onsite:3' (the third visit of the contract) — unique per contract in the database.
import type { HealthCheckCadence } from "~/content/plan-terms";
import { addDays, addMonths, type CalendarDay, daysBetween } from "~/lib/contracts/period";
import type { VisitMode } from "~/db/visits-schema";

/** What of a contract its schedule depends on. */
export type PreventiveTerms = {
  startsOn: CalendarDay;
  endsOn: CalendarDay;
  healthChecks: HealthCheckCadence;
  /** Included on-site visits a contract year; null (as agreed) or 0: none generated. */
  onSiteVisitsPerYear: number | null;
};

export type PreventivePeriod = {
  scheduleKey: string;
  mode: VisitMode;
  startsOn: CalendarDay;
  endsOn: CalendarDay;
};

/** Days ahead of today a period is generated: a visit can be booked a week before its period starts. */
export const PREVENTIVE_LOOKAHEAD_DAYS = 7;

const MONTHS_A_YEAR = 12;

/** The earlier of two calendar days (ISO days compare as text). */
const earlier = (a: CalendarDay, b: CalendarDay): CalendarDay => (a < b ? a : b);

/** The start of period k of a cadence (from the contract's start). */
function healthCheckStart(start: CalendarDay, cadence: HealthCheckCadence, k: number): CalendarDay {
  switch (cadence) {
    case "daily":
      return addDays(start, k);
    case "weekly":
      return addDays(start, 7 * k);
    case "monthly":
    case "one-time":
      return addMonths(start, k);
  }
}

/** The health-check periods that start on or before `through`, first to last. */
export function healthCheckPeriods(terms: PreventiveTerms, through: CalendarDay): PreventivePeriod[] {
  const periods: PreventivePeriod[] = [];
  const last = earlier(through, terms.endsOn);
  const count = terms.healthChecks === "one-time" ? 1 : Number.POSITIVE_INFINITY;
  for (let k = 0; k < count; k++) {
    const startsOn = healthCheckStart(terms.startsOn, terms.healthChecks, k);
    if (startsOn > last) break;
    const next = addDays(healthCheckStart(terms.startsOn, terms.healthChecks, k + 1), -1);
    periods.push({
      scheduleKey: `health:${startsOn}`,
      mode: "remote",
      startsOn,
      endsOn: earlier(next, terms.endsOn),
    });
  }
  return periods;
}

/** The on-site visit periods that start on or before `through`, first to last. */
export function onSitePeriods(terms: PreventiveTerms, through: CalendarDay): PreventivePeriod[] {
  const perYear = terms.onSiteVisitsPerYear ?? 0;
  if (perYear <= 0) return [];
  const periods: PreventivePeriod[] = [];
  const last = earlier(through, terms.endsOn);
  for (let year = 0; ; year++) {
    const yearStart = addMonths(terms.startsOn, year * MONTHS_A_YEAR);
    if (yearStart > last) return periods;
    const yearDays = daysBetween(yearStart, addMonths(terms.startsOn, (year + 1) * MONTHS_A_YEAR));
    // More visits than days would make empty periods: at most one a day.
    const n = Math.min(perYear, yearDays);
    const boundary = (i: number): CalendarDay =>
      MONTHS_A_YEAR % n === 0
        ? addMonths(terms.startsOn, year * MONTHS_A_YEAR + (i * MONTHS_A_YEAR) / n)
        : addDays(yearStart, Math.floor((i * yearDays) / n));
    for (let i = 0; i < n; i++) {
      const startsOn = boundary(i);
      if (startsOn > last) return periods;
      const endsOn = addDays(boundary(i + 1), -1);
      periods.push({
        scheduleKey: `onsite:${year * n + i + 1}`,
        mode: "on_site",
        startsOn,
        endsOn: earlier(endsOn, terms.endsOn),
      });
    }
  }
}

/**
 * The periods to generate on `today`: those that have started by today plus the lookahead and have
 * not ended before `owedFrom` (the day the contract became active: periods wholly before it are not
 * owed). Health checks first, then on-site visits.
 */
export function periodsToGenerate(
  terms: PreventiveTerms,
  today: CalendarDay,
  owedFrom: CalendarDay,
  lookaheadDays = PREVENTIVE_LOOKAHEAD_DAYS,
): PreventivePeriod[] {
  const through = addDays(today, lookaheadDays);
  return [...healthCheckPeriods(terms, through), ...onSitePeriods(terms, through)].filter(
    (period) => period.endsOn >= owedFrom,
  );
}

/** The contract year that contains `today` (clamped to the contract's end), or null outside the contract. */
export function contractYearOn(
  terms: Pick<PreventiveTerms, "startsOn" | "endsOn">,
  today: CalendarDay,
): { from: CalendarDay; to: CalendarDay } | null {
  if (today < terms.startsOn || today > terms.endsOn) return null;
  let year = 0;
  while (addMonths(terms.startsOn, (year + 1) * MONTHS_A_YEAR) <= today) year++;
  const to = addDays(addMonths(terms.startsOn, (year + 1) * MONTHS_A_YEAR), -1);
  return { from: addMonths(terms.startsOn, year * MONTHS_A_YEAR), to: earlier(to, terms.endsOn) };
}

/** How a contract's visits stand in a range of days: done, still to do (due, booked or under way), missed. */
export type VisitTally = { done: number; due: number; missed: number };

/** A visit as the tally reads it: its status and the day it counts on (its period's start, or its window's day). */
export type TalliedVisit = { status: string; day: CalendarDay };

/** Tallies the visits whose day falls within [from, to]; cancelled visits count nowhere. */
export function tallyVisits(
  rows: readonly TalliedVisit[],
  range: { from: CalendarDay; to: CalendarDay } | null,
): VisitTally {
  const tally: VisitTally = { done: 0, due: 0, missed: 0 };
  if (!range) return tally;
  for (const row of rows) {
    if (row.day < range.from || row.day > range.to) continue;
    if (row.status === "completed") tally.done++;
    else if (row.status === "missed") tally.missed++;
    else if (row.status !== "cancelled") tally.due++;
  }
  return tally;
}
