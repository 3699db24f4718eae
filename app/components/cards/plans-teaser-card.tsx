import { ArrowLink } from "~/components/ui/arrow-link";
import { CalendarCheck } from "~/components/ui/icons";
import * as sectionsEn from "~/content/sections";
import * as sectionsMl from "~/content/sections.ml";
import { localized } from "~/lib/i18n/localized";
import { useLocale } from "~/lib/i18n/use-locale";

const sections = localized(sectionsEn, sectionsMl);

const actionClass =
  "mt-6 inline-flex items-center gap-2 self-start rounded-lg bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50";

/** Completes the eleven-service grid with a twelfth tile pointing to the AMC plans. */
export function PlansTeaserCard() {
  const { plansTeaser } = sections[useLocale()];
  return (
    <article className="flex h-full flex-col justify-between rounded-2xl bg-gradient-to-br from-brand-700 to-accent-700 p-6 text-white shadow-sm">
      <div>
        <span className="inline-flex size-12 items-center justify-center rounded-xl bg-white/15 text-white">
          <CalendarCheck aria-hidden="true" className="size-6" />
        </span>
        <h3 className="mt-4 text-xl font-semibold">{plansTeaser.title}</h3>
        <p className="mt-2 text-brand-50">{plansTeaser.text}</p>
      </div>
      <ArrowLink to={plansTeaser.action.href} className={actionClass}>
        {plansTeaser.action.label}
      </ArrowLink>
    </article>
  );
}
