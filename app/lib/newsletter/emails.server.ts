// Newsletter emails. Every one of them goes through newsletterEmail(), which adds the one-click
// unsubscribe link to the body and the List-Unsubscribe headers (RFC 2369 / RFC 8058).
import { newsletterEmails } from "~/content/emails";
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
  const words = newsletterEmails.footer;
  const footer = `${words.reason} ${words.unsubscribe} ${words.oneClick}: ${input.unsubscribeUrl}`;
  const text = [
    ...input.paragraphs,
    ...(input.action ? [`${input.action.label}: ${input.action.url}`] : []),
    "—",
    footer,
  ].join("\n\n");
  const html = [
    ...input.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    ...(input.action ? [`<p><a href="${escapeHtml(input.action.url)}">${escapeHtml(input.action.label)}</a></p>`] : []),
    `<hr><p><small>${escapeHtml(words.reason)} <a href="${escapeHtml(input.unsubscribeUrl)}">${escapeHtml(words.unsubscribe)}</a> ${escapeHtml(words.oneClick)}.</small></p>`,
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
  const copy = newsletterEmails.confirm;
  return newsletterEmail({
    kind: "newsletter.confirm",
    to,
    subject: copy.subject,
    paragraphs: copy.paragraphs,
    action: { label: copy.action, url: confirmUrl },
    unsubscribeUrl,
  });
}
