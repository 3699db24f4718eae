// The pages the benchmarks measure: every route of the site's route table (app/lib/site-routes.ts)
// that a visitor reaches without a token or an account, detail routes with a real slug; and the
// signed-in customer's pages. A benchmark checks each answers 200 first, so a renamed slug fails
// loudly instead of measuring a 404 page, and a lost session fails instead of measuring /login.
import { pathIn, unlocalizedPath } from "../../app/lib/i18n/locale.ts";
import { type SitePathPattern, sitePathPatterns } from "../../app/lib/site-routes.ts";
import { type BenchPage, signedInCustomerPages } from "./customer.ts";

export const measuredDetail: Partial<Record<SitePathPattern, string>> = {
  "/services/:slug": "/services/24x7-technical-support",
  "/portfolio/:slug": "/portfolio/ecommerce-platform",
  "/blog/:slug": "/blog/choosing-the-right-amc-plan",
  "/clients/:id": "/clients/vanchinad-mart",
  "/careers/:id": "/careers/full-stack-developer",
  // Made by POST /__test/help-articles before measuring (benchPages): articles live in the database.
  "/help/:slug": "/help/restart-your-router",
};

// Emailed-link pages and device labels' links answer only for a valid token, and the account, ticket
// and staff pages only for someone signed in: none is a page a visitor's first load is measured on
// (the customer's are measured signed in, below).
const unmeasured = /^\/(newsletter\/|reset-password|verify-email|account|ticket-rating|contract-renewal|staff|d\/)/;

const englishPublicRoutes = sitePathPatterns
  .filter((pattern) => !unmeasured.test(pattern))
  .map((pattern) => measuredDetail[pattern] ?? pattern);

/** Every public page, in English and then in Malayalam (the same budgets hold for both). */
export const benchRoutes: readonly string[] = [
  ...englishPublicRoutes,
  ...englishPublicRoutes.map((route) => pathIn("ml", route)),
];

/**
 * Every page of a signed-in customer, measured with a test customer's session (./customer.ts).
 * A `:name` stands for a record of that customer which ./customer.ts makes (`:ticket`, `:contract`, `:visit`, `:invoice`).
 */
const englishCustomerRoutes = [
  "/account",
  "/account/tickets",
  "/account/tickets/new",
  "/account/tickets/:ticket",
  "/account/contracts",
  "/account/contracts/:contract",
  "/account/billing",
  "/account/devices",
  "/account/devices/labels",
  "/account/visits/:visit",
  "/account/invoices",
  "/account/invoices/:invoice",
];

/** The signed-in customer's pages, in English and in Malayalam. */
export const customerRoutes: readonly string[] = [
  ...englishCustomerRoutes,
  ...englishCustomerRoutes.map((route) => pathIn("ml", route)),
];

const isCustomerRoute = (route: string) => /^(\/ml)?\/account(\/|$)/.test(route);

/**
 * The pages to measure (default: every public page, then every customer page), a customer's signed
 * in, each checked to answer 200 itself (not through a redirect).
 */
export async function benchPages(
  base: string,
  routes: readonly string[] = [...benchRoutes, ...customerRoutes],
): Promise<BenchPage[]> {
  if (routes.some((route) => unlocalizedPath(route).startsWith("/help/"))) {
    const made = await fetch(new URL("/__test/help-articles", base), { method: "POST", body: new URLSearchParams() });
    if (!made.ok)
      throw new Error(`/__test/help-articles answered ${made.status}: the server needs ENABLE_TEST_ROUTES=1`);
  }
  const signedIn = await signedInCustomerPages(base, routes.filter(isCustomerRoute));
  const pages = routes.map((route) =>
    isCustomerRoute(route) ? (signedIn.shift() as BenchPage) : { route, path: route, cookie: "" },
  );
  for (const page of pages) {
    const response = await fetch(new URL(page.path, base), { headers: { cookie: page.cookie }, redirect: "manual" });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${page.path} answered ${response.status}, not 200`);
  }
  return pages;
}
