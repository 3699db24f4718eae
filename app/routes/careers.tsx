import type { Route } from "./+types/careers";
import { PageHeader } from "~/components/sections/page-header";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/meta";

const copy = pages.careers;

export const meta: Route.MetaFunction = () => pageMeta(copy, "/careers");

export default function CareersPage() {
  return <PageHeader heading={copy.heading} intro={copy.intro} />;
}
