// Server-only parts of a page (app/lib/static-regions.ts): present without JavaScript, kept as they
// are while the page hydrates, delivered by the loader on a client-side navigation, and their links
// navigate inside the app rather than loading a new document.
import { expect, test } from "./fixtures";
import { pages } from "../../app/content/pages";
import { homeSections } from "../../app/content/sections";
import { services } from "../../app/content/services";
import { collectConsoleErrors } from "./helpers";

test.use({ viewport: { width: 1280, height: 900 } });

/** Set on window once the page has loaded; a new document would lose it. */
async function markDocument(page: import("@playwright/test").Page) {
  await page.evaluate(() => {
    (window as unknown as { documentMarker: boolean }).documentMarker = true;
  });
}
const sameDocument = (page: import("@playwright/test").Page) =>
  page.evaluate(() => (window as unknown as { documentMarker?: boolean }).documentMarker === true);

test("the home page's server-only sections arrive on a client-side navigation", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto("/about");
  await page.waitForLoadState("networkidle");
  await markDocument(page);
  await page
    .getByRole("link", { name: /Anantha IT/ })
    .first()
    .click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1, name: pages.home.heading })).toBeVisible();
  await expect(page.getByRole("heading", { name: homeSections.services.title })).toBeVisible();
  await expect(page.getByRole("link", { name: services[0]!.title }).first()).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
  expect(errors).toEqual([]);
});

test("a link inside a server-only section navigates without loading a new document", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  await markDocument(page);
  await page.getByRole("link", { name: homeSections.servicesAction.label }).click();
  await expect(page).toHaveURL("/services");
  await expect(page.getByRole("heading", { level: 1, name: pages.services.heading })).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
  // Back to the home page: its sections come back whole.
  await page.goBack();
  await expect(page.getByRole("heading", { name: homeSections.services.title })).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
  expect(errors).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the home page's sections are all in the server HTML", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: pages.home.heading })).toBeVisible();
    await expect(page.getByRole("heading", { name: homeSections.services.title })).toBeVisible();
    await expect(page.getByRole("heading", { name: homeSections.projects.title })).toBeVisible();
    await expect(page.getByRole("heading", { name: homeSections.cta.title })).toBeVisible();
  });
});
