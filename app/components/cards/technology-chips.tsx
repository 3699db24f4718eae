import * as sectionsEn from "~/content/sections";
import * as sectionsMl from "~/content/sections.ml";
import { localized } from "~/lib/i18n/localized";
import { useLocale } from "~/lib/i18n/use-locale";
import { previewList } from "~/lib/preview";

const sections = localized(sectionsEn, sectionsMl);

/** The technologies on a service or project card: the first `count` as chips, then '+N more'. */
export function TechnologyChips({ technologies, count }: { technologies: readonly string[]; count: number }) {
  const { shown, hiddenCount } = previewList(technologies, count);
  const { cardCopy } = sections[useLocale()];
  return (
    <ul className="mt-4 flex flex-wrap gap-1.5" aria-label={cardCopy.technologies}>
      {shown.map((technology) => (
        <li key={technology} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
          {technology}
        </li>
      ))}
      {hiddenCount > 0 ? <li className="px-1 py-0.5 text-xs text-slate-500">{cardCopy.more(hiddenCount)}</li> : null}
    </ul>
  );
}
