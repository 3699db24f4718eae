// The staff console's whole journey in one go: the first admin is made on the command line
// (`npm run staff -- add … --role admin`), chooses a password through the emailed link, sets up TOTP,
// signs in again with a code, answers a visitor's contact message (the reply arrives in the SMTP
// sink), answers a customer's plan request (the customer sees it on /account), sends a newsletter
// issue (its unsubscribe link works) — and a customer gets the 404 on /staff.
//
// The CLI cannot open PGlite while a server has it open, and the shared e2e server (playwright.config.ts)
// runs on PGlite. So this spec runs the CLI on a data directory of its own, then starts its own server
// process on it (the production build, like the shared one, delivering to the same SMTP sink), and
// drives that server through browser contexts whose baseURL is its address. It stops the server after.
import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { type Browser, type BrowserContext, expect, type Page, test } from "./fixtures";
import { site } from "../../app/content/site";
import { type Running, startServer } from "../integration/support/server-process";
import { freePort } from "../support/ports";
import { linkIn, uniqueEmail, waitForMail } from "./support/mail";
import {
  completeEnrolment,
  createAccount,
  enterSecondFactor,
  STAFF_PASSWORD,
  signIn,
  type TestAccount,
} from "./support/staff";

const root = path.resolve(import.meta.dirname, "../..");
const run = promisify(execFile);

// One long journey through one server: its steps depend on each other.
test.describe.configure({ mode: "serial" });

let server: Running | undefined;
let dataDir = "";
let baseURL = "";
let cliOutput = "";
const adminEmail = uniqueEmail("journey-admin");

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = await mkdtemp(path.join(os.tmpdir(), "staff-journey-"));
  const port = await freePort();
  baseURL = `http://127.0.0.1:${port}`;
  const env = {
    DATA_DIR: dataDir,
    SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
    PUBLIC_URL: baseURL,
    APP_SECRET: "e2e-journey-secret-0123456789abcdef0123456789abcdef",
  };
  // The first admin, exactly as the README says (the server is not running yet: PGlite's one-process rule).
  const cli = await run(
    "npm",
    ["run", "--silent", "staff", "--", "add", adminEmail, "--role", "admin", "--name", "Journey Admin"],
    {
      cwd: root,
      env: { ...process.env, ...env },
    },
  );
  cliOutput = cli.stdout;
  server = await startServer({
    ...env,
    PORT: String(port),
    ENABLE_TEST_ROUTES: "1",
    RATE_LIMIT_MULTIPLIER: "1000",
    OUTBOX_POLL_INTERVAL_MS: "250",
  });
});

test.afterAll(async () => {
  if (server) {
    server.process.kill("SIGTERM");
    await server.exit;
  }
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** A browser context (its own cookies) on this spec's server. */
async function contextOn(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL });
  return { context, page: await context.newPage() };
}

