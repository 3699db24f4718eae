import type { Route } from "./+types/home";
import { PageHeader } from "~/components/sections/page-header";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/meta";

const copy = pages.home;

export const meta: Route.MetaFunction = () => pageMeta(copy, "/");

export default function HomePage() {
  return <PageHeader heading={copy.heading} intro={copy.intro} />;
}
