// The staff service report: reached from the staff navigation, a period chosen with the
// GET form, figures as tables with server-drawn SVG charts beside them, the CSV files as downloads;
// with JavaScript, and with the app's scripts blocked (the server-rendered page and its plain GET
// form); axe on each. The figures themselves are checked against known answers in
// tests/integration/service-metrics.test.ts.
import { expect, type Page, test, waitForHydration } from "./fixtures";
import { collectConsoleErrors, expectNoSeriousA11yViolations } from "./helpers";
import { createAccount, signInAsStaff } from "./support/staff";

async function openTicket(page: Page) {
  const customer = await createAccount(page, "customer", "report");
  const response = await page.request.post("/__test/tickets", {
    form: {
      email: customer.email,
      subject: "Report printer",
      description: "The printer is offline.",
      priority: "critical",
      type: "hardware",
    },
  });
  expect(response.ok()).toBe(true);
}

/**
 * On a 412 px phone: the page does not scroll sideways (wide tables scroll in their own focusable
 * boxes), the charts' words stay readable (the SVG scales with the page), and axe still passes.
 */
async function checkOnPhone(page: Page) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 412, height: 900 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
  const smallest = await page.evaluate(() =>
    Math.min(
      ...[...document.querySelectorAll("svg[role=img] text")].map((text) => text.getBoundingClientRect().height),
    ),
  );
  // A text box ~1.2 times its font size: 12 px or more is an ~10 px font at the least.
  expect(smallest).toBeGreaterThanOrEqual(12);
  await expectNoSeriousA11yViolations(page);
  if (size) await page.setViewportSize(size);
}

async function checkReport(page: Page, { js }: { js: boolean }) {
  await openTicket(page);
  await signInAsStaff(page);
  await page.goto("/staff");
  await page.getByRole("navigation", { name: "Staff console" }).getByRole("link", { name: "Reports" }).click();
  await expect(page).toHaveURL("/staff/reports");
  if (js) await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Service report" })).toBeVisible();
  const firstResponse = page.getByRole("region", { name: "First responses within target" });
  await expect(firstResponse.getByRole("img", { name: /First responses within target, by priority/ })).toBeVisible();
  const table = firstResponse.getByRole("table", { name: "First responses within target, by priority" });
  // The ticket just opened is critical (other specs share the server, so counts are not exact here).
  await expect(table.getByRole("row", { name: /^Critical/ })).toContainText(/^Critical[1-9]/);
  for (const name of [
    "Resolution time",
    "First-contact resolution",
    "Customer satisfaction",
    "Follow-up calls",
    "Breaches",
  ]) {
    await expect(page.getByRole("region", { name })).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);
  await checkOnPhone(page);

  // Another period with the GET form: the URL carries it, and so do the CSV links.
  const chooser = page.getByRole("form", { name: "Report period" });
  await chooser.getByLabel("Period").selectOption("7d");
  await chooser.getByRole("button", { name: "Show report" }).click();
  await expect(page).toHaveURL(/\/staff\/reports\?range=7d/);
  await expect(chooser.getByLabel("Period")).toHaveValue("7d");
  const csv = page.getByRole("navigation", { name: "Download" }).getByRole("link", { name: "Figures (CSV)" });
  await expect(csv).toHaveAttribute("href", "/staff/reports/export.csv?part=figures&range=7d");
  const file = await page.request.get((await csv.getAttribute("href")) as string);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-disposition"]).toMatch(/^attachment; filename="service-report-\d{4}-\d{2}-\d{2}-to-/);
  expect(await file.text()).toMatch(/\r\nFirst response,Critical,Opened,[1-9]\d*\r\n/);

  if (js) return;
  // A custom period the wrong way round: said, and the default shown instead.
  await chooser.getByLabel("Period").selectOption("custom");
  await chooser.getByLabel("From").fill("2026-06-30");
  await chooser.getByLabel("To").fill("2026-06-01");
  await chooser.getByRole("button", { name: "Show report" }).click();
  await expect(page.getByRole("alert")).toContainText("The start date is after the end date");
  await expect(chooser.getByLabel("Period")).toHaveValue("30d");
  await expectNoSeriousA11yViolations(page);

  // Dates typed while the list still says "Last 30 days" are taken as the custom period they are.
  await chooser.getByLabel("From").fill("2026-06-01");
  await chooser.getByLabel("To").fill("2026-06-30");
  await chooser.getByRole("button", { name: "Show report" }).click();
  await expect(chooser.getByLabel("Period")).toHaveValue("custom");
  await expect(chooser.getByLabel("From")).toHaveValue("2026-06-01");
  await expect(csv).toHaveAttribute(
    "href",
    "/staff/reports/export.csv?part=figures&range=custom&from=2026-06-01&to=2026-06-30",
  );
}

test.describe("staff service report", () => {
  test("with JavaScript", async ({ page }) => {
    test.slow();
    const errors = collectConsoleErrors(page);
    await checkReport(page, { js: true });
    expect(errors).toEqual([]);
  });

  test("with the app's scripts blocked: server-rendered and a plain GET form", async ({ page }) => {
    test.slow();
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await checkReport(page, { js: false });
  });
});
