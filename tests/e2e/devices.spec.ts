// The device register in a browser: a customer with a Starter contract (2 devices) adds a device and
// sees it covered, is refused a third covered device beside its field, and staff find the device in
// their list, open it, mark it verified and add its photo; the customer then sees it verified. axe on
// every page and state.
import { samples } from "../support/file-samples";
import { expect, test } from "./fixtures";
import { collectConsoleErrors, expectNoSeriousA11yViolations } from "./helpers";
import { signInAsCustomer, signInAsStaff } from "./support/staff";

test("a customer registers devices under their contract's limit; staff verify one", async ({ page, browser }) => {
  test.slow();
  const errors = collectConsoleErrors(page);
  const customer = await signInAsCustomer(page, "devices");
  const contract = await page.request.post("/__test/contracts", { form: { email: customer.email, planId: "starter" } });
  expect(contract.ok()).toBe(true);
  const { id: contractId } = (await contract.json()) as { id: number };

  async function addDevice(make: string, model: string) {
    await page.goto("/account/devices/new");
    await page.getByLabel("Kind").selectOption("laptop");
    await page.getByLabel("Make").fill(make);
    await page.getByLabel("Model").fill(model);
    await page.getByRole("button", { name: "Add the device" }).click();
  }

  await page.goto("/account/devices");
  await expect(page.getByText("You have not added any devices yet.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: "Add a device" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Add a device" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await addDevice("Dell", "Latitude 5440");
  await expect(page.getByText("Device added to your register.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await addDevice("HP", "ProBook 450");
  await expect(page.getByText("Device added to your register.")).toBeVisible();

  // A third covered device does not fit the Starter plan's two: refused beside its box, nothing added.
  await addDevice("Lenovo", "ThinkPad E14");
  const covered = page.getByLabel("Count this device under my AMC contract");
  await expect(covered).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Your contract covers 2 devices and that many are already counted.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto("/account/devices");
  await expect(page.getByText("Devices covered: 2 of 2")).toBeVisible();
  await expect(page.getByText(`Covered by AMC-${contractId}`)).toHaveCount(2);
  await expect(page.getByText("Not yet checked by our staff")).toHaveCount(2);

  // Staff find the Dell in their list and verify it.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInAsStaff(staff);
  await staff.goto(`/staff/devices?q=${encodeURIComponent(customer.email)}`);
  const table = staff.getByRole("table", { name: "Devices" });
  await expect(table.getByRole("row")).toHaveCount(3);
  await expectNoSeriousA11yViolations(staff);
  await table.getByRole("link", { name: /Dell Latitude 5440/ }).click();
  await expect(staff.getByRole("heading", { level: 1, name: /Dell Latitude 5440/ })).toBeVisible();
  await expectNoSeriousA11yViolations(staff);
  await staff.getByRole("button", { name: "Mark as verified" }).click();
  await expect(
    staff.locator("[data-toast-type]").filter({ hasText: "The device is marked as verified." }),
  ).toBeVisible();
  // Staff add the device's photo from its page: the same form as the customer's.
  await staff.getByLabel("Photo of the device").setInputFiles({
    name: "rack.png",
    mimeType: "image/png",
    buffer: Buffer.from(samples.png),
  });
  await staff.getByRole("button", { name: "Upload the photo" }).click();
  await expect(staff.locator("[data-toast-type]").filter({ hasText: "The device's photo is saved." })).toBeVisible();
  await expect(staff.getByRole("link", { name: /rack\.png/ })).toBeVisible();
  await expect(staff.getByRole("button", { name: "Replace the photo" })).toBeVisible();
  await expectNoSeriousA11yViolations(staff);
  await staffContext.close();

  await page.reload();
  await expect(page.getByText("Not yet checked by our staff")).toHaveCount(1);
  // The refused third device's 409 is the only error the page may log.
  expect(errors.filter((error) => !error.includes("status of 409"))).toEqual([]);
});
