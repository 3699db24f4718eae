// The pages every benchmark measures: one URL per route of app/routes.ts (detail routes with a real
// slug). A benchmark checks each answers 200 first, so a renamed slug fails loudly instead of
// measuring a 404 page.
export const benchRoutes = [
  "/",
  "/about",
  "/services",
  "/services/24x7-technical-support",
  "/amc-plans",
  "/portfolio",
  "/portfolio/ecommerce-platform",
  "/blog",
  "/blog/choosing-the-right-amc-plan",
  "/insights",
  "/contact",
  "/newsletter",
  "/testimonials",
  "/clients/vanchinad-mart",
  "/careers",
  "/careers/full-stack-developer",
  "/privacy",
  "/terms",
  "/service-levels",
  "/login",
  "/signup",
  "/forgot-password",
] as const;

export async function assertRoutesAnswer(base: string, routes: readonly string[] = benchRoutes) {
  for (const route of routes) {
    const response = await fetch(new URL(route, base));
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${route} answered ${response.status}, not 200`);
  }
}
