// Blog posts and job openings from the console: an admin (who may publish) writes a post, previews
// it as the blog draws it, saves and publishes it; writes an opening and publishes it — every state
// checked with axe. The rules (versions, restore, the frontmatter's checks, staff who may not publish,
// deadlines, hostile markdown, the cache stamp) are tested in tests/integration/staff-publishing.test.ts.
import { applyToOpening } from "./support/careers-apply";
import { expect, type Page, test } from "./fixtures";
import { collectConsoleErrors, expectNoSeriousA11yViolations } from "./helpers";
import { uniqueEmail } from "./support/mail";
import { signInAsStaff } from "./support/staff";

test("an editor writes, previews, saves and publishes a blog post", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await signInAsStaff(page, "admin");
  await page.goto("/staff/blog");
  await expect(page.getByRole("heading", { level: 1, name: "Blog posts" })).toBeVisible();
  await page.getByRole("link", { name: "Write a post" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Write a blog post" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const title = `Monsoon checks ${Date.now().toString(36)}`;
  await page.getByLabel("Title").fill(title);
  await page
    .getByLabel("Excerpt")
    .fill("Power cuts and damp air are hard on office computers: five checks that keep them running in the rains.");
  await page.getByLabel("Category").fill("IT Support");
  await page.getByLabel("Tags").fill("Monsoon, Maintenance");
  await page.getByLabel("Illustration's description").fill("A laptop, a phone and a router");
  await page.getByLabel("Post (markdown)").fill("## Check the UPS\n\nTest it **before** the first storm.");
  await page.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByRole("region", { name: "Preview" });
  await expect(preview.getByRole("heading", { name: "Check the UPS" })).toBeVisible();
  await expect(preview.locator("strong")).toHaveText("before");
  await expect(preview.getByText("1 min read")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("Draft · version 1")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText(/Published · version 1/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Open on the blog" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(errors).toEqual([]);
});

/** Writes an opening in the console as a signed-in editor and publishes it; its address. */
async function publishOpening(page: Page, title: string): Promise<string> {
  await page.goto("/staff/openings/new");
  await expect(page.getByRole("heading", { level: 1, name: "Write a job opening" })).toBeVisible();
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Experience").fill("1-3 years");
  await page.getByLabel("Salary range").fill("₹3,00,000 - ₹4,50,000");
  await page
    .getByLabel("Description")
    .fill("Visit homes and offices across Thiruvananthapuram to fix what the desk cannot.");
  await page.getByLabel("Responsibilities").fill("Visit sites\nInstall CCTV and networks\nKeep each visit's report");
  await page
    .getByLabel("Requirements")
    .fill("A diploma in electronics\nA two-wheeler licence\nClear Malayalam and English");
  await page.getByLabel("Skills").fill("Networking\nCCTV\nCustomer service");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Draft · version 1")).toBeVisible();
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText(/Published · version 1/)).toBeVisible();
  const href = await page.getByRole("link", { name: "Open on the careers page" }).getAttribute("href");
  return (href ?? "").replace("/careers/", "");
}

test("an editor writes, previews and publishes a job opening", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await signInAsStaff(page, "admin");
  await page.goto("/staff/openings");
  await expect(page.getByRole("heading", { level: 1, name: "Job openings" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const title = `Field Engineer ${Date.now().toString(36)}`;
  const slug = await publishOpening(page, title);
  expect(slug).toMatch(/^field-engineer-/);
  await expect(page.getByText(/Taking applications until/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByRole("region", { name: "Preview" });
  await expect(preview.getByText("Install CCTV and networks")).toBeVisible();
  expect(errors).toEqual([]);
});

// The public side (/careers, the sitemap, the application form) reads the openings from the database.
test("a job opening published from the console is on /careers and in the sitemap, and takes an application", async ({
  page,
}) => {
  await signInAsStaff(page, "admin");
  const title = `Network Engineer ${Date.now().toString(36)}`;
  const slug = await publishOpening(page, title);

  await page.goto("/careers");
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`/careers/${slug}</loc>`);

  await applyToOpening(page, slug, { fullName: "Asha Nair", email: uniqueEmail("applicant") });
});
