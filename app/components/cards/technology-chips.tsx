import { previewList } from "~/lib/preview";

/** The technologies on a service or project card: the first `count` as chips, then '+N more'. */
export function TechnologyChips({ technologies, count }: { technologies: readonly string[]; count: number }) {
  const { shown, hiddenCount } = previewList(technologies, count);
  return (
    <ul className="mt-4 flex flex-wrap gap-1.5" aria-label="Technologies">
      {shown.map((technology) => (
        <li key={technology} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
          {technology}
        </li>
      ))}
      {hiddenCount > 0 ? <li className="px-1 py-0.5 text-xs text-slate-500">+{hiddenCount} more</li> : null}
    </ul>
  );
}
