// Who is staff and how they prove it: enrolment at the first staff sign-in, sign-in with
// a code, wrong codes, a recovery code (single use), an admin inviting a new staff member (the
// email in the SMTP sink), the team page's rules and the audit log. axe on every page and state.
import { expect, type Page, test } from "./fixtures";
import { collectConsoleErrors, expectNoSeriousA11yViolations } from "./helpers";
import { linkIn, uniqueEmail, waitForMail } from "./support/mail";
import {
  completeEnrolment,
  createAccount,
  enterSecondFactor,
  freshTotpCode,
  signIn,
  signInAsStaff,
} from "./support/staff";

// Several sign-ins, codes and axe runs per test on a shared CI machine.
test.describe.configure({ timeout: 90_000 });

async function signOut(page: Page) {
  await page.context().clearCookies();
}

test.describe("staff second factor", () => {
  test("first sign-in sets up TOTP; later sign-ins ask for a code; wrong codes and recovery codes", async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    const account = await createAccount(page, "staff");
    await signIn(page, account, "/login?redirectTo=%2Fstaff");
    await expect(page).toHaveURL("/staff/second-factor/setup?redirectTo=%2Fstaff");
    await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // A wrong code is refused, the form says why.
    await page.getByLabel("Six-digit code").fill("000000");
    await page.getByRole("button", { name: "Confirm and continue" }).click();
    await expect(page.getByText("That code is not right")).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const { totpSecret, recoveryCodes } = await completeEnrolment(page);
    expect(recoveryCodes).toHaveLength(10);
    await expect(page).toHaveURL("/staff");

    // A new sign-in: the password alone does not open /staff.
    await signOut(page);
    await signIn(page, account, "/login?redirectTo=%2Fstaff");
    await expect(page).toHaveURL("/staff/second-factor?redirectTo=%2Fstaff");
    await expectNoSeriousA11yViolations(page);
    await page.goto("/staff");
    await expect(page).toHaveURL("/staff/second-factor?redirectTo=%2Fstaff");
    await page.getByLabel("Code from your app, or a recovery code").fill("12345");
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByText("Enter the six digits from your app, or a recovery code")).toBeVisible();
    await page.getByLabel("Code from your app, or a recovery code").fill("000000");
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByText("That code is not right")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await enterSecondFactor(page, { ...account, totpSecret });
    await expect(page).toHaveURL("/staff");

    // A recovery code works once.
    await signOut(page);
    await signIn(page, account, "/login?redirectTo=%2Fstaff");
    await enterSecondFactor(page, account, recoveryCodes[0]);
    await expect(page).toHaveURL("/staff");
    await expect(page.getByText(/Recovery code accepted. You have 9 left/).first()).toBeVisible();
    await signOut(page);
    await signIn(page, account, "/login?redirectTo=%2Fstaff");
    await page.getByLabel("Code from your app, or a recovery code").fill(recoveryCodes[0]!);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByText("That code is not right")).toBeVisible();
    // Wrong codes answer 400, which the browser logs as a failed resource; nothing else may appear.
    expect(errors.filter((error) => !error.startsWith("Failed to load resource"))).toEqual([]);
  });

  test("works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const account = await createAccount(page, "admin");
    await signIn(page, account, "/login?redirectTo=%2Fstaff%2Fteam");
    const { totpSecret } = await completeEnrolment(page);
    await expect(page).toHaveURL("/staff/team");
    await context.clearCookies();
    await signIn(page, account, "/login?redirectTo=%2Fstaff%2Faudit");
    await page.getByLabel("Code from your app, or a recovery code").fill(await freshTotpCode(totpSecret));
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL("/staff/audit");
    await context.close();
  });

  test("the team page works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await signInAsStaff(page, "admin");
    // The team page's forms post and come back with the message on the page.
    await page.goto("/staff/team");
    const invite = page.getByRole("region", { name: "Invite someone" });
    const newcomer = uniqueEmail("nojs");
    await invite.getByLabel("Email address").fill(newcomer);
    await invite.getByRole("button", { name: "Invite" }).click();
    await expect(page).toHaveURL("/staff/team");
    await expect(page.getByRole("status").filter({ hasText: `${newcomer} was invited.` })).toBeVisible();
    await page.getByRole("button", { name: `Remove: ${newcomer}` }).click();
    await expect(page.getByRole("status").filter({ hasText: `${newcomer} is no longer staff.` })).toBeVisible();
    await expect(page.getByRole("cell", { name: newcomer })).toHaveCount(0);
    await context.close();
  });
});

