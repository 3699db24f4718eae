// Accounts in a real browser against the production server, reading mail from the SMTP sink:
// sign-up with email confirmation → logout → login from the plans modal's link → request a plan →
// see it on /account; a failed login; a password reset through the emailed link that signs out the
// other browser; the forms without JavaScript; cross-site posts refused; axe on every page and state.
import { type Browser, expect as baseExpect, type Page, test, waitForHydration } from "./fixtures";
import { collectConsoleErrors, expectNoSeriousA11yViolations } from "./helpers";
import { linkIn, uniqueEmail, waitForMail } from "./support/mail";
import { signInAsCustomer } from "./support/staff";

const PASSWORD = "Kerala2026";
// Password hashing (argon2id, deliberately slow) on a shared 2-core machine: give answers time.
const expect = baseExpect.configure({ timeout: 15_000 });

async function fillSignup(
  page: Page,
  { name, email, password = PASSWORD }: { name: string; email: string; password?: string },
) {
  await page.getByLabel("Full Name").fill(name);
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm Password").fill(password);
  await page.getByLabel(/I agree to the/).check();
}

/** Signs up, follows the confirmation link from the email and lands signed in. */
async function signUpAndConfirm(page: Page, name: string, email: string, signupPath = "/signup") {
  await page.goto(signupPath);
  await fillSignup(page, { name, email });
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
  const mail = await waitForMail(email, (m) => m.subject.startsWith("Confirm your email address"));
  await page.goto(linkIn(mail, "/verify-email"));
  await page.getByRole("button", { name: "Confirm and Sign In" }).click();
}

