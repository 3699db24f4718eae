import type { Route } from "./+types/privacy";
import { StaticRegion } from "~/components/ui/static-region";
import { staticPage } from "~/lib/static-regions.server";
import { LegalDocumentView } from "~/components/legal/legal-document";
import { PageHeader } from "~/components/sections/page-header";
import { legalLabels, privacyPolicy } from "~/content/legal";
import { privacyPage } from "~/content/page-copy/privacy";
import { pageMeta } from "~/lib/meta";

const copy = privacyPage;

// Static from top to bottom: rendered on the server only (app/lib/static-regions.ts).
export function loader(args: Route.LoaderArgs) {
  return staticPage(args, "privacy", pageMeta(copy, "/privacy"), <PrivacyContent />);
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  return <StaticRegion region={loaderData.page} />;
}

function PrivacyContent() {
  return (
    <>
      <PageHeader heading={copy.heading} intro={copy.intro} />
      <LegalDocumentView document={privacyPolicy} labels={legalLabels} />
    </>
  );
}
