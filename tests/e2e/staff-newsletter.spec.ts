// Staff write and send a newsletter issue: subscribers list, compose with a server-rendered preview,
// a test copy to oneself, the send (once, with progress), the issue arriving with its own one-click
// unsubscribe (RFC 8058 headers), that POST unsubscribing, and the CSV export. Axe on every state;
// the compose form without JavaScript too.
import { expect, type Page, test } from "./fixtures";
import { collectConsoleErrors, expectNoSeriousA11yViolations } from "./helpers";
import { uniqueEmail, waitForMail } from "./support/mail";
import { signInAsCustomer, signInAsStaff } from "./support/staff";

/**
 * A confirmed subscriber who signed up in the footer, made through POST /__test/newsletter-subscribers:
 * the sign-up box and its emailed link are newsletter.spec.ts's subject (and the staff journey's).
 */
async function confirmedSubscriber(page: Page) {
  const email = uniqueEmail("issue-reader");
  const response = await page.request.post("/__test/newsletter-subscribers", { form: { email, source: "footer" } });
  expect(response.ok()).toBe(true);
  return email;
}

async function findSubscriber(page: Page, email: string) {
  await page.goto(`/staff/newsletter?q=${encodeURIComponent(email)}`);
  return page.getByRole("table", { name: "Newsletter subscribers" }).getByRole("row", { name: new RegExp(email) });
}

