// The customer's billing details in a browser: reached from /account, a GSTIN with a typo refused
// with its message beside the field (nothing kept), then valid details saved and shown again. Once
// with JavaScript (no console errors, axe on the empty form and on its error) and once as plain
// form posts.
import { expect, type Page, test } from "./fixtures";
import { collectConsoleErrors, describeWithoutJavaScript, expectNoSeriousA11yViolations } from "./helpers";
import { signInAsCustomer } from "./support/staff";

async function journey(page: Page, js: boolean) {
  await signInAsCustomer(page, js ? "billing-js" : "billing-nojs");
  await page.goto("/account");
  await page.getByRole("main").getByRole("link", { name: "Billing details" }).click();
  await expect(page).toHaveURL("/account/billing");
  await expect(page.getByText("Your details apply to invoices issued from now on.")).toBeVisible();
  await expect(page.getByLabel("State")).toHaveValue("32");
  if (js) await expectNoSeriousA11yViolations(page);

  await page.getByLabel("Legal name").fill("Menon Traders LLP");
  await page.getByLabel("Billing address").fill("TC 12/345, Pattom, Thiruvananthapuram 695004");
  await page.getByLabel(/GSTIN/).fill("32AAGCB7383J1ZA");
  await page.getByRole("button", { name: "Save billing details" }).click();
  const gstin = page.getByLabel(/GSTIN/);
  await expect(gstin).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("check character does not match — please check for a typo")).toBeVisible();
  // What was typed is kept for correcting.
  await expect(page.getByLabel("Legal name")).toHaveValue("Menon Traders LLP");
  if (js) await expectNoSeriousA11yViolations(page);

  await gstin.fill("32aagcb7383j1zh");
  await page.getByRole("button", { name: "Save billing details" }).click();
  await expect(page.getByText("Your billing details are saved")).toBeVisible();
  await expect(page.getByLabel(/GSTIN/)).toHaveValue("32AAGCB7383J1ZH");
  await expect(page.getByLabel("Legal name")).toHaveValue("Menon Traders LLP");
}

test("a customer gives their billing details with a GSTIN", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await journey(page, true);
  // The refused GSTIN's answer is a 400 the browser logs; nothing else may be.
  expect(errors.filter((error) => !error.includes("status of 400"))).toEqual([]);
});

describeWithoutJavaScript("billing details", journey);
