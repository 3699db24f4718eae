import type { PageCopy } from "../schema";

export const portfolioPage: PageCopy = {
  title: "Portfolio",
  description:
    "Case studies of web, mobile and cloud projects delivered by Anantha IT Solutions for businesses in Kerala: what we built, with which technologies, and the results.",
  heading: "Work we are proud of",
  intro: "A selection of web, mobile and cloud projects, with the numbers our clients measured after launch.",
};
