// The visits of a customer's ticket, on its page: each with its kind, status and window, to the
// visit's own page, and its service reports to download. Rendered in a static region (server markup
// only); props only.
import { Link } from "react-router";
import * as customerEn from "~/content/visits-customer";
import * as customerMl from "~/content/visits-customer.ml";
import * as visitsEn from "~/content/visits";
import * as visitsMl from "~/content/visits.ml";
import type { VisitKind, VisitStatus } from "~/db/visits-schema";
import { localized } from "~/lib/i18n/localized";
import { useLocale, useLocalePath } from "~/lib/i18n/use-locale";
import { formatTimeWindow } from "~/lib/india-time";
import { ReportLinks } from "./service-reports";

// A static region, rendered on the server only: both languages may be imported here.
const customerWords = localized(customerEn, customerMl);
const visitWords = localized(visitsEn, visitsMl);

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
  const locale = useLocale();
  const to = useLocalePath();
  const copy = customerWords[locale].ticketVisitsCustomerCopy;
  const { visitKindLabels, visitStatusLabels } = visitWords[locale];
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
              to={to(`/account/visits/${visit.id}`)}
              className="font-semibold text-brand-800 underline underline-offset-2"
            >
              {copy.line(visitKindLabels[visit.kind], visitStatusLabels[visit.status])}
            </Link>
            {visit.windowStartsAt && visit.windowEndsAt ? (
              <span className="block text-slate-700">
                {formatTimeWindow(visit.windowStartsAt, visit.windowEndsAt, locale)}
              </span>
            ) : null}
            {/* Files are served at one address in both languages. */}
            <ReportLinks reports={visit.reports} visitBase={`/account/visits/${visit.id}`} />
          </li>
        ))}
      </ul>
    </section>
  );
}
