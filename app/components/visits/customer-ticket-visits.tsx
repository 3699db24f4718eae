// The visits of a customer's ticket, on its page: each with its kind, status and window, to the
// visit's own page, and its service reports to download. Rendered in a static region (server markup
// only); props only.
import { Link } from "react-router";
import { ticketVisitsCustomerCopy as copy } from "~/content/visits-customer";
import { visitKindLabels, visitStatusLabels } from "~/content/visits";
import type { VisitKind, VisitStatus } from "~/db/visits-schema";
import { formatTimeWindow } from "~/lib/india-time";
import { ReportLinks } from "./service-reports";

export function CustomerTicketVisits({
  visits,
}: {
  visits: readonly {
    id: number;
    kind: VisitKind;
    status: VisitStatus;
    windowStartsAt: Date | null;
    windowEndsAt: Date | null;
    reports: readonly { id: number; number: string }[];
  }[];
}) {
  if (visits.length === 0) return null;
  return (
    <section aria-labelledby="visits-heading" className="mt-6 rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="visits-heading" className="text-lg font-bold text-slate-900">
        {copy.heading}
      </h2>
      <ul className="mt-3 space-y-3 text-sm">
        {visits.map((visit) => (
          <li key={visit.id}>
            <Link
              to={`/account/visits/${visit.id}`}
              className="font-semibold text-brand-800 underline underline-offset-2"
            >
              {copy.line(visitKindLabels[visit.kind], visitStatusLabels[visit.status])}
            </Link>
            {visit.windowStartsAt && visit.windowEndsAt ? (
              <span className="block text-slate-700">{formatTimeWindow(visit.windowStartsAt, visit.windowEndsAt)}</span>
            ) : null}
            <ReportLinks reports={visit.reports} visitBase={`/account/visits/${visit.id}`} />
          </li>
        ))}
      </ul>
    </section>
  );
}
