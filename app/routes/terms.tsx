import type { Route } from "./+types/terms";
import { StaticRegion } from "~/components/ui/static-region";
import { staticPage } from "~/lib/static-regions.server";
import { LegalDocumentView } from "~/components/legal/legal-document";
import { PageHeader } from "~/components/sections/page-header";
import * as legalEn from "~/content/legal";
import * as legalMl from "~/content/legal.ml";
import * as pageEn from "~/content/page-copy/terms";
import * as pageMl from "~/content/page-copy/terms.ml";
import { type Locale, localeOf, pathIn } from "~/lib/i18n/locale";
import { localized } from "~/lib/i18n/localized";
import { metaTags, pageHead } from "~/lib/meta";

// Server-only page: both languages may be imported here.
const legal = localized(legalEn, legalMl);
const pages = localized(pageEn, pageMl);

// Static from top to bottom: rendered on the server only (app/lib/static-regions.ts).
export function loader(args: Route.LoaderArgs) {
  const locale = localeOf(args.url.pathname);
  const meta = pageHead(pages[locale].termsPage, pathIn(locale, "/terms"));
  return staticPage(args, "terms", meta, <TermsContent locale={locale} />);
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  return <StaticRegion region={loaderData.page} />;
}

function TermsContent({ locale }: { locale: Locale }) {
  const copy = pages[locale].termsPage;
  const { legalLabels, termsOfService } = legal[locale];
  return (
    <>
      <PageHeader heading={copy.heading} intro={copy.intro} />
      {/* From the fourth section on, the terms' sections start at least 1,730 px down on any screen (ADR 012). */}
      <LegalDocumentView document={termsOfService} labels={legalLabels} farBelowFrom={3} />
    </>
  );
}
