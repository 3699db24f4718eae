import type { PageCopy } from "../schema";

export const accountPage: PageCopy = {
  title: "My Account",
  description: "Your Anantha IT Solutions account: your details and the AMC plans you have requested.",
  heading: "My account",
  intro: "Your details and the plans you have asked us about. We update each request as our team works on it.",
};
