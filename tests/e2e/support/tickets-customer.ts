// The customer's side of a support ticket in the end-to-end tests: the new-ticket form, a reply.
// Shared by tickets-customer.spec.ts and the joined staff + customer journey, so when the pages
// change only this file changes. (Customer accounts and sign-in: ./staff.ts.)
import { expect, type Page } from "../fixtures";
import { site } from "../../../app/content/site";

/** Where the desk's emails go in the end-to-end server (STAFF_EMAIL's default). */
export const DESK_EMAIL = site.email;

export type TicketFields = {
  subject: string;
  description: string;
  /** The priority's label, e.g. "High". */
  priority?: string;
  /** The type's label, e.g. "Network". */
  type?: string;
  device?: string;
  /** Files for the Attachments field. */
  attachments?: { name: string; mimeType: string; buffer: Buffer }[];
};

/** Fills the new-ticket form on the current page (fields left out keep what is there). */
export async function fillTicketForm(page: Page, fields: Partial<TicketFields>) {
  if (fields.subject !== undefined) await page.getByLabel("Subject").fill(fields.subject);
  if (fields.description !== undefined) await page.getByLabel("What is wrong?").fill(fields.description);
  if (fields.priority) await page.getByRole("radio", { name: new RegExp(`^${fields.priority}\\b`) }).check();
  if (fields.type) await page.getByLabel("Type of problem").selectOption({ label: fields.type });
  if (fields.device !== undefined) await page.getByLabel(/^Device/).fill(fields.device);
  if (fields.attachments) await page.getByLabel(/^Attachments/).setInputFiles(fields.attachments);
}

/** Opens a ticket as the signed-in customer through /account/tickets/new; returns its number. */
export async function openTicketAsCustomer(page: Page, fields: TicketFields): Promise<string> {
  await page.goto("/account/tickets/new");
  await fillTicketForm(page, { priority: "Medium", type: "Software", ...fields });
  await page.getByRole("button", { name: "Open ticket" }).click();
  await page.waitForURL(/\/account\/tickets\/AIT-\d{4}-\d{5,}$/);
  return new URL(page.url()).pathname.split("/").pop()!;
}

/** Replies on the ticket page the customer is on, and waits for the reply to be in the thread. */
export async function replyAsCustomer(page: Page, text: string, attachments?: TicketFields["attachments"]) {
  await page.getByLabel("Your reply").fill(text);
  if (attachments) await page.getByLabel(/^Attachments/).setInputFiles(attachments);
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByRole("region", { name: "Conversation" })).toContainText(text);
}
