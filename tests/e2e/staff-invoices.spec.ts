// Staff issue an invoice by hand (another line row keeps what was typed), record a part payment by
// UPI and find the invoice in the list: axe on the form, the invoice's page and the list.
import { expect, test } from "./fixtures";
import { collectConsoleErrors, expectNoSeriousA11yViolations } from "./helpers";
import { createAccount, signInAsStaff } from "./support/staff";

test("staff issue an invoice by hand → record a part payment → the list shows what is still due", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const customer = await createAccount(page, "customer", "invoice-customer");
  await signInAsStaff(page);
  await page.goto("/staff/invoices/new");
  await expect(page.getByRole("heading", { level: 1, name: "New invoice" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel("Customer's email").fill(customer.email);
  const first = page.getByRole("group", { name: "Line 1" });
  await first.getByLabel("Description").fill("Network audit");
  await first.getByLabel("SAC or HSN code").fill("998316");
  await first.getByLabel("Rate in rupees").fill("1,000");
  await page.getByRole("button", { name: "Add another line" }).click();
  await expect(page.getByRole("group", { name: "Line 3" })).toBeVisible();
  await expect(page.getByRole("group", { name: "Line 1" }).getByLabel("Description")).toHaveValue("Network audit");
  await page.getByRole("button", { name: "Issue invoice" }).click();

  await expect(page.locator("[data-toast-type]").filter({ hasText: /Invoice AIT\/.+ issued/ })).toBeVisible();
  const heading = page.getByRole("heading", { level: 1, name: /^AIT\// });
  await expect(heading).toContainText("Test customer");
  const number = ((await heading.textContent()) ?? "").split(":")[0] ?? "";
  await expectNoSeriousA11yViolations(page);

  const payment = page.getByRole("region", { name: "Record a payment" });
  await expect(payment).toContainText("Still due: ₹1,180.00.");
  await payment.getByLabel("Amount received in rupees").fill("500");
  await payment.getByLabel("Reference").fill("4123 4567 8901");
  await payment.getByRole("button", { name: "Record payment" }).click();
  await expect(page.locator("[data-toast-type]").filter({ hasText: /Payment recorded: receipt RCT\// })).toBeVisible();
  await expect(page.getByRole("region", { name: "History" })).toContainText("recorded a payment");

  await page.goto(`/staff/invoices?status=part_paid&q=${encodeURIComponent(customer.email)}`);
  const table = page.getByRole("table", { name: "Invoices" });
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table.getByRole("link", { name: number })).toBeVisible();
  await expect(table).toContainText("₹680.00");
  await expectNoSeriousA11yViolations(page);
  expect(errors).toEqual([]);
});
