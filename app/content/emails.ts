// The words of every email the site sends. The modules that build the emails (app/lib/*/emails.server.ts)
// only assemble them: escaping, header safety, links and the outbox.
import { site } from "./site";

/** Shown for an optional detail the visitor left empty. */
const EMPTY = "—";

export const contactEmails = {
  staff: {
    subject: (id: number, subject: string, name: string) => `Contact #${id}: ${subject} (${name})`,
    intro: (id: number) => `New message #${id} from the website contact form.`,
    labels: { name: "Name", email: "Email", phone: "Phone", company: "Company", subject: "Subject" },
    empty: EMPTY,
    closing: "Reply to this email to answer the visitor directly.",
  },
  acknowledgement: {
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
  },
};

export const newsletterEmails = {
  footer: {
    reason: `You are receiving this because this address was entered in a newsletter box on ${site.url}.`,
    unsubscribe: "Unsubscribe",
    /** After "Unsubscribe": the link opens a page whose one button unsubscribes. */
    how: "from the page this link opens",
  },
  confirm: {
    subject: `Please confirm your subscription to the ${site.name} newsletter`,
    paragraphs: [
      "Hello,",
      `Someone — hopefully you — asked to receive the ${site.name} newsletter: practical IT tips and offers for homes and businesses in Trivandrum, about once a month.`,
      "Please confirm within 48 hours with the link below. If you did not ask for this, ignore this email and you will not hear from us again.",
    ],
    action: "Confirm my subscription",
  },
};

export const planRequestEmails = {
  staff: {
    subject: (id: number, planName: string) => `Plan request #${id}: ${planName}`,
    intro: (id: number) => `New plan request #${id} from a signed-in customer.`,
    labels: { plan: "Plan", customer: "Customer", email: "Email", note: "Note" },
    empty: EMPTY,
    closing: "Reply to this email to contact the customer.",
  },
};
