import { Info } from "~/components/ui/icons";
import { useSearchParams } from "react-router";
import type { Route } from "./+types/insights";
import { StaticRegion } from "~/components/ui/static-region";
import { InsightsArt } from "~/components/insights/insights-art";
import { AnalysisCard, TechnologyCard, TrendCard } from "~/components/insights/insight-cards";
import { InsightsTabs } from "~/components/insights/insights-tabs";
import { CtaSection } from "~/components/sections/cta-section";
import { PageHeader } from "~/components/sections/page-header";
import * as insightWordsEn from "~/content/insight-words";
import * as insightWordsMl from "~/content/insight-words.ml";
import { industryAnalyses, insightsTabs, technologyInsights, trends } from "~/content/insights";
import * as pageCopyEn from "~/content/page-copy/insights";
import * as pageCopyMl from "~/content/page-copy/insights.ml";
import { type Locale, localeOf, pathIn } from "~/lib/i18n/locale";
import { localized } from "~/lib/i18n/localized";
import type { InsightsTabId } from "~/lib/insights-tabs";
import { parseInsightsTab, tabParam } from "~/lib/insights-tabs";
import { metaTags, pageHead } from "~/lib/meta";
import { analysisIn, technologyIn, trendIn } from "~/lib/showcase";
import { staticRegions } from "~/lib/static-regions.server";

const insightWords = localized(insightWordsEn, insightWordsMl);
const pageCopy = localized(pageCopyEn, pageCopyMl);

// Everything but the tab switching is rendered on the server only (app/lib/static-regions.ts): the
// three panels are regions sent with the page, so switching tabs needs neither a request nor the
// insights' copy in the browser's JavaScript.
export function loader(args: Route.LoaderArgs) {
  const locale = localeOf(args.url.pathname);
  const { insightsPage } = pageCopy[locale];
  const { insightsSections: copy, tabWords } = insightWords[locale];
  const panelRegions = staticRegions(args, "insights-tab-content", {
    trends: <InsightsPanel id="trends" locale={locale} />,
    industry: <InsightsPanel id="industry" locale={locale} />,
    technology: <InsightsPanel id="technology" locale={locale} />,
  });
  const to = (path: string) => pathIn(locale, path);
  const regions = staticRegions(args, "insights", {
    header: (
      <PageHeader
        heading={insightsPage.heading}
        intro={insightsPage.intro}
        aside={
          // Decorative on a phone, where it would push the tabs below the fold.
          <div className="hidden lg:block">
            <InsightsArt alt={copy.artAlt} />
          </div>
        }
      />
    ),
    note: (
      <p className="mt-10 flex gap-2 text-sm text-slate-600">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {copy.figuresNote}
      </p>
    ),
    cta: (
      <CtaSection
        title={copy.cta.title}
        text={copy.cta.text}
        actions={copy.cta.actions.map((action) => ({ label: action.label, to: to(action.href) }))}
      />
    ),
  });
  return {
    regions,
    panels: insightsTabs.map((tab) => ({
      id: tab.id,
      label: tabWords[tab.id]?.label ?? tab.label,
      region: panelRegions[tab.id],
    })),
    tabsLabel: copy.tabsLabel,
    meta: pageHead(insightsPage, to("/insights")),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

/** One tab's cards, in the page's language. */
function cards(id: InsightsTabId, locale: Locale): React.ReactNode {
  const words = insightWords[locale];
  const copy = words.insightsSections;
  const labels = words.insightLabels;
  switch (id) {
    case "trends":
      return (
        <ul className="grid gap-6 md:grid-cols-2">
          {trends.map((trend) => (
            <li key={trend.id}>
              <TrendCard
                trend={trendIn(trend, words.trendStories)}
                statisticLabel={copy.statisticLabel}
                labels={labels}
              />
            </li>
          ))}
        </ul>
      );
    case "industry":
      return (
        <ul className="grid gap-6 lg:grid-cols-3">
          {industryAnalyses.map((analysis) => (
            <li key={analysis.id}>
              <AnalysisCard analysis={analysisIn(analysis, words.analysisStories)} labels={labels} />
            </li>
          ))}
        </ul>
      );
    case "technology":
      return (
        <ul className="grid gap-6 lg:grid-cols-3">
          {technologyInsights.map((insight) => (
            <li key={insight.id}>
              <TechnologyCard
                insight={technologyIn(insight, words.technologyStories)}
                benefitsLabel={copy.benefitsLabel}
                labels={labels}
              />
            </li>
          ))}
        </ul>
      );
  }
}

/** One tab's panel content: its heading, lead and cards. */
function InsightsPanel({ id, locale }: { id: InsightsTabId; locale: Locale }) {
  const tab = insightWords[locale].tabWords[id];
  return (
    <>
      <div className="mb-8 max-w-3xl">
        <h2 className="text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">{tab?.title}</h2>
        <p className="mt-2 text-lg text-slate-600">{tab?.intro}</p>
      </div>
      {cards(id, locale)}
    </>
  );
}

export default function InsightsPage({ loaderData }: Route.ComponentProps) {
  const { regions, panels, tabsLabel } = loaderData;
  const [searchParams] = useSearchParams();
  const selected = parseInsightsTab(searchParams.get(tabParam));

  return (
    <>
      <StaticRegion region={regions.header} />
      <section aria-label={tabsLabel} className="container-page py-16">
        <InsightsTabs
          label={tabsLabel}
          selected={selected}
          tabs={panels.map((panel) => ({
            id: panel.id,
            label: panel.label,
            panel: <StaticRegion region={panel.region} />,
          }))}
        />
        <StaticRegion region={regions.note} />
      </section>
      <StaticRegion region={regions.cta} />
    </>
  );
}
