// The whole stylesheet in the browser (app/lib/whole-stylesheet.ts): a page does with the rules it
// inlines until it gains markup they may not cover — a panel an island opens, a page a client-side
// navigation renders — and then has the whole sheet before that markup is first painted.
import { chatScript } from "../../app/content/chat";
import { chatLauncherCopy } from "../../app/content/chat-launcher";
import { pages } from "../../app/content/pages";
import { expect, type Page, test } from "./fixtures";
import { collectConsoleErrors } from "./helpers";

test.use({ viewport: { width: 1280, height: 900 } });

const adoptedSheets = (page: Page) => page.evaluate(() => document.adoptedStyleSheets.length);

/**
 * What each element of `<main>` looks like, in values its rules set rather than ones its layout works
 * out (widths depend on what is open): enough to tell a styled page from one missing rules.
 */
const mainStyles = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("main *")].map((element) => {
      const style = getComputedStyle(element);
      return [
        element.localName,
        style.display,
        style.position,
        style.maxWidth,
        style.paddingTop,
        style.paddingLeft,
        style.marginTop,
        style.columnGap,
        style.fontSize,
        style.fontWeight,
        style.lineHeight,
        style.textAlign,
        style.color,
        style.backgroundColor,
        style.borderTopWidth,
        style.borderRadius,
        style.boxShadow,
      ].join(" ");
    }),
  );

// The sheet is parsed at the browser's first idle time after hydration, or by the first change that
// needs it when that comes first: the second case is made certain by a browser that is never idle.
for (const idleTime of ["idle time", "no idle time"] as const) {
  test(`a page keeps to its own rules until an island adds markup, which is styled from its first frame (${idleTime})`, async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    if (idleTime === "no idle time")
      await page.addInitScript(() => {
        window.requestIdleCallback = () => 0;
      });
    // The chat panel's width in the first frame after it appears (read just before that frame is painted).
    await page.addInitScript(() => {
      const seen = new MutationObserver(() => {
        const panel = document.querySelector("[role=dialog], dialog[open]");
        if (!panel) return;
        seen.disconnect();
        requestAnimationFrame(() => {
          (window as unknown as { firstFrameWidth: string }).firstFrameWidth = getComputedStyle(panel).width;
        });
      });
      seen.observe(document, { subtree: true, childList: true, attributes: true });
    });
    await page.goto("/about");
    if (idleTime === "idle time")
      await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
    expect(await adoptedSheets(page)).toBe(0);
    const classesBefore = await page.evaluate(() =>
      [...document.querySelectorAll("[class]")].flatMap((e) => [...e.classList]),
    );

    await page.getByRole("button", { name: chatLauncherCopy.open }).click();
    const panel = page.getByRole("dialog", { name: chatScript.ui.panelTitle });
    await expect(panel).toBeVisible();
    expect(await adoptedSheets(page)).toBe(1);
    const settledWidth = await panel.evaluate((element) => getComputedStyle(element).width);
    expect(await page.evaluate(() => (window as unknown as { firstFrameWidth?: string }).firstFrameWidth)).toBe(
      settledWidth,
    );
    // The panel does bring classes /about's markup did not have (so rules it did not inline).
    const panelClasses = await panel.evaluate((element) =>
      [element, ...element.querySelectorAll("[class]")].flatMap((e) => [...e.classList]),
    );
    expect(panelClasses.filter((name) => !classesBefore.includes(name))).not.toEqual([]);
    expect(errors).toEqual([]);
  });
}

test("a page reached by a client-side navigation looks as it does when loaded", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto("/amc-plans");
  const loaded = await mainStyles(page);

  await page.goto("/about");
  await page.getByRole("banner").getByRole("link", { name: "AMC Plans" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: pages.amcPlans.heading })).toBeVisible();
  expect(await adoptedSheets(page)).toBe(1);
  expect(await mainStyles(page)).toEqual(loaded);
  expect(errors).toEqual([]);
});

test("the home page, which links the whole sheet after its first screen, does not add it again", async ({ page }) => {
  const sheetRequests: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/app-[\w-]+\.css$/.test(request.url())) sheetRequests.push(request.url());
  });
  await page.goto("/");
  expect(await adoptedSheets(page)).toBe(0);
  expect(sheetRequests).toHaveLength(1);
});