test("admin from the CLI → TOTP sign-in → reply, answer a plan request, send an issue; a customer gets 404", async ({
  browser,
}) => {
  // Four sign-ins (argon2), three emails followed and a newsletter send, on a shared 2-core machine.
  test.setTimeout(120_000);
  expect(cliOutput).toContain(`Created ${adminEmail} as admin`);

  const contexts: BrowserContext[] = [];
  const open = async () => {
    const opened = await contextOn(browser);
    contexts.push(opened.context);
    return opened.page;
  };
  try {
    // --- The admin chooses a password through the CLI's email (delivered once the server ran).
    const page = await open();
    const invite = await waitForMail(adminEmail, (m) => m.subject.includes("staff console"));
    await page.goto(linkIn(invite, "/reset-password"));
    await page.getByLabel("New Password", { exact: true }).fill(STAFF_PASSWORD);
    await page.getByLabel("Confirm New Password").fill(STAFF_PASSWORD);
    await page.getByRole("button", { name: "Change Password" }).click();
    await expect(page).toHaveURL(`${baseURL}/account`);
    // First visit to the console: set up TOTP (the server's own secret, codes computed here).
    await page.goto("/staff");
    const admin: TestAccount = {
      email: adminEmail,
      password: STAFF_PASSWORD,
      fullName: "Journey Admin",
      role: "admin",
      ...(await completeEnrolment(page)),
    };
    // Then a real sign-in: password, then a code from the app.
    await page.context().clearCookies();
    await signIn(page, admin, "/login?redirectTo=%2Fstaff");
    await enterSecondFactor(page, admin);
    await expect(page).toHaveURL(`${baseURL}/staff`);
    await expect(page.getByRole("navigation", { name: "Staff console" })).toContainText("Journey Admin");

    // --- A visitor writes; the admin answers; the reply reaches the visitor.
    const visitorPage = await open();
    const visitor = { email: uniqueEmail("journey-visitor"), subject: `Journey ${Date.now().toString(36)}` };
    await visitorPage.goto("/contact");
    const contactForm = visitorPage.locator("#contact-form");
    await contactForm.getByLabel("First Name").fill("Meera");
    await contactForm.getByLabel("Last Name").fill("Pillai");
    await contactForm.getByLabel("Email").fill(visitor.email);
    await contactForm.getByLabel("Subject").fill(visitor.subject);
    await contactForm.getByLabel("Message").fill("Our billing PC shows a blue screen. Please help.");
    await contactForm.getByRole("button", { name: "Send Message" }).click();
    await expect(visitorPage.getByRole("heading", { name: "Message Sent Successfully!" })).toBeVisible();

    await page.goto(`/staff/messages?q=${encodeURIComponent(visitor.email)}`);
    await page
      .getByRole("table", { name: "Contact messages" })
      .getByRole("link", { name: new RegExp(visitor.subject) })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: new RegExp(visitor.subject) })).toBeVisible();
    const replyText = `We will call you at 3 pm (${Date.now().toString(36)}).`;
    await page.getByLabel("Your reply").fill(replyText);
    await page.getByRole("button", { name: "Send reply" }).click();
    await expect(page.getByRole("region", { name: "Thread" })).toContainText(replyText);
    const reply = await waitForMail(visitor.email, (m) => m.subject.startsWith("Re: "));
    expect(reply.text).toContain(replyText);
    expect(reply.replyTo).toEqual([site.email]);

    // --- A customer asks for a plan; the admin answers it; the customer sees it on /account. (A request
    // becomes active only through an accepted contract: the contracts' own specs follow that.)
    const customerPage = await open();
    const customer = await createAccount(customerPage, "customer");
    await signIn(customerPage, customer, "/login?redirectTo=%2Famc-plans&plan=starter");
    await customerPage
      .getByRole("dialog", { name: "Request the Starter AMC plan?" })
      .getByRole("button", { name: "Confirm Request" })
      .click();
    await expect(customerPage).toHaveURL(`${baseURL}/amc-plans`);

    await page.goto(`/staff/plan-requests?q=${encodeURIComponent(customer.email)}`);
    await page
      .getByRole("table", { name: "Plan requests" })
      .getByRole("link", { name: /Plan request #\d+/ })
      .click();
    const statusForm = page.getByRole("region", { name: "Change the status" });
    await statusForm.getByRole("radio", { name: "Contacted" }).check();
    await statusForm.getByLabel("Message to the customer").fill("Your contract follows today.");
    await statusForm.getByRole("button", { name: "Change status" }).click();
    await expect(page.getByRole("region", { name: "History" })).toContainText("Requested → Contacted");

    await customerPage.goto("/account");
    await expect(customerPage.getByRole("row", { name: /Starter AMC/ })).toContainText("We contacted you");
    await expect(customerPage.getByRole("region", { name: "History of your Starter AMC request" })).toContainText(
      "Your contract follows today.",
    );
    // --- A customer gets the site's 404 on the console.
    expect((await customerPage.goto("/staff"))?.status()).toBe(404);

    // --- A reader subscribes; the admin sends an issue; its unsubscribe link works.
    const readerPage = await open();
    const reader = uniqueEmail("journey-reader");
    await readerPage.goto("/about");
    await readerPage.waitForLoadState("networkidle");
    const footer = readerPage.getByRole("contentinfo");
    await footer.getByRole("textbox", { name: "Email address" }).fill(reader);
    await footer.getByRole("button", { name: "Subscribe" }).click();
    const confirmation = await waitForMail(reader, (m) => m.subject.includes("confirm your subscription"));
    await readerPage.goto(linkIn(confirmation, "/newsletter/confirm"));
    await readerPage.getByRole("button", { name: "Confirm subscription" }).click();
    await expect(readerPage.getByText("You're subscribed. Thank you!")).toBeVisible();

    const subject = `Journey issue ${Date.now().toString(36)}`;
    await page.goto("/staff/newsletter/issues/new");
    await page.getByLabel("Subject").fill(subject);
    await page.getByLabel("Body (Markdown)").fill("## Back up before the rains\n\nKeep **two copies**.");
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page).toHaveURL(/\/staff\/newsletter\/issues\/\d+$/);
    const send = page.getByRole("region", { name: "Send to subscribers" });
    await send.getByLabel("I have checked the preview and want to send this issue now").check();
    await send.getByRole("button", { name: "Send to all confirmed subscribers" }).click();
    // The issue's page says in one sentence when every email has gone out (one subscriber here).
    await expect(page.getByRole("region", { name: "Sending" }).getByRole("status")).toHaveText(
      "Delivered 1 of 1: every email has gone out.",
      { timeout: 20_000 },
    );
    const issue = await waitForMail(reader, (m) => m.subject === subject);
    expect(issue.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    // The emailed link shows one button; only its post unsubscribes.
    await readerPage.goto(linkIn(issue, "/newsletter/unsubscribe"));
    await readerPage.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(readerPage.getByText("You have been unsubscribed")).toBeVisible();
    await page.goto(`/staff/newsletter?q=${encodeURIComponent(reader)}`);
    await expect(
      page.getByRole("table", { name: "Newsletter subscribers" }).getByRole("row", { name: new RegExp(reader) }),
    ).toContainText("Unsubscribed");
  } finally {
    for (const context of contexts) await context.close();
  }
});
