// The words of the portfolio: each case study's story, the category names and the labels of the
// portfolio pages and cards, apart from the projects' facts (slugs, categories as ids, technologies,
// dates, links), which projects.ts keeps and no language changes. The Malayalam twin
// (project-words.ml.ts) translates exactly these; lib/showcase.ts puts a story back on its project.
import { caseStudyPage, portfolioPage, projects } from "./projects";
import type { ProjectCategory } from "./schema";

/** What a case study says: every text of a project that is read, in one language. */
export type ProjectStory = {
  title: string;
  description: string;
  overview: string;
  imageAlt: string;
  /** The client's name, written in the language's script. */
  client: string;
  duration: string;
  features: readonly string[];
  /** The results in the English's order, each as its label and figure. */
  results: readonly { label: string; value: string }[];
};

/** Each project's story, by slug. */
export const projectStories: Readonly<Record<string, ProjectStory>> = Object.fromEntries(
  projects.map((project) => [
    project.slug,
    {
      title: project.title,
      description: project.description,
      overview: project.overview,
      imageAlt: project.imageAlt,
      client: project.client,
      duration: project.duration,
      features: project.features,
      results: Object.entries(project.results).map(([label, value]) => ({ label, value })),
    },
  ]),
);

/** The categories as readers see them (the filter's query values stay the English ids). */
export const categoryLabels: Readonly<Record<ProjectCategory, string>> = {
  "Web Development": "Web Development",
  "Mobile Development": "Mobile Development",
  "Cloud Solutions": "Cloud Solutions",
};

export const portfolioSections: typeof portfolioPage = portfolioPage;
export const caseStudySections: typeof caseStudyPage = caseStudyPage;

/** Words of the project card and the case study's side panel. */
export const projectLabels = {
  viewCaseStudy: "View case study",
  client: "Client",
  category: "Category",
  launchDate: "Launch date",
  duration: "Duration",
  notFoundTitle: "Project Not Found",
  notFoundText: "The project you're looking for doesn't exist.",
  opensInNewTab: "(opens in a new tab)",
  /** The technology chips of a project or service card. */
  technologies: "Technologies",
  moreTechnologies: (count: number) => `+${count} more`,
  /** 'Showing 3 projects', 'Showing 1 project in Cloud Solutions' (the category as labelled). */
  showing: (count: number, category: string | null) =>
    `Showing ${count} ${count === 1 ? "project" : "projects"}${category ? ` in ${category}` : ""}`,
};
