// The newsletter's emails to a subscriber — the confirmation and the footer of every email — in the
// language of the page they subscribed from (newsletter-emails.ml.ts).
import { site } from "./site";

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
