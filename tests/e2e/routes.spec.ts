import { expect, test } from "./fixtures";
import { collectConsoleErrors, expectNoSeriousA11yViolations } from "./helpers";
import { siteRoutes } from "./site-routes";

// Help articles live in the database: the sample article the routes below include is made first.
test.beforeAll(async ({ request }) => {
  expect((await request.post("/__test/help-articles", { form: {} })).ok()).toBe(true);
});

test.describe("every route, server-rendered (JavaScript disabled)", () => {
  test.use({ javaScriptEnabled: false });

  for (const route of siteRoutes) {
    test(`${route.path} answers 200 with its heading, title and description`, async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.heading);
      await expect(page).toHaveTitle(/\| Anantha IT Solutions$/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", route.description);
    });
  }

  test("an unknown URL shows the 404 page inside the layout with status 404", async ({ page }) => {
    const response = await page.goto("/no-such-page/at-all");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn't find that page");
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/contact");
  });

  for (const [path, heading, text] of [
    ["/services/web-development", "Service Not Found", "The service you're looking for doesn't exist."],
    ["/portfolio/no-such-project", "Project Not Found", "The project you're looking for doesn't exist."],
    ["/clients/no-such-client", "Client Not Found", "The client you're looking for doesn't exist."],
    ["/blog/no-such-post", "Post Not Found", "The blog post you're looking for doesn't exist."],
  ] as const) {
    test(`${path} is a 404 '${heading}'`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page.getByText(text)).toBeVisible();
    });
  }

  test("a route that throws shows 'Unexpected Application Error!' with status 500", async ({ page }) => {
    const response = await page.goto("/__test/error");
    expect(response?.status()).toBe(500);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unexpected Application Error!");
    // Production hides the server's message and stack from visitors; the screen names the failure.
    await expect(page.getByText("Unexpected Server Error")).toBeVisible();
    await expect(page.locator("pre")).toHaveCount(0);
    await expect(page.getByRole("banner")).toBeVisible();
  });
});

test.describe("accessibility (axe) and hydration on every route", () => {
  for (const route of siteRoutes) {
    test(`${route.path}`, async ({ page }) => {
      const errors = collectConsoleErrors(page);
      await page.goto(route.path);
      await page.waitForLoadState("networkidle");
      await expectNoSeriousA11yViolations(page);
      expect(errors).toEqual([]);
    });
  }

  test("404 page", async ({ page }) => {
    await page.goto("/no-such-page");
    await expectNoSeriousA11yViolations(page);
  });
});
