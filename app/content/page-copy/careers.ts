import type { PageCopy } from "../schema";

export const careersPage: PageCopy = {
  title: "Careers",
  description:
    "Join Anantha IT Solutions in Trivandrum: open full-time roles in development, support, cloud, security, design and operations, with salary ranges stated.",
  heading: "Build your career with us in Trivandrum",
  intro:
    "We are hiring engineers and designers who like solving real problems for real people. Every role is full-time at our Trivandrum office, with the salary range on the listing.",
};
