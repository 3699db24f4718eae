// Help articles in the console: an admin (who may publish) writes an article in markdown, previews it
// without saving, saves it as a draft, publishes it; every state is checked with axe. The rules
// (versions, restore, staff who may not publish, drafts from tickets, hostile markdown) are tested in
// tests/integration/staff-help.test.ts.
import { expect, test } from "./fixtures";
import { collectConsoleErrors, expectNoSeriousA11yViolations } from "./helpers";
import { signInAsStaff } from "./support/staff";

test("an editor writes, previews, saves and publishes a help article", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await signInAsStaff(page, "admin");
  await page.goto("/staff/help/new");
  await expect(page.getByRole("heading", { level: 1, name: "Write a help article" })).toBeVisible();
  // Once the page runs its script the live preview stands beside the form: check the page as it settles.
  await expect(page.getByRole("region", { name: "Preview" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const title = `Restart your router ${Date.now().toString(36)}`;
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Summary").fill("When the internet drops, a restart of the router fixes it most of the time.");
  await page
    .getByLabel("Article (markdown)")
    .fill("## Steps\n\n1. Switch the router off at the wall.\n2. Wait **30 seconds**.\n3. Switch it on again.");
  await page.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByRole("region", { name: "Preview" });
  await expect(preview.getByRole("heading", { name: "Steps" })).toBeVisible();
  await expect(preview.locator("strong")).toHaveText("30 seconds");
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("Draft · version 1")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText(/Published · version 1/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Open on the help centre" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(errors).toEqual([]);
});
