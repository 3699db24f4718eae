import type { PageCopy } from "../schema";

export const testimonialsPage: PageCopy = {
  title: "Client Testimonials",
  description:
    "What retailers, clinics, schools and families in Trivandrum say about working with Anantha IT Solutions, with ratings and the projects behind them.",
  heading: "What our clients say",
  intro: "Reviews from the businesses and households we support, in their own words.",
};
