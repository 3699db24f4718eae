// A visit from end to end, every page at a phone's width (412 px): a customer under an Enterprise
// contract registers a device and opens a ticket about it; a dispatcher books a repair visit from the
// ticket for a technician; the customer's email carries the RFC 5545 calendar file; the technician
// sets off, arrives, ticks the checklist and the customer signs on the glass with pointer input; the
// service report's PDF arrives in the SMTP sink and its text (pdftotext) names the customer, the
// device, the work and the times; the contract counts the visit.
import { pdfText } from "../support/pdf-text";
import { expect, test } from "./fixtures";
import { collectConsoleErrors, expectNoSeriousA11yViolations } from "./helpers";
import { uniqueEmail, waitForMail } from "./support/mail";
import { STAFF_PASSWORD, signInAsCustomer, signInAsStaff, signInThroughTestRoute } from "./support/staff";
import { fillTicketForm } from "./support/tickets-customer";

const phone = { width: 412, height: 915 };
test.use({ viewport: phone });

/** A booked window in India time around now, starting today (never yesterday), as datetime-local values. */
function windowAroundNow() {
  const istNow = Date.now() + 330 * 60_000;
  const todayStart = istNow - (istNow % 86_400_000);
  const start = Math.max(todayStart, istNow - 5 * 60_000);
  const value = (ms: number) => new Date(ms - (ms % 60_000)).toISOString().slice(0, 16);
  return { from: value(start), to: value(start + 2 * 60 * 60_000) };
}

const dateTime = /\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m/;

