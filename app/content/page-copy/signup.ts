import type { PageCopy } from "../schema";

export const signupPage: PageCopy = {
  title: "Create Account",
  description:
    "Create an Anantha IT Solutions account to choose an AMC plan, claim your free first service and follow your requests.",
  heading: "Create your account",
  intro: "One account for your plan, your free first service and your support requests.",
};
