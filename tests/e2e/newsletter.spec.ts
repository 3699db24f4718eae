import { expect, test } from "./fixtures";
import { collectConsoleErrors, expectNoSeriousA11yViolations } from "./helpers";
import { linkIn, uniqueEmail, waitForMail } from "./support/mail";

const CHECK_INBOX = "Thanks! Please check your inbox and confirm your subscription with the link we sent.";

test("newsletter with JavaScript: footer sign-up, emailed confirmation, one-click unsubscribe", async ({ page }) => {
  // A whole journey over several pages, with email delivery and two axe scans.
  test.slow();
  const errors = collectConsoleErrors(page);
  const email = uniqueEmail("reader");
  await page.goto("/services");
  await page.waitForLoadState("networkidle");
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("textbox", { name: "Email address" }).fill(email);
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("status").filter({ hasText: CHECK_INBOX }).first()).toBeVisible();
  await expect(page).toHaveURL("/services");
  await expect(footer.getByRole("textbox", { name: "Email address" })).toHaveValue("");

  const mail = await waitForMail(email, (m) => m.subject.includes("confirm your subscription"));
  expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
  await page.goto(linkIn(mail, "/newsletter/confirm"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm your subscription");
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Confirm subscription" }).click();
  await expect(page.getByText("You're subscribed. Thank you!")).toBeVisible();

  // Subscribing again tells nothing new and sends nothing new.
  await page.goto("/blog");
  await page.getByRole("contentinfo").getByRole("textbox", { name: "Email address" }).fill(email);
  await page.getByRole("contentinfo").getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("status").filter({ hasText: CHECK_INBOX }).first()).toBeVisible();

  // The emailed unsubscribe link shows one button; only pressing it unsubscribes.
  await page.goto(linkIn(mail, "/newsletter/unsubscribe"));
  await expect(page.getByText("Press the button to stop receiving our newsletter.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByText("You have been unsubscribed")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(errors).toEqual([]);
});

test.describe("newsletter without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the footer form lands on a result page that links back, and the emailed link confirms", async ({ page }) => {
    test.slow();
    const email = uniqueEmail("nojs-reader");
    await page.goto("/about");
    await page.getByRole("contentinfo").getByRole("textbox", { name: "Email address" }).fill(email);
    await page.getByRole("contentinfo").getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL("/newsletter");
    await expect(page.getByRole("status")).toContainText(CHECK_INBOX);
    await page.getByRole("link", { name: "Back to the page you were on" }).click();
    await expect(page).toHaveURL("/about");

    const mail = await waitForMail(email);
    await page.goto(linkIn(mail, "/newsletter/confirm"));
    await page.getByRole("button", { name: "Confirm subscription" }).click();
    await expect(page.getByText("You're subscribed. Thank you!")).toBeVisible();
    // The unsubscribe link's one button is a plain form post.
    await page.goto(linkIn(mail, "/newsletter/unsubscribe"));
    await expect(page.getByRole("main").getByRole("button")).toHaveText(["Unsubscribe"]);
    await page.getByRole("main").getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByText("You have been unsubscribed")).toBeVisible();
  });

  test("a broken or expired link explains itself and offers the form", async ({ page }) => {
    const response = await page.goto("/newsletter/confirm?token=broken.link");
    expect(response?.status()).toBe(400);
    await expect(page.getByText("This confirmation link is not valid any more.")).toBeVisible();
    await expect(page.getByRole("main").getByRole("button", { name: "Subscribe" })).toBeVisible();
  });
});
