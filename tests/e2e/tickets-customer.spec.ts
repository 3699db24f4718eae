// The customer side of the support desk: a signed-out visitor tells Netra about an
// emergency, opens a support ticket from the chat, signs in and comes back to the form filled in
// from the chat (critical chosen, the 24x7 line shown), opens the ticket, replies, and reads the
// emails in the SMTP sink; the same pages without JavaScript; another customer's ticket is a 404.
// axe on every page and state. The helpers are exported for the joined staff + customer journey.
import { expect, type Page, test } from "./fixtures";
import { chatScript } from "../../app/content/chat";
import { chatLauncherCopy } from "../../app/content/chat-launcher";
import { notFoundPage } from "../../app/content/not-found";
import { site } from "../../app/content/site";
import { collectConsoleErrors, expectNoSeriousA11yViolations } from "./helpers";
import { waitForMail } from "./support/mail";
import { createAccount, signInAsCustomer, signInAsStaff } from "./support/staff";
import { DESK_EMAIL, fillTicketForm, replyAsCustomer } from "./support/tickets-customer";

const chatDialog = (page: Page) => page.getByRole("dialog", { name: chatScript.ui.panelTitle });

test("a customer opens a ticket from the chat: login and back, the form filled in, the reply, the emails; staff answer, the customer replies, staff resolve and the follow-up call appears", async ({
  page,
  browser,
}) => {
  test.slow();
  const errors = collectConsoleErrors(page);
  const customer = await createAccount(page, "customer", "chat-ticket");

  // Signed out, the visitor tells Netra that something is down.
  await page.goto("/");
  await page.getByRole("button", { name: chatLauncherCopy.open }).click();
  const chat = chatDialog(page);
  await chat.getByRole("textbox", { name: chatScript.ui.inputLabel }).fill("Our billing server is down, urgent!");
  await chat.getByRole("textbox", { name: chatScript.ui.inputLabel }).press("Enter");
  await chat.getByRole("textbox", { name: chatScript.ui.inputLabel }).fill("Nobody can raise invoices since 9 am");
  await chat.getByRole("textbox", { name: chatScript.ui.inputLabel }).press("Enter");
  const handOff = chat.getByRole("link", { name: chatScript.ui.openTicket }).last();
  await expect(handOff).toBeVisible();
  await expect(handOff).toHaveAttribute("href", "/account/tickets/new?from=chat");
  await handOff.click();

  // Through the login page and back, the draft kept in the tab.
  await page.waitForURL((url) => url.pathname === "/login");
  expect(new URL(page.url()).searchParams.get("redirectTo")).toBe("/account/tickets/new?from=chat");
  await page.getByLabel("Email Address").fill(customer.email);
  await page.getByLabel("Password", { exact: true }).fill(customer.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL((url) => url.pathname === "/account/tickets/new");

  await expect(page.getByText("We copied your messages from the chat")).toBeVisible();
  await expect(page.getByLabel("Subject")).toHaveValue("Our billing server is down, urgent!");
  await expect(page.getByLabel("What is wrong?")).toHaveValue(
    "Our billing server is down, urgent!\n\nNobody can raise invoices since 9 am",
  );
  await expect(page.getByRole("radio", { name: /^Critical/ })).toBeChecked();
  const emergencyLine = page.getByRole("complementary", { name: "Is something down right now?" });
  await expect(emergencyLine.getByRole("link", { name: site.emergencyPhone })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A mistake first (no type), answered by the field, then the ticket.
  await page.getByRole("button", { name: "Open ticket" }).click();
  await expect(page.getByText("Choose the type of problem.")).toBeVisible();
  await expect(page.getByLabel("Type of problem")).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await fillTicketForm(page, { type: "Network", device: "Billing server" });
  await page.getByRole("button", { name: "Open ticket" }).click();
  await page.waitForURL(/\/account\/tickets\/AIT-\d{4}-\d{5,}$/);
  const number = new URL(page.url()).pathname.split("/").pop()!;
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: `Ticket ${number} opened` })
      .first(),
  ).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(number);
  const thread = page.getByRole("region", { name: "Conversation" });
  await expect(thread).toContainText("Nobody can raise invoices since 9 am");
  await expectNoSeriousA11yViolations(page);

  // The staff's notice (source: the chat) and the customer's confirmation with the promise.
  const staffMail = await waitForMail(DESK_EMAIL, (mail) => mail.subject.startsWith(`[${number}] New Critical ticket`));
  expect(staffMail.text).toContain("Opened from: The chat with Netra");
  expect(staffMail.text).toContain(`/staff/tickets/${number}`);
  const confirmation = await waitForMail(customer.email, (mail) => mail.subject.includes(number));
  expect(confirmation.text).toContain("within 1 hour");
  expect(confirmation.text).toContain(`/account/tickets/${number}`);
  expect(confirmation.text).toContain(site.emergencyPhone);

  // The customer replies; the desk hears of it.
  await replyAsCustomer(page, "It came back for a minute, then went down again.", [
    { name: "uptime.log", mimeType: "text/plain", buffer: Buffer.from("down 09:02\nup 09:40\ndown 09:41\n") },
  ]);
  await expect(thread.getByRole("link", { name: /uptime\.log/ })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Your reply was sent" }).first()).toBeVisible();
  const replyMail = await waitForMail(
    DESK_EMAIL,
    (mail) => mail.subject === `[${number}] Customer replied: ${"Our billing server is down, urgent!"}`,
  );
  expect(replyMail.text).toContain("It came back for a minute");
  expect(replyMail.text).toContain("Attachments: uptime.log");

  // The list, reached from the account menu.
  const accountMenu = page.getByRole("banner").getByRole("group");
  await accountMenu.getByText(customer.fullName).click();
  await accountMenu.getByRole("link", { name: "Support tickets" }).click();
  await page.waitForURL("/account/tickets");
  const row = page.getByRole("table", { name: "Your support tickets" }).getByRole("row", { name: new RegExp(number) });
  await expect(row).toContainText("Critical");
  await expect(row).toContainText("New");
  await expectNoSeriousA11yViolations(page);
  // The draft is gone once used: a new form from the chat's address starts empty.
  await page.goto("/account/tickets/new?from=chat");
  await expect(page.getByLabel("Subject")).toHaveValue("");

  // The desk's side, in another browser: the staff member finds the ticket, downloads the
  // customer's log, answers publicly — the customer is emailed and replies — then resolves it, and
  // the follow-up call the Terms promise appears.
  const staffContext = await browser.newContext();
  const desk = await staffContext.newPage();
  await signInAsStaff(desk);
  await desk.goto(`/staff/tickets/${number}`);
  const attachments = desk.getByRole("region", { name: "Attachments" });
  const download = desk.waitForEvent("download");
  await attachments.getByRole("link", { name: "uptime.log" }).click();
  expect((await download).suggestedFilename()).toBe("uptime.log");
  const replyForm = desk.getByRole("region", { name: "Reply or add a note" });
  await replyForm.getByLabel("Reply to the customer (emailed)").check();
  await replyForm.getByLabel("Message").fill("The UPS feeding the server is failing; an engineer is on the way.");
  await replyForm.getByRole("button", { name: "Save" }).click();
  await expect(desk.getByRole("region", { name: "Thread" })).toContainText("an engineer is on the way");
  const deskReply = await waitForMail(customer.email, (mail) => mail.subject.startsWith(`[${number}] Re:`));
  expect(deskReply.text).toContain("an engineer is on the way");

  await page.goto(`/account/tickets/${number}`);
  await expect(thread).toContainText("an engineer is on the way");
  await replyAsCustomer(page, "Thank you, the engineer can use the side entrance.");
  await waitForMail(
    DESK_EMAIL,
    (mail) => mail.subject.startsWith(`[${number}] Customer replied`) && mail.text.includes("side entrance"),
  );

  await desk.reload();
  await expect(desk.getByRole("region", { name: "Thread" })).toContainText("side entrance");
  const work = desk.getByRole("region", { name: "Work on it" });
  await work.getByLabel("Status").selectOption("resolved");
  await work.getByRole("button", { name: "Change status" }).click();
  await expect(desk.getByRole("region", { name: "Follow-up calls" })).toContainText("To call");
  const resolved = await waitForMail(customer.email, (mail) => mail.subject === `[${number}] Resolved`);
  expect(resolved.text).toContain("We will call you within 48 hours");
  await desk.goto("/staff/tickets/follow-ups");
  await expect(desk.getByRole("main")).toContainText(number);
  await expectNoSeriousA11yViolations(desk);
  await staffContext.close();
  expect(errors).toEqual([]);
});

