import type { PageCopy } from "../schema";

export const termsPage: PageCopy = {
  title: "Terms of Service",
  description:
    "The terms for services from Anantha IT Solutions LLP: service scope, pricing and payment in rupees, response and resolution times, availability and privacy.",
  heading: "Terms of Service",
  intro: "These terms set out what we deliver, how fast, at what price, and what we ask of you in return.",
};
