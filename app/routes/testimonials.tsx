import type { Route } from "./+types/testimonials";
import { PageHeader } from "~/components/sections/page-header";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/meta";

const copy = pages.testimonials;

export const meta: Route.MetaFunction = () => pageMeta(copy, "/testimonials");

export default function TestimonialsPage() {
  return <PageHeader heading={copy.heading} intro={copy.intro} />;
}
