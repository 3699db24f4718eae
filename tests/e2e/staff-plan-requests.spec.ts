// Staff work a plan request (a customer's, stored through a test route): staff move it to contacted
// with a message (never to active by hand: a contract drafted from it activates it once the customer
// accepts) and open the contract's draft from it; the customer reads it on /account and receives the
// email. With and without JavaScript, axe on every page and state.
import { expect, type Page, test } from "./fixtures";
import { collectConsoleErrors, expectNoSeriousA11yViolations } from "./helpers";
import { waitForMail } from "./support/mail";
import { createAccount, signInAsCustomer, signInAsStaff, type TestAccount } from "./support/staff";

/**
 * A customer's request for `planId`, stored through POST /__test/plan-requests as the plans page's
 * dialog stores one (asking for a plan on that page is accounts.spec.ts's subject). A new customer
 * unless one is given.
 */
async function requestedPlan(page: Page, planId: string, customer?: TestAccount): Promise<TestAccount> {
  const account = customer ?? (await createAccount(page, "customer", "plan"));
  const response = await page.request.post("/__test/plan-requests", { form: { email: account.email, planId } });
  expect(response.ok()).toBe(true);
  return account;
}

/** Staff find the customer's request in the list (searching by address) and open it. */
async function openRequest(page: Page, customer: TestAccount) {
  await page.goto("/staff/plan-requests");
  await page.getByRole("searchbox", { name: "Customer" }).fill(customer.email);
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/q=/);
  const table = page.getByRole("table", { name: "Plan requests" });
  await expect(table.getByRole("row")).toHaveCount(2);
  await table.getByRole("link", { name: /Plan request #\d+/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: /Plan request #\d+/ })).toBeVisible();
}

test("staff move a request to contacted with a message and draft its contract; the customer sees it and is emailed", async ({
  page,
  browser,
}) => {
  test.slow();
  const errors = collectConsoleErrors(page);
  // The customer, signed in in their own browser, reads the request's history on /account later.
  const customerContext = await browser.newContext();
  const customerPage = await customerContext.newPage();
  const customer = await requestedPlan(customerPage, "starter", await signInAsCustomer(customerPage));
  await signInAsStaff(page);
  await page.goto("/staff/plan-requests?status=requested");
  await expect(page.getByRole("heading", { level: 1, name: "Plan requests" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await openRequest(page, customer);
  await expect(page.getByText("Starter AMC").first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Requested → contacted, with a message to the customer.
  const form = page.getByRole("region", { name: "Change the status" });
  await form.getByRole("radio", { name: "Contacted" }).check();
  await form.getByLabel("Message to the customer").fill("We will call you at 11 am tomorrow.");
  await form.getByRole("button", { name: "Change status" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Status changed to Contacted" }).first()).toBeVisible();
  const history = page.getByRole("region", { name: "History" });
  await expect(history).toContainText("Requested → Contacted");
  await expect(history).toContainText("We will call you at 11 am tomorrow.");
  // Requested is no longer a choice, and active never is: the customer's acceptance of a contract is.
  await expect(form.getByRole("radio", { name: "Requested" })).toHaveCount(0);
  await expect(form.getByRole("radio", { name: "Active" })).toHaveCount(0);
  const contract = page.getByRole("region", { name: "Contract" });
  await expect(contract).toContainText("No contract drafted yet.");
  await contract.getByRole("link", { name: "Draft a contract" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Draft a contract" })).toBeVisible();
  await expect(page.getByText(`(${customer.email})`)).toBeVisible();
  await expect(page.getByLabel("Plan", { exact: true })).toHaveValue("starter");
  await expectNoSeriousA11yViolations(page);

  const contactedMail = await waitForMail(customer.email, (m) => m.subject === "Your Starter AMC request: Contacted");
  expect(contactedMail.text).toContain("We will call you at 11 am tomorrow.");

  await customerPage.goto("/account");
  await expect(customerPage.getByRole("row", { name: /Starter AMC/ })).toContainText("We contacted you");
  const customerHistory = customerPage.getByRole("region", { name: "History of your Starter AMC request" });
  await expect(customerHistory).toContainText("We will call you at 11 am tomorrow.");
  await expectNoSeriousA11yViolations(customerPage);
  // The customer cannot open the staff page of their own request.
  await page.goBack();
  const url = page.url();
  expect((await customerPage.goto(url))?.status()).toBe(404);
  await customerContext.close();
  expect(errors).toEqual([]);
});

test("a form left open while someone else changed the request is refused with a clear message", async ({
  page,
  browser,
}) => {
  // Two staff members signed in, each opening the request: more than the default time on a busy machine.
  test.slow();
  const customer = await requestedPlan(page, "free-tier");
  await signInAsStaff(page);
  await openRequest(page, customer);
  const requestUrl = page.url();
  // A colleague declines it meanwhile (their own session, the same page).
  const colleague = await browser.newContext();
  const other = await colleague.newPage();
  await signInAsStaff(other);
  await other.goto(requestUrl);
  await other.getByRole("radio", { name: "Declined" }).check();
  await other.getByRole("button", { name: "Change status" }).click();
  await expect(other.getByText("Requested → Declined")).toBeVisible();
  await colleague.close();

  await page.getByRole("radio", { name: "Contacted" }).check();
  await page.getByRole("button", { name: "Change status" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Someone else changed this request" })).toBeVisible();
  await expect(page.getByText("This request is declined: its status cannot change any more.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the filters and the status form work as plain HTML", async ({ page }) => {
    test.slow();
    const customer = await requestedPlan(page, "professional");
    await signInAsStaff(page);
    await openRequest(page, customer);
    await page.getByLabel("Message to the customer").fill("Cancelled at your request.");
    await page.getByRole("radio", { name: "Cancelled" }).check();
    await page.getByRole("button", { name: "Change status" }).click();
    await expect(page.getByText("Status changed to Cancelled")).toBeVisible();
    await expect(page.getByText("This request is cancelled: its status cannot change any more.")).toBeVisible();
    await page.goto(`/staff/plan-requests?status=cancelled&plan=professional&q=${encodeURIComponent(customer.email)}`);
    await expect(page.getByRole("table", { name: "Plan requests" }).getByRole("row")).toHaveCount(2);
    await expect(page.getByLabel("Status")).toHaveValue("cancelled");
  });
});
