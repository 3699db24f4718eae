import type { Route } from "./+types/amc-plans";
import { PageHeader } from "~/components/sections/page-header";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/meta";

const copy = pages.amcPlans;

export const meta: Route.MetaFunction = () => pageMeta(copy, "/amc-plans");

export default function AmcPlansPage() {
  return <PageHeader heading={copy.heading} intro={copy.intro} />;
}
