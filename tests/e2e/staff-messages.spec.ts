// The staff inbox: a visitor's contact message reaches the dashboard and the list; staff
// open it, note, assign, reply (the visitor receives the reply, Reply-To the company) and change
// its status — with JavaScript and without. A change made on a stale page is refused and said so.
import { expect, type Page, test } from "./fixtures";
import { site } from "../../app/content/site";
import {
  blockAppScripts,
  collectConsoleErrors,
  describeWithoutJavaScript,
  expectNoSeriousA11yViolations,
} from "./helpers";
import { a11y, expectFlash, threadOf, workOf } from "./support/record-page";
import { uniqueEmail, waitForMail } from "./support/mail";
import { signInAsStaff } from "./support/staff";

/**
 * A visitor's contact message, recorded through the test-only route as the contact form records one
 * (the form itself is contact.spec.ts's subject), and returns what was sent.
 */
async function sendContactMessage(page: Page, label: string) {
  const email = uniqueEmail(`visitor-${label}`);
  const subject = `Inbox ${label} ${Date.now().toString(36)}`;
  const response = await page.request.post("/__test/contact-messages", {
    form: {
      firstName: "Meera",
      lastName: "Pillai",
      email,
      phone: "+91 98470 55555",
      company: "Pillai Stores",
      subject,
      message: "Our billing PC shows a blue screen.\nPlease help.",
    },
  });
  expect(response.ok()).toBe(true);
  return { email, subject };
}

const noteFormOf = (page: Page) =>
  workOf(page)
    .locator("form")
    .filter({ has: page.getByLabel("Internal note") });

async function journey(page: Page, js: boolean) {
  const visitor = await sendContactMessage(page, js ? "js" : "nojs");
  const staff = await signInAsStaff(page);
  await page.goto("/staff");
  await expect(page).toHaveURL("/staff");

  // The dashboard lists it among the new messages.
  const newMessages = page.getByRole("region", { name: "New messages" });
  await expect(newMessages.getByRole("link", { name: new RegExp(visitor.subject) })).toBeVisible();
  await a11y(page, js);

  // The list: found by search and by the 'new' filter, with its status.
  await page.getByRole("navigation", { name: "Staff console" }).getByRole("link", { name: "Messages" }).click();
  await expect(page).toHaveURL("/staff/messages");
  await expect(page.getByRole("heading", { level: 1, name: "Contact messages" })).toBeVisible();
  await a11y(page, js);
  const filters = page.getByRole("form", { name: "Find messages" });
  await filters.getByLabel("Search").fill(visitor.email);
  await filters.getByLabel("Status").selectOption("new");
  await filters.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/\/staff\/messages\?q=.+&status=new/);
  const table = page.getByRole("table", { name: "Contact messages" });
  await expect(table.getByRole("row")).toHaveCount(2);
  const row = table.getByRole("row").nth(1);
  await expect(row).toContainText("Meera Pillai");
  await expect(row).toContainText("New");
  await a11y(page, js);
  await row.getByRole("link", { name: new RegExp(visitor.subject) }).click();

  // The message: visitor details and the original message in the thread.
  await expect(page.getByRole("heading", { level: 1, name: new RegExp(visitor.subject) })).toBeVisible();
  const visitorDetails = page.getByRole("region", { name: "Visitor", exact: true });
  await expect(visitorDetails).toContainText(visitor.email);
  await expect(visitorDetails).toContainText("+91 98470 55555");
  await expect(visitorDetails).toContainText("Pillai Stores");
  await expect(visitorDetails).toContainText("127.0.0.1");
  await expect(threadOf(page)).toContainText("Our billing PC shows a blue screen.");
  await a11y(page, js);

  // A blank note (spaces only) is refused with a message by the field.
  const noteForm = noteFormOf(page);
  await noteForm.getByLabel("Internal note").fill("   ");
  await noteForm.getByRole("button", { name: "Add note" }).click();
  await expect(noteForm.getByText("Note is required")).toBeVisible();
  await a11y(page, js);

  // Note.
  await noteForm.getByLabel("Internal note").fill("Customer since 2024; check the UPS too.");
  await noteForm.getByRole("button", { name: "Add note" }).click();
  await expectFlash(page, "Note added.", js);
  await expect(threadOf(page)).toContainText("Internal note by Test staff");
  await expect(threadOf(page)).toContainText("Customer since 2024; check the UPS too.");

  // Assign to me.
  await workOf(page).getByRole("button", { name: "Assign to me" }).click();
  await expectFlash(page, `Assigned to ${staff.fullName}.`, js);
  await expect(page.getByText(`Assignee: ${staff.fullName}`)).toBeVisible();
  await expect(threadOf(page)).toContainText(`Test staff assigned it to ${staff.fullName}`);
  await expect(workOf(page).getByRole("button", { name: "Assign to me" })).toHaveCount(0);

  // Reply: emailed to the visitor, Reply-To the company, quoting the message; status Replied.
  const replyText = `Hello from the desk ${Date.now().toString(36)}: we will call you at 3 pm.`;
  await page.getByLabel("Your reply").fill(replyText);
  await page.getByRole("button", { name: "Send reply" }).click();
  await expectFlash(page, "Reply queued for sending; the status is Replied.", js);
  await expect(threadOf(page)).toContainText("Test staff replied");
  await expect(threadOf(page)).toContainText(replyText);
  await expect(threadOf(page)).toContainText("Test staff changed the status from New to Replied");
  await expect(workOf(page).getByLabel("Status")).toHaveValue("replied");
  const mail = await waitForMail(visitor.email, (m) => m.subject.startsWith("Re: "));
  expect(mail.subject).toBe(`Re: ${visitor.subject} — ${site.name}`);
  expect(mail.replyTo).toEqual([site.email]);
  expect(mail.text).toContain(replyText);
  expect(mail.text).toContain("> Our billing PC shows a blue screen.");
  await a11y(page, js);

  // Status change.
  await workOf(page).getByLabel("Status").selectOption("closed");
  await workOf(page).getByRole("button", { name: "Change status" }).click();
  await expectFlash(page, "Status changed to Closed.", js);
  await expect(threadOf(page)).toContainText("from Replied to Closed");

  // A stale page: another tab reopens the message; this tab's change is refused and says so.
  const other = await page.context().newPage();
  await other.goto(page.url());
  await workOf(other).getByLabel("Status").selectOption("open");
  await workOf(other).getByRole("button", { name: "Change status" }).click();
  await expect(threadOf(other)).toContainText("from Closed to Open");
  await other.close();
  await workOf(page).getByLabel("Status").selectOption("spam");
  await workOf(page).getByRole("button", { name: "Change status" }).click();
  await expect(workOf(page).getByRole("alert")).toContainText("Someone changed the status to Open");
  await expect(workOf(page).getByLabel("Status")).toHaveValue("open");
  await a11y(page, js);

  // The list shows the new state.
  await page.goto(`/staff/messages?q=${encodeURIComponent(visitor.email)}`);
  await expect(page.getByRole("table", { name: "Contact messages" }).getByRole("row").nth(1)).toContainText("Open");
}

