// The emails accounts send. Links are absolute (PUBLIC_URL); names typed by visitors go into text
// bodies as they are and into HTML only escaped; subjects never contain visitor text.
import { site } from "~/content/site";
import { escapeHtml } from "~/lib/email/html";
import type { OutgoingEmail } from "~/lib/email/outbox.server";

type Paragraphs = {
  kind: string;
  to: string;
  subject: string;
  paragraphs: string[];
  action?: { label: string; url: string };
};

function accountEmail({ kind, to, subject, paragraphs, action }: Paragraphs): OutgoingEmail {
  const footer = `${site.name} · ${site.phone} · ${site.url}`;
  const text = [...paragraphs, ...(action ? [`${action.label}:\n${action.url}`] : []), "—", footer].join("\n\n");
  const html = [
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    ...(action ? [`<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>`] : []),
    `<hr><p><small>${escapeHtml(footer)}</small></p>`,
  ].join("\n");
  return { kind, to, subject, text, html };
}

export function verifyEmailMessage(to: string, fullName: string, url: string): OutgoingEmail {
  return accountEmail({
    kind: "account.verify-email",
    to,
    subject: `Confirm your email address — ${site.name}`,
    paragraphs: [
      `Hello ${fullName},`,
      `Thank you for creating an account with ${site.name}. Please confirm that this address is yours to finish signing up; the link works once and expires in 24 hours.`,
      "If you did not sign up on our website, ignore this email: no account will be activated.",
    ],
    action: { label: "Confirm my email address", url },
  });
}

/** Sent instead of a confirmation link when someone signs up with an address that already has an account. */
export function alreadyRegisteredMessage(to: string, loginUrl: string, resetUrl: string): OutgoingEmail {
  return accountEmail({
    kind: "account.already-registered",
    to,
    subject: `Someone tried to create an account with your address — ${site.name}`,
    paragraphs: [
      "Hello,",
      `Someone — probably you — just tried to create a new ${site.name} account with this email address. You already have an account, so nothing was changed.`,
      `If it was you, sign in here: ${loginUrl}`,
      "If you have forgotten your password, you can choose a new one with the link below.",
      "If it was not you, you can ignore this email. Your password was not changed.",
    ],
    action: { label: "Reset my password", url: resetUrl },
  });
}

export function resetPasswordMessage(to: string, fullName: string, url: string): OutgoingEmail {
  return accountEmail({
    kind: "account.reset-password",
    to,
    subject: `Reset your password — ${site.name}`,
    paragraphs: [
      `Hello ${fullName},`,
      "We received a request to reset the password of your account. Use the link below to choose a new one. It works once and expires in 1 hour.",
      "If you did not ask for this, ignore this email: your password stays as it is.",
    ],
    action: { label: "Choose a new password", url },
  });
}

export function passwordChangedMessage(to: string, fullName: string, forgotUrl: string): OutgoingEmail {
  return accountEmail({
    kind: "account.password-changed",
    to,
    subject: `Your password was changed — ${site.name}`,
    paragraphs: [
      `Hello ${fullName},`,
      "The password of your account was just changed, and every other signed-in device was signed out.",
      `If this was not you, reset your password at once (${forgotUrl}) and call us on ${site.phone}.`,
    ],
  });
}
