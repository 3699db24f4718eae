// The words of /insights, apart from the facts no language changes (ids, impact levels, figures):
// what the Malayalam twin (insight-words.ml.ts) translates. lib/showcase.ts puts them back on the cards.
import { industryAnalyses, insightsPage, insightsTabs, technologyInsights, trends } from "./insights";
import type { IndustryAnalysis, TechnologyInsight, Trend } from "./schema";

/** A card's opening words, in one language. */
type CardWords = { title: string; category: string; description: string };

export type TrendStory = CardWords & { stats: string; details: readonly string[] };
/** An analysis's words; its metrics' labels in the English's order. */
export type AnalysisStory = CardWords & { metricLabels: readonly string[] };
export type TechnologyStory = CardWords & { benefits: readonly string[] };
export type TabWords = { label: string; title: string; intro: string };

const byId = <T extends { id: string }, S>(items: readonly T[], words: (item: T) => S) =>
  Object.fromEntries(items.map((item) => [item.id, words(item)])) as Readonly<Record<string, S>>;

const cardWords = (card: CardWords): CardWords => ({
  title: card.title,
  category: card.category,
  description: card.description,
});

export const trendStories = byId(
  trends,
  (trend): TrendStory => ({
    ...cardWords(trend),
    stats: trend.stats,
    details: trend.details,
  }),
);

export const analysisStories = byId(
  industryAnalyses,
  (analysis): AnalysisStory => ({
    ...cardWords(analysis),
    metricLabels: analysis.metrics.map((metric) => metric.label),
  }),
);

export const technologyStories = byId(
  technologyInsights,
  (insight): TechnologyStory => ({
    ...cardWords(insight),
    benefits: insight.benefits,
  }),
);

export const tabWords = byId(
  insightsTabs,
  (tab): TabWords => ({ label: tab.label, title: tab.title, intro: tab.intro }),
);

export const insightsSections: typeof insightsPage = insightsPage;

type Impact = Trend["impact"] | IndustryAnalysis["impact"] | TechnologyInsight["impact"];

/** The cards' words around the figures. */
export const insightLabels = {
  impact: {
    Critical: "Critical impact",
    High: "High impact",
    Medium: "Medium impact",
    Transformational: "Transformational impact",
  } satisfies Record<Impact, string>,
  changeOverYear: "Change over the year:",
};
