// The customer's visit page below the site's header: when, where and who, and the form to ask for
// another time. Its loader renders it as a static region for the visitor alone
// (app/lib/static-regions.ts), so none of this is in the browser's JavaScript; the form is a plain
// HTML post, answered with the page again (its message beside the field) or a redirect with a toast.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { FormAlert, TextAreaField } from "~/components/ui/form-fields";
import { ServiceReports } from "~/components/visits/service-reports";
import * as customerEn from "~/content/visits-customer";
import * as customerMl from "~/content/visits-customer.ml";
import * as visitsEn from "~/content/visits";
import * as visitsMl from "~/content/visits.ml";
import { localized } from "~/lib/i18n/localized";
import { useLocale, useLocalePath } from "~/lib/i18n/use-locale";
import { formatTimeWindow } from "~/lib/india-time";
import { type CustomerVisitPage, RESCHEDULE_NOTE_MAX, type RescheduleAnswer } from "~/lib/visits/customer-view";

// A static region, rendered on the server only: both languages may be imported here.
const customerWords = localized(customerEn, customerMl);
const visitWords = localized(visitsEn, visitsMl);

const linkClass = "font-semibold text-brand-800 underline underline-offset-2";
const sectionClass = "mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm";

/** `lang`: the value's language when it is not the page's (an address or device as typed, on a Malayalam page). */
function Fact({ term, children, lang }: { term: string; children: ReactNode; lang?: string }) {
  return (
    <div>
      <dt className="font-medium text-slate-600">{term}</dt>
      <dd className="break-words whitespace-pre-line text-slate-900" lang={lang}>
        {children}
      </dd>
    </div>
  );
}

export function CustomerVisitView({ visit, answer }: { visit: CustomerVisitPage; answer: RescheduleAnswer | null }) {
  const locale = useLocale();
  const to = useLocalePath();
  const copy = customerWords[locale].customerVisitCopy;
  const { visitKindLabels, visitStatusLabels } = visitWords[locale];
  const kind = visitKindLabels[visit.kind];
  // What the customer (or our staff) typed, marked as such on a page in another language.
  const typed = locale === "en" ? undefined : "en";
  const site = [visit.siteAddress, visit.siteArea].filter(Boolean).join(", ");
  return (
    <>
      {visit.ticketNumber ? (
        <Link to={to(`/account/tickets/${visit.ticketNumber}`)} className={linkClass}>
          {copy.backToTicket(visit.ticketNumber)}
        </Link>
      ) : (
        <Link to={to("/account/tickets")} className={linkClass}>
          {copy.back}
        </Link>
      )}
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{copy.heading(kind)}</h1>
      <section aria-label={copy.heading(kind)} className={sectionClass}>
        <dl className="grid gap-4 sm:grid-cols-2">
          <Fact term={copy.status}>{visitStatusLabels[visit.status]}</Fact>
          <Fact term={copy.window}>
            {visit.windowStartsAt && visit.windowEndsAt
              ? formatTimeWindow(visit.windowStartsAt, visit.windowEndsAt, locale)
              : copy.noWindow}
          </Fact>
          <Fact term={copy.technician}>{visit.technicianFirstName ?? copy.noTechnician}</Fact>
          <Fact term={copy.site} lang={site ? typed : undefined}>
            {site || copy.noSite}
          </Fact>
          <Fact term={copy.device} lang={visit.deviceName ? typed : undefined}>
            {visit.deviceName ?? copy.noDevice}
          </Fact>
          {visit.cancelReason ? <Fact term={copy.cancelReason}>{visit.cancelReason}</Fact> : null}
        </dl>
      </section>
      {visit.reports.length > 0 ? (
        <div className={sectionClass}>
          <ServiceReports reports={visit.reports} downloadBase={`/account/visits/${visit.id}/reports`} />
        </div>
      ) : null}
      {visit.status === "booked" ? (
        <section aria-labelledby="reschedule-heading" className={sectionClass}>
          <h2 id="reschedule-heading" className="text-xl font-bold text-slate-900">
            {copy.reschedule.heading}
          </h2>
          {visit.rescheduleRequestedAt ? (
            <p className="mt-2 text-slate-700">{copy.reschedule.asked}</p>
          ) : (
            <p className="mt-2 text-slate-700">{copy.reschedule.intro}</p>
          )}
          <form method="post" className="mt-4 space-y-4">
            <FormAlert message={answer?.message} />
            <TextAreaField
              name="note"
              label={copy.reschedule.note}
              rows={3}
              maxLength={RESCHEDULE_NOTE_MAX}
              error={answer?.fieldError ?? undefined}
              defaultValue={answer?.note}
            />
            <button
              type="submit"
              className="rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
            >
              {copy.reschedule.submit}
            </button>
          </form>
        </section>
      ) : null}
    </>
  );
}
