// Booking a visit in a browser: staff open a customer's ticket, book a visit from it (the booking
// form), see it on the visit's page and the planner's week; the customer is emailed (with the visit's
// .ics), opens the visit from their ticket and asks for another time, which staff then see flagged.
// axe on every new page.
import { expect, test } from "./fixtures";
import { collectConsoleErrors, expectNoSeriousA11yViolations } from "./helpers";
import { uniqueEmail, waitForMail } from "./support/mail";
import { STAFF_PASSWORD, signInAsCustomer, signInThroughTestRoute } from "./support/staff";

/** 'YYYY-MM-DD' in India, `days` from now. */
function indiaDay(days: number) {
  return new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);
}

test("staff book a visit from a ticket; the customer asks for another time", async ({ page, browser }) => {
  test.slow();
  const errors = collectConsoleErrors(page);
  const customer = await signInAsCustomer(page, "visits");
  const opened = await page.request.post("/__test/tickets", {
    form: { email: customer.email, subject: "Router drops the connection", type: "network" },
  });
  expect(opened.ok()).toBe(true);
  const { number } = (await opened.json()) as { number: string };

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  const technicianName = `Vinod ${Math.random().toString(36).slice(2, 7)}`;
  await signInThroughTestRoute(staff, {
    email: uniqueEmail("technician"),
    password: STAFF_PASSWORD,
    fullName: technicianName,
    role: "staff",
  });
  await staff.goto(`/staff/tickets/${number}`);
  const visits = staff.getByRole("region", { name: "Visits" });
  await expect(visits.getByText("No visit booked for this ticket.")).toBeVisible();
  await visits.getByRole("link", { name: "Book a visit" }).click();
  await expect(staff.getByRole("heading", { level: 1, name: "Book a visit" })).toBeVisible();
  await expectNoSeriousA11yViolations(staff);

  const day = indiaDay(3);
  await staff.getByLabel("Kind of visit").selectOption("repair");
  await staff.getByLabel("Site", { exact: true }).selectOption("other");
  await staff.getByLabel("Address", { exact: true }).fill("TC 15/1234, Vazhuthacaud");
  await staff.getByLabel("Area", { exact: true }).fill("Thiruvananthapuram");
  await staff.getByLabel("From (India time)").fill(`${day}T10:00`);
  await staff.getByLabel("To (India time)").fill(`${day}T12:00`);
  await staff.getByLabel("Technician", { exact: true }).selectOption({ label: technicianName });
  await staff.getByRole("button", { name: "Book the visit" }).click();
  await expect(
    staff.locator("[data-toast-type]").filter({ hasText: "The visit is booked and the customer emailed." }),
  ).toBeVisible();
  await expect(staff.getByRole("heading", { level: 1, name: `Repair for ${customer.fullName}` })).toBeVisible();
  await expectNoSeriousA11yViolations(staff);
  const visitPath = new URL(staff.url()).pathname;

  await staff.goto(`/staff/visits?week=${day}`);
  const week = staff.getByRole("table", { name: "Visits of the week per technician" });
  const row = week.getByRole("row").filter({ has: staff.getByRole("rowheader", { name: technicianName }) });
  await expect(row.getByRole("link", { name: "10:00–12:00" })).toHaveAttribute("href", visitPath);
  await expectNoSeriousA11yViolations(staff);

  const mail = await waitForMail(customer.email, (received) => received.subject.startsWith("Repair visit booked"));
  expect(mail.text).toContain("10:00 am to 12:00 pm IST");
  expect(mail.text).toContain(visitPath.replace("/staff/", "/account/"));
  const [invitation] = mail.attachments;
  expect(invitation?.fileName).toBe("visit.ics");
  expect(invitation?.contentType).toBe("text/calendar");
  // A text part's line breaks are the MIME's (the sink's parser gives them as LF); the unfolded lines:
  const ics = Buffer.from(invitation?.base64 ?? "", "base64")
    .toString("utf8")
    .replace(/\r?\n /g, "")
    .split(/\r?\n/);
  expect(ics).toContain("METHOD:REQUEST");
  expect(ics).toContain(`DTSTART:${day.replaceAll("-", "")}T043000Z`);

  // The customer finds the visit on their ticket and asks for another time.
  await page.goto(`/account/tickets/${number}`);
  await page.getByRole("link", { name: "Repair visit · Booked" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Repair visit" })).toBeVisible();
  await expect(page.getByText(technicianName.split(" ")[0] ?? "")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel("When would suit you?").fill("Friday afternoon, please");
  await page.getByRole("button", { name: "Ask for another time" }).click();
  await expect(page.getByText("Thank you: we will find another time and email it to you.")).toBeVisible();
  await expect(page.getByText("You asked for another time.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await staff.reload();
  await expect(staff.getByRole("region", { name: "Reschedule requested" })).toContainText("Friday afternoon, please");
  await staffContext.close();
  expect(errors).toEqual([]);
});
