// Newsletter emails. Every one of them goes through newsletterEmail(), which adds the one-click
// unsubscribe link to the body and the List-Unsubscribe headers (RFC 2369 / RFC 8058).
import { site } from "~/content/site";
import { escapeHtml } from "~/lib/email/html";
import type { OutgoingEmail } from "~/lib/email/outbox.server";

type NewsletterEmailInput = {
  kind: string;
  to: string;
  subject: string;
  /** Paragraphs of plain text; links are given separately so the HTML version can make them clickable. */
  paragraphs: string[];
  action?: { label: string; url: string };
  unsubscribeUrl: string;
};

export function newsletterEmail(input: NewsletterEmailInput): OutgoingEmail {
  const footer = `You are receiving this because this address was entered in a newsletter box on ${site.url}. Unsubscribe with one click: ${input.unsubscribeUrl}`;
  const text = [
    ...input.paragraphs,
    ...(input.action ? [`${input.action.label}: ${input.action.url}`] : []),
    "—",
    footer,
  ].join("\n\n");
  const html = [
    ...input.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    ...(input.action ? [`<p><a href="${escapeHtml(input.action.url)}">${escapeHtml(input.action.label)}</a></p>`] : []),
    `<hr><p><small>You are receiving this because this address was entered in a newsletter box on ${escapeHtml(site.url)}. <a href="${escapeHtml(input.unsubscribeUrl)}">Unsubscribe</a> with one click.</small></p>`,
  ].join("\n");
  return {
    kind: input.kind,
    to: input.to,
    subject: input.subject,
    text,
    html,
    headers: {
      "List-Unsubscribe": `<${input.unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

export function confirmationEmail(to: string, confirmUrl: string, unsubscribeUrl: string): OutgoingEmail {
  return newsletterEmail({
    kind: "newsletter.confirm",
    to,
    subject: `Please confirm your subscription to the ${site.name} newsletter`,
    paragraphs: [
      "Hello,",
      `Someone — hopefully you — asked to receive the ${site.name} newsletter: practical IT tips and offers for homes and businesses in Trivandrum, about once a month.`,
      "Please confirm within 48 hours with the link below. If you did not ask for this, ignore this email and you will not hear from us again.",
    ],
    action: { label: "Confirm my subscription", url: confirmUrl },
    unsubscribeUrl,
  });
}
