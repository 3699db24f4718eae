import { Phone } from "~/components/ui/icons";
import { ButtonLink } from "~/components/ui/button-link";
import type { Service } from "~/content/schema";
import * as sectionsEn from "~/content/sections";
import * as sectionsMl from "~/content/sections.ml";
import { localized } from "~/lib/i18n/localized";
import { useLocale } from "~/lib/i18n/use-locale";
import { site } from "~/content/site";
import { SidePanel } from "~/components/ui/titled-section";

const sections = localized(sectionsEn, sectionsMl);

/** The service page's side panel: price, duration, response and support facts, and the quote link. */
export function ServiceQuickInfo({ service }: { service: Service }) {
  const copy = sections[useLocale()].serviceDetailSections;
  const facts = [
    { label: copy.priceLabel, value: service.price },
    { label: copy.durationLabel, value: service.duration },
    { label: copy.quickInfo.responseLabel, value: copy.quickInfo.responseValue },
    { label: copy.quickInfo.supportLabel, value: copy.quickInfo.supportValue },
    { label: copy.quickInfo.diagnosisLabel, value: copy.quickInfo.diagnosisValue },
  ];
  return (
    <SidePanel
      id="quick-info-heading"
      title={copy.quickInfo.title}
      titleClassName="text-lg font-bold text-slate-900"
      className="lg:sticky lg:top-24 lg:self-start"
    >
      <dl className="mt-4 divide-y divide-slate-100">
        {facts.map((fact) => (
          <div key={fact.label} className="py-3">
            <dt className="text-sm text-slate-600">{fact.label}</dt>
            <dd className="mt-0.5 font-semibold text-slate-900">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 flex flex-col gap-3">
        <ButtonLink to={copy.quote.href}>{copy.quote.label}</ButtonLink>
        <a
          href={site.phoneHref}
          className="inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50"
        >
          <Phone aria-hidden="true" className="size-4" />
          <span>
            {copy.quickInfo.callLabel} <span className="whitespace-nowrap">{site.phone}</span>
          </span>
        </a>
      </div>
    </SidePanel>
  );
}
