// What search engines, chat apps and security researchers read about the site: the words
// of the share images, the business facts of the structured data that the pages show only as text,
// the dates of the sitemap and the security contact. Server and build only: no page component imports it.

/** The label above the title on a page's share image, by the first segment of its path. */
export const shareSections: Record<string, string> = {
  "": "Thiruvananthapuram, Kerala",
  about: "About us",
  services: "Services",
  "amc-plans": "AMC plans",
  portfolio: "Portfolio",
  clients: "Client stories",
  testimonials: "Testimonials",
  blog: "Blog",
  insights: "Insights",
  careers: "Careers",
  contact: "Contact",
  privacy: "Legal",
  terms: "Legal",
  "service-levels": "Support",
  help: "Support",
  login: "Your account",
  signup: "Your account",
  "forgot-password": "Your account",
  newsletter: "Newsletter",
};

/** The share image of pages that have none of their own (account, staff, error pages). */
export const defaultShare = { title: "Transparent IT support, without losing your privacy", section: "" };

/** The alternative text of a share image: what the picture says. */
export function shareImageAlt(title: string, section: string, siteName: string): string {
  return section ? `${siteName} · ${section}: ${title}` : `${siteName}: ${title}`;
}

/**
 * Where the office is on a map. The address is in site.ts; these coordinates (Kazhakkoottam, near
 * Technopark Phase I) are for the structured data only.
 */
export const officeGeo = { latitude: 8.5666, longitude: 76.8736 };

/** Office hours as data (contactOfficeHours in site.ts shows them as text: Mon-Fri 9:00 AM - 6:00 PM IST). */
export const officeOpeningHours = [
  { dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "09:00", closes: "18:00" },
];

/** Where the company works: the structured data's area served. */
export const areaServed = ["Thiruvananthapuram", "Kerala"];

/** The structured data's price range: from the ₹399 Starter AMC to projects of several lakh. */
export const priceRange = "₹399 - ₹2,00,000+";

/**
 * When the pages without a dated entity (home, about, legal pages...) last changed, for the sitemap's
 * lastmod. Change it with their copy; pages of posts, openings and projects use their own dates.
 */
export const staticPagesUpdated = "2026-11-23";

/** The name of the offer catalogue on /amc-plans. */
export const planCatalogName = "Annual maintenance contract (AMC) plans";

/** Breadcrumb names of the list pages a detail page sits under. */
export const breadcrumbNames = {
  home: "Home",
  services: "Services",
  portfolio: "Portfolio",
  blog: "Blog",
  careers: "Careers",
  testimonials: "Testimonials",
  help: "Help centre",
};

/** security.txt (RFC 9116): who to tell about a vulnerability, and for how long the file holds. */
export const securityTxt = {
  contactEmail: "security@ananthait.in",
  preferredLanguages: "en, ml",
  /** Expires is computed when the file is served, this many days ahead (the RFC asks for under a year). */
  validDays: 180,
};

/** The web app manifest's words and colours (the colours of the logo in public/favicon.svg). */
export const manifest = {
  description: "IT support, AMC plans and software development in Trivandrum, Kerala.",
  themeColor: "#1d4ed8",
  backgroundColor: "#ffffff",
};
