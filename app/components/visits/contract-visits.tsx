// A contract's latest visits, on its pages (the customer's, in a static region; the staff's): each
// with what it is (a remote health check, or the on-site kind), its status, when (the window, else
// the period's last day), the technician (staff only), to its page, and its reports to download.
// Props only.
import { Link } from "react-router";
import {
  contractVisitsCopy as copyEn,
  visitKindLabels as kindEn,
  visitModeLabels as modeEn,
  visitStatusLabels as statusEn,
} from "~/content/visits";
import {
  contractVisitsCopy as copyMl,
  visitKindLabels as kindMl,
  visitModeLabels as modeMl,
  visitStatusLabels as statusMl,
} from "~/content/visits.ml";
import type { VisitKind, VisitMode, VisitStatus } from "~/db/visits-schema";
import { localized } from "~/lib/i18n/localized";
import { useLocale, useLocalePath } from "~/lib/i18n/use-locale";
import { formatLongDate, formatTimeWindow } from "~/lib/india-time";
import { ReportLinks } from "./service-reports";

export type ContractVisitLine = {
  id: number;
  kind: VisitKind;
  mode: VisitMode;
  status: VisitStatus;
  windowStartsAt: Date | string | null;
  windowEndsAt: Date | string | null;
  periodEndsOn: string | null;
  technicianName?: string | null;
  reports: readonly { id: number; number: string }[];
};

// Server-rendered where a customer reads it; the staff console hydrates it. Words are paired export by
// export, never as whole modules (`import * as`): a module's namespace object built in the browser makes
// Rolldown keep its helpers in a file of their own, one more request on every page.
const visitWords = localized(
  { contractVisitsCopy: copyEn, visitKindLabels: kindEn, visitModeLabels: modeEn, visitStatusLabels: statusEn },
  { contractVisitsCopy: copyMl, visitKindLabels: kindMl, visitModeLabels: modeMl, visitStatusLabels: statusMl },
);

const linkClass = "font-semibold text-brand-800 underline underline-offset-2";

export function ContractVisits({
  visits,
  total,
  visitBase,
  className,
}: {
  visits: readonly ContractVisitLine[];
  total: number;
  /** The visits' pages on this side of the site: `/account/visits` or `/staff/visits`. */
  visitBase: string;
  className?: string;
}) {
  const locale = useLocale();
  const to = useLocalePath();
  const { contractVisitsCopy: copy, visitKindLabels, visitModeLabels, visitStatusLabels } = visitWords[locale];
  return (
    <section
      aria-labelledby="contract-visits-heading"
      className={`rounded-xl border border-slate-200 bg-white p-4${className ? ` ${className}` : ""}`}
    >
      <h2 id="contract-visits-heading" className="text-lg font-bold text-slate-900">
        {copy.heading}
      </h2>
      {visits.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">{copy.empty}</p>
      ) : (
        <>
          {total > visits.length ? (
            <p className="mt-2 text-sm text-slate-700">{copy.latest(visits.length, total)}</p>
          ) : null}
          <ul className="mt-3 space-y-2 text-sm">
            {visits.map((visit) => (
              <li key={visit.id}>
                <Link to={to(`${visitBase}/${visit.id}`)} className={linkClass}>
                  {copy.line(
                    visit.mode === "remote" ? visitModeLabels.remote : visitKindLabels[visit.kind],
                    visitStatusLabels[visit.status],
                  )}
                </Link>
                {visit.windowStartsAt && visit.windowEndsAt ? (
                  <span className="block text-slate-700">
                    {formatTimeWindow(visit.windowStartsAt, visit.windowEndsAt, locale)}
                  </span>
                ) : visit.periodEndsOn ? (
                  <span className="block text-slate-700">{copy.dueBy(formatLongDate(visit.periodEndsOn, locale))}</span>
                ) : null}
                {visit.technicianName ? <span className="block text-slate-600">{visit.technicianName}</span> : null}
                <ReportLinks reports={visit.reports} visitBase={`${visitBase}/${visit.id}`} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
