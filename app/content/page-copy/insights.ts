import type { PageCopy } from "../schema";

export const insightsPage: PageCopy = {
  title: "Market Insights",
  description:
    "Trends, industry analyses and technology insights on the Trivandrum and Kerala IT sector, from Technopark growth to cloud adoption by local businesses.",
  heading: "The Trivandrum IT market, in figures",
  intro:
    "What we see across Technopark, local SMEs, healthcare and education: the trends shaping IT decisions in Kerala, and the technologies worth your attention.",
};
