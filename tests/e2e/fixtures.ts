// Every spec imports Playwright from here. Hydration starts only after a page's first paint
// (app/lib/http/deferred-hydration.server.ts), so the load event no longer means the page's scripts
// have run: `page.goto` here also waits until the page says it has hydrated (root.tsx sets
// `data-hydrated` on <html>), so that a test never clicks a button before its behaviour is attached —
// in every page of every context. It stops waiting when a script of the page failed to load (a test
// that blocks the scripts to see the server-rendered page); pages without JavaScript, and a goto that
// asks for the moment of commit, are left as they are. After a navigation by a click, call
// waitForHydration before using the new page's scripts.
import { test as base, type Browser, type Page } from "@playwright/test";

export * from "@playwright/test";

const HYDRATION_TIMEOUT_MS = 15_000;
/** How long one wait in the page lasts before the deadline is looked at again. */
const HYDRATION_SLICE_MS = 1000;

/**
 * In the page: resolves true as soon as the document is a React Router page that has hydrated (at once
 * for other documents), false if it has not after `sliceMs`. It listens for root.tsx's attribute
 * rather than being asked again and again, so a test goes on the moment the page is ready, with one
 * round trip to the page for most loads.
 */
function hydratedWithin(sliceMs: number) {
  const hydrated = () => !("__reactRouterContext" in window) || document.documentElement.hasAttribute("data-hydrated");
  return new Promise<boolean>((resolve) => {
    if (hydrated()) return resolve(true);
    const settle = (value: boolean) => {
      observer.disconnect();
      clearTimeout(timer);
      resolve(value);
    };
    const observer = new MutationObserver(() => hydrated() && settle(true));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ["data-hydrated"] });
    const timer = setTimeout(() => settle(hydrated()), sliceMs);
  });
}

/** Resolves when `signal` aborts (never when there is none). */
function aborted(signal: AbortSignal | undefined) {
  return new Promise<void>((resolve) => {
    if (signal?.aborted) resolve();
    signal?.addEventListener("abort", () => resolve(), { once: true });
  });
}

/**
 * Waits until a React Router document has hydrated (at once for other documents and downloads), or
 * until `gaveUp` aborts: it never will.
 */
export async function waitForHydration(page: Page, gaveUp?: AbortSignal) {
  const deadline = Date.now() + HYDRATION_TIMEOUT_MS;
  const stop = aborted(gaveUp).then(() => "gave up" as const);
  while (!gaveUp?.aborted) {
    // A navigation in between destroys the context the check runs in: that is "not yet".
    const hydrated = await Promise.race([
      page.evaluate(hydratedWithin, HYDRATION_SLICE_MS).catch(() => undefined),
      stop,
    ]);
    if (hydrated === true || hydrated === "gave up") return;
    if (Date.now() > deadline) throw new Error(`${page.url()} did not hydrate within ${HYDRATION_TIMEOUT_MS} ms`);
    // Failed at once (the page was navigating): give the next document a moment to exist.
    if (hydrated === undefined) await page.waitForTimeout(50);
  }
}

/** Makes the page's `goto` wait for hydration too. */
function gotoWaitsForHydration(page: Page) {
  let scriptFailed = new AbortController();
  page.on("requestfailed", (request) => {
    if (/\.js(\?|$)/.test(new URL(request.url()).pathname)) scriptFailed.abort();
  });
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    scriptFailed = new AbortController();
    const response = await goto(url, options);
    if (options?.waitUntil !== "commit") await waitForHydration(page, scriptFailed.signal);
    return response;
  };
}

export const test = base.extend<object, { browser: Browser }>({
  // The test's own context (its `page` included) …
  context: async ({ context, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) context.on("page", gotoWaitsForHydration);
    await use(context);
  },
  // … and every context a test opens itself (a second visitor, a colleague at the desk).
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        if (options?.javaScriptEnabled !== false) context.on("page", gotoWaitsForHydration);
        return context;
      };
      await use(browser);
    },
    { scope: "worker" },
  ],
});
