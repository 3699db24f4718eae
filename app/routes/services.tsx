import type { Route } from "./+types/services";
import { PageHeader } from "~/components/sections/page-header";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/meta";

const copy = pages.services;

export const meta: Route.MetaFunction = () => pageMeta(copy, "/services");

export default function ServicesPage() {
  return <PageHeader heading={copy.heading} intro={copy.intro} />;
}