test.describe("without JavaScript", () => {
  // axe needs JavaScript in the page, so instead of disabling it the app's own scripts are blocked:
  // the pages stay exactly as the server rendered them, and every form is a plain post.
  test.beforeEach(async ({ page }) => {
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  });

  test("opens a ticket, shows mistakes, replies; another customer's ticket is the site's 404", async ({
    page,
    browser,
  }) => {
    test.slow();
    // Signed out, the list sends the visitor to login and back.
    await page.goto("/account/tickets");
    await expect(page).toHaveURL("/login?redirectTo=%2Faccount%2Ftickets");
    const customer = await createAccount(page, "customer", "nojs-ticket");
    await page.getByLabel("Email Address").fill(customer.email);
    await page.getByLabel("Password", { exact: true }).fill(customer.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL("/account/tickets");
    await expect(page.getByText("You have not opened any tickets yet.")).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Personal pages: never kept by a shared cache or the back-forward cache.
    for (const path of ["/account/tickets", "/account/tickets/new"]) {
      expect((await page.request.get(path)).headers()["cache-control"]).toBe("private, no-store");
    }
    await page.getByRole("link", { name: "Open a new ticket" }).click();
    await page.getByRole("button", { name: "Open ticket" }).click();
    await expect(page.getByText("Subject is required")).toBeVisible();
    await expect(page.getByText("Choose a priority.")).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "Please correct the highlighted fields." })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await fillTicketForm(page, {
      subject: "Outlook asks for the password again and again",
      description: "Since this morning, on two laptops.",
      priority: "Low",
      type: "Software",
      attachments: [{ name: "outlook.log", mimeType: "text/plain", buffer: Buffer.from("AUTH FAILED 0x800CCC92\n") }],
    });
    await page.getByRole("button", { name: "Open ticket" }).click();
    await page.waitForURL(/\/account\/tickets\/AIT-\d{4}-\d{5,}$/);
    const number = new URL(page.url()).pathname.split("/").pop()!;
    await expect(page.getByText(`Ticket ${number} opened`)).toBeVisible();
    expect((await page.request.get(`/account/tickets/${number}`)).headers()["cache-control"]).toBe("private, no-store");
    await expect(page.getByText("Low", { exact: true }).first()).toBeVisible();
    // The attachment is a download of exactly what was sent.
    const fileLink = page.getByRole("list", { name: "Attachments" }).getByRole("link", { name: /outlook\.log/ });
    const fileUrl = (await fileLink.getAttribute("href"))!;
    const file = await page.request.get(fileUrl);
    expect(file.status()).toBe(200);
    expect(file.headers()["content-disposition"]).toContain("attachment");
    expect(file.headers()["x-content-type-options"]).toBe("nosniff");
    expect(await file.text()).toBe("AUTH FAILED 0x800CCC92\n");

    // An empty reply is answered by its field; a real one joins the thread.
    await page.getByRole("button", { name: "Send reply" }).click();
    await expect(page.getByText("Reply is required")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await replyAsCustomer(page, "It also happens on my phone.");
    await expectNoSeriousA11yViolations(page);
    await waitForMail(DESK_EMAIL, (mail) => mail.subject.startsWith(`[${number}] Customer replied`));

    // Another customer: the ticket's page is the site's ordinary 404, and so is their list's view of it.
    const context = await browser.newContext();
    const other = await context.newPage();
    await signInAsCustomer(other, "nojs-other");
    const response = await other.goto(`/account/tickets/${number}`);
    expect(response?.status()).toBe(404);
    await expect(other.getByRole("heading", { level: 1 })).toHaveText(notFoundPage.heading);
    await other.goto("/account/tickets");
    await expect(other.getByText(number)).toHaveCount(0);
    expect((await other.request.get(fileUrl)).status()).toBe(404);
    await context.close();
  });
});
