// What the staff specs read on a record's page (a message, a ticket, an application): its flash
// message, its thread and its work panel, and axe in the run that has JavaScript.
import { expect, type Page } from "../fixtures";
import { expectNoSeriousA11yViolations } from "../helpers";

/** The toast with JavaScript; without it, the page's status or alert banner after the redirect. */
export async function expectFlash(page: Page, text: string, js: boolean) {
  const where = js ? page.locator("[data-toast-type]") : page.getByRole("status").or(page.getByRole("alert"));
  await expect(where.filter({ hasText: text }).first()).toBeVisible();
}

/** axe needs JavaScript in the page: every page and state is checked in the run with it. */
export async function a11y(page: Page, js: boolean) {
  if (js) await expectNoSeriousA11yViolations(page);
}

export const threadOf = (page: Page) => page.getByRole("region", { name: "Thread" });
export const workOf = (page: Page) => page.getByRole("region", { name: "Work on it" });
