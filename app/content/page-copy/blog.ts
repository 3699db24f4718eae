import type { PageCopy } from "../schema";

export const blogPage: PageCopy = {
  title: "Blog",
  description:
    "Practical IT advice for businesses in Trivandrum: security, backups, networks, cloud and software, written by the engineers who do the work.",
  heading: "Insights from our engineers",
  intro:
    "Practical guides on keeping a small business's computers, network and data safe, and on building software that pays its way.",
};
