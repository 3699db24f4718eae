// The help centre's whole loop, as the issue tells it: a ticket resolved by the desk becomes a draft
// article (personal data removed) that an editor publishes; a customer typing the same problem on the
// new-ticket form sees it and presses "This solved it" — with JavaScript, and another without — no
// ticket is opened, and the service report counts both problems solved. The pieces' rules are tested
// in tests/integration (staff-help, help-deflection, help-reports).
import { expect, type Page, test } from "./fixtures";
import { collectConsoleErrors } from "./helpers";
import { createAccount, signInAsStaff, signInThroughTestRoute } from "./support/staff";
import { fillTicketForm } from "./support/tickets-customer";

test("a resolved ticket becomes an article that solves the next customer's problem without a ticket", async ({
  page,
  browser,
}) => {
  const errors = collectConsoleErrors(page);
  // A word no other article has, so this one is the best match whatever else the database holds.
  const model = `Brother HL-${Date.now().toString(36)}`;
  const subject = `${model} printer prints blank pages`;
  const firstCustomer = await createAccount(page, "customer", "journey-first");
  const opened = await page.request.post("/__test/tickets", {
    form: {
      email: firstCustomer.email,
      subject,
      description: `Hello, this is ${firstCustomer.fullName}. Our ${model} prints blank pages since yesterday. Call me on 98470 12345.`,
      reply:
        "Hello,\n\nOpen the front cover, take the toner cartridge out, shake it gently five times and put it back. Then print a test page.\n\nRegards,\nSupport desk",
      resolved: "1",
    },
  });
  expect(opened.ok()).toBe(true);
  const { number } = (await opened.json()) as { number: string };

  // The editor drafts the article from the ticket and publishes it.
  await signInAsStaff(page, "admin");
  await page.goto(`/staff/tickets/${number}`);
  await page.getByRole("button", { name: "Draft an article from this ticket" }).click();
  await expect(page).toHaveURL(/\/staff\/help\/\d+$/);
  const body = await page.getByLabel("Article (markdown)").inputValue();
  expect(body).toContain("shake it gently five times");
  expect(body).not.toContain("98470");
  expect(body).not.toContain(firstCustomer.fullName);
  const title = await page.getByLabel("Title").inputValue();
  expect(title).toContain(model);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText(/Published · version \d+/)).toBeVisible();

  // A customer with JavaScript sees it while typing, and it solves the problem.
  const withScript = await customerPage(browser, "journey-js", true);
  await withScript.goto("/account/tickets/new");
  await withScript.getByLabel("Subject").fill(subject);
  const live = withScript.getByRole("region", { name: "These may fix it" });
  await expect(live.getByRole("link", { name: title })).toBeVisible();
  await live.getByRole("button", { name: `This solved it: ${title}` }).click();
  await expect(withScript.getByRole("heading", { name: "Glad it is fixed" })).toBeVisible();
  await expectNoTickets(withScript);

  // Another without JavaScript: the suggestions are a step of the form.
  const withoutScript = await customerPage(browser, "journey-nojs", false);
  await withoutScript.goto("/account/tickets/new");
  await fillTicketForm(withoutScript, {
    subject,
    description: `The ${model} prints blank pages.`,
    priority: "Medium",
    type: "Hardware",
  });
  await withoutScript.getByRole("button", { name: "Open ticket" }).click();
  const step = withoutScript.getByRole("region", { name: "These may fix it" });
  await step.getByRole("button", { name: `This solved it: ${title}` }).click();
  await expect(withoutScript.getByRole("heading", { name: "Glad it is fixed" })).toBeVisible();
  await expectNoTickets(withoutScript);

  // The report counts both: published, solved twice without a ticket.
  await page.goto("/staff/reports");
  const row = page
    .getByRole("table", { name: "Help articles in the period" })
    .getByRole("row", { name: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) });
  await expect(row.getByRole("cell").first()).toHaveText("Published");
  await expect(row.getByRole("cell").last()).toHaveText("2");
  expect(errors).toEqual([]);
});

/** A new customer signed in on a page of its own browser context, with or without JavaScript. */
async function customerPage(browser: import("@playwright/test").Browser, prefix: string, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled, baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  const account = await createAccount(page, "customer", prefix);
  await signInThroughTestRoute(page, account);
  return page;
}

async function expectNoTickets(page: Page) {
  await page.goto("/account/tickets");
  await expect(page.getByText("You have not opened any tickets yet.")).toBeVisible();
}
