import type { Route } from "./+types/contact";
import { PageHeader } from "~/components/sections/page-header";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/meta";

const copy = pages.contact;

export const meta: Route.MetaFunction = () => pageMeta(copy, "/contact");

export default function ContactPage() {
  return <PageHeader heading={copy.heading} intro={copy.intro} />;
}
