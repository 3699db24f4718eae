// Small pure helpers for list pages and record pages (the staff console's): query-string values
// and URL ids read defensively, and staff search text made safe for SQL LIKE.

/** `?page=` as a page number from 1 to 100,000; anything else is page 1. */
export function pageParam(params: URLSearchParams): number {
  return Math.min(Math.max(Number.parseInt(params.get("page") ?? "1", 10) || 1, 1), 100_000);
}

/** A record id from the URL (`/staff/messages/:id`): a positive integer, or null for anything else. */
export function idParam(raw: string | undefined): number | null {
  return raw && /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

/** A `LIKE`/`ILIKE` pattern that finds `text` anywhere, its `%`, `_` and `\` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** `?a=1&b=2` from the values that are set (null and '' and page 1 left out), or '' when none is. */
export function queryString(values: Record<string, string | number | null>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value === null || value === "" || (name === "page" && value === 1)) continue;
    params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}
