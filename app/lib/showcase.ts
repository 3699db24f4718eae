// The portfolio, testimonials, client stories and market insights in the page's language: the facts (slugs,
// categories, technologies, dates, people's names) are the same in every language, the words come from the
// language's word module (content/project-words, testimonial-words, client-words, insight-words and their twins).
import type { ClientStory } from "~/content/client-words";
import type { AnalysisStory, TechnologyStory, TrendStory } from "~/content/insight-words";
import type { ProjectStory } from "~/content/project-words";
import type { Client, IndustryAnalysis, Project, TechnologyInsight, Testimonial, Trend } from "~/content/schema";
import type { TestimonialStory } from "~/content/testimonial-words";

/** A project told in one language: its story over its facts (the results keep the English's order). */
export function projectIn(project: Project, stories: Readonly<Record<string, ProjectStory>>): Project {
  const story = stories[project.slug];
  if (!story) return project;
  return {
    ...project,
    title: story.title,
    description: story.description,
    overview: story.overview,
    imageAlt: story.imageAlt,
    client: story.client,
    duration: story.duration,
    features: [...story.features],
    results: Object.fromEntries(story.results.map((result) => [result.label, result.value])),
  };
}

/** A testimonial in one language: its words over its facts (the reviewer's name, rating and date). */
export function testimonialIn(
  testimonial: Testimonial,
  stories: Readonly<Record<string, TestimonialStory>>,
): Testimonial {
  const story = stories[testimonial.id];
  return story ? { ...testimonial, ...story } : testimonial;
}

/** A client's story in one language over its facts (website, dates, slugs, the contact's name and email). */
export function clientIn(client: Client, stories: Readonly<Record<string, ClientStory>>): Client {
  const story = stories[client.id];
  if (!story) return client;
  return {
    ...client,
    name: story.name,
    industry: story.industry,
    description: story.description,
    partnershipDuration: story.partnershipDuration,
    projects: client.projects.map((project, index) => ({ ...project, ...story.projects[index] })),
    testimonial: { ...client.testimonial, ...story.testimonial },
    contact: { ...client.contact, position: story.contactPosition },
  };
}

/** A market trend in one language over its facts (id, impact). */
export function trendIn(trend: Trend, stories: Readonly<Record<string, TrendStory>>): Trend {
  const story = stories[trend.id];
  return story ? { ...trend, ...story, details: [...story.details] } : trend;
}

/** A sector's analysis in one language: its words, and its metrics' labels beside their figures. */
export function analysisIn(
  analysis: IndustryAnalysis,
  stories: Readonly<Record<string, AnalysisStory>>,
): IndustryAnalysis {
  const story = stories[analysis.id];
  if (!story) return analysis;
  const { metricLabels, ...words } = story;
  return {
    ...analysis,
    ...words,
    metrics: analysis.metrics.map((metric, index) => ({ ...metric, label: metricLabels[index] ?? metric.label })),
  };
}

/** A technology insight in one language over its facts (id, impact). */
export function technologyIn(
  insight: TechnologyInsight,
  stories: Readonly<Record<string, TechnologyStory>>,
): TechnologyInsight {
  const story = stories[insight.id];
  return story ? { ...insight, ...story, benefits: [...story.benefits] } : insight;
}