async function login(page: Page, email: string, password = PASSWORD, path = "/login") {
  await page.goto(path);
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

function accountMenu(page: Page) {
  return page.getByRole("banner").locator("summary");
}

async function logoutFromHeader(page: Page) {
  await accountMenu(page).click();
  await page.getByRole("banner").getByRole("button", { name: "Log out" }).click();
}

test.describe("accounts on a large screen", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("sign up → confirm → log out → log in from the plans modal → request a plan → see it on /account", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const errors = collectConsoleErrors(page);
    const email = uniqueEmail("journey");

    // The spec's messages, in the browser, before anything is sent. The form's checks are a chunk of
    // their own, loaded once the page has hydrated; a post sent before they arrive is checked by the
    // server instead (the same messages, answered 400), so the test waits for them.
    await page.goto("/signup");
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Full name is required")).toBeVisible();
    await expect(page.getByText("Email is required")).toBeVisible();
    await expect(page.getByText("Password is required")).toBeVisible();
    await expect(page.getByText("Please confirm your password")).toBeVisible();
    await expect(page.getByText("You must accept the terms and conditions")).toBeVisible();
    await expect(page.getByLabel("Full Name")).toBeFocused();
    await expectNoSeriousA11yViolations(page);

    // The live checklist follows what is typed; only the length is required.
    const checklist = page.getByText("Password suggestions").locator("..");
    await page.getByLabel("Password", { exact: true }).fill("kerala");
    await expect(checklist.getByText("One lowercase letter (met)")).toBeAttached();
    await expect(checklist.getByText("One uppercase letter (not met yet)")).toBeAttached();
    await page.getByLabel("Password", { exact: true }).fill("Kerala2026");
    await expect(checklist.getByText("At least 8 characters (met)")).toBeAttached();
    await expect(checklist.getByText("One number (met)")).toBeAttached();

    // Show/hide.
    const password = page.getByLabel("Password", { exact: true });
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show password" }).first().click();
    await expect(password).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Hide password" }).first().click();
    await expect(password).toHaveAttribute("type", "password");

    await fillSignup(page, { name: "Anjali Nair", email });
    await page.getByLabel("Confirm Password").fill("Kerala2027");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Passwords do not match")).toBeVisible();
    await page.getByLabel("Confirm Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const mail = await waitForMail(email, (m) => m.subject.startsWith("Confirm your email address"));
    await page.goto(linkIn(mail, "/verify-email"));
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Confirm and Sign In" }).click();
    await expect(page).toHaveURL("/account");
    await expect(page.getByRole("status").filter({ hasText: "Account created successfully!" }).first()).toBeVisible();
    await expect(accountMenu(page)).toContainText("Anjali Nair");
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toHaveCount(0);
    await expect(page.getByText("You have not requested a plan yet.")).toBeVisible();

    // The account menu: name, link to /account, Log out.
    await accountMenu(page).click();
    await expect(page.getByRole("banner").getByRole("link", { name: "My account" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("banner").getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
    await page.goto("/account");
    await expect(page).toHaveURL("/login?redirectTo=%2Faccount");

    // 'Sign in' from the plans modal carries the plan; after login its confirmation is open.
    await login(page, email, PASSWORD, "/login?redirectTo=%2Famc-plans&plan=professional");
    await expect(page).toHaveURL("/amc-plans?plan=professional");
    await expect(page.getByRole("status").filter({ hasText: "Login successful!" }).first()).toBeVisible();
    const dialog = page.getByRole("dialog", { name: "Request the Professional AMC plan?" });
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // Confirming twice is one request: this copy of the form has its own idempotency key.
    await expect(dialog.locator("input[name=submissionId]")).toHaveValue(/^[0-9a-f-]{36}$/);
    await dialog.getByLabel("Note for our team (optional)").fill("Eight desktops and two printers in Kazhakkoottam");
    await dialog.getByRole("button", { name: "Confirm Request" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "received your request for the Professional AMC plan" }).first(),
    ).toBeVisible();
    await expect(page).toHaveURL("/amc-plans");
    await expect(dialog).toHaveCount(0);

    const staffMail = await waitForMail(
      "hello@ananthait.in",
      (m) => m.subject.includes("Professional AMC") && m.text.includes(email),
    );
    expect(staffMail.text).toContain("Eight desktops and two printers");

    // Signed in, a plan card's 'Choose plan' asks to confirm the request instead of asking to sign in.
    await page.getByRole("button", { name: "Choose plan: Free Tier" }).click();
    const freeDialog = page.getByRole("dialog", { name: "Request the Free Tier plan?" });
    await expect(freeDialog).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign in" })).toHaveCount(0);
    await freeDialog.getByRole("button", { name: "Confirm Request" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "received your request for the Free Tier plan" }).first(),
    ).toBeVisible();

    await page.goto("/account");
    const row = page.getByRole("row", { name: /Professional AMC/ });
    await expect(row).toContainText("Requested");
    await expect(page.getByRole("row", { name: /Free Tier/ })).toContainText("Requested");
    await expect(row).toContainText("Eight desktops and two printers");
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });

  test("a plan chosen from its card: the dialog closes once the request is received, and is stored once", async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await signInAsCustomer(page, "plan-card");
    await page.goto("/amc-plans");
    // A button once JavaScript runs (a link before).
    const choose = page.getByRole("button", { name: "Choose plan: Starter AMC" });
    await choose.click();
    const dialog = page.getByRole("dialog", { name: "Request the Starter AMC plan?" });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("Note for our team (optional)").fill("Three desktops in Pattom");
    const confirm = dialog.getByRole("button", { name: "Confirm Request" });
    // A double press: the second goes with the same submission key.
    await confirm.dblclick();
    await expect(
      page.getByRole("status").filter({ hasText: "received your request for the Starter AMC plan" }).first(),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(choose).toBeFocused();
    await page.goto("/account");
    await expect(page.getByRole("row", { name: /Starter AMC/ })).toHaveCount(1);
    expect(errors).toEqual([]);
  });

  test("a failed login says so whatever was wrong, with the spec's field messages", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto("/login");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Email is required")).toBeVisible();
    await expect(page.getByText("Password is required")).toBeVisible();
    await page.getByLabel("Email Address").fill("not-an-email");
    await page.getByLabel("Password", { exact: true }).fill("12345");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Invalid email address")).toBeVisible();
    await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel("Email Address").fill(uniqueEmail("nobody"));
    await page.getByLabel("Password", { exact: true }).fill("Wrong2026");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Login failed. Please check your credentials." }).first(),
    ).toBeVisible();
    await expect(page).toHaveURL("/login");
    await expectNoSeriousA11yViolations(page);
    // The failed post is a 401, logged by the browser as a failed resource; nothing else.
    expect(errors.filter((error) => !error.includes("401"))).toEqual([]);
  });

  test("a password reset through the emailed link signs the other browser out; the link works once", async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail("reset");
    await signUpAndConfirm(page, "Ravi Menon", email);
    await expect(page).toHaveURL("/account");

    // A second browser (another device) signs in too.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await login(otherPage, email);
    await expect(otherPage).toHaveURL("/account");

    await page.goto("/forgot-password");
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel("Email Address").fill(email);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByText(/If an account exists for that address/)).toBeVisible();

    const mail = await waitForMail(email, (m) => m.subject.startsWith("Reset your password"));
    const link = linkIn(mail, "/reset-password");
    await page.goto(link);
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel("New Password", { exact: true }).fill("short");
    await page.getByLabel("Confirm New Password").fill("different");
    await page.getByRole("button", { name: "Change Password" }).click();
    await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
    await expect(page.getByText("Passwords do not match")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel("New Password", { exact: true }).fill("Backwaters2027");
    await page.getByLabel("Confirm New Password").fill("Backwaters2027");
    await page.getByRole("button", { name: "Change Password" }).click();
    await expect(page).toHaveURL("/account");
    await expect(page.getByRole("status").filter({ hasText: "Your password has been changed" }).first()).toBeVisible();

    // The other device is signed out; the old password no longer works, the new one does.
    await otherPage.goto("/account");
    await expect(otherPage).toHaveURL("/login?redirectTo=%2Faccount");
    await login(otherPage, email, PASSWORD);
    await expect(otherPage.getByRole("alert").filter({ hasText: "Login failed" }).first()).toBeVisible();
    await login(otherPage, email, "Backwaters2027");
    await expect(otherPage).toHaveURL("/account");
    await other.close();

    // The link is single-use.
    await page.goto(link);
    await expect(page.getByText("This reset link has already been used. Each link works only once.")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto("/reset-password?token=tampered");
    await expect(page.getByText("This reset link is not valid.")).toBeVisible();
  });

  test("a registered address gets the same answer at sign-up, and its owner an email", async ({ page }) => {
    test.setTimeout(60_000);
    const email = uniqueEmail("taken");
    await signUpAndConfirm(page, "Meera Pillai", email);
    await expect(page).toHaveURL("/account");
    await logoutFromHeader(page);

    await page.goto("/signup");
    await fillSignup(page, { name: "Someone Else", email, password: "Other20266" });
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
    await waitForMail(email, (m) => m.subject.startsWith("Someone tried to create an account"));
    // Still signed out, and the owner's password is unchanged.
    await expect(page.getByRole("link", { name: "Back to the home page" })).toBeVisible();
    await login(page, email, "Other20266");
    await expect(page.getByRole("alert").filter({ hasText: "Login failed" }).first()).toBeVisible();
  });

  test("a form sent before its checks have loaded: the server's messages, the cursor on the first", async ({
    page,
  }) => {
    // The browser's checks load after the page is interactive; until they do, a form goes to the server.
    await page.route(/\/assets\/(schema|validate)-[\w-]+\.js$/, (route) => route.abort());
    await page.goto("/signup");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Full name is required")).toBeVisible();
    await expect(page.getByLabel("Full Name")).toBeFocused();
  });
});

