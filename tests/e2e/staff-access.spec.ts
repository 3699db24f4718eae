// Who may enter /staff: signed out → /login and back (through the second factor); a customer → the
// same 404 as any unknown URL.
import { expect, test } from "./fixtures";
import { completeEnrolment, createAccount, signIn, signInAsCustomer, signInAsStaff } from "./support/staff";

test.describe("staff console access", () => {
  test("signed out, /staff leads to the login page and back after signing in", async ({ page }) => {
    const account = await createAccount(page, "staff");
    await page.goto("/staff?from=mail");
    await expect(page).toHaveURL("/login?redirectTo=%2Fstaff%3Ffrom%3Dmail");
    await signIn(page, account, "/login?redirectTo=%2Fstaff%3Ffrom%3Dmail");
    await expect(page).toHaveURL("/staff/second-factor/setup?redirectTo=%2Fstaff%3Ffrom%3Dmail");
    await completeEnrolment(page);
    await expect(page).toHaveURL("/staff?from=mail");
    await expect(page.getByRole("navigation", { name: "Staff console" })).toBeVisible();
  });

  test("a customer gets the site's ordinary 404 page", async ({ page }) => {
    await signInAsCustomer(page);
    const unknown = await page.goto("/no-such-page");
    const unknownHeading = await page.getByRole("heading", { level: 1 }).textContent();
    for (const path of [
      "/staff",
      "/staff/team",
      "/staff/audit",
      "/staff/second-factor",
      "/staff/second-factor/setup",
    ]) {
      const hidden = await page.goto(path);
      expect(hidden?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(unknownHeading ?? "");
    }
    expect(unknown?.status()).toBe(404);
    await expect(page).toHaveTitle(/Page Not Found|Not Found/);
    await expect(page.getByRole("navigation", { name: "Staff console" })).toHaveCount(0);
  });

  test("staff move between console pages without a page load, their routes discovered as they go", async ({ page }) => {
    await signInAsStaff(page);
    const discovery: number[] = [];
    page.on("response", (response) => {
      if (new URL(response.url()).pathname === "/__manifest") discovery.push(response.status());
    });
    await page.goto("/staff");
    // A page load would wipe this marker.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    const nav = page.getByRole("navigation", { name: "Staff console" });
    for (const [label, path] of [
      ["Tickets", "/staff/tickets"],
      ["Messages", "/staff/messages"],
      ["Dashboard", "/staff"],
    ] as const) {
      await nav.getByRole("link", { name: label, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute("aria-current", "page");
    }
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    // Every discovery answered with routes (204 would have meant "reload, your manifest is another's").
    expect(discovery.length).toBeGreaterThan(0);
    expect(discovery.every((status) => status === 200)).toBe(true);
  });

  test("staff see the console, but not the admin pages", async ({ page }) => {
    await signInAsStaff(page);
    await page.goto("/staff");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Staff console" }).getByRole("link", { name: "Audit log" }),
    ).toHaveCount(0);
    for (const path of ["/staff/team", "/staff/audit"]) {
      expect((await page.goto(path))?.status(), path).toBe(404);
    }
  });
});
