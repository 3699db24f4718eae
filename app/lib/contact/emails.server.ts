// The two emails a contact message causes: a notification to staff and an acknowledgement to the
// visitor. Visitor text goes into subjects only through headerSafe() and into HTML only escaped.
import { site } from "~/content/site";
import { escapeHtml, textToHtml } from "~/lib/email/html";
import { headerSafe, type OutgoingEmail } from "~/lib/email/outbox.server";
import type { ContactInput } from "./schema";

export function staffNotification(message: ContactInput, id: number, staffEmail: string): OutgoingEmail {
  const name = `${message.firstName} ${message.lastName}`;
  const rows: [string, string][] = [
    ["Name", name],
    ["Email", message.email],
    ["Phone", message.phone || "—"],
    ["Company", message.company || "—"],
    ["Subject", message.subject],
  ];
  return {
    kind: "contact.staff",
    to: staffEmail,
    replyTo: message.email,
    subject: headerSafe(`Contact #${id}: ${message.subject} (${name})`),
    text: [
      `New message #${id} from the website contact form.`,
      "",
      ...rows.map(([label, value]) => `${label}: ${value}`),
      "",
      message.message,
      "",
      "Reply to this email to answer the visitor directly.",
    ].join("\n"),
    html: [
      `<p>New message #${id} from the website contact form.</p>`,
      "<table>",
      ...rows.map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`),
      "</table>",
      textToHtml(message.message),
      "<p>Reply to this email to answer the visitor directly.</p>",
    ].join("\n"),
  };
}

export function visitorAcknowledgement(message: ContactInput, id: number): OutgoingEmail {
  // Deliberately does not repeat the message: the address is unverified, and echoing arbitrary
  // text to it would let anyone use this form to send their words to a stranger.
  const lines = [
    `Hello ${message.firstName},`,
    "",
    `Thank you for contacting ${site.name}. We have received your message and will reply within 24 hours on business days (Monday to Friday, India Standard Time).`,
    "",
    `Your reference: #${id}`,
    "",
    `If your systems are down right now, please call our support line on ${site.emergencyPhone} — it is answered 24x7.`,
    "",
    `${site.name}`,
    `${site.phone} · ${site.url}`,
    "",
    "You are receiving this one-time email because this address was entered in the contact form on our website. If that was not you, you can ignore it.",
  ];
  return {
    kind: "contact.acknowledgement",
    to: message.email,
    subject: `We received your message (#${id}) — ${site.name}`,
    text: lines.join("\n"),
    html: textToHtml(lines.join("\n")),
  };
}
