// The two emails a contact message causes: a notification to staff and an acknowledgement to the
// visitor. Visitor text goes into subjects only through headerSafe() and into HTML only escaped.
import { contactEmails } from "~/content/emails";
import { escapeHtml, textToHtml } from "~/lib/email/html";
import { headerSafe, type OutgoingEmail } from "~/lib/email/outbox.server";
import type { ContactInput } from "./schema";

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
    to: staffEmail,
    replyTo: message.email,
    subject: headerSafe(copy.subject(id, message.subject, name)),
    text: [
      copy.intro(id),
      "",
      ...rows.map(([label, value]) => `${label}: ${value}`),
      "",
      message.message,
      "",
      copy.closing,
    ].join("\n"),
    html: [
      `<p>${escapeHtml(copy.intro(id))}</p>`,
      "<table>",
      ...rows.map(
        ([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
      ),
      "</table>",
      textToHtml(message.message),
      `<p>${escapeHtml(copy.closing)}</p>`,
    ].join("\n"),
  };
}

export function visitorAcknowledgement(message: ContactInput, id: number): OutgoingEmail {
  // Deliberately does not repeat the message: the address is unverified, and echoing arbitrary
  // text to it would let anyone use this form to send their words to a stranger.
  const lines = contactEmails.acknowledgement.lines(message.firstName, id);
  return {
    kind: "contact.acknowledgement",
    to: message.email,
    subject: contactEmails.acknowledgement.subject(id),
    text: lines.join("\n"),
    html: textToHtml(lines.join("\n")),
  };
}
