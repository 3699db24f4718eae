// Client success stories behind /clients/{id}. Each project's projectSlug names
// its portfolio case study; the page links to /portfolio/{projectSlug}.
import type { Client, Figure } from "./schema";

export const clients: Client[] = [
  {
    id: "vanchinad-mart",
    name: "Vanchinad Mart",
    industry: "E-commerce & Retail",
    website: "https://www.vanchinadmart.in",
    description:
      "A family-run grocery and household retailer with three stores in Thiruvananthapuram and a fast-growing online store delivering across the city the same day.",
    partnershipDuration: "3+ years",
    projects: [
      {
        name: "E-commerce Platform",
        type: "Web Development",
        status: "Completed",
        launchDate: "2024-02-12",
        projectSlug: "ecommerce-platform",
      },
      {
        name: "Cloud Migration",
        type: "Cloud Solutions",
        status: "In Progress",
        launchDate: "2026-06-20",
        projectSlug: "cloud-migration",
      },
    ],
    testimonial: {
      quote:
        "Anantha IT has been our technology team for over three years. They built our online store, look after every computer and camera in our shops, and are now moving us to the cloud without a single day of lost sales.",
      author: "Arun Menon",
      position: "Managing Partner, Vanchinad Mart",
    },
    contact: {
      name: "Arun Menon",
      position: "Managing Partner",
      email: "arun.menon@vanchinadmart.in",
    },
  },
];

/** The fixed results block on every client page. */
export const clientResults: Figure[] = [
  { value: "100%", label: "Success rate" },
  { value: "24/7", label: "Support" },
  { value: "5-star", label: "Satisfaction" },
];

export function getClient(id: string): Client | undefined {
  return clients.find((client) => client.id === id);
}

/** The client a portfolio project was built for, so its case study can link to the client's story. */
export function getClientByProjectSlug(slug: string): Client | undefined {
  return clients.find((client) => client.projects.some((project) => project.projectSlug === slug));
}

/**
 * The portfolio slug the spec derives from a client project's name: lower-cased, punctuation
 * dropped, spaces as hyphens ("E-commerce Platform" → "ecommerce-platform"). Pages link with
 * projectSlug; content.test.ts checks the two agree.
 */
export function projectSlugFromName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9\s]/g, "")
    .trim()
    .replace(/\s+/g, "-");
}

/** The "Client story" callout on /portfolio, leading to the client's page. */
export const clientStoryTeaser = {
  clientName: "Vanchinad Mart",
  eyebrow: "Client story",
  title: "From three shops to a city-wide online store",
  text: "Vanchinad Mart has trusted us with its computers, cameras, online store and now its move to the cloud. See what three years of partnership delivered.",
  link: { label: "Read the Vanchinad Mart story", href: "/clients/vanchinad-mart" },
};

/** Section copy of /clients/{id}. */
export const clientPage = {
  eyebrow: "Client story",
  factsLabel: "Partnership at a glance",
  industryLabel: "Industry",
  partnershipLabel: "Partnership",
  websiteLabel: "Website",
  projectsTitle: "Projects together",
  projectsIntro: "What we have delivered so far, and what we are working on now.",
  typeLabel: "Type",
  launchLabel: "Launch date",
  caseStudyLabel: "View case study",
  resultsTitle: "Results of the partnership",
  testimonialTitle: "In their words",
  contactTitle: "Client contact",
  contactText: "Happy to tell prospective customers what working with us is like.",
  backLabel: "Back to Portfolio",
  cta: {
    title: "Could your business be our next success story?",
    text: "From a single shop to a chain of stores, we grow our support as you grow. Start with a free consultation.",
    actions: [
      { label: "Talk to us", href: "/contact" },
      { label: "See more of our work", href: "/portfolio" },
    ],
  },
};
