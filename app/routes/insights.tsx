import { Info } from "~/components/ui/icons";
import { useSearchParams } from "react-router";
import type { Route } from "./+types/insights";
import { InsightsArt } from "~/components/insights/insights-art";
import { AnalysisCard, TechnologyCard, TrendCard } from "~/components/insights/insight-cards";
import { InsightsTabs } from "~/components/insights/insights-tabs";
import { CtaSection } from "~/components/sections/cta-section";
import { PageHeader } from "~/components/sections/page-header";
import { industryAnalyses, insightsPage as copy, insightsTabs, technologyInsights, trends } from "~/content/insights";
import { insightsPage } from "~/content/page-copy/insights";
import type { InsightsTabId } from "~/lib/insights-tabs";
import { parseInsightsTab, tabParam } from "~/lib/insights-tabs";
import { pageMeta } from "~/lib/meta";

// No loader: the tab comes from ?tab= while rendering, so the server renders the chosen panel and
// switching tabs in the browser needs no request.

export const meta: Route.MetaFunction = () => pageMeta(insightsPage, "/insights");

const panels: Record<InsightsTabId, React.ReactNode> = {
  trends: (
    <ul className="grid gap-6 md:grid-cols-2">
      {trends.map((trend) => (
        <li key={trend.id}>
          <TrendCard trend={trend} statisticLabel={copy.statisticLabel} />
        </li>
      ))}
    </ul>
  ),
  industry: (
    <ul className="grid gap-6 lg:grid-cols-3">
      {industryAnalyses.map((analysis) => (
        <li key={analysis.id}>
          <AnalysisCard analysis={analysis} />
        </li>
      ))}
    </ul>
  ),
  technology: (
    <ul className="grid gap-6 lg:grid-cols-3">
      {technologyInsights.map((insight) => (
        <li key={insight.id}>
          <TechnologyCard insight={insight} benefitsLabel={copy.benefitsLabel} />
        </li>
      ))}
    </ul>
  ),
};

export default function InsightsPage() {
  const [searchParams] = useSearchParams();
  const selected = parseInsightsTab(searchParams.get(tabParam));

  return (
    <>
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
      <section aria-label={copy.tabsLabel} className="container-page py-16">
        <InsightsTabs
          label={copy.tabsLabel}
          selected={selected}
          tabs={insightsTabs.map((tab) => ({
            id: tab.id,
            label: tab.label,
            panel: (
              <>
                <div className="mb-8 max-w-3xl">
                  <h2 className="text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">{tab.title}</h2>
                  <p className="mt-2 text-lg text-slate-600">{tab.intro}</p>
                </div>
                {panels[tab.id]}
              </>
            ),
          }))}
        />
        <p className="mt-10 flex gap-2 text-sm text-slate-600">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {copy.figuresNote}
        </p>
      </section>
      <CtaSection
        title={copy.cta.title}
        text={copy.cta.text}
        actions={copy.cta.actions.map((action) => ({ label: action.label, to: action.href }))}
      />
    </>
  );
}
