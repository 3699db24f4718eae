import type { PageCopy } from "../schema";

export const amcPlansPage: PageCopy = {
  title: "AMC Plans",
  description:
    "Annual maintenance plans for homes and businesses in Trivandrum: a free first service, Starter from ₹399 a month, and plans with response times down to one hour.",
  heading: "Annual maintenance plans that fit your budget",
  intro:
    "Pick the response time and support channels you need. Every plan includes regular health checks, and you can change plans at any time.",
};
