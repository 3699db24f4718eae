// Signing in in the end-to-end tests, two ways. Where the sign-in is not what a test is about, a
// test-only route makes the account and its session in one request (`signInAsStaff`, for staff with
// the second factor already set up and passed — several page loads fewer in nearly every staff test).
// Where it is (staff-auth.spec.ts, staff-access.spec.ts, the journey), the test goes through the
// real login form and the real second factor (`signIn`, `completeEnrolment`, `enterSecondFactor`),
// with codes computed here by the same library the server uses.
// Every staff test signs in through this file, so when sign-in gains steps only this file changes.
import { expect, type Page } from "../fixtures";
import { Secret, TOTP } from "otpauth";
import { uniqueEmail } from "./mail";

export const STAFF_PASSWORD = "Staff-e2e-Passw0rd!";

export type TestAccount = {
  email: string;
  password: string;
  fullName: string;
  role: "customer" | "staff" | "admin";
  /** Base32 TOTP secret, once the account has set up its second factor. */
  totpSecret?: string;
  /** Recovery codes shown at enrolment. */
  recoveryCodes?: string[];
};

/** What the test routes need to make an account. */
type AccountDetails = Pick<TestAccount, "email" | "password" | "fullName" | "role">;

/** The details of a new test account with this role, its address starting with `prefix`. */
function newAccount(role: TestAccount["role"], prefix: string = role): AccountDetails {
  return { email: uniqueEmail(prefix), password: STAFF_PASSWORD, fullName: `Test ${role}`, role };
}

/** Creates (or updates) a confirmed account with this role through POST /__test/accounts. */
export async function createAccount(
  page: Page,
  role: TestAccount["role"],
  prefix: string = role,
): Promise<TestAccount> {
  const account = newAccount(role, prefix);
  const response = await page.request.post("/__test/accounts", { form: account });
  if (!response.ok()) throw new Error(`POST /__test/accounts answered ${response.status()}`);
  return account;
}

/**
 * Makes (or updates) this account and signs it in on the page's browser context through
 * POST /__test/sessions: the answer's Set-Cookie lands in the context, whose request client shares
 * the browser's cookies. A staff role comes back with its second factor (secret, recovery codes).
 * The page stays where it was.
 */
export async function signInThroughTestRoute(page: Page, account: AccountDetails): Promise<TestAccount> {
  const response = await page.request.post("/__test/sessions", { form: account });
  if (!response.ok()) throw new Error(`POST /__test/sessions answered ${response.status()}`);
  const { secondFactor } = (await response.json()) as {
    secondFactor: { totpSecret: string; recoveryCodes: string[]; usedStep: number } | null;
  };
  if (!secondFactor) return account;
  // The enrolment used this step's code: the next code must come from a later step.
  lastStep.set(secondFactor.totpSecret, secondFactor.usedStep);
  return { ...account, totpSecret: secondFactor.totpSecret, recoveryCodes: secondFactor.recoveryCodes };
}

/** Signs the page in through /login and waits until it has left the login page. */
export async function signIn(page: Page, account: Pick<TestAccount, "email" | "password">, path = "/login") {
  await page.goto(path);
  await page.getByLabel("Email Address").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL((url) => url.pathname !== "/login");
}

const PERIOD_MS = 30_000;
// The last time step used per secret: the server refuses a code of a step already used (replay).
const lastStep = new Map<string, number>();

/**
 * A code for `secret` from a time step not used yet in this test. The server accepts one step
 * either side of its clock, so the next step's code serves at once; only a third code within one
 * step waits for the clock.
 */
export async function freshTotpCode(secret: string): Promise<string> {
  const used = lastStep.get(secret) ?? -1;
  const now = Math.floor(Date.now() / PERIOD_MS);
  let step = Math.max(now, used + 1);
  if (step > now + 1 || (step === now + 1 && Date.now() % PERIOD_MS < 2_000)) {
    // Too far ahead (or the step turns as we type): wait until it is the current step.
    await new Promise((resolve) => setTimeout(resolve, step * PERIOD_MS - Date.now() + 100));
    step = Math.max(Math.floor(Date.now() / PERIOD_MS), used + 1);
  }
  lastStep.set(secret, step);
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: step * PERIOD_MS,
  });
}

/** On the setup page: reads the secret, confirms with a code, keeps the recovery codes, continues. */
export async function completeEnrolment(
  page: Page,
  /** Runs on the recovery-codes page (e.g. an accessibility check). */
  onCodesPage?: (page: Page) => Promise<void>,
): Promise<{ totpSecret: string; recoveryCodes: string[] }> {
  await page.waitForURL((url) => url.pathname === "/staff/second-factor/setup");
  const totpSecret = ((await page.getByTestId("totp-secret").textContent()) ?? "").replace(/\s+/g, "");
  await page.getByLabel("Six-digit code").fill(await freshTotpCode(totpSecret));
  await page.getByRole("button", { name: "Confirm and continue" }).click();
  const list = page.getByRole("list", { name: "Recovery codes" });
  await expect(list).toBeVisible();
  const recoveryCodes = await list.getByRole("listitem").allTextContents();
  await onCodesPage?.(page);
  await page.getByRole("link", { name: "I have saved them, continue" }).click();
  await page.waitForURL((url) => url.pathname.startsWith("/staff") && !url.pathname.startsWith("/staff/second-factor"));
  return { totpSecret, recoveryCodes };
}

/** On the verify page: enters a fresh code (or the given one) and waits to leave the page. */
export async function enterSecondFactor(page: Page, account: TestAccount, code?: string) {
  await page.waitForURL((url) => url.pathname === "/staff/second-factor");
  if (!account.totpSecret && !code) throw new Error("the account has no second factor yet");
  await page
    .getByLabel("Code from your app, or a recovery code")
    .fill(code ?? (await freshTotpCode(account.totpSecret!)));
  await page.getByRole("button", { name: "Verify" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/staff/second-factor"));
}

/**
 * A new staff member (or admin) signed in on this page's browser context, second factor set up and
 * passed, for tests whose subject is not the sign-in. The page stays where it was: go to the first
 * page of the test next.
 */
export async function signInAsStaff(page: Page, role: "staff" | "admin" = "staff"): Promise<TestAccount> {
  return signInThroughTestRoute(page, newAccount(role));
}

/** A new customer signed in on this page's browser context (see signInAsStaff). */
export async function signInAsCustomer(page: Page, prefix = "customer"): Promise<TestAccount> {
  return signInThroughTestRoute(page, newAccount("customer", prefix));
}
