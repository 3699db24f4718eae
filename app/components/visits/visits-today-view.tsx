// The technician's day on their phone: today's visits in window order (customer, address with a map
// link, window, status), then the remote health checks due, then those nobody has taken, each with
// a button that takes it (a plain post). Props only.
import { Form, Link } from "react-router";
import { FormAlert } from "~/components/ui/form-fields";
import { DateTime } from "~/components/staff/date-time";
import { visitKindLabels, visitStatusLabels } from "~/content/visits";
import { visitsTodayCopy as copy } from "~/content/visits-field";
import type { VisitKind, VisitStatus } from "~/db/visits-schema";
import { formatLongDate } from "~/lib/india-time";
import { mapLink } from "~/lib/visits/field-form";
import { KeptFormsPanel } from "./kept-forms-panel";

export type TodayVisitRow = {
  id: number;
  kind: VisitKind;
  status: VisitStatus;
  windowStartsAt: Date | string | null;
  windowEndsAt: Date | string | null;
  siteAddress: string | null;
  siteArea: string | null;
  periodEndsOn: string | null;
  customerName: string;
};

const linkClass = "font-semibold text-brand-800 underline underline-offset-2";
const openClass =
  "inline-flex min-h-12 items-center rounded-lg bg-brand-700 px-5 text-base font-semibold text-white hover:bg-brand-800";

/** A visit's card: its own page to work it, or (`take`) the button that makes an unassigned check mine. */
function VisitCard({ visit, take = false }: { visit: TodayVisitRow; take?: boolean }) {
  const address = [visit.siteAddress, visit.siteArea].filter(Boolean).join(", ");
  return (
    <li className="space-y-2 rounded-xl border border-slate-200 bg-white p-4">
      <h2 className="text-lg font-bold text-slate-900">
        {visit.customerName} · {visitKindLabels[visit.kind]}
      </h2>
      <p className="text-base text-slate-800">
        {visit.windowStartsAt && visit.windowEndsAt ? (
          <>
            <DateTime value={visit.windowStartsAt} /> – <DateTime value={visit.windowEndsAt} />
          </>
        ) : visit.periodEndsOn ? (
          copy.dueBy(formatLongDate(visit.periodEndsOn))
        ) : null}
      </p>
      {address ? (
        <p className="text-base text-slate-800">
          {address}{" "}
          <a href={mapLink(address)} className={linkClass} target="_blank" rel="noreferrer">
            {copy.map}
          </a>
        </p>
      ) : null}
      <p className="text-sm text-slate-700">
        {copy.status}: <span data-testid="visit-status">{visitStatusLabels[visit.status]}</span>
      </p>
      {take ? (
        <Form method="post">
          <input type="hidden" name="intent" value="take" />
          <input type="hidden" name="visitId" value={visit.id} />
          <button type="submit" className={openClass} aria-label={`${copy.take}: ${visit.customerName}`}>
            {copy.take}
          </button>
        </Form>
      ) : (
        <Link
          to={`/staff/visits/today/${visit.id}`}
          className={openClass}
          aria-label={`${copy.open}: ${visit.customerName}`}
        >
          {copy.open}
        </Link>
      )}
    </li>
  );
}

export function VisitsTodayView({
  day,
  visits,
  remote,
  unassigned,
  takeMessage,
}: {
  day: string;
  visits: TodayVisitRow[];
  remote: TodayVisitRow[];
  unassigned: TodayVisitRow[];
  /** Why taking a check was refused (somebody took it first…), from the form's answer. */
  takeMessage: string | null;
}) {
  return (
    <div className="mx-auto max-w-xl space-y-5">
      <h1 className="text-2xl font-bold text-slate-900">{copy.heading}</h1>
      <p className="text-base text-slate-700">{copy.intro(formatLongDate(day))}</p>
      <KeptFormsPanel />
      {visits.length === 0 ? (
        <p className="text-base text-slate-700">{copy.none}</p>
      ) : (
        <ol className="space-y-3">
          {visits.map((visit) => (
            <VisitCard key={visit.id} visit={visit} />
          ))}
        </ol>
      )}
      <section aria-labelledby="remote-heading" className="space-y-3">
        <h2 id="remote-heading" className="text-xl font-bold text-slate-900">
          {copy.remoteHeading}
        </h2>
        {remote.length === 0 ? (
          <p className="text-base text-slate-700">{copy.remoteNone}</p>
        ) : (
          <ul className="space-y-3">
            {remote.map((visit) => (
              <VisitCard key={visit.id} visit={visit} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="unassigned-heading" className="space-y-3">
        <h2 id="unassigned-heading" className="text-xl font-bold text-slate-900">
          {copy.unassignedHeading}
        </h2>
        <FormAlert message={takeMessage} />
        {unassigned.length === 0 ? (
          <p className="text-base text-slate-700">{copy.unassignedNone}</p>
        ) : (
          <>
            <p className="text-base text-slate-700">{copy.unassignedIntro}</p>
            <ul className="space-y-3">
              {unassigned.map((visit) => (
                <VisitCard key={visit.id} visit={visit} take />
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}
