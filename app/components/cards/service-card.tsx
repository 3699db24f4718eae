import { TechnologyChips } from "~/components/cards/technology-chips";
import { ArrowLink } from "~/components/ui/arrow-link";
import { IconTile } from "~/components/ui/icon";
import { MarkedList, type MarkedListLook } from "~/components/ui/marked-list";
import type { Service } from "~/content/schema";
import * as sectionsEn from "~/content/sections";
import * as sectionsMl from "~/content/sections.ml";
import { localized } from "~/lib/i18n/localized";
import { useLocale } from "~/lib/i18n/use-locale";
import { previewList } from "~/lib/preview";

const sections = localized(sectionsEn, sectionsMl);

const featureList: MarkedListLook = {
  list: "mt-4 space-y-1.5 text-sm text-slate-700",
  item: "flex gap-2",
  marker: <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-accent-600" />,
};

const learnMoreClass =
  "inline-flex shrink-0 items-center gap-1 text-sm font-semibold whitespace-nowrap text-brand-700 hover:text-brand-900";

/** A service on a grid: 3 features and 3 technologies with '+N more'. */
export function ServiceCard({ service, headingLevel = 3 }: { service: Service; headingLevel?: 2 | 3 }) {
  const features = previewList(service.features, 3);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const { cardCopy } = sections[useLocale()];
  return (
    <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:shadow-md">
      <IconTile name={service.icon} />
      <Heading className="mt-4 text-xl font-semibold text-slate-900">{service.title}</Heading>
      <p className="mt-2 text-slate-600">{service.shortDescription}</p>
      <MarkedList items={features.shown} look={featureList} />
      {features.hiddenCount > 0 ? (
        <p className="mt-1 text-sm text-slate-500">{cardCopy.more(features.hiddenCount)}</p>
      ) : null}
      <TechnologyChips technologies={service.technologies} count={3} />
      <div className="mt-auto flex flex-wrap items-end justify-between gap-x-4 gap-y-2 pt-6">
        <p className="text-sm font-semibold text-slate-900">{service.price}</p>
        <ArrowLink
          to={`/services/${service.slug}`}
          className={learnMoreClass}
          context={cardCopy.learnMoreContext(service.title)}
        >
          {cardCopy.learnMore}
        </ArrowLink>
      </div>
    </article>
  );
}
