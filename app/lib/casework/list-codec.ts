// The one URL codec of every staff list: a list declares its parameters once, and the same
// declaration reads them from a URL (forgivingly: a bookmarked or hand-edited URL always shows a
// list, anything unexpected falls back to "no filter") and writes them back (defaults left out, so
// URLs stay short). Pure and zod-free: list pages import it in the browser too.
//
// Reading is also where hostile input stops: text loses NUL and other control characters (PostgreSQL
// refuses 0x00 in text with a 500), dates must exist on the calendar, numbers must be safe integers.

/** One parameter: how it is read from the URL and written back. */
export type ListParam<T> = {
  read(raw: string | null): T;
  write(value: T): string | null;
};

export const STAFF_PAGE_SIZE = 25;
const MAX_PAGE = 100_000;

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const controlCharacters = /[\u0000-\u001f\u007f]/g;

/** Text as a person typed it, made safe to query with: control characters removed, trimmed, capped. */
export function cleanText(raw: string | null, maxLength: number): string {
  return (raw ?? "").replace(controlCharacters, " ").trim().slice(0, maxLength);
}

/** Free text to search for ('' = no search). */
export function textParam(maxLength = 100): ListParam<string> {
  return { read: (raw) => cleanText(raw, maxLength), write: (value) => value || null };
}

/**
 * A value from a fixed list, or null (no filter); with a `fallback`, anything else is the fallback
 * (a list whose default view is itself a filter, e.g. "still to do"), which URLs leave out.
 */
export function choiceParam<T extends string>(choices: readonly T[]): ListParam<T | null>;
export function choiceParam<T extends string, D extends string>(choices: readonly T[], fallback: D): ListParam<T | D>;
export function choiceParam<T extends string>(choices: readonly T[], fallback: string | null = null) {
  return {
    read: (raw: string | null) => choices.find((choice) => choice === raw) ?? fallback,
    write: (value: string | null) => (value === fallback ? null : value),
  };
}

/** A 1-based page number; junk, zero, negatives and absurd values become 1. */
export function pageParam(): ListParam<number> {
  return {
    read(raw) {
      const page = Number(raw);
      return Number.isSafeInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1;
    },
    write: (page) => (page === 1 ? null : String(page)),
  };
}

/** A flag written as `1` (absent = off). */
export function flagParam(): ListParam<boolean> {
  return { read: (raw) => raw === "1", write: (on) => (on ? "1" : null) };
}

/** A record id (a positive integer of at most 15 digits), or null. */
export function idValue(raw: string | null | undefined): number | null {
  return raw && /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

export type AssigneeFilter = "mine" | "unassigned" | number | null;

/** Whose records: 'mine', 'unassigned', one staff member's id, or null for anyone's. */
export function assigneeParam(): ListParam<AssigneeFilter> {
  return {
    read: (raw) => (raw === "mine" || raw === "unassigned" ? raw : idValue(raw)),
    write: (value) => (value === null ? null : String(value)),
  };
}

/**
 * A calendar date `YYYY-MM-DD` that exists (no 30 February, no year 0), or null. Years are kept
 * within 1900–9999 so every date is one PostgreSQL and JavaScript agree on.
 */
export function calendarDate(raw: string | null | undefined): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw ?? "");
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? (raw as string) : null;
}

export function dateParam(): ListParam<string | null> {
  return { read: calendarDate, write: (value) => value };
}

type Values<P extends Record<string, ListParam<unknown>>> = { [K in keyof P]: ReturnType<P[K]["read"]> };

export type ListCodec<P extends Record<string, ListParam<unknown>>> = {
  /** The list's parameters from a URL's search part. */
  parse(params: URLSearchParams): Values<P>;
  /** `?a=1&b=2` for these values with some changed ('' when every value is its default). */
  search(values: Values<P>, changes?: Partial<Values<P>>): string;
};

/**
 * A list's URL codec. `names` maps a value to its URL name where they differ (e.g. `planId` ↔ `plan`).
 */
export function defineListCodec<P extends Record<string, ListParam<unknown>>>(
  params: P,
  names: Partial<Record<keyof P, string>> = {},
): ListCodec<P> {
  const urlName = (key: keyof P) => names[key] ?? String(key);
  return {
    parse(search) {
      const values: Record<string, unknown> = {};
      for (const [key, param] of Object.entries(params)) values[key] = param.read(search.get(urlName(key)));
      return values as Values<P>;
    },
    search(values, changes = {}) {
      const merged: Record<string, unknown> = { ...values, ...changes };
      const out = new URLSearchParams();
      for (const [key, param] of Object.entries(params)) {
        const written = param.write(merged[key]);
        if (written !== null && written !== "") out.set(urlName(key), written);
      }
      const text = out.toString();
      return text ? `?${text}` : "";
    },
  };
}

/** `%text%` for ILIKE, with the pattern characters of the text itself taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Where a page of a list starts and ends, for "1–25 of N" and the pagination. */
export function pageWindow(page: number, shown: number, total: number, pageSize = STAFF_PAGE_SIZE) {
  const first = (page - 1) * pageSize + 1;
  return { first, last: first + shown - 1, total, page, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
}
