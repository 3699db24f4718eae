// Dates and times as the company writes them: Indian English, in India Standard Time (the company's
// clock, whoever reads the page), printed the same on the server and in the browser so hydration
// matches. Each use has its named format here; pages and emails never build their own.
//
// The Intl formatters are made on first use, not when the module loads: a browser's first Intl
// formatter loads its locale data, about 17 ms of main-thread work, and public pages that only print
// a content date (an ISO day, written out below without Intl) must not pay it
// (docs/decisions/012-performance-budgets.md, "Fifth step").
//
// Malayalam (`locale` "ml") takes Intl's ml-IN names of months and weekdays but writes the day first,
// as Kerala does ("25 നവംബർ 2026"): Intl's ml-IN puts the year first ("2026 നവംബർ 25").
import { siteIdentity } from "~/content/site-identity";
import type { Locale } from "~/lib/i18n/locale";

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

function formatter(name: keyof typeof indiaFormats, locale: Locale): Intl.DateTimeFormat {
  const key = `${locale} ${name}`;
  let known = made.get(key);
  if (!known) {
    known = new Intl.DateTimeFormat(locale === "ml" ? "ml-IN" : "en-IN", {
      ...indiaFormats[name],
      timeZone: siteIdentity.timeZone,
    });
    made.set(key, known);
  }
  return known;
}

function format(name: keyof typeof indiaFormats, value: Instant, locale: Locale = "en"): string {
  const date = typeof value === "string" ? new Date(value) : value;
  if (locale === "en") return formatter(name, locale).format(date);
  // Malayalam: weekday, day month year, time — from Intl's parts, in Kerala's order.
  const parts = Object.fromEntries(
    formatter(name, locale)
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  const day = [parts.day, parts.month, parts.year].filter(Boolean).join(" ");
  const time = parts.hour ? `${parts.hour}:${parts.minute} ${parts.dayPeriod ?? ""}`.trim() : "";
  return [parts.weekday, day, time].filter(Boolean).join(", ");
}

/** '23 Nov 2026, 7:28 pm': the staff console's and the customer's pages. */
export function formatDateTime(value: Instant, locale: Locale = "en"): string {
  return format("dateTime", value, locale);
}

/** '23 Nov 2026'. */
export function formatDate(value: Instant, locale: Locale = "en"): string {
  return format("date", value, locale);
}

/** '23 November 2026 at 7:28 pm': when a quoted message was written. */
export function formatLongDateTime(value: Instant, locale: Locale = "en"): string {
  return format("longDateTime", value, locale);
}

/** '23 November 2026': the day a moment falls on in India. */
export function formatDayInIndia(value: Instant, locale: Locale = "en"): string {
  return format("longDate", value, locale);
}

/** '23 Nov 2026, 5:50 pm IST': a deadline in an email, whose reader may be anywhere. */
export function formatDeadline(value: Instant, locale: Locale = "en"): string {
  return `${formatDateTime(value, locale)} IST`;
}

/** 'Friday, 27 November 2026 at 6:00 pm IST': a promise to get in touch, in an email. */
export function formatPromisedTime(value: Instant, locale: Locale = "en"): string {
  return `${format("weekdayDateTime", value, locale)} IST`;
}

/**
 * 'Tuesday, 1 December 2026, 10:00 am to 12:00 pm IST': a booked time window (a visit), its end's
 * day written again only when it ends on another day.
 */
export function formatTimeWindow(start: Instant, end: Instant, locale: Locale = "en"): string {
  const startDay = format("weekdayDate", start, locale);
  const endDay = format("weekdayDate", end, locale);
  const endText = endDay === startDay ? format("time", end, locale) : `${endDay}, ${format("time", end, locale)}`;
  // Malayalam joins the two ends with a dash, as Intl's ml-IN ranges do ("10:00 AM – 12:00 PM").
  if (locale === "ml") return `${startDay}, ${format("time", start, locale)} – ${endText} IST`;
  return `${startDay}, ${format("time", start)} to ${endText} IST`;
}

const readersClocks = new Map<Locale, Intl.DateTimeFormat>();

/**
 * '1:58 pm' on the reader's own clock: the one exception to India time, for the live chat, where the
 * visitor compares a message's time with the clock on their own screen. Only ever runs in the browser.
 * Malayalam names the part of the day instead of "PM", as people say it: 'ഉച്ചയ്ക്ക് 1:58'.
 */
export function formatReadersClockTime(value: Instant, locale: Locale = "en"): string {
  let clock = readersClocks.get(locale);
  if (!clock) {
    clock =
      locale === "ml"
        ? new Intl.DateTimeFormat("ml-IN", { hour: "numeric", minute: "2-digit", dayPeriod: "short" })
        : new Intl.DateTimeFormat("en-IN", { hour: "numeric", minute: "2-digit" });
    readersClocks.set(locale, clock);
  }
  return clock.format(typeof value === "string" ? new Date(value) : value);
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

let monthsMl: readonly string[] | undefined;

/**
 * The months in Malayalam, from Intl's ml-IN names (made on first use: only a Malayalam page pays for
 * the formatter, and no English page's script carries the names).
 */
function malayalamMonths(): readonly string[] {
  monthsMl ??= Array.from({ length: 12 }, (_, month) =>
    new Intl.DateTimeFormat("ml-IN", { month: "long", timeZone: "UTC" }).format(Date.UTC(2026, month, 15)),
  );
  return monthsMl;
}

function dayParts(isoDay: string, locale: Locale) {
  const [year, month, day] = isoDay.slice(0, 10).split("-").map(Number);
  const months = locale === "ml" ? malayalamMonths() : MONTHS;
  return { year: year ?? 0, month: months[(month ?? 1) - 1] ?? "", day: day ?? 0 };
}

/** '2 November 2026' ('2 നവംബർ 2026') from '2026-11-02' (a post's date, a project's launch, an opening's deadline). */
export function formatLongDate(isoDay: string, locale: Locale = "en"): string {
  const { year, month, day } = dayParts(isoDay, locale);
  return `${day} ${month} ${year}`;
}

/** 'November 2026' ('നവംബർ 2026') from '2026-11-02'. */
export function formatMonthYear(isoDay: string, locale: Locale = "en"): string {
  const { year, month } = dayParts(isoDay, locale);
  return `${month} ${year}`;
}
