// JSON-LD (schema.org) for Google's rich results, built from the same content the pages show. Kept
// lean because it is bytes in every document: the full company node is on the home, about and
// contact pages only; other pages name it by its @id with its name and address of the site.
import { type Locale, pathIn } from "~/lib/i18n/locale";
import type { Faq, Job, Plan, Service } from "~/content/schema";
import { areaServed, officeGeo, officeOpeningHours, planCatalogName, priceRange } from "~/content/seo";
import { site } from "~/content/site";
import { rupeeRange, startingPrice } from "./rupees";

export type JsonLdNode = Record<string, unknown>;

/** The facts of a blog post the BlogPosting needs (the blog feature's PostSummary fits). */
export type SeoPost = {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  publishedAt: string;
  tags: string[];
  category: string;
  /** The language it is written in (absent: English): the sitemap lists it in that language only. */
  language?: Locale;
};

export const absoluteUrl = (path: string) => new URL(path, site.url).href;

export const ORGANIZATION_ID = absoluteUrl("/#organization");
const WEBSITE_ID = absoluteUrl("/#website");
/** The manifest's large icon doubles as the logo search engines show (a raster image, square). */
export const LOGO_PATH = "/icon-512.png";

const postalAddress = {
  "@type": "PostalAddress",
  streetAddress: `${site.address.street}, ${site.address.locality}`,
  addressLocality: site.address.city,
  addressRegion: site.address.region,
  postalCode: site.address.postalCode,
  addressCountry: "IN",
};

/** What a page other than home, about and contact says about the company: enough to name it. */
export function organizationRef(): JsonLdNode {
  return { "@type": "Organization", "@id": ORGANIZATION_ID, name: site.name, url: absoluteUrl("/") };
}

/**
 * The company in full: a ProfessionalService (an Organization and a LocalBusiness) with what Google's
 * local business and organization results use, and the website. Lean: the home page is over its
 * HTML budget already (ADR 012), so nothing here repeats what the page says elsewhere for people only.
 */
export function organization(imageUrl: string): JsonLdNode[] {
  return [
    {
      "@type": "ProfessionalService",
      "@id": ORGANIZATION_ID,
      name: site.name,
      legalName: site.legalName,
      url: absoluteUrl("/"),
      logo: absoluteUrl(LOGO_PATH),
      image: imageUrl,
      telephone: site.phoneHref.slice("tel:".length),
      email: site.email,
      address: postalAddress,
      geo: { "@type": "GeoCoordinates", ...officeGeo },
      openingHoursSpecification: officeOpeningHours.map((hours) => ({
        "@type": "OpeningHoursSpecification",
        ...hours,
      })),
      areaServed,
      priceRange,
      sameAs: site.social.map((profile) => profile.href),
    },
    {
      "@type": "WebSite",
      "@id": WEBSITE_ID,
      name: site.name,
      url: absoluteUrl("/"),
      publisher: { "@id": ORGANIZATION_ID },
    },
  ];
}

/** Home › … › the page. Each crumb is a name and a path; the last one is the page itself (no URL needed). */
export function breadcrumbs(crumbs: readonly (readonly [string, string])[]): JsonLdNode {
  return {
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map(([name, path], index) => ({
      "@type": "ListItem",
      position: index + 1,
      name,
      ...(index < crumbs.length - 1 ? { item: absoluteUrl(path) } : {}),
    })),
  };
}

function priceSpecification(amount: number, unit: string | null) {
  return {
    "@type": "UnitPriceSpecification",
    price: amount,
    priceCurrency: "INR",
    ...(unit ? { unitText: unit } : {}),
  };
}

/** A service page: the Service with its starting price as an Offer in rupees. */
export function serviceNode(service: Service): JsonLdNode {
  const price = startingPrice(service.price);
  const url = absoluteUrl(`/services/${service.slug}`);
  return {
    "@type": "Service",
    "@id": `${url}#service`,
    name: service.title,
    serviceType: service.title,
    description: service.description,
    url,
    provider: organizationRef(),
    areaServed: { "@type": "City", name: areaServed[0] },
    offers: {
      "@type": "Offer",
      url,
      priceCurrency: "INR",
      ...(price ? { price: price.amount, priceSpecification: priceSpecification(price.amount, price.unit) } : {}),
      availability: "https://schema.org/InStock",
      description: service.price,
    },
  };
}

/** /amc-plans: the plans as an OfferCatalog, each an Offer in rupees per month (or on quote). */
export function planCatalog(plans: readonly Plan[]): JsonLdNode {
  const url = absoluteUrl("/amc-plans");
  return {
    "@type": "OfferCatalog",
    "@id": `${url}#plans`,
    name: planCatalogName,
    url,
    itemListElement: plans.map((plan) => {
      const price = startingPrice(plan.price);
      // "/month" → per month; "one-time" and "quote" have no period.
      const period = plan.duration.startsWith("/") ? plan.duration.slice(1) : null;
      return {
        "@type": "Offer",
        name: plan.name,
        priceCurrency: "INR",
        ...(price ? { price: price.amount } : {}),
        ...(price && period ? { priceSpecification: priceSpecification(price.amount, period) } : {}),
      };
    }),
  };
}

