import { Check, Clock } from "~/components/ui/icons";
import type { ReactNode } from "react";
import { MarkedList, type MarkedListLook } from "~/components/ui/marked-list";
import type { Plan } from "~/content/schema";
import * as sectionsEn from "~/content/sections";
import * as sectionsMl from "~/content/sections.ml";
import { localized } from "~/lib/i18n/localized";
import { useLocale } from "~/lib/i18n/use-locale";
import { fillTemplate } from "~/lib/i18n/locale";
import { previewList } from "~/lib/preview";

const sections = localized(sectionsEn, sectionsMl);

const featureList: MarkedListLook = {
  list: "mt-4 space-y-2 text-sm text-slate-700",
  item: "flex gap-2",
  marker: <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-600" />,
};

/**
 * An AMC plan: 6 features with '+N more features' and 2 support channels with '+N more'.
 * The call to action differs per page, so it comes in as `action`.
 */
export function PlanCard({ plan, action }: { plan: Plan; action?: ReactNode }) {
  const features = previewList(plan.features, 6);
  const channels = previewList(plan.supportChannels, 2);
  const { card, dialog } = sections[useLocale()].plansSections;
  return (
    <article
      className={`relative flex h-full flex-col rounded-2xl border bg-white p-6 shadow-sm ${
        plan.popular ? "border-brand-600 ring-2 ring-brand-600" : "border-slate-200"
      }`}
    >
      {plan.tag ? (
        <p
          className={`absolute -top-3 left-6 rounded-full px-3 py-0.5 text-xs font-bold tracking-wide ${
            plan.popular ? "bg-brand-700 text-white" : "bg-accent-700 text-white"
          }`}
        >
          {plan.tag}
        </p>
      ) : null}
      <h3 className="text-lg font-semibold text-slate-900">{plan.name}</h3>
      <p className="mt-3">
        <span className="text-3xl font-bold text-slate-900">{plan.price}</span>{" "}
        <span className="text-sm text-slate-600">{plan.duration}</span>
      </p>
      <p className="mt-2 text-sm text-slate-600">{plan.description}</p>
      <p className="mt-4 inline-flex items-center gap-2 text-sm font-medium text-slate-800">
        <Clock aria-hidden="true" className="size-4 text-brand-700" />
        {fillTemplate(dialog.responseText, { time: plan.responseTime })}
      </p>
      <MarkedList items={features.shown} look={featureList} />
      {features.hiddenCount > 0 ? (
        <p className="mt-2 text-sm text-slate-500">{card.moreFeatures(features.hiddenCount)}</p>
      ) : null}
      <div className="mt-4">
        <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{card.channelsTitle}</p>
        <ul className="mt-2 flex flex-wrap gap-1.5">
          {channels.shown.map((channel) => (
            <li key={channel} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800">
              {channel}
            </li>
          ))}
          {channels.hiddenCount > 0 ? (
            <li className="px-1 py-0.5 text-xs text-slate-500">{card.moreChannels(channels.hiddenCount)}</li>
          ) : null}
        </ul>
      </div>
      <p className="mt-4 text-xs text-slate-500">{card.suitableFor(plan.suitableFor)}</p>
      {action ? <div className="mt-auto pt-6">{action}</div> : null}
    </article>
  );
}
