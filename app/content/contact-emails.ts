// The acknowledgement a visitor receives after the contact form, in the language of the page they
// wrote from (contact-emails.ml.ts). Staff's notification of the message is in emails.ts (English).
import { site } from "./site";

export const contactAcknowledgementEmail = {
  subject: (id: number) => `We received your message (#${id}) — ${site.name}`,
  lines: (firstName: string, id: number) => [
    `Hello ${firstName},`,
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
  ],
};
