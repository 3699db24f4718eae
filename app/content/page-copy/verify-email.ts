import type { PageCopy } from "../schema";

export const verifyEmailPage: PageCopy = {
  title: "Confirm Your Email",
  description: "Confirm the email address of your new Anantha IT Solutions account and sign in.",
  heading: "Confirm your email address",
  intro: "One click to finish creating your account.",
};
