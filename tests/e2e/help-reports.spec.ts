// The help centre measured, and the editor's live preview. The report: an article with seeded views,
// votes and problems solved, and a search that found nothing, appear in /staff/reports' help centre
// tables (reached from /staff/help), without JavaScript too; axe on it. The preview: as the editor
// types, the panel beside the form follows, rendered on the server with the public pages' rules —
// hostile markup typed into it shows as text and never runs. The counting rules and the published
// figure's boundaries are tested in tests/integration/help-reports.test.ts.
import { expect, type Page, test, waitForHydration } from "./fixtures";
import { collectConsoleErrors, expectNoSeriousA11yViolations } from "./helpers";
import { signInAsStaff } from "./support/staff";

async function seedArticle(page: Page) {
  const tag = Date.now().toString(36);
  const slug = `report-printer-${tag}`;
  const title = `Printer offline ${tag}`;
  expect((await page.request.post("/__test/help-articles", { form: { slug, title } })).ok()).toBe(true);
  const search = `scanner to email ${tag}`;
  const activity = await page.request.post("/__test/help-activity", {
    form: { slug, views: "7", helpful: "3", notHelpful: "1", deflections: "2", search, unanswered: "4" },
  });
  expect(activity.ok()).toBe(true);
  return { title, search };
}

test("the report counts an article's views, votes and problems solved, and the searches that found nothing", async ({
  page,
  browser,
}) => {
  const errors = collectConsoleErrors(page);
  const { title, search } = await seedArticle(page);
  await signInAsStaff(page);
  await page.goto("/staff/help");
  await page.getByRole("link", { name: "Views, votes and searches that found nothing" }).click();
  await expect(page).toHaveURL("/staff/reports#report-help");
  const articles = page.getByRole("table", { name: "Help articles in the period" });
  // Columns: status, views, helpful, not helpful, solved without a ticket.
  await expect(articles.getByRole("row", { name: new RegExp(`^${title}`) }).getByRole("cell")).toHaveText([
    "Published",
    "7",
    "3",
    "1",
    "2",
  ]);
  const searches = page.getByRole("table", { name: "Help centre searches that found nothing" });
  await expect(
    searches
      .getByRole("row", { name: new RegExp(`^${search}`) })
      .getByRole("cell")
      .first(),
  ).toHaveText("4");
  await expect(page.getByRole("link", { name: "Help articles (CSV)" })).toHaveAttribute(
    "href",
    "/staff/reports/export.csv?part=help&range=30d",
  );
  await expectNoSeriousA11yViolations(page);
  expect(errors).toEqual([]);

  // The same tables from the server alone.
  const noJs = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const plain = await noJs.newPage();
  await plain.goto("/staff/reports");
  await expect(
    plain
      .getByRole("table", { name: "Help articles in the period" })
      .getByRole("row", { name: new RegExp(`^${title}`) }),
  ).toBeVisible();
  await noJs.close();
});

test("the editor's preview follows the typing, and hostile markup in it never runs", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await signInAsStaff(page);
  await page.goto("/staff/help/new");
  await waitForHydration(page);
  const preview = page.getByRole("region", { name: "Preview" });
  await expect(preview).toBeVisible();
  const body = page.getByLabel("Article (markdown)");

  await body.pressSequentially("## Steps\n\nWait **30 seconds**.", { delay: 5 });
  await expect(preview.getByRole("heading", { name: "Steps" })).toBeVisible();
  await expect(preview.locator("strong")).toHaveText("30 seconds");
  await expectNoSeriousA11yViolations(page);

  await body.fill(
    [
      "Hello <script>window.pwned = 1</script>",
      '<img src="x" onerror="window.pwned = 2">',
      "[click me](javascript:window.pwned=3)",
      "Done",
    ].join("\n\n"),
  );
  await expect(preview).toContainText("<script>window.pwned = 1</script>");
  await expect(preview.getByText("Done")).toBeVisible();
  expect(await preview.locator("script, img, iframe").count()).toBe(0);
  expect(await preview.locator('a[href^="javascript:"]').count()).toBe(0);
  await preview.getByText("click me").click();
  expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
  await expect(page).toHaveURL("/staff/help/new");
  expect(errors).toEqual([]);
});
