// sendEmail(): the one way the app sends mail. It only writes an outbox row, so when it is called
// inside a transaction the email exists exactly when the record that caused it does; the outbox
// worker (worker.server.ts) delivers it over SMTP later, with retries, woken as soon as the row is
// committed (app/db/after-commit.ts) — callers never wake it themselves.
import { randomUUID } from "node:crypto";
import { afterCommit } from "~/db/after-commit";
import type { Database } from "~/db/client.server";
import { emailOutbox, type OutboxAttachment } from "~/db/schema";
import type { CaseSubject } from "~/lib/casework/policy";
import { getEnv } from "~/lib/env.server";
import { currentRequestId } from "~/lib/log/logger.server";
import { notifyOutbox } from "./worker.server";

export type OutgoingEmail = {
  /** What the email is for, e.g. 'contact.staff' or 'newsletter.confirm'. */
  kind: string;
  /**
   * The kind of record it is about (the console's policy section, e.g. 'job_application'): only those
   * who may see such records see the email in the outbox. Absent for an account's own emails.
   */
  recordType?: CaseSubject | null;
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  headers?: Record<string, string>;
  /** Files sent with it (an .ics invitation as text, a stored PDF by its id). */
  attachments?: OutboxAttachment[];
  /** Defaults to MAIL_FROM. */
  from?: string;
};

/**
 * Makes any text safe for a header line: no CR/LF or other control characters (header injection,
 * ASVS 1.3.11), whitespace collapsed, and a sensible length.
 */
export function headerSafe(value: string, maxLength = 200): string {
  const line = value
    // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return line.length > maxLength ? `${line.slice(0, maxLength - 1)}…` : line;
}

function domainOf(address: string) {
  const match = /@([^>\s]+)>?\s*$/.exec(address);
  return match?.[1] ?? "localhost";
}

/** Queues an email; pass the transaction (`tx`) when it belongs to a record written in one. */
export async function sendEmail(db: Database, email: OutgoingEmail): Promise<{ id: number }> {
  const from = email.from ?? getEnv().MAIL_FROM;
  const [row] = await db
    .insert(emailOutbox)
    .values({
      kind: email.kind,
      recordType: email.recordType ?? null,
      toAddress: headerSafe(email.to, 320),
      fromAddress: headerSafe(from, 320),
      replyTo: email.replyTo ? headerSafe(email.replyTo, 320) : null,
      subject: headerSafe(email.subject),
      textBody: email.text,
      htmlBody: email.html ?? null,
      headers: email.headers
        ? Object.fromEntries(
            Object.entries(email.headers).map(([name, value]) => [headerSafe(name, 100), headerSafe(value, 2000)]),
          )
        : null,
      attachments: email.attachments?.length
        ? email.attachments.map((file) => ({ ...file, fileName: headerSafe(file.fileName, 120) }))
        : null,
      messageId: `<${randomUUID()}@${domainOf(from)}>`,
      // Its delivery's log lines then name the request (or the job) that queued it.
      requestId: currentRequestId(),
    })
    .returning({ id: emailOutbox.id });
  if (!row) throw new Error("The email could not be queued.");
  afterCommit(notifyOutbox);
  return row;
}
