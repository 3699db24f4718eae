import { createRequire } from "node:module";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "./fixtures";

// AxeBuilder evaluates axe's 1.3 MB source in the page twice per check (once to probe it, once to run
// it), and again at every check of the same page. The source it would use, made to run once per
// document: a page that has axe keeps it (0.3-0.6 s less per check, some 200 checks a run).
const axeCore = createRequire(createRequire(import.meta.url).resolve("@axe-core/playwright"))("axe-core") as {
  source: string;
};
const axeSourceOncePerDocument = `if (typeof window.axe === "undefined") {\n${axeCore.source}\n}`;

/** Runs axe (WCAG 2.0-2.2 A/AA) on the page as it is now and fails on serious or critical findings. */
export async function expectNoSeriousA11yViolations(page: Page, include?: string) {
  // Far sections and the footer are drawn only near the viewport (content-visibility, app/styles/app.css).
  // axe scrolls to each element to read its colours: blocks drawn on the way change height and move
  // the page under it, so it would read a light label of the dark footer against a white section. It
  // checks the page drawn in full instead — what a visitor sees once there.
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>("main section, .site-footer")) {
      if (getComputedStyle(element).contentVisibility === "auto") element.style.contentVisibility = "visible";
    }
  });
  // Legacy mode runs axe in the page itself. The default mode opens a blank page to merge the results
  // of each frame, which cost 1-1.5 s per check (some 200 checks in a run); the site has no frames, and
  // both modes gave the same results (rules, impacts, nodes) on the pages compared.
  // Only violations are read: axe still runs every rule on every node, but builds a selector for just
  // one node of the passes and incomplete results instead of each of them (hundreds per page), which
  // took a third to a half of each check. The violations come back the same, node for node.
  let builder = new AxeBuilder({ page, axeSource: axeSourceOncePerDocument })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .options({ resultTypes: ["violations"] })
    .setLegacyMode(true);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const summary = serious.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/** Fails the test when the page logs a console error (hydration mismatches, failed requests…). */
export function collectConsoleErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    // "Failed to load resource" names no address; its location does, and a failure should say which.
    const { url } = message.location();
    errors.push(
      url && message.text().startsWith("Failed to load resource") ? `${message.text()} (${url})` : message.text(),
    );
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/**
 * Blocks the app's own scripts for every test of the enclosing describe. axe needs JavaScript in the
 * page, so instead of disabling it the pages stay exactly as the server rendered them.
 */
export function blockAppScripts() {
  test.beforeEach(async ({ page }) => {
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  });
}

/** A spec's journey once more with JavaScript off, so every form is a plain post. */
export function describeWithoutJavaScript(
  title: string,
  journey: (page: Page, js: boolean) => Promise<void>,
  testTitle = "the same journey with plain form posts",
) {
  test.describe(`${title} without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });

    test(testTitle, async ({ page }) => {
      test.slow();
      await journey(page, false);
    });
  });
}
