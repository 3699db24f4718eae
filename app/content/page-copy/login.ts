import type { PageCopy } from "../schema";

export const loginPage: PageCopy = {
  title: "Sign In",
  description: "Sign in to your Anantha IT Solutions account to choose an AMC plan and follow your support requests.",
  heading: "Welcome back",
  intro: "Sign in to manage your plan and support requests.",
};
