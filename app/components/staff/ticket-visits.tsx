// A staff ticket page's visits: each with its kind, status, window, technician and service reports,
// to its page, and the link that books another. Props only; the words come from app/content.
import { Link } from "react-router";
import { ticketVisitsCopy as copy } from "~/content/staff-visits";
import { visitKindLabels, visitStatusLabels } from "~/content/visits";
import type { VisitKind, VisitStatus } from "~/db/visits-schema";
import { formatTimeWindow } from "~/lib/india-time";
import { ReportLinks } from "~/components/visits/service-reports";
import { RecordSection } from "./record-page";

const linkClass = "font-semibold text-brand-800 underline underline-offset-2";

export function TicketVisits({
  ticketId,
  visits,
}: {
  ticketId: number;
  visits: readonly {
    id: number;
    kind: VisitKind;
    status: VisitStatus;
    windowStartsAt: Date | string | null;
    windowEndsAt: Date | string | null;
    technicianName: string | null;
    reports: readonly { id: number; number: string }[];
  }[];
}) {
  return (
    <RecordSection id="visits-heading" heading={copy.heading}>
      {visits.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">{copy.empty}</p>
      ) : (
        <ul className="mt-3 space-y-2 text-sm">
          {visits.map((visit) => (
            <li key={visit.id}>
              <Link to={`/staff/visits/${visit.id}`} className={linkClass}>
                {copy.line(visitKindLabels[visit.kind], visitStatusLabels[visit.status])}
              </Link>
              {visit.windowStartsAt && visit.windowEndsAt ? (
                <span className="block text-slate-700">
                  {formatTimeWindow(visit.windowStartsAt, visit.windowEndsAt)}
                </span>
              ) : null}
              {visit.technicianName ? <span className="block text-slate-600">{visit.technicianName}</span> : null}
              <ReportLinks reports={visit.reports} visitBase={`/staff/visits/${visit.id}`} />
            </li>
          ))}
        </ul>
      )}
      <Link to={`/staff/visits/new?ticket=${ticketId}`} className={`mt-3 inline-block text-sm ${linkClass}`}>
        {copy.book}
      </Link>
    </RecordSection>
  );
}
