import type { Route } from "./+types/blog";
import { PageHeader } from "~/components/sections/page-header";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/meta";

const copy = pages.blog;

export const meta: Route.MetaFunction = () => pageMeta(copy, "/blog");

export default function BlogPage() {
  return <PageHeader heading={copy.heading} intro={copy.intro} />;
}
