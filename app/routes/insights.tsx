import { Info } from "~/components/ui/icons";
import { useSearchParams } from "react-router";
import type { Route } from "./+types/insights";
import { StaticRegion } from "~/components/ui/static-region";
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
import { staticRegions } from "~/lib/static-regions.server";

// Everything but the tab switching is rendered on the server only (app/lib/static-regions.ts): the
// three panels are regions sent with the page, so switching tabs needs neither a request nor the
// insights' copy in the browser's JavaScript.
export function loader(args: Route.LoaderArgs) {
  const panelRegions = staticRegions(args, "insights-tab-content", {
    trends: <InsightsPanel id="trends" />,
    industry: <InsightsPanel id="industry" />,
    technology: <InsightsPanel id="technology" />,
  });
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
        actions={copy.cta.actions.map((action) => ({ label: action.label, to: action.href }))}
      />
    ),
  });
  return {
    regions,
    panels: insightsTabs.map((tab) => ({ id: tab.id, label: tab.label, region: panelRegions[tab.id] })),
    tabsLabel: copy.tabsLabel,
    meta: pageMeta(insightsPage, "/insights"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

const cards: Record<InsightsTabId, React.ReactNode> = {
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

/** One tab's panel content: its heading, lead and cards. */
function InsightsPanel({ id }: { id: InsightsTabId }) {
  const tab = insightsTabs.find((candidate) => candidate.id === id);
  return (
    <>
      <div className="mb-8 max-w-3xl">
        <h2 className="text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">{tab?.title}</h2>
        <p className="mt-2 text-lg text-slate-600">{tab?.intro}</p>
      </div>
      {cards[id]}
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
