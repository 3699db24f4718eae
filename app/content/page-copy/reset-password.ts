import type { PageCopy } from "../schema";

export const resetPasswordPage: PageCopy = {
  title: "Choose a New Password",
  description: "Choose a new password for your Anantha IT Solutions account with the single-use link we emailed you.",
  heading: "Choose a new password",
  intro:
    "Pick a password you do not use anywhere else. Every other device signed in to your account will be signed out.",
};
