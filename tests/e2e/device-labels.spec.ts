// A device's label in a browser: the customer registers a device, prints its label (the sheet with its
// QR code drawn as SVG), opens the label's address and lands on the new-ticket form with the device
// chosen, opens the ticket, and the ticket and the device's page show each other — to staff too, who
// print the device's label from its page. Signed out, the label's address goes through sign-in. axe
// on every new page.
import { expect, test } from "./fixtures";
import { collectConsoleErrors, expectNoSeriousA11yViolations } from "./helpers";
import { signInAsCustomer, signInAsStaff } from "./support/staff";
import { fillTicketForm } from "./support/tickets-customer";

test("a device's printed label opens a ticket form with the device chosen", async ({ page, browser }) => {
  const errors = collectConsoleErrors(page);
  await signInAsCustomer(page, "labels");
  await page.goto("/account/devices/new");
  await page.getByLabel("Kind").selectOption("laptop");
  await page.getByLabel("Make").fill("Dell");
  await page.getByLabel("Model").fill("Latitude 5440");
  await page.getByLabel(/^Serial number/).fill("SN-E2E-1");
  await page.getByRole("button", { name: "Add the device" }).click();
  await expect(page.getByText("Device added to your register.")).toBeVisible();
  const deviceId = new URL(page.url()).pathname.split("/").pop()!;
  await expectNoSeriousA11yViolations(page);

  // The sheet makes no token on sight: a POST does.
  await page.getByRole("link", { name: "Print a label" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Device labels" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Labels to print" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Make labels" }).click();
  await expect(page.getByText("1 label made.")).toBeVisible();
  const sheet = page.getByRole("list", { name: "Labels to print" });
  await expect(sheet.locator("svg")).toHaveCount(1);
  await expect(sheet).toContainText("Laptop: Dell Latitude 5440");
  await expect(sheet).toContainText("S/N SN-E2E-1");
  await expectNoSeriousA11yViolations(page);
  const labelUrl = (await sheet.getByText(/\/d\/[A-Za-z0-9_-]{43}$/).textContent())!;
  // Printed, the sheet is all there is on the paper: the site's header is left out.
  const header = page.getByRole("banner");
  await expect(header).toBeVisible();
  await page.emulateMedia({ media: "print" });
  await expect(sheet).toBeVisible();
  await expect(header).toBeHidden();
  await page.emulateMedia({ media: "screen" });

  // Signed out, the label goes through sign-in and back.
  const visitor = await browser.newContext();
  const stranger = await visitor.newPage();
  await stranger.goto(labelUrl);
  await expect(stranger).toHaveURL(/\/login\?redirectTo=%2Fd%2F/);
  await visitor.close();

  await page.goto(labelUrl);
  await expect(page).toHaveURL(`/account/tickets/new?device=${deviceId}`);
  await expect(page.getByLabel("Which device?")).toHaveValue(deviceId);
  await expectNoSeriousA11yViolations(page);
  await fillTicketForm(page, {
    subject: "Laptop will not charge",
    description: "The charging light stays off.",
    priority: "Medium",
    type: "Hardware",
  });
  await page.getByRole("button", { name: "Open ticket" }).click();
  await page.waitForURL(/\/account\/tickets\/AIT-\d{4}-\d{5,}$/);
  const number = new URL(page.url()).pathname.split("/").pop()!;
  const device = page.getByRole("link", { name: "Laptop: Dell Latitude 5440" });
  await expect(device).toBeVisible();
  await device.click();
  await expect(page.getByRole("link", { name: new RegExp(`${number}: Laptop will not charge`) })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(errors).toEqual([]);

  // Staff see the device on the ticket, the ticket on the device, and print the device's label.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInAsStaff(staff);
  await staff.goto(`/staff/tickets/${number}`);
  await staff.getByRole("link", { name: "Laptop: Dell Latitude 5440" }).click();
  await expect(staff.getByRole("link", { name: new RegExp(`${number}: Laptop will not charge`) })).toBeVisible();
  await expect(staff.getByText("A label is in use")).toBeVisible();
  await staff.getByRole("link", { name: "Print a label" }).click();
  await expect(staff.getByRole("list", { name: "Labels to print" }).locator("svg")).toHaveCount(1);
  await expectNoSeriousA11yViolations(staff);
  await staffContext.close();
});
