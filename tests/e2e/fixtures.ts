// Every spec imports Playwright from here. Hydration starts only after a page's first paint
// (app/lib/http/deferred-hydration.server.ts), so the load event no longer means the page's scripts
// have run: `page.goto` here also waits until the page says it has hydrated (root.tsx sets
// `data-hydrated` on <html>), so that a test never clicks a button before its behaviour is attached —
// in every page of every context. Pages without JavaScript, and goto calls that ask for an earlier
// moment (`waitUntil: "commit"`), are left as they are. After a navigation by a click, call
// waitForHydration before using the new page's scripts.
import { test as base, type Browser, type Page } from "@playwright/test";

export * from "@playwright/test";

/** Waits until a React Router document has hydrated (at once for other documents and downloads). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(
    () => !("__reactRouterContext" in window) || document.documentElement.hasAttribute("data-hydrated"),
    undefined,
    { timeout: 15_000 },
  );
}

/** Makes the page's `goto` wait for hydration too (unless asked for the moment of commit). */
function gotoWaitsForHydration(page: Page) {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== "commit") await waitForHydration(page);
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
