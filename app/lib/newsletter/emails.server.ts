// Newsletter emails. Every one of them goes through newsletterEmail(), which adds the one-click
// unsubscribe link to the body and the List-Unsubscribe headers (RFC 2369 / RFC 8058).
import * as emailsEn from "~/content/newsletter-emails";
import * as emailsMl from "~/content/newsletter-emails.ml";
import { issueEmailCopy } from "~/content/staff-newsletter";
import { escapeHtml } from "~/lib/email/html";
import type { OutgoingEmail } from "~/lib/email/outbox.server";
import type { Locale } from "~/lib/i18n/locale";
import { localized } from "~/lib/i18n/localized";

/** The subscriber's words: in the language of the page they subscribed from. */
const emails = localized(emailsEn, emailsMl);

type NewsletterEmailInput = {
  kind: string;
  to: string;
  subject: string;
  /** Paragraphs of plain text; links are given separately so the HTML version can make them clickable. */
  paragraphs: string[];
  action?: { label: string; url: string };
  unsubscribeUrl: string;
  locale: Locale;
};

export function newsletterEmail(input: NewsletterEmailInput): OutgoingEmail {
  const words = emails[input.locale].newsletterEmails.footer;
  const footer = `${words.reason} ${words.unsubscribe} ${words.how}: ${input.unsubscribeUrl}`;
  const text = [
    ...input.paragraphs,
    ...(input.action ? [`${input.action.label}: ${input.action.url}`] : []),
    "—",
    footer,
  ].join("\n\n");
  const html = [
    ...input.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    ...(input.action ? [`<p><a href="${escapeHtml(input.action.url)}">${escapeHtml(input.action.label)}</a></p>`] : []),
    `<hr><p><small>${escapeHtml(words.reason)} <a href="${escapeHtml(input.unsubscribeUrl)}">${escapeHtml(words.unsubscribe)}</a> ${escapeHtml(words.how)}.</small></p>`,
  ].join("\n");
  return {
    kind: input.kind,
    recordType: "newsletter_issue",
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

export function confirmationEmail(
  to: string,
  confirmUrl: string,
  unsubscribeUrl: string,
  locale: Locale,
): OutgoingEmail {
  const copy = emails[locale].newsletterEmails.confirm;
  return newsletterEmail({
    locale,
    kind: "newsletter.confirm",
    to,
    subject: copy.subject,
    paragraphs: copy.paragraphs,
    action: { label: copy.action, url: confirmUrl },
    unsubscribeUrl,
  });
}

type IssueEmailInput = {
  to: string;
  subject: string;
  /** The issue as written (the plain-text part) and as rendered HTML (already safe). */
  markdown: string;
  html: string;
  /** The subscriber's own link; null for a staff test copy, which has no subscriber. */
  unsubscribeUrl: string | null;
  /** The subscriber's language: the footer around the issue is in it (the issue is as written). */
  locale: Locale;
};

/** A newsletter issue for one subscriber, with their one-click unsubscribe link and headers. */
export function issueEmail(input: IssueEmailInput): OutgoingEmail {
  const words = emails[input.locale].newsletterEmails.footer;
  if (!input.unsubscribeUrl) {
    return {
      kind: "newsletter.test",
      recordType: "newsletter_issue",
      to: input.to,
      subject: `${issueEmailCopy.testPrefix}${input.subject}`,
      text: [input.markdown, "—", issueEmailCopy.testNote].join("\n\n"),
      html: `${input.html}\n<hr><p><small>${escapeHtml(issueEmailCopy.testNote)}</small></p>`,
    };
  }
  const footer = `${words.reason} ${words.unsubscribe} ${words.how}: ${input.unsubscribeUrl}`;
  return {
    kind: "newsletter.issue",
    recordType: "newsletter_issue",
    to: input.to,
    subject: input.subject,
    text: [input.markdown, "—", footer].join("\n\n"),
    html: `${input.html}\n<hr><p><small>${escapeHtml(words.reason)} <a href="${escapeHtml(input.unsubscribeUrl)}">${escapeHtml(words.unsubscribe)}</a> ${escapeHtml(words.how)}.</small></p>`,
    headers: {
      "List-Unsubscribe": `<${input.unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
