// The words of the "nothing here" page, on their own: every page's error boundary may need them, so
// they must not bring the other pages' copy into the browser bundle with them.
import type { PageCopy } from "./schema";

export const notFoundPage: PageCopy = {
  title: "Page Not Found",
  description:
    "The page you asked for does not exist on the Anantha IT Solutions website. Find our services, AMC plans, portfolio, blog or contact details instead.",
  heading: "We couldn't find that page",
  intro:
    "The link may be old or mistyped. These pages are a good place to continue — or tell us what you were looking for.",
};
