import type { Route } from "./+types/insights";
import { PageHeader } from "~/components/sections/page-header";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/meta";

const copy = pages.insights;

export const meta: Route.MetaFunction = () => pageMeta(copy, "/insights");

export default function InsightsPage() {
  return <PageHeader heading={copy.heading} intro={copy.intro} />;
}
