// The customer side in Malayalam: every English route's /ml twin answers with lang="ml", its hreflang
// pair and canonical URL, no English left (the untranslated-text scan, tests/support/untranslated.ts),
// no axe findings, no sideways scrolling at 320 and 412 px (screenshots kept with the test's output) nor
// at the width the page was opened at (1280 px),
// and a language switch that leads to the same page in the other language and back.
import { siteIdentity } from "../../app/content/site-identity";
import { pathIn } from "../../app/lib/i18n/locale";
import { untranslatedTexts } from "../support/untranslated";
import { expect, type Page, test } from "./fixtures";
import { collectConsoleErrors, expectNoSeriousA11yViolations } from "./helpers";
import { siteRoutes } from "./site-routes";
import { signInAsCustomer } from "./support/staff";

const absolute = (path: string) => new URL(path, siteIdentity.url).href;

/** A page of a record published in English from the console (the test data's posts, openings, articles). */
const isEnglishRecord = (path: string) => /^\/(blog|careers|help)\/[^/]+$/.test(path);

/** The public pages (those of the route table, and the service levels). */
const publicPaths = [...siteRoutes.map((route) => route.path), "/service-levels"];

/**
 * Everything a Malayalam page must be, checked on the page as loaded: its language, its alternates,
 * its words, its accessibility and its fit on a narrow phone.
 */
async function expectMalayalamPage(page: Page, englishPath: string, { status = 200, canonical = true } = {}) {
  const malayalamPath = pathIn("ml", englishPath);
  const errors = collectConsoleErrors(page);
  const response = await page.goto(malayalamPath);
  expect(response?.status(), `${malayalamPath} status`).toBe(status);
  await expect(page.locator("html")).toHaveAttribute("lang", "ml");

  if (status === 200 && isEnglishRecord(englishPath)) {
    // A post, an opening or an article written in English: its Malayalam address says so and links
    // to it, and search engines are sent to the English (canonical, noindex).
    const english = absolute(englishPath.split("?")[0] ?? "/");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", english);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  } else if (status === 200) {
    const english = absolute(pathIn("en", englishPath).split("?")[0] ?? "/");
    const malayalam = absolute(malayalamPath.split("?")[0] ?? "/ml");
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", english);
    await expect(page.locator('link[rel="alternate"][hreflang="ml"]')).toHaveAttribute("href", malayalam);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute("href", english);
    // The portal's pages are noindex and name no canonical URL; the public pages name their own.
    if (canonical) await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", malayalam);
  }

  // The switch leads to the same page in English, query and all.
  await expect(page.locator("a[data-language-switch]").first()).toHaveAttribute("href", englishPath);

  expect(untranslatedTexts(await page.content()), `English left on ${malayalamPath}`).toEqual([]);
  await page.waitForLoadState("networkidle");
  await expectNoSeriousA11yViolations(page);
  const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(wide, `${malayalamPath} scrolls sideways on a desktop`).toBeLessThanOrEqual(0);

  for (const width of [320, 412]) {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${malayalamPath} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
    // JPEG: Chromium encodes a phone-wide full page in half the time of a PNG, and the picture is
    // looked at for words that overflow or wrap badly, which it shows just as well.
    await page.screenshot({
      path: test.info().outputPath(`${malayalamPath.replaceAll("/", "_") || "_ml"}-${width}.jpeg`),
      fullPage: true,
      type: "jpeg",
      quality: 80,
    });
  }
  // (A 404's own document is reported as a failed resource: only pages that answer 200 are held to it.)
  if (status === 200) expect(errors).toEqual([]);
}

// Help articles live in the database: the sample article the routes include is made first.
test.beforeAll(async ({ request }) => {
  expect((await request.post("/__test/help-articles", { form: {} })).ok()).toBe(true);
});

test.describe("every public page in Malayalam", () => {
  for (const path of publicPaths) {
    test(`/ml${path === "/" ? "" : path}`, async ({ page }) => {
      await expectMalayalamPage(page, path);
    });
  }

  test("an unknown address is the Malayalam 404 page", async ({ page }) => {
    await expectMalayalamPage(page, "/no-such-page", { status: 404 });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("ആ പേജ് ഞങ്ങൾക്ക് കണ്ടെത്താനായില്ല");
  });
});

