// Dates and times as the company writes them: Indian English, in India Standard Time (the company's
// clock, whoever reads the page), printed the same on the server and in the browser so hydration
// matches. Each use has its named format here; pages and emails never build their own.
//
// The Intl formatters are made on first use, not when the module loads: a browser's first Intl
// formatter loads its locale data, about 17 ms of main-thread work, and public pages that only print
// a content date (an ISO day, written out below without Intl) must not pay it
// (docs/decisions/012-performance-budgets.md, "Fifth step").
import { siteIdentity } from "~/content/site-identity";

/** A moment as loaders hand it over: a Date on the server, its ISO string after serialisation. */
export type Instant = Date | string | number;

const indiaFormats = {
  dateTime: { dateStyle: "medium", timeStyle: "short" },
  date: { dateStyle: "medium" },
  longDateTime: { dateStyle: "long", timeStyle: "short" },
  longDate: { day: "numeric", month: "long", year: "numeric" },
  weekdayDateTime: {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
  },
  weekdayDate: { weekday: "long", day: "numeric", month: "long", year: "numeric" },
  time: { hour: "numeric", minute: "2-digit" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

const made = new Map<string, Intl.DateTimeFormat>();

function format(name: keyof typeof indiaFormats, value: Instant): string {
  let formatter = made.get(name);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-IN", { ...indiaFormats[name], timeZone: siteIdentity.timeZone });
    made.set(name, formatter);
  }
  return formatter.format(typeof value === "string" ? new Date(value) : value);
}

/** '23 Nov 2026, 7:28 pm': the staff console's and the customer's pages. */
export function formatDateTime(value: Instant): string {
  return format("dateTime", value);
}

/** '23 Nov 2026'. */
export function formatDate(value: Instant): string {
  return format("date", value);
}

/** '23 November 2026 at 7:28 pm': when a quoted message was written. */
export function formatLongDateTime(value: Instant): string {
  return format("longDateTime", value);
}

/** '23 November 2026': the day a moment falls on in India. */
export function formatDayInIndia(value: Instant): string {
  return format("longDate", value);
}

/** '23 Nov 2026, 5:50 pm IST': a deadline in an email, whose reader may be anywhere. */
export function formatDeadline(value: Instant): string {
  return `${formatDateTime(value)} IST`;
}

/** 'Friday, 27 November 2026 at 6:00 pm IST': a promise to get in touch, in an email. */
export function formatPromisedTime(value: Instant): string {
  return `${format("weekdayDateTime", value)} IST`;
}

/**
 * 'Tuesday, 1 December 2026, 10:00 am to 12:00 pm IST': a booked time window (a visit), its end's
 * day written again only when it ends on another day.
 */
export function formatTimeWindow(start: Instant, end: Instant): string {
  const startDay = format("weekdayDate", start);
  const endDay = format("weekdayDate", end);
  const endText = endDay === startDay ? format("time", end) : `${endDay}, ${format("time", end)}`;
  return `${startDay}, ${format("time", start)} to ${endText} IST`;
}

let readersClock: Intl.DateTimeFormat | undefined;

/**
 * '1:58 pm' on the reader's own clock: the one exception to India time, for the live chat, where the
 * visitor compares a message's time with the clock on their own screen. Only ever runs in the browser.
 */
export function formatReadersClockTime(value: Instant): string {
  readersClock ??= new Intl.DateTimeFormat("en-IN", { hour: "numeric", minute: "2-digit" });
  return readersClock.format(typeof value === "string" ? new Date(value) : value);
}

/** The ISO string of a loader's date, whichever way it arrived (for `<time dateTime>`). */
export function isoString(value: Date | string): string {
  return typeof value === "string" ? value : value.toISOString();
}

// --- Calendar days of the content ("2026-11-02"): no time zone, no Intl ----------------------------

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

function dayParts(isoDay: string) {
  const [year, month, day] = isoDay.slice(0, 10).split("-").map(Number);
  return { year: year ?? 0, month: MONTHS[(month ?? 1) - 1] ?? "", day: day ?? 0 };
}

/** '2 November 2026' from '2026-11-02' (a post's date, a project's launch, an opening's deadline). */
export function formatLongDate(isoDay: string): string {
  const { year, month, day } = dayParts(isoDay);
  return `${day} ${month} ${year}`;
}

/** 'November 2026' from '2026-11-02'. */
export function formatMonthYear(isoDay: string): string {
  const { year, month } = dayParts(isoDay);
  return `${month} ${year}`;
}
