import type { PageCopy } from "../schema";

export const forgotPasswordPage: PageCopy = {
  title: "Forgot Password",
  description:
    "Reset the password of your Anantha IT Solutions account: we email you a single-use link that expires in one hour.",
  heading: "Forgot your password?",
  intro: "Enter the email address of your account and we will send you a link to choose a new password.",
};
