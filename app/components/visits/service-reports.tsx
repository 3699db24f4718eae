// A visit's service reports, for its pages (customer and staff): each report's number, when it was
// issued, how it stands among corrections, and its PDF as a download; and the links to the reports in
// force on a ticket's and a contract's list of visits. The staff's correction form posts to
// /staff/visits/:id/reports, which answers by coming back to the visit's page with a toast. Props
// only; the words are the report list's.
import { Form } from "react-router";
import { TextField } from "~/components/ui/form-fields";
import * as reportsEn from "~/content/visit-reports";
import * as reportsMl from "~/content/visit-reports.ml";
import { localized } from "~/lib/i18n/localized";
import { useLocale } from "~/lib/i18n/use-locale";
import { formatDateTime, isoString } from "~/lib/india-time";
import { CORRECTION_REASON_MAX } from "~/lib/visits/report-form";

/** A report as the list shows it (reports.server.ts' VisitReportListing, as a loader hands it over). */
export type ServiceReportItem = {
  id: number;
  number: string;
  issuedAt: Date | string;
  correctionReason: string | null;
  supersedesNumber: string | null;
  supersededByNumber: string | null;
};

// Server-rendered only (static regions and the staff console): both languages may be imported here.
const reportWords = localized(reportsEn, reportsMl);

const linkClass = "font-semibold text-brand-800 underline underline-offset-2";

/**
 * The list. `downloadBase` is the visit's reports URL on this side of the site:
 * `/account/visits/:id/reports` or `/staff/visits/:id/reports`.
 */
export function ServiceReports({
  reports,
  downloadBase,
  headingId = "service-reports",
}: {
  reports: readonly ServiceReportItem[];
  downloadBase: string;
  /** The heading's id (unique on the page: a ticket's page lists several visits). */
  headingId?: string;
}) {
  const locale = useLocale();
  const words = reportWords[locale].serviceReportListWords;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {words.heading}
      </h2>
      {reports.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">{words.none}</p>
      ) : (
        <ul className="mt-2 space-y-2 text-sm text-slate-800">
          {reports.map((report) => (
            <li key={report.id}>
              <a
                href={`${downloadBase}/${report.id}`}
                download={`${report.number}.pdf`}
                className={linkClass}
                aria-label={words.download(report.number)}
              >
                {report.number}
              </a>{" "}
              <span className="text-slate-600">
                {words.issued}
                <time dateTime={isoString(report.issuedAt)}>{formatDateTime(report.issuedAt, locale)}</time>
                {report.supersedesNumber ? `; ${words.corrects(report.supersedesNumber)}` : null}
                {report.supersededByNumber ? `; ${words.supersededBy(report.supersededByNumber)}` : null}
              </span>
              {report.correctionReason ? <p className="text-slate-700">{report.correctionReason}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The reports in force of one visit, as download links on its line in a ticket's or a contract's
 * list (`visitBase`: `/account/visits/:id` or `/staff/visits/:id`); nothing before one is issued.
 */
export function ReportLinks({
  reports,
  visitBase,
}: {
  reports: readonly { id: number; number: string }[];
  visitBase: string;
}) {
  const words = reportWords[useLocale()].serviceReportListWords;
  if (reports.length === 0) return null;
  return (
    <span className="block text-slate-700">
      {words.heading}:{" "}
      {reports.map((report, index) => (
        <span key={report.id}>
          {index > 0 ? ", " : null}
          <a
            href={`${visitBase}/reports/${report.id}`}
            download={`${report.number}.pdf`}
            className={linkClass}
            aria-label={words.download(report.number)}
          >
            {words.pdf(report.number)}
          </a>
        </span>
      ))}
    </span>
  );
}

/** Staff: issue a corrected report of a completed visit (its reason is printed on the new report). */
export function ServiceReportCorrectionForm({ visitId }: { visitId: number }) {
  const words = reportWords.en.serviceReportListWords;
  return (
    <Form method="post" action={`/staff/visits/${visitId}/reports`} className="space-y-3">
      <input type="hidden" name="intent" value="correct-report" />
      <h3 className="text-base font-semibold text-slate-900">{words.correction.heading}</h3>
      <p className="text-sm text-slate-700">{words.correction.hint}</p>
      <TextField name="reason" label={words.correction.reasonLabel} maxLength={CORRECTION_REASON_MAX} />
      <button
        type="submit"
        className="rounded-lg border border-brand-700 bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
      >
        {words.correction.submit}
      </button>
    </Form>
  );
}
