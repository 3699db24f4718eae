import { expect, test } from "./fixtures";
import { languageSettingCopy } from "../../app/content/accounts";
import { services } from "../../app/content/services";
import { expectNoSeriousA11yViolations } from "./helpers";
import { signInAsCustomer } from "./support/staff";

test.describe("header on a large screen", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the Services dropdown opens on hover and lists ten services", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" }).first();
    const toggle = nav.getByRole("button", { name: "Show services menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await nav.getByRole("link", { name: "Services", exact: true }).hover();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const menu = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
    await expect(menu.getByRole("link")).toHaveCount(10);
    await expectNoSeriousA11yViolations(page);
    await page.mouse.move(1200, 700);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("the dropdown works from the keyboard and Escape closes it", async ({ page }) => {
    await page.goto("/about");
    const toggle = page.getByRole("button", { name: "Show services menu" }).first();
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    const first = services.find((s) => s.id !== "preventive-maintenance")!;
    await expect(page.locator(":focus")).toHaveText(first.title);
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
    // Choosing a service navigates and closes the menu.
    await page.keyboard.press("Enter");
    await page.getByRole("link", { name: first.title }).first().click();
    await expect(page).toHaveURL(`/services/${first.slug}`);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("the current route is highlighted and Login / Sign Up are shown", async ({ page }) => {
    await page.goto("/portfolio");
    const nav = page.getByRole("navigation", { name: "Main" }).first();
    await expect(nav.getByRole("link", { name: "Portfolio" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Blog" })).not.toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign Up" })).toBeVisible();
  });

  test("a skip link moves focus to the main content", async ({ page }) => {
    await page.goto("/services");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main$/);
  });
});

test.describe("header on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the menu toggle opens the menu and choosing a link closes it", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign Up" })).toBeHidden();
    await toggle.click();
    const close = page.getByRole("button", { name: "Close menu" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    const menu = page.locator(`#${await close.getAttribute("aria-controls")}`);
    await expect(menu.getByRole("link", { name: "AMC Plans" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // The services sub-menu is a toggle on small screens.
    await menu.getByRole("button", { name: "Show services menu" }).click();
    await expect(menu.getByRole("link", { name: services[0]!.title })).toBeVisible();
    await menu.getByRole("link", { name: "Careers" }).click();
    await expect(page).toHaveURL("/careers");
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();
  });

  test("Escape closes the mobile menu and returns focus to the toggle", async ({ page }) => {
    await page.goto("/contact");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.keyboard.press("Escape");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
  });
});

test.describe("footer", () => {
  test("has the columns, contact details, newsletter box, copyright year and four social links", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const column of ["Services", "Company", "Resources"]) {
      await expect(footer.getByRole("navigation", { name: `Footer: ${column}` })).toBeVisible();
    }
    await expect(footer.getByRole("textbox", { name: "Email address" })).toBeVisible();
    await expect(footer.getByRole("button", { name: "Subscribe" })).toBeVisible();
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Anantha IT Solutions LLP`);
    await expect(footer.getByRole("link", { name: /opens in a new tab/ })).toHaveCount(4);
  });

  test("no internal link in the header or footer is broken", async ({ page, request }) => {
    await page.goto("/");
    const hrefs = await page
      .locator("header a[href^='/'], footer a[href^='/']")
      .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute("href")!.split("#")[0]!))]);
    expect(hrefs.length).toBeGreaterThan(20);
    for (const href of hrefs) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
    }
  });

  test("/about#team lands on the team section", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Our Team" }).click();
    await expect(page).toHaveURL("/about#team");
    await expect(page.locator("#team")).toBeInViewport();
  });
});

test.describe("one-shot messages", () => {
  test("after a plain form post the message shows once: a toast with JavaScript, never beside its banner", async ({
    page,
  }) => {
    // The server renders the message as a banner (what a visitor without JavaScript sees). The banner
    // gives way to the toast in one commit: the browser never shows them together while it hydrates.
    await page.addInitScript((message) => {
      const seen = window as unknown as { __both: boolean };
      seen.__both = false;
      const banner = () =>
        [...document.querySelectorAll("[role=status], [role=alert]")].some(
          (element) => !element.closest("[data-toast-type]") && element.textContent?.trim() === message,
        );
      const toast = () =>
        [...document.querySelectorAll("[data-toast-type]")].some((element) => element.textContent?.includes(message));
      new MutationObserver(() => {
        if (banner() && toast()) seen.__both = true;
      }).observe(document, { subtree: true, childList: true, characterData: true });
    }, languageSettingCopy.saved);
    await signInAsCustomer(page, "flash-once");
    await page.goto("/account");
    await page.getByRole("radio", { name: "മലയാളം" }).check();
    await page.getByRole("button", { name: languageSettingCopy.save }).click();
    const toast = page.locator("[data-toast-type=success]").filter({ hasText: languageSettingCopy.saved });
    await expect(toast).toBeVisible();
    await expect(page.getByText(languageSettingCopy.saved)).toHaveCount(1);
    expect(await page.evaluate(() => (window as unknown as { __both: boolean }).__both)).toBe(false);
  });
});
