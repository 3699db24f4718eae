import type { PageCopy } from "../schema";

export const contactPage: PageCopy = {
  title: "Contact Us",
  description:
    "Talk to Anantha IT Solutions in Trivandrum: send a message, call our 24x7 support line, or visit our Kazhakkoottam office. We reply within 24 hours on business days.",
  heading: "Let's talk about your IT",
  intro:
    "Tell us what you need — a repair, a maintenance plan or a new project. We reply within 24 hours on business days, and support calls are answered 24x7.",
};
