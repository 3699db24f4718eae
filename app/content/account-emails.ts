// The words of the emails an account receives about itself (confirm the address, reset or changed
// password, a sign-up with a registered address), in English; account-emails.ml.ts is the Malayalam.
// app/lib/auth/emails.server.ts assembles them in the account's language.
import { site } from "./site";

export const accountEmails = {
  footer: `${site.name} · ${site.phone} · ${site.url}`,
  verifyEmail: {
    subject: `Confirm your email address — ${site.name}`,
    paragraphs: (fullName: string) => [
      `Hello ${fullName},`,
      `Thank you for creating an account with ${site.name}. Please confirm that this address is yours to finish signing up; the link works once and expires in 24 hours.`,
      "If you did not sign up on our website, ignore this email: no account will be activated.",
    ],
    action: "Confirm my email address",
  },
  alreadyRegistered: {
    subject: `Someone tried to create an account with your address — ${site.name}`,
    paragraphs: (loginUrl: string) => [
      "Hello,",
      `Someone — probably you — just tried to create a new ${site.name} account with this email address. You already have an account, so nothing was changed.`,
      `If it was you, sign in here: ${loginUrl}`,
      "If you have forgotten your password, you can choose a new one with the link below.",
      "If it was not you, you can ignore this email. Your password was not changed.",
    ],
    action: "Reset my password",
  },
  resetPassword: {
    subject: `Reset your password — ${site.name}`,
    paragraphs: (fullName: string) => [
      `Hello ${fullName},`,
      "We received a request to reset the password of your account. Use the link below to choose a new one. It works once and expires in 1 hour.",
      "If you did not ask for this, ignore this email: your password stays as it is.",
    ],
    action: "Choose a new password",
  },
  passwordChanged: {
    subject: `Your password was changed — ${site.name}`,
    paragraphs: (fullName: string, forgotUrl: string) => [
      `Hello ${fullName},`,
      "The password of your account was just changed, and every other signed-in device was signed out.",
      `If this was not you, reset your password at once (${forgotUrl}) and call us on ${site.phone}.`,
    ],
  },
};