test.describe("staff inbox with JavaScript", () => {
  test("a contact message is seen, noted, assigned, answered and closed", async ({ page }) => {
    test.slow();
    const errors = collectConsoleErrors(page);
    await journey(page, true);
    // The refused blank note (400) and the refused stale change (409) are answers, not faults.
    expect(errors.filter((error) => !/status of (400|409) /.test(error))).toEqual([]);
  });

  test("an unknown message is the site's 404; the list pages and keeps its filters", async ({ page }) => {
    await signInAsStaff(page);
    const response = await page.goto("/staff/messages/987654321");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(/Not Found/);
    await expect(page.getByRole("navigation", { name: "Staff console" })).toHaveCount(0);
    await page.goto("/staff/messages?assignee=unassigned&page=999");
    await expect(page.getByText("No messages match.")).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Previous page" }),
    ).toHaveAttribute("href", "/staff/messages?assignee=unassigned&page=998");
    await expectNoSeriousA11yViolations(page);
  });
});

describeWithoutJavaScript("staff inbox", journey);

test.describe("staff inbox before any JavaScript runs", () => {
  blockAppScripts();

  test("the server-rendered pages and states are accessible", async ({ page }) => {
    test.slow();
    const visitor = await sendContactMessage(page, "unhydrated");
    await signInAsStaff(page);
    await page.goto("/staff");
    await expectNoSeriousA11yViolations(page);
    await page.goto(`/staff/messages?q=${encodeURIComponent(visitor.email)}`);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("link", { name: new RegExp(visitor.subject) }).click();
    await expect(page.getByRole("heading", { level: 1, name: new RegExp(visitor.subject) })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const noteForm = noteFormOf(page);
    await noteForm.getByLabel("Internal note").fill("   ");
    await noteForm.getByRole("button", { name: "Add note" }).click();
    await expect(noteForm.getByText("Note is required")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await noteForm.getByLabel("Internal note").fill("Unhydrated note.");
    await noteForm.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Note added." })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
