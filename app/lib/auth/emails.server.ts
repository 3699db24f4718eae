// The emails accounts send. Links are absolute (PUBLIC_URL); names typed by visitors go into text
// bodies as they are and into HTML only escaped; subjects never contain visitor text.
import { accountEmails } from "~/content/emails";
import { staffEmails } from "~/content/staff-auth";
import { escapeHtml } from "~/lib/email/html";
import type { OutgoingEmail } from "~/lib/email/outbox.server";

type Paragraphs = {
  kind: string;
  /** The staff invitations are the team's (admins'); an account's own emails are about no record. */
  recordType?: "team";
  to: string;
  subject: string;
  paragraphs: string[];
  action?: { label: string; url: string };
};

function accountEmail({ kind, recordType, to, subject, paragraphs, action }: Paragraphs): OutgoingEmail {
  const footer = accountEmails.footer;
  const text = [...paragraphs, ...(action ? [`${action.label}:\n${action.url}`] : []), "—", footer].join("\n\n");
  const html = [
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    ...(action ? [`<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>`] : []),
    `<hr><p><small>${escapeHtml(footer)}</small></p>`,
  ].join("\n");
  return { kind, recordType, to, subject, text, html };
}

export function verifyEmailMessage(to: string, fullName: string, url: string): OutgoingEmail {
  const copy = accountEmails.verifyEmail;
  return accountEmail({
    kind: "account.verify-email",
    to,
    subject: copy.subject,
    paragraphs: copy.paragraphs(fullName),
    action: { label: copy.action, url },
  });
}

/** Sent instead of a confirmation link when someone signs up with an address that already has an account. */
export function alreadyRegisteredMessage(to: string, loginUrl: string, resetUrl: string): OutgoingEmail {
  const copy = accountEmails.alreadyRegistered;
  return accountEmail({
    kind: "account.already-registered",
    to,
    subject: copy.subject,
    paragraphs: copy.paragraphs(loginUrl),
    action: { label: copy.action, url: resetUrl },
  });
}

export function resetPasswordMessage(to: string, fullName: string, url: string): OutgoingEmail {
  const copy = accountEmails.resetPassword;
  return accountEmail({
    kind: "account.reset-password",
    to,
    subject: copy.subject,
    paragraphs: copy.paragraphs(fullName),
    action: { label: copy.action, url },
  });
}

export function passwordChangedMessage(to: string, fullName: string, forgotUrl: string): OutgoingEmail {
  const copy = accountEmails.passwordChanged;
  return accountEmail({
    kind: "account.password-changed",
    to,
    subject: copy.subject,
    paragraphs: copy.paragraphs(fullName, forgotUrl),
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
  });
}
