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

/** Whether the document is a React Router page that has hydrated (true for other documents). */
function hydratedOrNotAnApp() {
  return !("__reactRouterContext" in window) || document.documentElement.hasAttribute("data-hydrated");
}

/**
 * Waits until a React Router document has hydrated (at once for other documents and downloads), or
 * until `gaveUp()` says it never will.
 */
export async function waitForHydration(page: Page, gaveUp: () => boolean = () => false) {
  const deadline = Date.now() + HYDRATION_TIMEOUT_MS;
  while (!gaveUp()) {
    // A navigation in between destroys the context the check runs in: that is "not yet".
    if (await page.evaluate(hydratedOrNotAnApp).catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${page.url()} did not hydrate within ${HYDRATION_TIMEOUT_MS} ms`);
    await page.waitForTimeout(50);
  }
}

/** Makes the page's `goto` wait for hydration too. */
function gotoWaitsForHydration(page: Page) {
  let scriptFailed = false;
  page.on("requestfailed", (request) => {
    if (/\.js(\?|$)/.test(new URL(request.url()).pathname)) scriptFailed = true;
  });
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    scriptFailed = false;
    const response = await goto(url, options);
    if (options?.waitUntil !== "commit") await waitForHydration(page, () => scriptFailed);
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
