// The report's period chooser (GET /staff/reports?range=…): presets and a custom from–to, read from
// the query string into a half-open [from, to) of instants. Days are India days (IST, UTC+05:30 all
// year, no daylight saving: a fixed offset, as in the SLA calendar), so "this month" starts at
// midnight in Kochi whatever the server's time zone. Pure: `now` is passed in.
import { calendarDate } from "~/lib/casework/list-codec";
import type { ReportPeriod } from "./figures";

export const reportRanges = ["7d", "30d", "90d", "this-month", "last-month", "custom"] as const;
export type ReportRange = (typeof reportRanges)[number];
export const DEFAULT_RANGE: ReportRange = "30d";
/** A custom period spans at most this many days (a year and a day, for a leap year). */
export const MAX_CUSTOM_DAYS = 366;

const DAY = 86_400_000;
const IST_OFFSET = 330 * 60_000;

export type ChosenPeriod = {
  range: ReportRange;
  period: ReportPeriod;
  /** The first and last India day covered, YYYY-MM-DD (inclusive): what the form and the file name show. */
  fromDate: string;
  toDate: string;
  /** Why a custom period was refused (the default preset is shown instead). */
  error: "invalid" | "order" | "too_long" | null;
};

/** The India calendar date of an instant, YYYY-MM-DD. */
export function indiaDate(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET).toISOString().slice(0, 10);
}

/** Midnight IST at the start of a YYYY-MM-DD date, or null if it is not a real date. */
export function indiaMidnight(date: string): Date | null {
  if (!calendarDate(date)) return null;
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  if (year < 2000 || year > 2100) return null;
  return new Date(Date.UTC(year, month - 1, day) - IST_OFFSET);
}

const lastDay = (period: ReportPeriod) => indiaDate(new Date(period.to.getTime() - 1));

function preset(range: Exclude<ReportRange, "custom">, now: Date): ReportPeriod {
  switch (range) {
    case "7d":
    case "30d":
    case "90d": {
      // Rolling: the last N × 24 hours up to now, like /service-levels' "last 90 days".
      const days = Number.parseInt(range, 10);
      return { from: new Date(now.getTime() - days * DAY), to: now };
    }
    case "this-month": {
      const today = indiaDate(now);
      return { from: indiaMidnight(`${today.slice(0, 8)}01`) as Date, to: now };
    }
    case "last-month": {
      const today = indiaDate(now);
      const year = Number(today.slice(0, 4));
      const month = Number(today.slice(5, 7));
      const [prevYear, prevMonth] = month === 1 ? [year - 1, 12] : [year, month - 1];
      return {
        from: indiaMidnight(`${prevYear}-${String(prevMonth).padStart(2, "0")}-01`) as Date,
        to: indiaMidnight(`${today.slice(0, 8)}01`) as Date,
      };
    }
  }
}

/** The period the query string asks for; an unknown range is the default, a bad custom one says why. */
export function readReportPeriod(params: URLSearchParams, now: Date): ChosenPeriod {
  const asked = params.get("range");
  // The form also sends the dates it showed (shownFrom, shownTo). A date the user changed means a
  // custom period even if the Period list still names a preset: without script the list cannot
  // switch itself, and silently showing the preset would throw the typed dates away.
  const edited =
    params.has("shownFrom") &&
    params.has("shownTo") &&
    (params.get("from") !== params.get("shownFrom") || params.get("to") !== params.get("shownTo"));
  const range = edited ? "custom" : (reportRanges.find((value) => value === asked) ?? DEFAULT_RANGE);
  if (range === "custom") {
    const fromText = params.get("from") ?? "";
    const toText = params.get("to") ?? "";
    const from = indiaMidnight(fromText);
    const lastMidnight = indiaMidnight(toText);
    let error: ChosenPeriod["error"] = null;
    if (!from || !lastMidnight) error = "invalid";
    else if (lastMidnight.getTime() < from.getTime()) error = "order";
    else if ((lastMidnight.getTime() - from.getTime()) / DAY + 1 > MAX_CUSTOM_DAYS) error = "too_long";
    if (!error && from && lastMidnight) {
      // The end date is included: the period runs to the midnight after it.
      return {
        range,
        period: { from, to: new Date(lastMidnight.getTime() + DAY) },
        fromDate: fromText,
        toDate: toText,
        error: null,
      };
    }
    const fallback = preset(DEFAULT_RANGE as Exclude<ReportRange, "custom">, now);
    return {
      range: DEFAULT_RANGE,
      period: fallback,
      fromDate: indiaDate(fallback.from),
      toDate: lastDay(fallback),
      error,
    };
  }
  const period = preset(range, now);
  return { range, period, fromDate: indiaDate(period.from), toDate: lastDay(period), error: null };
}

/** The query string of a chosen period (links to the CSV files keep the page's period). */
export function reportPeriodQuery(chosen: Pick<ChosenPeriod, "range" | "fromDate" | "toDate">): string {
  const params = new URLSearchParams({ range: chosen.range });
  if (chosen.range === "custom") {
    params.set("from", chosen.fromDate);
    params.set("to", chosen.toDate);
  }
  return params.toString();
}
