// The customer's side of AMC contracts in a browser: a contract sent for acceptance appears on
// /account/contracts (linked from /account and the account menu), its page shows the terms, the
// customer ticks the box and accepts, and the page then shows the acceptance record; automatic
// renewal is switched and a plan change asked for. Once with JavaScript (no console errors: the pages
// hydrate as rendered; axe on each page and state) and once as plain form posts.
import { expect, type Page, test } from "./fixtures";
import { collectConsoleErrors, describeWithoutJavaScript, expectNoSeriousA11yViolations } from "./helpers";
import { signInAsCustomer } from "./support/staff";

/** A contract of this customer made through the contracts' commands (POST /__test/contracts). */
async function addContract(page: Page, email: string, fields: Record<string, string>): Promise<number> {
  const response = await page.request.post("/__test/contracts", { form: { email, ...fields } });
  if (!response.ok()) throw new Error(`POST /__test/contracts answered ${response.status()}`);
  return ((await response.json()) as { id: number }).id;
}

async function journey(page: Page, js: boolean) {
  const customer = await signInAsCustomer(page, js ? "contract-js" : "contract-nojs");
  const id = await addContract(page, customer.email, { state: "sent", planId: "starter" });

  // Reached from the account page; the header's account menu links it too.
  await page.goto("/account");
  // (in the closed menu, so outside the accessibility tree until it opens)
  const menuLink = page
    .getByRole("banner")
    .getByRole("group")
    .getByRole("link", { name: "AMC contracts", includeHidden: true });
  await expect(menuLink).toHaveAttribute("href", "/account/contracts");
  await page.getByRole("main").getByRole("link", { name: "AMC contracts" }).click();
  await expect(page).toHaveURL("/account/contracts");
  const card = page.getByRole("article", { name: `AMC-${id} · Starter AMC` });
  await expect(card).toContainText("Waiting for your acceptance");
  await card.getByRole("link", { name: `AMC-${id} · Starter AMC` }).click();

  await expect(page).toHaveURL(`/account/contracts/${id}`);
  const terms = page.getByRole("region", { name: "Terms" });
  await expect(terms).toContainText(`Annual Maintenance Contract AMC-${id}`);
  await expect(terms).toContainText("Plan: Starter AMC.");
  if (js) await expectNoSeriousA11yViolations(page);
  await page.getByLabel("I have read and accept these terms").check();
  await page.getByRole("button", { name: "I accept" }).click();

  await expect(page.getByText(`Thank you: contract AMC-${id} is accepted.`)).toBeVisible();
  const accepted = page.getByRole("region", { name: "The terms you accepted" });
  await expect(accepted).toContainText(customer.email);
  await expect(accepted).toContainText("On this page");
  await expect(page.getByRole("region", { name: "Your measured service" })).toContainText("Tickets opened");
  if (js) await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: "Switch automatic renewal on" }).click();
  await expect(page.getByText("Automatic renewal switched on.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Switch automatic renewal off" })).toBeVisible();

  await page.getByLabel("New plan").selectOption({ label: "Enterprise AMC" });
  await page.getByLabel(/Note for our team/).fill("We are opening a second office.");
  await page.getByRole("button", { name: "Send the request" }).click();
  await expect(page.getByText("Your request is with our team")).toBeVisible();
}

test("a customer accepts a contract, switches automatic renewal and asks to change plan", async ({ page }) => {
  test.slow();
  const errors = collectConsoleErrors(page);
  await journey(page, true);
  expect(errors).toEqual([]);
});

describeWithoutJavaScript("contracts", journey);
