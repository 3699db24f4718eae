import * as projectWordsEn from "~/content/project-words";
import * as projectWordsMl from "~/content/project-words.ml";
import { localized } from "~/lib/i18n/localized";
import { useEnglishText } from "~/lib/i18n/use-english-text";
import { useLocale } from "~/lib/i18n/use-locale";
import { previewList } from "~/lib/preview";

// Rendered in static regions only (server-side), so both languages' words may be imported here.
const projectWords = localized(projectWordsEn, projectWordsMl);

/** The technologies on a service or project card: the first `count` as chips, then '+N more'. */
export function TechnologyChips({ technologies, count }: { technologies: readonly string[]; count: number }) {
  const { shown, hiddenCount } = previewList(technologies, count);
  const labels = projectWords[useLocale()].projectLabels;
  const english = useEnglishText();
  return (
    <ul className="mt-4 flex flex-wrap gap-1.5" aria-label={labels.technologies}>
      {shown.map((technology) => (
        <li
          key={technology}
          {...english}
          className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700"
        >
          {technology}
        </li>
      ))}
      {hiddenCount > 0 ? (
        <li className="px-1 py-0.5 text-xs text-slate-500">{labels.moreTechnologies(hiddenCount)}</li>
      ) : null}
    </ul>
  );
}
