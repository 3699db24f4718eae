import type { Route } from "./+types/terms";
import { LegalDocumentView } from "~/components/legal/legal-document";
import { PageHeader } from "~/components/sections/page-header";
import { legalLabels, termsOfService } from "~/content/legal";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/meta";

const copy = pages.terms;

export const meta: Route.MetaFunction = () => pageMeta(copy, "/terms");

export default function TermsPage() {
  return (
    <>
      <PageHeader heading={copy.heading} intro={copy.intro} />
      <LegalDocumentView document={termsOfService} labels={legalLabels} />
    </>
  );
}
