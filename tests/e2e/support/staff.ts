// Signing in as staff in the end-to-end tests: the test-only route makes a confirmed account with
// the role, then the test signs in through the real login form. Every staff test goes through
// `signInAsStaff`, so when sign-in gains steps (the second factor), only this file changes.
import type { Page } from "@playwright/test";
import { uniqueEmail } from "./mail";

export const STAFF_PASSWORD = "Staff-e2e-Passw0rd!";

export type TestAccount = { email: string; password: string; fullName: string; role: "customer" | "staff" | "admin" };

/** Creates (or updates) a confirmed account with this role through POST /__test/accounts. */
export async function createAccount(page: Page, role: TestAccount["role"], prefix = role): Promise<TestAccount> {
  const account = { email: uniqueEmail(prefix), password: STAFF_PASSWORD, fullName: `Test ${role}`, role };
  const response = await page.request.post("/__test/accounts", { form: account });
  if (!response.ok()) throw new Error(`POST /__test/accounts answered ${response.status()}`);
  return account;
}

/** Signs the page in through /login and waits until it has left the login page. */
export async function signIn(page: Page, account: Pick<TestAccount, "email" | "password">, path = "/login") {
  await page.goto(path);
  await page.getByLabel("Email Address").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL((url) => url.pathname !== "/login");
}

/** A new staff member (or admin) signed in on this page, ready to use /staff. */
export async function signInAsStaff(page: Page, role: "staff" | "admin" = "staff"): Promise<TestAccount> {
  const account = await createAccount(page, role);
  await signIn(page, account, "/login?redirectTo=%2Fstaff");
  return account;
}
