import { expect } from "../fixtures";
import type { ReceivedMail } from "../../support/smtp-sink";

const api = `http://127.0.0.1:${process.env.E2E_MAIL_API_PORT}`;

/** Waits until the test SMTP sink has received an email for `to` that matches, and returns it. */
export async function waitForMail(
  to: string,
  match: (mail: ReceivedMail) => boolean = () => true,
): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${api}/messages?to=${encodeURIComponent(to)}`);
        const messages = (await response.json()) as ReceivedMail[];
        found = messages.find(match);
        return Boolean(found);
      },
      // The server sends as soon as the email is committed (or within its 250 ms poll): ask every
      // 250 ms. The default intervals back off to 1 s, which lost up to a second in ~50 waits a run.
      { message: `an email to ${to}`, timeout: 20_000, intervals: [100, 250] },
    )
    .toBe(true);
  return found!;
}

/** The first link to `path` in an email's text. */
export function linkIn(mail: ReceivedMail, path: string): string {
  const link = mail.text.match(new RegExp(`https?://\\S+${path}\\?token=[\\w.-]+`))?.[0];
  if (!link) throw new Error(`No ${path} link in "${mail.subject}"`);
  return link;
}

export function uniqueEmail(prefix: string) {
  return `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@customer.test`;
}

/** From now on the SMTP sink refuses mail to `to` with a permanent 550 (`accept` undoes it). */
export async function refuseMailTo(to: string, refuse = true) {
  const response = await fetch(`${api}/reject?to=${encodeURIComponent(to)}`, { method: refuse ? "POST" : "DELETE" });
  if (!response.ok) throw new Error(`mail sink answered ${response.status}`);
}
