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

/** How long a kept page is served before it is rendered again (content edits show within this time). */
export const ANONYMOUS_CACHE_SECONDS = 60;

/**
 * A loader's headers for an answer that must not be kept although its page may be: one with a side
 * effect of its own on every visit (a help search records what was asked). See keptPageHeaders.
 */
export const notKeptHeaders = (): Record<string, string> => ({ [ANONYMOUS_CACHE_HEADER]: "0" });

/**
 * `headers` of a page kept for anonymous visitors whose loader has a say in it: it may forbid keeping
 * one answer (notKeptHeaders) or name the view a kept copy counts (KEPT_VIEW_HEADER). The layout's
 * headers, with the loader's over them.
 */
export function keptPageHeaders({
  parentHeaders,
  loaderHeaders,
}: {
  parentHeaders: Headers;
  loaderHeaders: Headers;
}): Headers {
  const headers = new Headers(parentHeaders);
  for (const name of [ANONYMOUS_CACHE_HEADER, KEPT_VIEW_HEADER]) {
    const own = loaderHeaders.get(name);
    if (own !== null) headers.set(name, own);
  }
  return headers;
}

/** `headers` of a page that is the same for every anonymous visitor. */
export function anonymousPageHeaders(): Record<string, string> {
  return { [ANONYMOUS_CACHE_HEADER]: String(ANONYMOUS_CACHE_SECONDS) };
}
