// Client success stories behind /clients/{id} (spec section 2). Each project's projectSlug names
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