test("compose, preview, test, send once; the issue arrives with one-click unsubscribe, which works", async ({
  page,
}) => {
  test.slow();
  const errors = collectConsoleErrors(page);
  const reader = await confirmedSubscriber(page);
  const staff = await signInAsStaff(page);

  await page.goto("/staff/newsletter");
  await expect(page.getByRole("heading", { level: 1, name: "Newsletter" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expect(await findSubscriber(page, reader)).toContainText("Confirmed");
  await expect(page.getByRole("searchbox", { name: "Email" })).toHaveValue(reader);

  await page.getByRole("link", { name: "Write a new issue" }).click();
  await expect(page).toHaveURL("/staff/newsletter/issues/new");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Subject is required")).toBeVisible();
  await expect(page.getByText("Body is required")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const subject = `Monsoon IT tips ${Date.now().toString(36)}`;
  await page.getByLabel("Subject").fill(subject);
  await page
    .getByLabel("Body (Markdown)")
    .fill("## Back up before the rains\n\nKeep **two copies**. <script>alert(1)</script>\n\n[Read more](/blog)");
  await page.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByRole("region", { name: "Preview" });
  await expect(preview.getByRole("heading", { name: "Back up before the rains" })).toBeVisible();
  await expect(preview.locator("strong")).toHaveText("two copies");
  await expect(preview).toContainText("<script>alert(1)</script>");
  await expect(preview.getByRole("link", { name: "Read more" })).toHaveAttribute("href", /^http.*\/blog$/);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page).toHaveURL(/\/staff\/newsletter\/issues\/\d+$/);
  await expect(page.getByRole("status").filter({ hasText: "Draft created." }).first()).toBeVisible();

  await page.getByRole("button", { name: "Send a test to me" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: `A test copy is on its way to ${staff.email}` }),
  ).toBeVisible();
  const testCopy = await waitForMail(staff.email, (m) => m.subject === `[Test] ${subject}`);
  expect(testCopy.html).toContain("<strong>two copies</strong>");
  expect(testCopy.headers["list-unsubscribe"]).toBeUndefined();

  const send = page.getByRole("region", { name: "Send to subscribers" });
  await send.getByRole("button", { name: "Send to all confirmed subscribers" }).click();
  await expect(send.getByText("Tick the box to confirm the send").first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await send.getByLabel("I have checked the preview and want to send this issue now").check();
  await send.getByRole("button", { name: "Send to all confirmed subscribers" }).click();
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: /Sending to \d+ confirmed subscribers? has started/ })
      .first(),
  ).toBeVisible();
  const progress = page.getByRole("region", { name: "Sending" });
  await expect(progress).toContainText(/Delivered \d+ of \d+/);
  // The page refreshes its progress by itself until every email is out, and then says that in one
  // sentence (never "delivered" beside "queued" and "in the outbox").
  await expect(progress.getByRole("status")).toHaveText(
    /^Delivered (\d+) of \1: every email has gone out\.$|^Delivered \d+ of \d+; \d+ could not be delivered \(see the email outbox\)\.$/,
    { timeout: 20_000 },
  );
  await expect(page.getByRole("region", { name: "Send to subscribers" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  const issue = await waitForMail(reader, (m) => m.subject === subject);
  expect(issue.text).toContain("## Back up before the rains");
  expect(issue.html).toContain("<h2>Back up before the rains</h2>");
  expect(issue.html).not.toContain("<script>");
  expect(issue.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
  const listUnsubscribe = issue.headers["list-unsubscribe"] ?? "";
  expect(listUnsubscribe).toMatch(/^<https?:\/\/\S+\/newsletter\/unsubscribe\?token=[\w.-]+>$/);
  expect(issue.text).toContain(listUnsubscribe.slice(1, -1));

  // RFC 8058: the mail provider POSTs to that URL, from its own servers (its own Origin): unsubscribed.
  const oneClick = await page.request.post(listUnsubscribe.slice(1, -1), {
    form: { "List-Unsubscribe": "One-Click" },
    headers: { Origin: "https://mail.example.com" },
  });
  expect(oneClick.status()).toBe(200);
  await expect(await findSubscriber(page, reader)).toContainText("Unsubscribed");

  // The CSV export of the same filter: a download, never cached, staff only.
  const csv = await page.request.get(`/staff/newsletter/subscribers.csv?q=${encodeURIComponent(reader)}`);
  expect(csv.status()).toBe(200);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  expect(csv.headers()["content-disposition"]).toMatch(/^attachment; filename="newsletter-subscribers-[\d-]+\.csv"$/);
  expect(csv.headers()["cache-control"]).toBe("private, no-store");
  const body = await csv.text();
  expect(body.startsWith("email,status,source,signed_up_at,confirmed_at,unsubscribed_at\r\n")).toBe(true);
  expect(body).toContain(`${reader},unsubscribed,footer,`);
  // The two refused posts above (empty form, unticked box) answer 400 on purpose; nothing else may fail.
  expect(errors.filter((error) => !error.includes("status of 400"))).toEqual([]);
});

test("customers and visitors cannot reach the newsletter console or its export", async ({ page }) => {
  const signedOut = await page.request.get("/staff/newsletter/subscribers.csv", { maxRedirects: 0 });
  expect(signedOut.status()).toBe(302);
  expect(signedOut.headers().location).toContain("/login?redirectTo=");
  // A signed-in customer gets the site's 404, as for any unknown address.
  await signInAsCustomer(page);
  expect((await page.request.get("/staff/newsletter/subscribers.csv")).status()).toBe(404);
  expect((await page.goto("/staff/newsletter/issues/new"))?.status()).toBe(404);
  expect((await page.goto("/staff/plan-requests"))?.status()).toBe(404);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("compose, preview and save a draft with plain form posts; filters as a GET form", async ({ page }) => {
    await signInAsStaff(page);
    await page.goto("/staff/newsletter");
    await page.getByLabel("Status").selectOption("confirmed");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/status=confirmed/);
    await page.getByRole("link", { name: "Write a new issue" }).click();
    await page.getByLabel("Subject").fill("No-JS issue");
    await page.getByLabel("Body (Markdown)").fill("Plain *HTML* works.");
    await page.getByRole("button", { name: "Preview" }).click();
    await expect(page.getByRole("region", { name: "Preview" }).locator("em")).toHaveText("HTML");
    // What was typed is still in the form after the preview.
    await expect(page.getByLabel("Subject")).toHaveValue("No-JS issue");
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page).toHaveURL(/\/staff\/newsletter\/issues\/\d+$/);
    await expect(page.getByText("Draft created.")).toBeVisible();
    await expect(page.getByLabel("Body (Markdown)")).toHaveValue("Plain *HTML* works.");
    // The send form is a plain post too; the page shows the progress (reload to refresh it).
    await page.getByLabel("I have checked the preview and want to send this issue now").check();
    await page.getByRole("button", { name: "Send to all confirmed subscribers" }).click();
    await expect(page.getByText(/Sending to \d+ confirmed subscribers? has started/)).toBeVisible();
    await expect(page.getByRole("region", { name: "Sending" })).toContainText(/Delivered \d+ of \d+/);
  });
});