test.describe("team and audit log", () => {
  test("an admin invites a new staff member, who gets an email to choose a password", async ({ page }) => {
    const admin = await signInAsStaff(page, "admin");
    await page.goto("/staff/team");
    await expect(page.getByRole("table", { name: "Staff and admins" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Validation first.
    const invite = page.getByRole("region", { name: "Invite someone" });
    await invite.getByRole("button", { name: "Invite" }).click();
    await expect(invite.getByLabel("Email address")).toHaveAttribute("aria-invalid", "true");
    await expectNoSeriousA11yViolations(page);

    const newcomer = uniqueEmail("invitee");
    await invite.getByLabel("Email address").fill(newcomer);
    await invite.getByLabel("Name (for a new account)").fill("Asha Invitee");
    await invite.getByLabel("Role", { exact: true }).selectOption("staff");
    await invite.getByRole("button", { name: "Invite" }).click();
    await expect(page.getByText(`${newcomer} was invited.`).first()).toBeVisible();
    const row = page.getByRole("row", { name: new RegExp(newcomer.replace(/[.]/g, "\\.")) });
    await expect(row.getByRole("cell").nth(1)).toHaveText("Staff");
    await expect(row).toContainText("Not yet");

    const mail = await waitForMail(newcomer, (m) => m.subject.includes("staff console"));
    const link = linkIn(mail, "/reset-password");

    // The admin cannot remove themselves; promoting and removing the newcomer are audited.
    await expect(page.getByRole("button", { name: `Remove: ${admin.email}` })).toHaveCount(0);
    await row.getByRole("combobox", { name: `Role: ${newcomer}` }).selectOption("admin");
    await row.getByRole("button", { name: `Change role: ${newcomer}` }).click();
    await expect(page.getByText(`${newcomer}'s role was changed.`).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto("/staff/audit");
    await expect(page.getByRole("table", { name: "Audit log entries" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // Newest first; other tests write entries at the same time, so look at this newcomer's rows.
    const first = page.getByRole("row").filter({ hasText: newcomer }).first();
    await expect(first).toContainText("staff.role");
    await expect(first).toContainText(admin.email);
    await expect(first).toContainText("role: staff → admin");
    await page.getByLabel("Action").selectOption("staff.invite");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/action=staff\.invite/);
    await expect(page.getByRole("row").filter({ hasText: newcomer }).first()).toContainText("staff.invite");
    await page.getByLabel("From").fill("2000-01-01");
    await page.getByLabel("To").fill("2000-01-02");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page.getByText("No entries match.")).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The newcomer chooses a password, then sets up the second factor at the first staff visit.
    await signOut(page);
    await page.goto(link);
    await page.getByLabel("New Password", { exact: true }).fill("Backwaters2027");
    await page.getByLabel("Confirm New Password").fill("Backwaters2027");
    await page.getByRole("button", { name: "Change Password" }).click();
    await expect(page).toHaveURL("/account");
    await page.goto("/staff");
    await completeEnrolment(page);
    await expect(page).toHaveURL("/staff");
    await expect(
      page.getByRole("navigation", { name: "Staff console" }).getByRole("link", { name: "Audit log" }),
    ).toBeVisible();
  });

  test("an admin resets a staff member's second factor: their session ends and they enrol again", async ({
    browser,
    page,
  }) => {
    const admin = await signInAsStaff(page, "admin");
    const memberContext = await browser.newContext();
    const memberPage = await memberContext.newPage();
    const member = await signInAsStaff(memberPage, "staff");
    await page.goto("/staff/team");
    await expect(page.getByRole("button", { name: `Remove: ${admin.email}` })).toHaveCount(0);
    await page.getByRole("button", { name: `Reset two-step sign-in: ${member.email}` }).click();
    await expect(page.getByText(`${member.email} will set up two-step sign-in again`).first()).toBeVisible();

    await memberPage.goto("/staff");
    await expect(memberPage).toHaveURL("/login?redirectTo=%2Fstaff");
    await signIn(memberPage, member, "/login?redirectTo=%2Fstaff");
    const again = await completeEnrolment(memberPage);
    expect(again.totpSecret).not.toBe(member.totpSecret);
    await memberContext.close();

    await page.goto("/staff/audit?action=staff.second-factor-reset");
    await expect(page.getByRole("row").filter({ hasText: member.email }).first()).toContainText(
      `${admin.email}staff.second-factor-reset`,
    );
    await expect(page.getByRole("row").filter({ hasText: member.email }).first()).toContainText(
      "secondFactor: set up → reset",
    );
  });
});
