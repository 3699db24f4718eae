// The staff outbox page: an email the SMTP server refused for good (550, the worker's
// real failure path) is dead, shown on the dashboard (and its health marked stuck) and in the outbox with its last error, and a
// retry sends it — with JavaScript and without.
import { expect, type Page, test } from "./fixtures";
import {
  blockAppScripts,
  collectConsoleErrors,
  describeWithoutJavaScript,
  expectNoSeriousA11yViolations,
} from "./helpers";
import { refuseMailTo, uniqueEmail, waitForMail } from "./support/mail";
import { signInAsStaff } from "./support/staff";

/**
 * A contact message from an address the mail server refuses: its acknowledgement dies. Recorded
 * through POST /__test/contact-messages as the contact form records one (the form is contact.spec.ts's
 * subject); the worker sends the acknowledgement as for any visitor.
 */
async function deadAcknowledgement(page: Page, label: string) {
  const email = uniqueEmail(`bounce-${label}`);
  await refuseMailTo(email);
  const response = await page.request.post("/__test/contact-messages", {
    form: {
      firstName: "Bounce",
      lastName: "Test",
      email,
      subject: `Outbox ${label}`,
      message: "This address refuses mail.",
    },
  });
  expect(response.ok()).toBe(true);
  return email;
}

/**
 * A dead acknowledgement, then a staff member signed in on the outbox filtered to it once the worker
 * has given up on it (it polls every 250 ms in the tests; the 550 makes the email dead at the first attempt).
 */
async function deadEmailInTheOutbox(page: Page, label: string) {
  const email = await deadAcknowledgement(page, label);
  await signInAsStaff(page);
  const outbox = `/staff/email?status=dead&q=${encodeURIComponent(email)}`;
  await expect(async () => {
    await page.goto(outbox);
    // A page that does not have it yet never will: reload soon rather than wait out the default 5 s.
    await expect(page.getByRole("table", { name: "Emails in the outbox" }).getByRole("row")).toHaveCount(2, {
      timeout: 1000,
    });
  }).toPass({ timeout: 20_000 });
  return { email, outbox };
}

async function journey(page: Page, js: boolean) {
  const { email, outbox } = await deadEmailInTheOutbox(page, js ? "js" : "nojs");
  const row = page.getByRole("table", { name: "Emails in the outbox" }).getByRole("row").nth(1);
  await expect(row).toContainText("Dead");
  await expect(row).toContainText(/550/);
  await expect(row).toContainText(email);
  await expect(row.getByRole("cell").nth(2)).toHaveText("1");
  if (js) await expectNoSeriousA11yViolations(page);

  // The dashboard lists dead emails.
  await page.goto("/staff");
  const dead = page.getByRole("region", { name: "Dead emails" });
  await expect(dead).toContainText(/\d+ dead emails?/);
  // ...and the outbox's health marks them as stuck, linking to the dead ones.
  const health = page.getByRole("region", { name: "Email and background jobs" });
  await expect(health).toContainText("Something is stuck");
  const deadFigure = health.locator("div").filter({ has: page.getByText("Dead emails", { exact: true }) });
  await expect(deadFigure).toContainText("Stuck");
  await expect(deadFigure.getByRole("link")).toHaveAttribute("href", "/staff/email?status=dead");
  if (js) await expectNoSeriousA11yViolations(page);

  // The email's page: envelope and headers, the error, and Retry.
  await page.goto(outbox);
  await row.getByRole("link", { name: /We received your message/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: /Email #\d+/ })).toBeVisible();
  const headers = page.getByRole("region", { name: "Envelope and headers" });
  await expect(headers).toContainText(email);
  await expect(headers).toContainText("contact.acknowledgement");
  await expect(headers).toContainText(/Message-ID\s*<[^>]+@/);
  const delivery = page.getByRole("region", { name: "Delivery" });
  await expect(delivery).toContainText(/550/);
  if (js) await expectNoSeriousA11yViolations(page);

  // The address accepts mail again; Retry delivers it.
  await refuseMailTo(email, false);
  await delivery.getByRole("button", { name: "Retry this email" }).click();
  const flash = js ? page.locator("[data-toast-type=success]") : page.getByRole("status");
  await expect(flash.filter({ hasText: /is queued again/ }).first()).toBeVisible();
  const mail = await waitForMail(email);
  expect(mail.subject).toMatch(/We received your message/);
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole("region", { name: "Delivery" })).toContainText("Sent", { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole("button", { name: "Retry this email" })).toHaveCount(0);
  if (js) await expectNoSeriousA11yViolations(page);
}

test.describe("staff outbox with JavaScript", () => {
  test("a dead email is shown with its error and retried from its page", async ({ page }) => {
    test.slow();
    const errors = collectConsoleErrors(page);
    await journey(page, true);
    expect(errors).toEqual([]);
  });

  test("the list retries from its row and keeps the filters; an unknown email is the 404", async ({ page }) => {
    const { email, outbox } = await deadEmailInTheOutbox(page, "row");
    await refuseMailTo(email, false);
    await page.getByRole("button", { name: /Retry email #\d+/ }).click();
    await expect(page.locator("[data-toast-type=success]").filter({ hasText: /is queued again/ })).toBeVisible();
    await expect(page).toHaveURL(outbox);
    await waitForMail(email);
    const response = await page.goto("/staff/email/987654321");
    expect(response?.status()).toBe(404);
  });
});

// axe needs JavaScript in the page: the server-rendered states are checked with the app's scripts blocked.
test.describe("staff outbox before any JavaScript runs", () => {
  blockAppScripts();

  test("the outbox list, the dashboard's outbox health and an email's page, with the retry banner, are accessible", async ({
    page,
  }) => {
    test.slow();
    const { email, outbox } = await deadEmailInTheOutbox(page, "unhydrated");
    await page.goto("/staff");
    await expect(page.getByRole("region", { name: "Email and background jobs" })).toContainText("Stuck");
    await expectNoSeriousA11yViolations(page);
    await page.goto(outbox);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("table", { name: "Emails in the outbox" }).getByRole("link").first().click();
    await expectNoSeriousA11yViolations(page);
    await refuseMailTo(email, false);
    await page.getByRole("button", { name: "Retry this email" }).click();
    await expect(page.getByRole("status").filter({ hasText: /is queued again/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

describeWithoutJavaScript("staff outbox", journey, "the same with plain form posts");
