import type { PageCopy } from "../schema";

export const aboutPage: PageCopy = {
  title: "About Us",
  description:
    "Meet the Trivandrum team behind Anantha IT Solutions LLP: our mission, our values and the engineers who keep homes and businesses across Kerala running.",
  heading: "A Trivandrum team that treats your IT like our own",
  intro:
    "We started fixing computers for neighbours in Kazhakkoottam and grew into an LLP that supports offices, clinics, shops and schools across Kerala — still answering the phone ourselves.",
};