test.describe("the customer portal in Malayalam", () => {
  test("account, tickets, contracts, invoices, billing and devices", async ({ page }) => {
    test.slow();
    const customer = await signInAsCustomer(page, "malayalam-portal");
    const contract = await page.request.post("/__test/contracts", {
      form: { email: customer.email, state: "active", planId: "starter" },
    });
    expect(contract.ok()).toBe(true);
    const { id: contractId } = (await contract.json()) as { id: number };
    const ticket = await page.request.post("/__test/tickets", {
      form: { email: customer.email, subject: "പ്രിന്റർ പ്രവർത്തിക്കുന്നില്ല", reply: "ഞങ്ങൾ നോക്കാം." },
    });
    expect(ticket.ok()).toBe(true);
    const { number: ticketNumber } = (await ticket.json()) as { number: number };
    const invoice = await page.request.post("/__test/invoices", { form: { customerEmail: customer.email } });
    expect(invoice.ok()).toBe(true);
    const { id: invoiceId } = (await invoice.json()) as { id: number };
    const visit = await page.request.post("/__test/visits", { form: { customerEmail: customer.email } });
    expect(visit.ok()).toBe(true);
    const { id: visitId } = (await visit.json()) as { id: number };

    for (const path of [
      "/account",
      "/account/tickets",
      "/account/tickets/new",
      `/account/tickets/${ticketNumber}`,
      "/account/contracts",
      `/account/contracts/${contractId}`,
      "/account/invoices",
      `/account/invoices/${invoiceId}`,
      "/account/billing",
      "/account/devices",
      "/account/devices/new",
      `/account/visits/${visitId}`,
    ]) {
      await test.step(path, async () => {
        await page.setViewportSize({ width: 1280, height: 900 });
        await expectMalayalamPage(page, path, { canonical: false });
      });
    }
  });
});

test("the header's row fits from a small laptop to a wide screen in both languages, the switch included", async ({
  page,
}) => {
  // Malayalam's menu words are longer: its header keeps the menu button until 1536 px.
  for (const path of ["/", "/ml"]) {
    await page.goto(path);
    for (const width of [1024, 1280, 1535, 1536, 1920]) {
      await page.setViewportSize({ width, height: 800 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
      await expect(page.locator("a[data-language-switch]").first()).toBeInViewport();
    }
  }
});

test("a Malayalam page draws its text with its own faces of the installed Noto fonts, and only its inline style has them", async ({
  page,
}) => {
  // The faces of app/styles/malayalam-page-fonts.css, as the page's text used them: the same fonts as
  // the system's, found once by name (no trip to the browser's process per size on Linux).
  const facesInUse = () =>
    page.evaluate(() =>
      [...document.fonts]
        .filter((face) => face.family.includes("Installed") && face.status === "loaded")
        .map((face) => `${face.family.replaceAll('"', "")} ${face.weight} ${face.style}`)
        .sort(),
    );
  const sheetsWithFontFaces = () =>
    page.evaluate(() =>
      [...document.styleSheets, ...document.adoptedStyleSheets]
        .filter((sheet) => [...sheet.cssRules].some((rule) => rule instanceof CSSFontFaceRule))
        .map((sheet) => (sheet.ownerNode instanceof Element ? sheet.ownerNode.id : "adopted")),
    );
  // A long page: it links the whole stylesheet after its first screen, which must not bring the faces
  // again (a sheet with @font-face rules makes the browser lay out all text anew).
  await page.goto("/ml/privacy");
  await page.waitForLoadState("networkidle");
  expect(await facesInUse()).toEqual([
    "Noto Sans Installed 400 normal",
    "Noto Sans Installed 700 normal",
    "Noto Sans Malayalam Installed 400 normal",
    "Noto Sans Malayalam Installed 700 normal",
  ]);
  expect(await sheetsWithFontFaces()).toEqual(["site-css"]);
  const heading = await page.locator("h1").evaluate((element) => getComputedStyle(element).fontFamily);
  expect(heading).toMatch(/^"?Noto Sans Malayalam Installed"?, "?Noto Sans Installed"?, "?Noto Sans Malayalam"?/);

  // The contact map's labels take the page's font too: named as system-ui, its Malayalam labels sent
  // the browser on a search of every installed font.
  await page.goto("/ml/contact");
  const labelFonts = await page
    .locator("svg text")
    .evaluateAll((labels) => [...new Set(labels.map((label) => getComputedStyle(label).fontFamily))]);
  expect(labelFonts).toEqual([expect.stringMatching(/^"?Noto Sans Malayalam Installed"?,/)]);

  // An English page has none: its text is drawn as before, with the system's font.
  await page.goto("/privacy");
  expect(await sheetsWithFontFaces()).toEqual([]);
});

test.describe("the language switch", () => {
  test("round-trips a page with its query string, with JavaScript", async ({ page }) => {
    await page.goto("/blog?q=wifi");
    await page.locator("a[data-language-switch]").first().click();
    await expect(page).toHaveURL("/ml/blog?q=wifi");
    await expect(page.locator("html")).toHaveAttribute("lang", "ml");
    await page.locator("a[data-language-switch]").first().click();
    await expect(page).toHaveURL("/blog?q=wifi");
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("is a plain link on every page, both ways", async ({ page }) => {
      for (const path of [...publicPaths, "/login", "/signup"]) {
        const response = await page.request.get(path);
        const english = await response.text();
        const switchHref = english.match(/<a href="([^"]*)"[^>]*data-language-switch/)?.[1];
        expect(switchHref, `${path}'s switch`).toBe(pathIn("ml", path));
      }
      await page.goto("/amc-plans");
      await page.locator("a[data-language-switch]").first().click();
      await expect(page).toHaveURL("/ml/amc-plans");
      await page.locator("a[data-language-switch]").first().click();
      await expect(page).toHaveURL("/amc-plans");
    });
  });
});