test("a visit booked from a ticket is worked on a phone, signed, reported as a PDF and counted by the contract", async ({
  page,
  browser,
}) => {
  test.slow();
  const errors = collectConsoleErrors(page);

  // The customer: an Enterprise contract (on-site visits included), a registered laptop, a ticket about it.
  const customer = await signInAsCustomer(page, "journey");
  const contract = await page.request.post("/__test/contracts", {
    form: { email: customer.email, planId: "enterprise" },
  });
  expect(contract.ok()).toBe(true);
  const { id: contractId } = (await contract.json()) as { id: number };
  await page.goto("/account/devices/new");
  await page.getByLabel("Kind").selectOption("laptop");
  await page.getByLabel("Make").fill("Dell");
  await page.getByLabel("Model").fill("Latitude 5440");
  await page.getByLabel(/^Serial number/).fill("SN-JOURNEY-1");
  await page.getByRole("button", { name: "Add the device" }).click();
  await expect(page.getByText("Device added to your register.")).toBeVisible();
  await page.goto("/account/tickets/new");
  const deviceChoice = page.getByLabel("Which device?");
  const laptop = await deviceChoice.locator("option", { hasText: "Dell Latitude 5440" }).getAttribute("value");
  await deviceChoice.selectOption(laptop ?? "");
  await fillTicketForm(page, {
    subject: "Laptop switches off on its own",
    description: "It shuts down after ten minutes, even on the charger.",
    priority: "High",
    type: "Hardware",
  });
  await page.getByRole("button", { name: "Open ticket" }).click();
  await page.waitForURL(/\/account\/tickets\/AIT-\d{4}-\d{5,}$/);
  const ticketNumber = new URL(page.url()).pathname.split("/").pop() ?? "";

  // A technician, and a dispatcher who books the visit from the ticket.
  const technicianContext = await browser.newContext({ viewport: phone });
  const technicianPage = await technicianContext.newPage();
  const technicianName = `Anil ${Math.random().toString(36).slice(2, 7)}`;
  await signInThroughTestRoute(technicianPage, {
    email: uniqueEmail("technician"),
    password: STAFF_PASSWORD,
    fullName: technicianName,
    role: "staff",
  });
  const dispatcherContext = await browser.newContext({ viewport: phone });
  const dispatcher = await dispatcherContext.newPage();
  await signInAsStaff(dispatcher);
  await dispatcher.goto(`/staff/tickets/${ticketNumber}`);
  await dispatcher.getByRole("region", { name: "Visits" }).getByRole("link", { name: "Book a visit" }).click();
  const window = windowAroundNow();
  await dispatcher.getByLabel("Kind of visit").selectOption("repair");
  await dispatcher.getByLabel("From (India time)").fill(window.from);
  await dispatcher.getByLabel("To (India time)").fill(window.to);
  await dispatcher.getByLabel("Technician", { exact: true }).selectOption({ label: technicianName });
  await dispatcher.getByRole("button", { name: "Book the visit" }).click();
  await expect(
    dispatcher.locator("[data-toast-type]").filter({ hasText: "The visit is booked and the customer emailed." }),
  ).toBeVisible();
  const visitId = Number(new URL(dispatcher.url()).pathname.split("/").pop());

  // The booking email carries the calendar file, a request for the booked time. (The sink's MIME parser
  // turns a text part's CRLF into LF; ics.test.ts and the outbox's integration test hold the CRLF.)
  const booked = await waitForMail(customer.email, (mail) => mail.subject.startsWith("Repair visit booked"));
  const invitation = booked.attachments.find((file) => file.contentType.startsWith("text/calendar"));
  expect(invitation?.fileName).toMatch(/\.ics$/);
  const ics = Buffer.from(invitation?.base64 ?? "", "base64").toString("utf8");
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r?\n/);
  expect(ics).toMatch(/\nMETHOD:REQUEST\r?\n/);
  expect(ics).toContain(`UID:visit-${visitId}@`);
  expect(ics).toMatch(/\nDTSTART:\d{8}T\d{6}Z\r?\n/);

  // The technician's day on the phone: set off, arrive, the checklist, the work, the customer's signature.
  await technicianPage.goto("/staff/visits/today");
  const card = technicianPage.getByRole("listitem").filter({ hasText: customer.fullName });
  await card.getByRole("link", { name: `Open: ${customer.fullName}` }).click();
  await technicianPage.waitForURL(`/staff/visits/today/${visitId}`);
  // The list (other customers' unassigned checks too) may still be on screen as the URL changes:
  // wait for the work page's own button before reading the one status it shows.
  await expect(technicianPage.getByRole("button", { name: "Set off" })).toBeVisible();
  const status = technicianPage.getByTestId("visit-status");
  await expect(status).toHaveText("Booked");
  await technicianPage.getByRole("button", { name: "Set off" }).click();
  await expect(status).toHaveText("Technician on the way");
  await waitForMail(customer.email, (mail) => mail.subject.endsWith("is on the way"));
  await technicianPage.getByRole("button", { name: "Arrived" }).click();
  await expect(status).toHaveText("Technician on site");
  for (const box of await technicianPage.getByRole("checkbox").all()) await box.check();
  await technicianPage.getByLabel("Work notes").fill("Cleaned the blocked fan and replaced the thermal paste.");
  await technicianPage.getByLabel("Parts used").fill("Thermal paste");
  await technicianPage.getByRole("radio", { name: "Yes" }).check();
  await technicianPage.getByLabel("Signer's name").fill(customer.fullName);
  const pad = technicianPage.getByTestId("signature-pad");
  await pad.scrollIntoViewIfNeeded();
  const area = await pad.boundingBox();
  if (!area) throw new Error("the signature pad is not on the page");
  await technicianPage.mouse.move(area.x + 30, area.y + 90);
  await technicianPage.mouse.down();
  for (const [x, y] of [
    [90, 50],
    [150, 130],
    [210, 60],
    [280, 120],
  ] as const) {
    await technicianPage.mouse.move(area.x + x, area.y + y, { steps: 4 });
  }
  await technicianPage.mouse.up();
  await expectNoSeriousA11yViolations(technicianPage);
  await technicianPage.getByRole("button", { name: "Finish visit" }).click();
  await expect(status).toHaveText("Completed");

  // The technician's calendar feed (a secret URL, shown once) carries the visit.
  await technicianPage.goto("/staff/visits/feed");
  await technicianPage.getByRole("button", { name: "Make a new feed address" }).click();
  const feedUrl = (await technicianPage.getByTestId("feed-url").textContent()) ?? "";
  await expectNoSeriousA11yViolations(technicianPage);
  const feed = await technicianPage.request.get(feedUrl);
  expect(feed.headers()["content-type"]).toContain("text/calendar");
  expect(await feed.text()).toContain(`UID:visit-${visitId}@`);
  await technicianContext.close();

  // The service report arrives as a PDF whose text holds the customer, the device, the work and the times.
  const reported = await waitForMail(customer.email, (mail) => mail.subject.startsWith("Service report SR-"));
  const pdf = reported.attachments.find((file) => file.contentType === "application/pdf");
  expect(pdf?.fileName).toMatch(/^SR-\d{4}-\d+\.pdf$/);
  const text = pdfText(Buffer.from(pdf?.base64 ?? "", "base64"));
  expect(text).toContain(customer.fullName);
  expect(text).toContain("Dell Latitude 5440");
  expect(text).toContain("SN-JOURNEY-1");
  expect(text).toContain("Cleaned the blocked fan and replaced the thermal paste.");
  expect(text).toContain("Thermal paste");
  for (const step of ["Set off", "Arrived", "Finished"]) {
    expect(text).toMatch(new RegExp(`${step}:? ${dateTime.source}`));
  }
  expect(text).toContain(`Signed by ${customer.fullName}`);

  // The report is downloadable from the customer's ticket (as a download, never shown inline).
  await page.goto(`/account/tickets/${ticketNumber}`);
  const reportLink = page.getByRole("link", { name: /^Download SR-\d{4}-\d+ \(PDF\)$/ });
  const download = await page.request.get((await reportLink.getAttribute("href")) ?? "");
  expect(download.headers()["content-type"]).toBe("application/pdf");
  expect(download.headers()["content-disposition"]).toMatch(/^attachment;/);
  expect(Buffer.from(await download.body()).equals(Buffer.from(pdf?.base64 ?? "", "base64"))).toBe(true);

  // The contract counts the visit among this year's on-site visits, and lists it with its report.
  await page.goto(`/account/contracts/${contractId}`);
  const onSite = page.getByText("On-site visits this contract year").locator("..");
  await expect(onSite).toContainText(/1 done, \d+ due, 0 missed/);
  await expect(page.getByRole("link", { name: /^Download SR-\d{4}-\d+ \(PDF\)$/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Staff correct the report: a new report supersedes it; the first stays as issued. Both visit pages list them.
  await dispatcher.goto(`/staff/visits/${visitId}`);
  await expectNoSeriousA11yViolations(dispatcher);
  await dispatcher.getByLabel("What is corrected").fill("The part used was thermal paste and a fan.");
  await dispatcher.getByRole("button", { name: "Issue corrected report" }).click();
  const corrected = dispatcher.locator("[data-toast-type]").filter({ hasText: /^Corrected report SR-/ });
  await expect(corrected).toBeVisible();
  await expect(dispatcher.getByText(/superseded by SR-/)).toBeVisible();
  // The toast (fixed, top right) lies over the console's menu while it shows, which axe counts as a
  // target the menu's links must leave room for; a staff member reads it and dismisses it.
  await corrected.getByRole("button", { name: "Dismiss notification" }).click();
  await expect(corrected).toHaveCount(0);
  await expectNoSeriousA11yViolations(dispatcher);
  await dispatcherContext.close();
  await waitForMail(customer.email, (mail) => mail.subject.startsWith("Corrected service report SR-"));
  await page.goto(`/account/visits/${visitId}`);
  await expect(page.getByRole("link", { name: /^Download SR-\d{4}-\d+ \(PDF\)$/ })).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);
  expect(errors).toEqual([]);
});
