// Reading a staff list's GET parameters (page, search, filters) safely: anything unexpected falls
// back to the default instead of failing, so a bookmarked or hand-edited URL always shows a list.

export const STAFF_PAGE_SIZE = 25;

/** A 1-based page number; junk, zero, negatives and absurd values become 1. */
export function pageParam(params: URLSearchParams): number {
  const page = Number(params.get("page"));
  return Number.isSafeInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

/** Search text: trimmed, capped, control characters removed; '' when absent. */
export function searchParam(params: URLSearchParams, name = "q"): string {
  return (
    (params.get(name) ?? "")
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
      .replace(/[\u0000-\u001f\u007f]/g, " ")
      .trim()
      .slice(0, 100)
  );
}

/** A value from a fixed list, or null (no filter). */
export function choiceParam<T extends string>(params: URLSearchParams, name: string, choices: readonly T[]): T | null {
  const value = params.get(name);
  return choices.find((choice) => choice === value) ?? null;
}

/** `%text%` for ILIKE, with the pattern characters of the text itself escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function pageCount(total: number, pageSize = STAFF_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The same list URL with other parameters (null removes one); page 1 is left out. */
export function listHref(pathname: string, params: URLSearchParams, changes: Record<string, string | number | null>) {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === "" || (key === "page" && value === 1)) next.delete(key);
    else next.set(key, String(value));
  }
  const query = next.toString();
  return query ? `${pathname}?${query}` : pathname;
}
