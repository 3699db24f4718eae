// Deflection before a ticket: a published help article (POST /__test/help-articles) is suggested to
// a signed-in customer typing the same problem on /account/tickets/new — as they type with
// JavaScript, as a step of the form without it — and "This solved it" opens no ticket. Axe checks
// the suggestions (the step as the server renders it, on a 412 px phone; the live list) and the page
// after. Netra suggests the same article for the same problem.
import { chatScript } from "~/content/chat";
import { chatLauncherCopy } from "~/content/chat-launcher";
import { expect, type Page, test } from "./fixtures";
import { collectConsoleErrors, expectNoSeriousA11yViolations } from "./helpers";
import { signInAsCustomer } from "./support/staff";
import { fillTicketForm } from "./support/tickets-customer";

const article = { slug: "clear-a-stuck-printer-queue", title: "Clear a stuck printer queue" };
const problem = { subject: "Printer queue stuck", description: "Nothing prints; three documents wait in the queue." };

test.beforeEach(async ({ page }) => {
  expect((await page.request.post("/__test/help-articles", { form: article })).ok()).toBe(true);
});

const suggestions = (page: Page) => page.getByRole("region", { name: "These may fix it" });

async function expectNoTicket(page: Page) {
  await page.goto("/account/tickets");
  await expect(page.getByText("You have not opened any tickets yet.")).toBeVisible();
}

test("with JavaScript: the article shows as the customer types, and 'This solved it' opens no ticket", async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await signInAsCustomer(page, "deflect-js");
  await page.goto("/account/tickets/new");
  await page.getByLabel("Subject").fill(problem.subject);
  await expect(suggestions(page).getByRole("link", { name: article.title })).toHaveAttribute(
    "href",
    `/help/${article.slug}`,
  );
  await expect(page.locator('[aria-live="polite"]').filter({ hasText: "help article" })).toHaveText(
    /\d help articles? may fix it\./,
  );
  await expectNoSeriousA11yViolations(page);
  await suggestions(page)
    .getByRole("button", { name: `This solved it: ${article.title}` })
    .click();
  await expect(page.getByRole("heading", { name: "Glad it is fixed" })).toBeFocused();
  await expect(page.getByRole("link", { name: article.title })).toBeVisible();
  // "Still stuck?" gives the form back as typed.
  await page.getByText("Still stuck? Create the ticket").click();
  await expect(page.getByLabel("Subject")).toHaveValue(problem.subject);
  await expectNoSeriousA11yViolations(page);
  await expectNoTicket(page);
  expect(errors).toEqual([]);
});

test.describe("the step as the server renders it", () => {
  // axe needs JavaScript in the page, so the app's own scripts are blocked instead: the page stays as
  // the server rendered it and the form is a plain post.
  test.beforeEach(async ({ page }) => {
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  });

  test.use({ viewport: { width: 412, height: 915 } });

  test("is accessible on a phone, focused, and keeps what was typed", async ({ page }) => {
    await signInAsCustomer(page, "deflect-axe");
    await page.goto("/account/tickets/new");
    await fillTicketForm(page, { ...problem, priority: "Medium", type: "Hardware" });
    await page.getByRole("button", { name: "Open ticket" }).click();
    await expect(suggestions(page).getByRole("heading", { name: "These may fix it" })).toBeFocused();
    await expect(page.getByLabel("Subject")).toHaveValue(problem.subject);
    await expect(page.getByLabel("What is wrong?")).toHaveValue(problem.description);
    await expect(page.getByRole("button", { name: "None of these — open the ticket" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the first submit shows the article; 'This solved it' opens no ticket", async ({ page }) => {
    await signInAsCustomer(page, "deflect-nojs");
    await page.goto("/account/tickets/new");
    await fillTicketForm(page, { ...problem, priority: "Medium", type: "Hardware" });
    await page.getByRole("button", { name: "Open ticket" }).click();
    await expect(suggestions(page).getByRole("link", { name: article.title })).toBeVisible();
    await suggestions(page)
      .getByRole("button", { name: `This solved it: ${article.title}` })
      .click();
    await expect(page.getByRole("heading", { name: "Glad it is fixed" })).toBeVisible();
    await expectNoTicket(page);
  });
});

test("Netra suggests the article that matches what the visitor typed", async ({ page }) => {
  await page.goto("/help");
  await page.getByRole("button", { name: chatLauncherCopy.open }).click();
  const dialog = page.getByRole("dialog", { name: chatScript.ui.panelTitle });
  await dialog.getByRole("textbox", { name: chatScript.ui.inputLabel }).fill("my printer queue is stuck");
  await dialog.getByRole("textbox", { name: chatScript.ui.inputLabel }).press("Enter");
  await expect(dialog.getByText(chatScript.ui.helpArticle)).toBeVisible();
  await expect(dialog.getByRole("link", { name: article.title })).toHaveAttribute("href", `/help/${article.slug}`);
});