export function faqPage(faqs: readonly Faq[], path: string): JsonLdNode {
  return {
    "@type": "FAQPage",
    "@id": `${absoluteUrl(path)}#faq`,
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}

export function blogPosting(post: SeoPost, imageUrl: string): JsonLdNode {
  const url = absoluteUrl(`/blog/${post.slug}`);
  // Google's recommended Article properties only: the page's own tags already carry the rest.
  return {
    "@type": "BlogPosting",
    "@id": `${url}#article`,
    headline: post.title,
    mainEntityOfPage: url,
    image: { "@type": "ImageObject", url: imageUrl, width: 1200, height: 630 },
    datePublished: post.publishedAt,
    dateModified: post.publishedAt,
    author: { "@type": "Person", name: post.author, url: absoluteUrl("/about") },
    publisher: organizationRef(),
    articleSection: post.category,
  };
}

/** A help article: Google's recommended Article properties; the company writes and publishes it. */
export function helpArticleNode(
  article: { slug: string; title: string; summary: string; publishedAt: Date; updatedAt: Date; language?: Locale },
  imageUrl: string,
): JsonLdNode {
  // At its address in the language it is written in (the other language's address is a notice).
  const url = absoluteUrl(pathIn(article.language ?? "en", `/help/${article.slug}`));
  return {
    "@type": "Article",
    "@id": `${url}#article`,
    headline: article.title,
    description: article.summary,
    mainEntityOfPage: url,
    image: { "@type": "ImageObject", url: imageUrl, width: 1200, height: 630 },
    datePublished: article.publishedAt.toISOString(),
    dateModified: article.updatedAt.toISOString(),
    author: organizationRef(),
    publisher: organizationRef(),
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>]/g, (char) => `&#${char.charCodeAt(0)};`);

/** The opening's description as Google wants it: HTML with the role, its duties and requirements. */
export function jobDescriptionHtml(job: Job, headings: { responsibilities: string; requirements: string }) {
  const list = (items: readonly string[]) => `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`;
  return [
    `<p>${escapeHtml(job.description)}</p>`,
    `<p>${escapeHtml(headings.responsibilities)}</p>${list(job.responsibilities)}`,
    `<p>${escapeHtml(headings.requirements)}</p>${list(job.requirements)}`,
  ].join("");
}

/** The end of the last day to apply, in India Standard Time. */
export function endOfDayIst(date: string) {
  return `${date}T23:59:59+05:30`;
}

/** "2-4 years" → at least 24 months; "0-2 years" asks for none, so the property is left out. */
function experienceRequirements(experience: string): JsonLdNode {
  const years = Number(/\d+/.exec(experience)?.[0] ?? 0);
  if (years <= 0) return {};
  return {
    experienceRequirements: { "@type": "OccupationalExperienceRequirements", monthsOfExperience: years * 12 },
  };
}

/**
 * schema.org's employment type for what staff typed ("Full-time", "Part time", "Contract",
 * "Internship"…); anything else is OTHER rather than a guess.
 */
export function employmentType(typed: string): string {
  const words = typed.toLowerCase();
  const known: [RegExp, string][] = [
    [/intern/, "INTERN"],
    [/contract|freelance|consult/, "CONTRACTOR"],
    [/temporar/, "TEMPORARY"],
    [/part[\s-]*time/, "PART_TIME"],
    [/full[\s-]*time|permanent/, "FULL_TIME"],
  ];
  return known.find(([pattern]) => pattern.test(words))?.[1] ?? "OTHER";
}

export function jobPosting(job: Job, headings: { responsibilities: string; requirements: string }): JsonLdNode {
  const salary = rupeeRange(job.salaryRange);
  const url = absoluteUrl(`/careers/${job.id}`);
  return {
    "@type": "JobPosting",
    "@id": `${url}#job`,
    title: job.title,
    description: jobDescriptionHtml(job, headings),
    identifier: { "@type": "PropertyValue", name: site.name, value: job.id },
    url,
    datePosted: job.postedDate,
    validThrough: endOfDayIst(job.applicationDeadline),
    employmentType: employmentType(job.type),
    hiringOrganization: { ...organizationRef(), sameAs: absoluteUrl("/"), logo: absoluteUrl(LOGO_PATH) },
    jobLocation: { "@type": "Place", address: postalAddress },
    ...(salary
      ? {
          baseSalary: {
            "@type": "MonetaryAmount",
            currency: "INR",
            value: { "@type": "QuantitativeValue", minValue: salary.min, maxValue: salary.max, unitText: "YEAR" },
          },
        }
      : {}),
    skills: job.skills.join(", "),
    ...experienceRequirements(job.experience),
    // The opening's page carries the application form itself: one can apply right there.
    directApply: true,
  };
}

/** JSON-LD text for a script element: a @graph of nodes, with nothing that could end the element early. */
export function jsonLdText(nodes: readonly JsonLdNode[]): string {
  const json = JSON.stringify({ "@context": "https://schema.org", "@graph": nodes });
  return json.replace(/<\/|<!--/g, (found) => (found === "</" ? "<\\/" : "\\u003c!--"));
}

/** The document's JSON-LD block in <head>. */
export function jsonLdScript(nodes: readonly JsonLdNode[]): string {
  return `<script type="application/ld+json">${jsonLdText(nodes)}</script>`;
}
