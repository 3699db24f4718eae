// A contract's whole life across the three audiences: staff draft a contract from a customer's plan
// request and send it; the customer accepts it without JavaScript; the portal shows what the plan
// entitles them to and their measured service; the clock moves to 30 days before the end (the
// contract moves, not the server's time: POST /__test/contracts), the reminder email arrives in the
// SMTP sink, and its Renew link opens a confirmation page (opening it renews nothing) whose button
// renews; the staff list then shows the new period beside the renewed one. The same link again says
// it is already renewed; an altered link is refused. axe on the staff's pages and the renewal page
// (the customer's pages are checked with JavaScript in contracts-customer.spec.ts).
import { expect, test } from "./fixtures";
import { collectConsoleErrors, expectNoSeriousA11yViolations } from "./helpers";
import { waitForMail } from "./support/mail";
import { createAccount, signInAsStaff, signInThroughTestRoute } from "./support/staff";

test("staff draft from a plan request → the customer accepts without JavaScript → renewal from the reminder's link", async ({
  page,
  browser,
}) => {
  test.slow();
  const errors = collectConsoleErrors(page);

  // The customer's plan request (asking for a plan on the plans page is accounts.spec.ts's subject).
  const customerContext = await browser.newContext({ javaScriptEnabled: false });
  const customerPage = await customerContext.newPage();
  const customer = await signInThroughTestRoute(
    customerPage,
    await createAccount(customerPage, "customer", "contract-journey"),
  );
  const requested = await customerPage.request.post("/__test/plan-requests", {
    form: { email: customer.email, planId: "professional" },
  });
  expect(requested.ok()).toBe(true);
  const { id: requestId } = (await requested.json()) as { id: number };

  // Staff draft the contract from the request and send it.
  await signInAsStaff(page);
  await page.goto(`/staff/plan-requests/${requestId}`);
  await page.getByRole("region", { name: "Contract" }).getByRole("link", { name: "Draft a contract" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Draft a contract" })).toBeVisible();
  await expect(page.getByLabel("Plan", { exact: true })).toHaveValue("professional");
  await page.getByLabel("Billing period").selectOption("quarterly");
  await page.getByRole("group", { name: "Site 1" }).getByLabel("Address").fill("TC 25/3100, Thampanoor");
  await page.getByRole("group", { name: "Site 1" }).getByLabel("Area").fill("Thiruvananthapuram");
  await page.getByRole("button", { name: "Save draft" }).click();
  const heading = page.getByRole("heading", { level: 1, name: /^AMC-\d+:/ });
  await expect(heading).toBeVisible();
  const contractId = Number(/AMC-(\d+)/.exec((await heading.textContent()) ?? "")?.[1]);
  expect(contractId).toBeGreaterThan(0);
  await page.getByRole("button", { name: "Send to the customer" }).click();
  await expect(
    page.locator("[data-toast-type]").filter({ hasText: "Sent: the customer has been emailed" }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const sent = await waitForMail(customer.email, (mail) =>
    mail.subject.includes(`AMC-${contractId} is ready to accept`),
  );
  expect(sent.text).toContain(`/account/contracts/${contractId}`);

  // The customer reads the terms and accepts, without JavaScript.
  await customerPage.goto(`/account/contracts/${contractId}`);
  const terms = customerPage.getByRole("region", { name: "Terms" });
  await expect(terms).toContainText("Plan: Professional AMC.");
  await expect(terms).toContainText("billed quarterly at ₹5,997");
  await expect(terms).toContainText("TC 25/3100, Thampanoor");
  await customerPage.getByLabel("I have read and accept these terms").check();
  await customerPage.getByRole("button", { name: "I accept" }).click();
  await expect(customerPage.getByText(`Thank you: contract AMC-${contractId} is accepted.`)).toBeVisible();
  await waitForMail(customer.email, (mail) => mail.subject.startsWith(`Contract AMC-${contractId} accepted`));

  // The portal: plan, entitlements and the customer's own measured service (one ticket under the contract).
  const ticket = await page.request.post("/__test/tickets", {
    form: { email: customer.email, subject: "Backup failed", description: "Last night's backup did not run." },
  });
  expect(ticket.ok()).toBe(true);
  await customerPage.goto("/account/contracts");
  const card = customerPage.getByRole("article", { name: `AMC-${contractId} · Professional AMC` });
  await expect(card).toContainText("Active");
  await expect(card).toContainText("Devices covered");
  await expect(card).toContainText("Health checks this billing period");
  await expect(card).toContainText("Tickets opened");

  // 29 days before the end the 30-day reminder is due at once (at exactly 30 it waits for 9:00 IST).
  const moved = await page.request.post("/__test/contracts", {
    form: { contractId: String(contractId), endsInDays: "29" },
  });
  expect(moved.ok()).toBe(true);
  const reminder = await waitForMail(customer.email, (mail) =>
    mail.subject.includes(`AMC-${contractId} ends in 29 days`),
  );
  expect(reminder.text).toContain("How we served you under this contract");
  expect(reminder.text).toContain("Support tickets opened: 1.");
  const link = new RegExp(`Renew AMC-${contractId}: (https?://\\S+/contract-renewal\\?token=[\\w.-]+)`).exec(
    reminder.text,
  )?.[1];
  expect(link).toBeTruthy();

  // Opening the link renews nothing: it shows the renewal's terms and one button (axe in a browser
  // with JavaScript: the link needs no sign-in), which renews, as a plain form post.
  await page.goto(link!);
  await expect(page.getByRole("heading", { level: 1, name: "Renew your contract" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Terms of the renewal" })).toContainText("Professional AMC");
  await expectNoSeriousA11yViolations(page);
  await customerPage.goto(link!);
  await customerPage.getByRole("button", { name: `Renew AMC-${contractId}` }).click();
  await expect(customerPage.getByRole("status")).toContainText(`contract AMC-${contractId} is renewed as AMC-`);
  const nextId = Number(
    /is renewed as AMC-(\d+)/.exec((await customerPage.getByRole("status").textContent()) ?? "")?.[1],
  );
  await waitForMail(customer.email, (mail) => mail.subject === `Contract AMC-${contractId} renewed as AMC-${nextId}`);

  // The same link again: already renewed, nothing changed; an altered link is refused.
  await customerPage.goto(link!);
  await expect(customerPage.getByRole("status")).toContainText(
    `already renewed as AMC-${nextId}. Nothing was changed.`,
  );
  const altered = await customerPage.goto(link!.replace(/token=(\d+)\./, (_match, id) => `token=${Number(id) + 1}.`));
  expect(altered?.status()).toBe(400);
  await expect(customerPage.getByRole("alert")).toContainText("This renewal link is not valid");
  await customerContext.close();

  // Staff see the new period beside the renewed one.
  await page.goto(`/staff/contracts?q=${encodeURIComponent(customer.email)}`);
  const table = page.getByRole("table", { name: "Contracts" });
  await expect(table.getByRole("row")).toHaveCount(3);
  await expect(table.getByRole("row", { name: new RegExp(`AMC-${nextId}\\b`) })).toContainText("Active");
  await expect(table.getByRole("row", { name: new RegExp(`AMC-${contractId}\\b`) })).toContainText("Renewed");
  expect(errors).toEqual([]);
});
