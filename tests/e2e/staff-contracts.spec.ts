// The dashboard shows the contract figures; staff find a customer's contract in the list (made through the test route, as the contracts'
// commands make one), open its page — terms, acceptance record, measured service, history — and
// cancel it with a reason: the customer is emailed. axe on the list and the page.
import { expect, test } from "./fixtures";
import { collectConsoleErrors, expectNoSeriousA11yViolations } from "./helpers";
import { waitForMail } from "./support/mail";
import { createAccount, signInAsStaff } from "./support/staff";

test("staff list → a contract's page → cancel with a reason; the customer is emailed", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const customer = await createAccount(page, "customer", "contract-customer");
  const made = await page.request.post("/__test/contracts", {
    form: { email: customer.email, planId: "professional", endsInDays: "20" },
  });
  expect(made.ok()).toBe(true);
  const { id } = (await made.json()) as { id: number };
  await signInAsStaff(page);
  // The dashboard's figures link to the list they sum.
  await page.goto("/staff");
  const figures = page.getByRole("region", { name: "Contracts" });
  await expect(figures).toContainText("Monthly recurring revenue");
  await expect(figures.getByRole("link").first()).toHaveAttribute("href", "/staff/contracts?status=in-force");
  await expectNoSeriousA11yViolations(page);

  await page.goto(`/staff/contracts?status=in-force&ending=30&q=${encodeURIComponent(customer.email)}`);
  const table = page.getByRole("table", { name: "Contracts" });
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table).toContainText("₹1,999");
  await expectNoSeriousA11yViolations(page);
  await table.getByRole("link", { name: `AMC-${id}` }).click();

  await expect(page.getByRole("heading", { level: 1, name: new RegExp(`AMC-${id}`) })).toBeVisible();
  await expect(page.getByRole("region", { name: "Acceptance" })).toContainText(
    "Accepted by the customer on their account page",
  );
  await expect(page.getByRole("region", { name: "Measured service over the contract" })).toContainText(
    "First responses within target",
  );
  await expectNoSeriousA11yViolations(page);

  const cancel = page.getByRole("region", { name: "Cancel the contract" });
  await cancel.getByLabel("Reason").fill("The customer moved to another provider.");
  await cancel.getByRole("button", { name: "Cancel the contract" }).click();
  await expect(page.locator("[data-toast-type]").filter({ hasText: "The contract is cancelled." })).toBeVisible();
  await expect(page.getByText("This contract is cancelled: nothing more can change it.")).toBeVisible();
  await expect(page.getByRole("region", { name: "History" })).toContainText(/from (Active|Expiring) to Cancelled/);
  const mail = await waitForMail(customer.email, (m) => m.subject.includes(`AMC-${id} is cancelled`));
  expect(mail.text).toContain("The customer moved to another provider.");
  expect(errors).toEqual([]);
});
