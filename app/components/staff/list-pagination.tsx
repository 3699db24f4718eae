// Previous/next links of a staff list; the page lives in the URL (GET), so lists are bookmarkable and
// work without JavaScript. Props only: the words come from the page's content.
import { Link } from "react-router";

type Props = {
  label: string;
  previousLabel: string;
  nextLabel: string;
  pageLabel: string;
  previousHref: string | null;
  nextHref: string | null;
};

const linkClass = "rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50";

export function ListPagination({ label, previousLabel, nextLabel, pageLabel, previousHref, nextHref }: Props) {
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center gap-3">
      {previousHref ? (
        <Link to={previousHref} className={linkClass} rel="prev">
          {previousLabel}
        </Link>
      ) : null}
      <p className="text-sm text-slate-700">{pageLabel}</p>
      {nextHref ? (
        <Link to={nextHref} className={linkClass} rel="next">
          {nextLabel}
        </Link>
      ) : null}
    </nav>
  );
}
