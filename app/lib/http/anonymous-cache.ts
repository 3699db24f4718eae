// Which documents the server may keep and serve again to anonymous visitors (server/document-cache.ts).
// A route opts in by sending this header from `headers`; the server reads and removes it, so it never
// reaches a browser. Only pages whose HTML is the same for every visitor without cookies may opt in:
// no per-request value in the page (a form's idempotency key, a token from the URL, the time).

export const ANONYMOUS_CACHE_HEADER = "x-anonymous-cache-seconds";

/**
 * A response carrying this header makes the server forget every page it keeps (read and removed like
 * the opt-in). The test routes send it after changing what pages show, so the next visit sees it.
 */
export const FORGET_DOCUMENTS_HEADER = "x-forget-kept-documents";

/**
 * A page that counts its readers (a help article's daily views) names what to count in this header,
 * read and removed like the opt-in: each time the server answers the page from memory — when its
 * loader, which counts, does not run — it hands the name to its view counter (server/app.ts).
 */
export const KEPT_VIEW_HEADER = "x-kept-page-view";

/**
 * A kept page drawn from records staff edit names them with their stamps as rendered
 * (`openings=<stamp>,posts=<stamp>`, see keptWhileUnchanged): before the server answers it from memory it
 * asks the database for the current stamps (one small query), and renders it again after an edit —
 * made on any server — instead of serving the old copy for up to a minute.
 */
export const KEPT_PAGE_STAMPS_HEADER = "x-kept-page-stamps";

/** The records a kept page may be drawn from, each with a stamp that changes with every edit. */
const STAMPED_RECORDS = ["openings", "posts", "help"] as const;
export type StampedRecords = (typeof STAMPED_RECORDS)[number];
const isStampedRecords = (name: string | undefined): name is StampedRecords =>
  (STAMPED_RECORDS as readonly (string | undefined)[]).includes(name);

/**
 * A loader's headers for a page drawn from these records: named with their stamps
 * (KEPT_PAGE_STAMPS_HEADER), so it is kept while they are unchanged; not kept without them.
 */
export function keptWhileUnchanged(stamps: Partial<Record<StampedRecords, string>> | null): Record<string, string> {
  if (!stamps) return notKeptHeaders();
  const value = Object.entries(stamps)
    .map(([records, stamp]) => `${records}=${stamp}`)
    .join(",");
  return { [KEPT_PAGE_STAMPS_HEADER]: value };
}

/** The records and stamps a kept page named, or null when the value is not one keptWhileUnchanged makes. */
export function readKeptPageStamps(value: string): Map<StampedRecords, string> | null {
  const stamps = new Map<StampedRecords, string>();
  for (const part of value.split(",")) {
    const [records, stamp] = part.split("=");
    if (!isStampedRecords(records) || !stamp) return null;
    stamps.set(records, stamp);
  }
  return stamps.size > 0 ? stamps : null;
}

/** How long a kept page is served before it is rendered again (content edits show within this time). */
export const ANONYMOUS_CACHE_SECONDS = 60;

/**
 * A loader's headers for an answer that must not be kept although its page may be: one with a side
 * effect of its own on every visit (a help search records what was asked). See keptPageHeaders.
 */
export const notKeptHeaders = (): Record<string, string> => ({ [ANONYMOUS_CACHE_HEADER]: "0" });

/**
 * `headers` of a page kept for anonymous visitors whose loader has a say in it: it may forbid keeping
 * one answer (notKeptHeaders), name the view a kept copy counts (KEPT_VIEW_HEADER) or the records it
 * shows (keptWhileUnchanged). The layout's headers, with the loader's over them.
 */
export function keptPageHeaders({
  parentHeaders,
  loaderHeaders,
}: {
  parentHeaders: Headers;
  loaderHeaders: Headers;
}): Headers {
  const headers = new Headers(parentHeaders);
  for (const name of [ANONYMOUS_CACHE_HEADER, KEPT_VIEW_HEADER, KEPT_PAGE_STAMPS_HEADER]) {
    const own = loaderHeaders.get(name);
    if (own !== null) headers.set(name, own);
  }
  return headers;
}

/** `headers` of a page that is the same for every anonymous visitor. */
export function anonymousPageHeaders(): Record<string, string> {
  return { [ANONYMOUS_CACHE_HEADER]: String(ANONYMOUS_CACHE_SECONDS) };
}