test.describe("accounts on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the mobile menu shows the account and Log out when signed in", async ({ page }) => {
    const email = uniqueEmail("phone");
    await signUpAndConfirm(page, "Nikhil Das", email);
    await expect(page).toHaveURL("/account");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Main" }).last();
    await expect(menu.getByText("Nikhil Das")).toBeVisible();
    await expect(menu.getByRole("link", { name: "My account" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await menu.getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL("/");
    // Logging out from the header's form loads a new document: its menu button works once it hydrated.
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(
      page.getByRole("navigation", { name: "Main" }).last().getByRole("link", { name: "Login" }),
    ).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("sign-up errors, login and logout work as plain form posts", async ({ page, browser }) => {
    test.setTimeout(90_000);
    await page.goto("/signup");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Full name is required")).toBeVisible();
    await expect(page.getByText("You must accept the terms and conditions")).toBeVisible();

    const email = uniqueEmail("nojs");
    await confirmWithScript(browser, "Lakshmi Iyer", email);
    await login(page, email, PASSWORD, "/login?redirectTo=%2Famc-plans&plan=starter");
    await expect(page).toHaveURL("/amc-plans?plan=starter");
    // The flash message is shown as a banner, and the confirmation is rendered open.
    await expect(page.getByText("Login successful!")).toBeVisible();
    const dialog = page.getByRole("dialog", { name: "Request the Starter AMC plan?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Confirm Request" }).click();
    await expect(page).toHaveURL("/amc-plans");
    await expect(page.getByText("received your request for the Starter AMC plan")).toBeVisible();
    await page.goto("/account");
    await expect(page.getByRole("row", { name: /Starter AMC/ })).toContainText("Requested");
    await page.getByRole("main").getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
  });
});

/** Creates a confirmed account in a separate (scripted) browser context. */
async function confirmWithScript(browser: Browser, name: string, email: string) {
  const context = await browser.newContext({ javaScriptEnabled: true });
  const page = await context.newPage();
  await signUpAndConfirm(page, name, email);
  await expect(page).toHaveURL("/account");
  await context.close();
}

test.describe("security", () => {
  test("cross-site posts are refused and tampered cookies are dropped", async ({ request, baseURL }) => {
    for (const path of ["/login", "/signup", "/forgot-password"]) {
      const response = await request.post(path, {
        headers: { Origin: "https://evil.test" },
        form: { email: "someone@customer.test", password: PASSWORD },
        maxRedirects: 0,
      });
      expect(response.status(), path).toBeGreaterThanOrEqual(400);
      expect(response.status(), path).toBeLessThan(500);
    }
    for (const path of ["/logout", "/plan-requests"]) {
      const response = await request.post(path, {
        headers: { Origin: "https://evil.test" },
        form: { planId: "starter" },
        maxRedirects: 0,
      });
      expect(response.status(), path).toBe(403);
    }
    const tampered = await request.get("/account", {
      headers: { Cookie: "__Host-anantha_session=eyJ4Ijoi.forged; anantha_session=eyJ4Ijoi.forged" },
      maxRedirects: 0,
    });
    expect(tampered.status()).toBe(302);
    expect(tampered.headers().location).toBe("/login?redirectTo=%2Faccount");
    const hostile = await request.post("/login", {
      headers: { Origin: baseURL ?? "", "Content-Type": "application/x-www-form-urlencoded" },
      data: `email=${"a".repeat(300)}%40x.test&password=${"%FF".repeat(10)}`,
      maxRedirects: 0,
    });
    expect(hostile.status()).toBe(400);
    const reset = await request.get("/reset-password?token=%00%00");
    expect(reset.status()).toBe(200);
    expect(await reset.text()).toContain("This reset link is not valid.");
  });

  test("login and sign-up set HttpOnly, SameSite=Lax session cookies", async ({ page }) => {
    const email = uniqueEmail("cookie");
    await signUpAndConfirm(page, "Arjun Varma", email);
    await expect(page).toHaveURL("/account");
    const session = (await page.context().cookies()).find((cookie) => cookie.name.endsWith("anantha_session"));
    expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/", expires: -1 });
  });
});
