// The pages every benchmark measures: every route of the site's route table (app/lib/site-routes.ts)
// that a visitor reaches without a token or an account, detail routes with a real slug. A benchmark
// checks each answers 200 first, so a renamed slug fails loudly instead of measuring a 404 page.
import { type SitePathPattern, sitePathPatterns } from "../../app/lib/site-routes.ts";

const measuredDetail: Partial<Record<SitePathPattern, string>> = {
  "/services/:slug": "/services/24x7-technical-support",
  "/portfolio/:slug": "/portfolio/ecommerce-platform",
  "/blog/:slug": "/blog/choosing-the-right-amc-plan",
  "/clients/:id": "/clients/vanchinad-mart",
  "/careers/:id": "/careers/full-stack-developer",
};

// Emailed-link pages answer only for a valid token, and the account, ticket and staff pages only
// for someone signed in: none is a page a visitor's first load is measured on.
const unmeasured = /^\/(newsletter\/|reset-password|verify-email|account|ticket-rating|contract-renewal|staff)/;

export const benchRoutes: readonly string[] = sitePathPatterns
  .filter((pattern) => !unmeasured.test(pattern))
  .map((pattern) => measuredDetail[pattern] ?? pattern);

export async function assertRoutesAnswer(base: string, routes: readonly string[] = benchRoutes) {
  for (const route of routes) {
    const response = await fetch(new URL(route, base));
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${route} answered ${response.status}, not 200`);
  }
}
