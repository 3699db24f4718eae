import type { Route } from "./+types/privacy";
import { LegalDocumentView } from "~/components/legal/legal-document";
import { PageHeader } from "~/components/sections/page-header";
import { legalLabels, privacyPolicy } from "~/content/legal";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/meta";

const copy = pages.privacy;

export const meta: Route.MetaFunction = () => pageMeta(copy, "/privacy");

export default function PrivacyPage() {
  return (
    <>
      <PageHeader heading={copy.heading} intro={copy.intro} />
      <LegalDocumentView document={privacyPolicy} labels={legalLabels} />
    </>
  );
}
