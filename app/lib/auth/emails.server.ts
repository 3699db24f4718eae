// The emails accounts send. Links are absolute (PUBLIC_URL); names typed by visitors go into text
// bodies as they are and into HTML only escaped; subjects never contain visitor text.
import * as accountEmailsEn from "~/content/account-emails";
import * as accountEmailsMl from "~/content/account-emails.ml";
import { staffEmails } from "~/content/staff-auth";
import { escapeHtml } from "~/lib/email/html";
import type { OutgoingEmail } from "~/lib/email/outbox.server";
import type { Locale } from "~/lib/i18n/locale";
import { localized } from "~/lib/i18n/localized";

// An account's own emails speak the account's language (the page's, for a sign-up); the staff
// invitations are the English console's.
const emails = localized(accountEmailsEn, accountEmailsMl);

type Paragraphs = {
  kind: string;
  /** The staff invitations are the team's (admins'); an account's own emails are about no record. */
  recordType?: "team";
  to: string;
  subject: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  locale: Locale;
};

function accountEmail({ kind, recordType, to, subject, paragraphs, action, locale }: Paragraphs): OutgoingEmail {
  const footer = emails[locale].accountEmails.footer;
  const text = [...paragraphs, ...(action ? [`${action.label}:\n${action.url}`] : []), "—", footer].join("\n\n");
  const html = [
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    ...(action ? [`<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>`] : []),
    `<hr><p><small>${escapeHtml(footer)}</small></p>`,
  ].join("\n");
  return { kind, recordType, to, subject, text, html };
}

export function verifyEmailMessage(to: string, fullName: string, url: string, locale: Locale): OutgoingEmail {
  const copy = emails[locale].accountEmails.verifyEmail;
  return accountEmail({
    kind: "account.verify-email",
    to,
    subject: copy.subject,
    paragraphs: copy.paragraphs(fullName),
    action: { label: copy.action, url },
    locale,
  });
}

/** Sent instead of a confirmation link when someone signs up with an address that already has an account. */
export function alreadyRegisteredMessage(
  to: string,
  loginUrl: string,
  resetUrl: string,
  locale: Locale,
): OutgoingEmail {
  const copy = emails[locale].accountEmails.alreadyRegistered;
  return accountEmail({
    kind: "account.already-registered",
    to,
    subject: copy.subject,
    paragraphs: copy.paragraphs(loginUrl),
    action: { label: copy.action, url: resetUrl },
    locale,
  });
}

export function resetPasswordMessage(to: string, fullName: string, url: string, locale: Locale): OutgoingEmail {
  const copy = emails[locale].accountEmails.resetPassword;
  return accountEmail({
    kind: "account.reset-password",
    to,
    subject: copy.subject,
    paragraphs: copy.paragraphs(fullName),
    action: { label: copy.action, url },
    locale,
  });
}

export function passwordChangedMessage(to: string, fullName: string, forgotUrl: string, locale: Locale): OutgoingEmail {
  const copy = emails[locale].accountEmails.passwordChanged;
  return accountEmail({
    kind: "account.password-changed",
    to,
    subject: copy.subject,
    paragraphs: copy.paragraphs(fullName, forgotUrl),
    locale,
  });
}

/** To a new account made for a staff member: choose a password (the reset-password link flow). */
export function staffInviteMessage(to: string, role: string, url: string): OutgoingEmail {
  const copy = staffEmails.invite;
  return accountEmail({
    kind: "staff.invite",
    recordType: "team",
    to,
    subject: copy.subject,
    paragraphs: copy.paragraphs(role),
    action: { label: copy.action, url },
    locale: "en",
  });
}

/** To an existing account that was given a staff role. */
export function staffRoleGrantedMessage(to: string, fullName: string, role: string, url: string): OutgoingEmail {
  const copy = staffEmails.granted;
  return accountEmail({
    kind: "staff.role-granted",
    recordType: "team",
    to,
    subject: copy.subject,
    paragraphs: copy.paragraphs(fullName, role),
    action: { label: copy.action, url },
    locale: "en",
  });
}
