// A few figures, label and value on one line each: a value links to the list it counts when there is
// one, and one that needs attention carries a badge. Props only; the words come from the page.
import { Link } from "react-router";
import { Badge } from "./status-badges";

export type Figure = {
  label: string;
  value: string;
  /** The list the figure counts. */
  href?: string;
  /** The badge's words when the figure needs attention (e.g. "Stuck"). */
  warning?: string;
};

export function FigureList({ figures }: { figures: readonly Figure[] }) {
  return (
    <dl className="mt-3 divide-y divide-slate-200">
      {figures.map((figure) => (
        <div key={figure.label} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
          <dt className="text-sm text-slate-700">{figure.label}</dt>
          <dd className="flex flex-wrap items-baseline gap-2">
            {figure.warning ? <Badge tone="red" label={figure.warning} /> : null}
            {figure.href ? (
              <Link
                to={figure.href}
                className="inline-flex min-h-6 min-w-6 items-center font-semibold text-brand-800 underline underline-offset-2"
              >
                {figure.value}
              </Link>
            ) : (
              <span className="font-semibold text-slate-900">{figure.value}</span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
