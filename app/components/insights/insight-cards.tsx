import type { ReactNode } from "react";
import { ArrowDownRight, ArrowUpRight, Check, TrendingUp } from "~/components/ui/icons";
import { MarkedList, type MarkedListLook } from "~/components/ui/marked-list";
import { type Tone, ToneBadge } from "~/components/ui/tone-badge";
import type { insightLabels } from "~/content/insight-words";
import type { IndustryAnalysis, TechnologyInsight, Trend } from "~/content/schema";
import { marketImpactTone, technologyImpactTone } from "~/lib/insights-tabs";

/** The cards' labels in the page's language. */
type Labels = typeof insightLabels;

type InsightCardProps = {
  card: { category: string; impact: keyof Labels["impact"]; title: string; description: string };
  labels: Labels;
  tone: Tone;
  children: ReactNode;
};

/**
 * What every insight card opens with: category, impact badge, title and description. Its text may
 * break inside a word (and so counts no wider than a letter when the grid sizes its column): a long
 * Malayalam word must not widen a 320 px page.
 */
function InsightCard({ card, labels, tone, children }: InsightCardProps) {
  return (
    <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm [overflow-wrap:anywhere]">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{card.category}</p>
        <ToneBadge tone={tone}>{labels.impact[card.impact]}</ToneBadge>
      </div>
      <h3 className="mt-3 text-xl font-semibold text-slate-900">{card.title}</h3>
      <p className="mt-2 text-slate-600">{card.description}</p>
      {children}
    </article>
  );
}

const detailList: MarkedListLook = {
  list: "mt-5 space-y-2 text-sm text-slate-700",
  item: "flex gap-2",
  marker: <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-600" />,
};

const benefitList: MarkedListLook = { ...detailList, list: "mt-2 space-y-2 text-sm text-slate-700" };

export function TrendCard({ trend, statisticLabel, labels }: { trend: Trend; statisticLabel: string; labels: Labels }) {
  return (
    <InsightCard card={trend} labels={labels} tone={marketImpactTone(trend.impact)}>
      <div className="mt-5 flex items-center gap-3 rounded-xl bg-brand-50 p-4">
        <TrendingUp aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
        <p>
          <span className="block text-xs font-semibold tracking-wide text-brand-700 uppercase">{statisticLabel}</span>
          <span className="block font-semibold text-slate-900">{trend.stats}</span>
        </p>
      </div>
      <MarkedList items={trend.details} look={detailList} />
    </InsightCard>
  );
}

export function AnalysisCard({ analysis, labels }: { analysis: IndustryAnalysis; labels: Labels }) {
  return (
    <InsightCard card={analysis} labels={labels} tone={marketImpactTone(analysis.impact)}>
      <dl className="mt-auto grid grid-cols-2 gap-3 pt-6">
        {analysis.metrics.map((metric) => {
          const falling = metric.change.startsWith("-");
          const Arrow = falling ? ArrowDownRight : ArrowUpRight;
          return (
            <div key={metric.label} className="flex flex-col rounded-xl bg-slate-50 p-4">
              <dt className="order-2 mt-1 text-xs text-slate-600">{metric.label}</dt>
              <dd className="order-1 text-2xl font-bold text-slate-900">{metric.value}</dd>
              <dd className="order-3 mt-2 inline-flex items-center gap-1 text-xs font-semibold text-slate-700">
                <Arrow aria-hidden="true" className={`size-3.5 ${falling ? "text-brand-700" : "text-accent-700"}`} />
                <span className="sr-only">{labels.changeOverYear}</span>
                {metric.change}
              </dd>
            </div>
          );
        })}
      </dl>
    </InsightCard>
  );
}

export function TechnologyCard({
  insight,
  benefitsLabel,
  labels,
}: {
  insight: TechnologyInsight;
  benefitsLabel: string;
  labels: Labels;
}) {
  return (
    <InsightCard card={insight} labels={labels} tone={technologyImpactTone(insight.impact)}>
      <h4 className="mt-5 text-sm font-semibold text-slate-900">{benefitsLabel}</h4>
      <MarkedList items={insight.benefits} look={benefitList} />
    </InsightCard>
  );
}
