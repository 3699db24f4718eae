// The two emails a contact message causes: a notification to staff and an acknowledgement to the
// visitor. Visitor text goes into subjects only through headerSafe() and into HTML only escaped.
import * as acknowledgementEn from "~/content/contact-emails";
import * as acknowledgementMl from "~/content/contact-emails.ml";
import { contactEmails } from "~/content/emails";
import { site } from "~/content/site";
import { replyEmailCopy } from "~/content/staff-messages";
import { escapeHtml, plainBodies, rowsAsTable, rowsAsText, textToHtml } from "~/lib/email/html";
import { headerSafe, type OutgoingEmail } from "~/lib/email/outbox.server";
import type { ContactInput } from "./schema";
import { formatLongDateTime } from "~/lib/india-time";
import type { Locale } from "~/lib/i18n/locale";
import { localized } from "~/lib/i18n/localized";

const acknowledgements = localized(acknowledgementEn, acknowledgementMl);

export function staffNotification(message: ContactInput, id: number, staffEmail: string): OutgoingEmail {
  const copy = contactEmails.staff;
  const name = `${message.firstName} ${message.lastName}`;
  const rows: [string, string][] = [
    [copy.labels.name, name],
    [copy.labels.email, message.email],
    [copy.labels.phone, message.phone || copy.empty],
    [copy.labels.company, message.company || copy.empty],
    [copy.labels.subject, message.subject],
  ];
  return {
    kind: "contact.staff",
    recordType: "contact_message",
    to: staffEmail,
    replyTo: message.email,
    subject: headerSafe(copy.subject(id, message.subject, name)),
    text: [copy.intro(id), "", rowsAsText(rows), "", message.message, "", copy.closing].join("\n"),
    html: [
      `<p>${escapeHtml(copy.intro(id))}</p>`,
      rowsAsTable(rows),
      textToHtml(message.message),
      `<p>${escapeHtml(copy.closing)}</p>`,
    ].join("\n"),
  };
}

/** The visitor's receipt, in the language of the page they wrote from. */
export function visitorAcknowledgement(message: ContactInput, id: number, locale: Locale): OutgoingEmail {
  const copy = acknowledgements[locale].contactAcknowledgementEmail;
  // Deliberately does not repeat the message: the address is unverified, and echoing arbitrary
  // text to it would let anyone use this form to send their words to a stranger.
  return {
    kind: "contact.acknowledgement",
    recordType: "contact_message",
    to: message.email,
    subject: copy.subject(id),
    ...plainBodies(copy.lines(message.firstName, id)),
  };
}

/** What a staff reply needs of the original message. */
export type RepliedMessage = {
  id: number;
  firstName: string;
  email: string;
  subject: string;
  message: string;
  createdAt: Date;
};

/**
 * A staff member's answer to a visitor: their words, a signature, and the visitor's own message
 * quoted below (so the visitor sees what is being answered). Replies go to the company's address,
 * never to the staff member's own mailbox.
 */
export function staffReply(message: RepliedMessage, reply: string, staffName: string): OutgoingEmail {
  const copy = replyEmailCopy;
  const quoted = message.message.split("\n").map((line) => (line ? `> ${line}` : ">"));
  const intro = copy.quoteIntro(formatLongDateTime(message.createdAt));
  const signature = copy.signature(staffName);
  const text = [
    copy.greeting(message.firstName),
    "",
    reply,
    "",
    ...signature,
    "",
    copy.replyHint,
    "",
    intro,
    ...quoted,
  ].join("\n");
  const html = [
    `<p>${escapeHtml(copy.greeting(message.firstName))}</p>`,
    textToHtml(reply),
    `<p>${signature.map(escapeHtml).join("<br>")}</p>`,
    `<p>${escapeHtml(copy.replyHint)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<blockquote style="margin:0 0 0 0.8em;border-left:2px solid #ccc;padding-left:0.8em;color:#555">${textToHtml(message.message)}</blockquote>`,
  ].join("\n");
  return {
    kind: "contact.reply",
    recordType: "contact_message",
    to: message.email,
    replyTo: site.email,
    subject: headerSafe(copy.subject(message.subject)),
    text,
    html,
  };
}
