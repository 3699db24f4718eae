// Staff reconcile a bank statement and fetch the accountant's month: the upload form (a plain
// multipart post), a file that is no statement refused at the field, the review page with a payment
// proposed by the invoice number in its narration and confirmed, a line set aside, and the GST page's
// month picker and CSV download — with JavaScript (axe on each state) and with the app's scripts blocked. Matching and the figures are checked against known answers in
// tests/integration/invoice-reconciliation.test.ts.
import { randomUUID } from "node:crypto";
import { expect, type Page, test } from "./fixtures";
import { blockAppScripts, collectConsoleErrors } from "./helpers";
import { a11y, expectFlash } from "./support/record-page";
import { createAccount, signInAsStaff } from "./support/staff";

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

async function reconcile(page: Page, js: boolean) {
  const customer = await createAccount(page, "customer", "statement");
  const issued = await page.request.post("/__test/invoices", { form: { customerEmail: customer.email } });
  expect(issued.ok()).toBe(true);
  const invoice = (await issued.json()) as { id: number; number: string };
  await signInAsStaff(page);
  await page.goto("/staff/invoices/statements");
  await expect(page.getByRole("heading", { level: 1, name: "Reconcile payments from a bank statement" })).toBeVisible();
  await a11y(page, js);
  const field = page.getByLabel("Statement file (CSV)");

  // A picture called .csv: judged by its content, refused at the field.
  await field.setInputFiles({ name: "statement.csv", mimeType: "text/csv", buffer: PNG });
  await page.getByRole("button", { name: "Import statement" }).click();
  await expect(page.getByText(/“statement\.csv” is not a/)).toBeVisible();
  await a11y(page, js);

  // A statement (unique, so runs never meet a duplicate): the invoice paid with its number as the
  // note, an amount that pays nothing, and a debit (not kept).
  const token = randomUUID().slice(0, 8);
  const fileName = `statement-${token}.csv`;
  const csv = [
    "Account statement,,,,",
    "Date,Narration,Reference,Withdrawal,Deposit",
    `25/11/2026,UPI/${invoice.number}/Test customer,,,"1,180.00"`,
    `25/11/2026,"INTEREST CREDIT, ${token}",,,0.37`,
    "25/11/2026,ATM WDL,,500.00,",
  ].join("\r\n");
  await field.setInputFiles({ name: fileName, mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: "Import statement" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Statement ${fileName}` })).toBeVisible();
  await expectFlash(page, "Statement imported: 2 amounts received", js);
  const table = page.getByRole("table", { name: "Amounts received in the statement" });
  await expect(table.getByRole("row", { name: new RegExp(`INTEREST CREDIT, ${token}`) })).toContainText("₹0.37");
  await expect(table).toContainText("Matched: the narration names the invoice.");
  await a11y(page, js);

  // Nothing is paid until staff confirm.
  await page.getByRole("button", { name: `Confirm ₹1,180.00 for ${invoice.number}` }).click();
  await expectFlash(page, "Payment recorded: receipt", js);
  await expect(table.getByText(`for ${invoice.number}.`)).toContainText("Recorded: receipt");
  await expect(page.getByRole("button", { name: /^Confirm / })).toHaveCount(0);

  await page.getByRole("button", { name: "Ignore line 2" }).click();
  await expectFlash(page, "Line ignored.", js);
  await expect(table).toContainText("Ignored.");
  await expect(page.getByRole("button", { name: "Ignore line 2" })).toHaveCount(0);
  await a11y(page, js);

  // Listed among the imports.
  await page.getByRole("link", { name: "Bank statements" }).click();
  await expect(page.getByRole("link", { name: fileName })).toBeVisible();

  // The accountant's month: a month with nothing issued, and its CSV.
  await page.goto("/staff/invoices/gst");
  await expect(page.getByRole("heading", { level: 1, name: "The accountant's month" })).toBeVisible();
  await a11y(page, js);
  await page.getByLabel("Month").fill("2020-01");
  await page.getByRole("button", { name: "Show month" }).click();
  await expect(page).toHaveURL(/\/staff\/invoices\/gst\?month=2020-01$/);
  await expect(page.getByText("No invoice or credit note was issued in January 2020.")).toBeVisible();
  const link = page.getByRole("link", { name: /Invoices and credit notes of January 2020/ });
  await expect(link).toHaveAttribute("href", "/staff/invoices/export.csv?month=2020-01");
  const file = await page.request.get("/staff/invoices/export.csv?month=2020-01");
  expect(file.status()).toBe(200);
  expect(file.headers()["content-disposition"]).toBe('attachment; filename="invoices-2020-01.csv"');
  expect(await file.text()).toMatch(/^Voucher Date,Voucher Type,Voucher Number,/);
  await a11y(page, js);
}

test.describe("reconciling a bank statement", () => {
  test("with JavaScript", async ({ page }) => {
    test.slow();
    const errors = collectConsoleErrors(page);
    await reconcile(page, true);
    // The refused picture is a plain form post answered 400 as a page: the browser logs that status.
    expect(errors.filter((error) => !/status of 400/.test(error))).toEqual([]);
  });
});

test.describe("reconciling a bank statement with the app's scripts blocked", () => {
  blockAppScripts();
  test("server-rendered pages and plain posts", async ({ page }) => {
    test.slow();
    await reconcile(page, false);
  });
});
