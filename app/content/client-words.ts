// The words of the client stories (/clients/{id} and the portfolio's callout), apart from the facts
// (ids, websites, dates, project slugs, the contact's name and email) that clients.ts keeps and no
// language changes. The Malayalam twin (client-words.ml.ts) translates exactly these.
import { clientPage, clientResults, clients, clientStoryTeaser } from "./clients";
import type { ProjectStatus } from "./schema";

/** What a client story says, in one language. */
export type ClientStory = {
  /** The company's name, written in the language's script. */
  name: string;
  industry: string;
  description: string;
  partnershipDuration: string;
  /** The projects' names and types, in the English's order. */
  projects: readonly { name: string; type: string }[];
  testimonial: { quote: string; position: string };
  contactPosition: string;
};

/** Each client's story, by id. */
export const clientStories: Readonly<Record<string, ClientStory>> = Object.fromEntries(
  clients.map((client) => [
    client.id,
    {
      name: client.name,
      industry: client.industry,
      description: client.description,
      partnershipDuration: client.partnershipDuration,
      projects: client.projects.map((project) => ({ name: project.name, type: project.type })),
      testimonial: { quote: client.testimonial.quote, position: client.testimonial.position },
      contactPosition: client.contact.position,
    },
  ]),
);

export const statusLabels: Readonly<Record<ProjectStatus, string>> = {
  Completed: "Completed",
  "In Progress": "In Progress",
};

export const resultFigures: typeof clientResults = clientResults;

/** The portfolio's callout; the client's name beside it is the story's. */
export const storyTeaser: Omit<typeof clientStoryTeaser, "clientName"> = {
  eyebrow: clientStoryTeaser.eyebrow,
  title: clientStoryTeaser.title,
  text: clientStoryTeaser.text,
  link: clientStoryTeaser.link,
};

export const clientSections: typeof clientPage = clientPage;

export const clientLabels = {
  /** The document title of a client's page. */
  pageTitle: (name: string) => `${name} — Client Story`,
  notFoundTitle: "Client Not Found",
  notFoundText: "The client you're looking for doesn't exist.",
};
