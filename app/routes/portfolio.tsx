import type { Route } from "./+types/portfolio";
import { PageHeader } from "~/components/sections/page-header";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/meta";

const copy = pages.portfolio;

export const meta: Route.MetaFunction = () => pageMeta(copy, "/portfolio");

export default function PortfolioPage() {
  return <PageHeader heading={copy.heading} intro={copy.intro} />;
}
