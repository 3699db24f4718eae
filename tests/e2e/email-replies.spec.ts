// Replies by email: a customer answers their ticket's email from their mail client and
// the reply appears in the ticket's thread, without the quoted history. The server under test runs
// its SMTP listener on E2E_INBOUND_PORT (playwright.config.ts); the cases around it (forged and
// looping senders, dedupe, size) are in tests/integration/email-replies.test.ts.
import { expect, test } from "./fixtures";
import nodemailer from "nodemailer";
import { collectConsoleErrors, expectNoSeriousA11yViolations } from "./helpers";
import { waitForMail } from "./support/mail";
import { signInAsCustomer } from "./support/staff";
import { openTicketAsCustomer } from "./support/tickets-customer";

test("a reply to the ticket's email appears in the thread", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const customer = await signInAsCustomer(page, "email-reply");
  const number = await openTicketAsCustomer(page, {
    subject: "Scanner not found",
    description: "The scanner disappeared after the update.",
  });
  const confirmation = await waitForMail(customer.email, (mail) => mail.subject.includes(number));
  const replyTo = confirmation.replyTo[0];
  expect(replyTo).toMatch(/^support\+t[0-9a-z]+\.c[0-9a-z]+\.[0-9a-f]{20}@ananthait\.in$/);

  const transport = nodemailer.createTransport({
    host: "127.0.0.1",
    port: Number(process.env.E2E_INBOUND_PORT),
    secure: false,
    ignoreTLS: true,
  });
  await transport.sendMail({
    from: customer.email,
    to: replyTo,
    subject: `Re: ${confirmation.subject}`,
    inReplyTo: confirmation.messageId,
    text: `It is a Canon LiDE 300, on Windows 11.\n\nOn Mon, 23 Nov 2026 at 10:04, Anantha IT wrote:\n> ${confirmation.text.split("\n")[0]}`,
  });
  transport.close();

  const thread = page.getByRole("region", { name: "Conversation" });
  await expect(async () => {
    await page.reload();
    await expect(thread).toContainText("It is a Canon LiDE 300, on Windows 11.", { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(thread).not.toContainText("Anantha IT wrote:");
  await expectNoSeriousA11yViolations(page);
  expect(errors).toEqual([]);
});
