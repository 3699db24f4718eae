import type { Route } from "./+types/terms";
import { StaticRegion } from "~/components/ui/static-region";
import { staticPage } from "~/lib/static-regions.server";
import { LegalDocumentView } from "~/components/legal/legal-document";
import { PageHeader } from "~/components/sections/page-header";
import { legalLabels, termsOfService } from "~/content/legal";
import { termsPage } from "~/content/page-copy/terms";
import { pageMeta } from "~/lib/meta";

const copy = termsPage;

// Static from top to bottom: rendered on the server only (app/lib/static-regions.ts).
export function loader(args: Route.LoaderArgs) {
  return staticPage(args, "terms", pageMeta(copy, "/terms"), <TermsContent />);
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  return <StaticRegion region={loaderData.page} />;
}

function TermsContent() {
  return (
    <>
      <PageHeader heading={copy.heading} intro={copy.intro} />
      <LegalDocumentView document={termsOfService} labels={legalLabels} />
    </>
  );
}
