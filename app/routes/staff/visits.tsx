import { Link } from "react-router";
import type { Route } from "./+types/visits";
import { TableScroller } from "~/components/ui/table-scroller";
import { staffVisitsCopy as copy } from "~/content/staff-visits";
import { visitKindLabels } from "~/content/visits";
import { staffMeta } from "~/lib/casework/page";
import { dbContext } from "~/lib/http/request-context.server";
import { formatLongDate, formatTimeWindow } from "~/lib/india-time";
import { staffOf } from "~/lib/staff/guard.server";
import { type PlannedVisit, plannerData } from "~/lib/visits/staff.server";
import { indiaDateOf, indiaDateTimeValue, plannerWeek } from "~/lib/visits/window";

// /staff/visits?week=YYYY-MM-DD: the week (Monday to Sunday, India dates) holding that day.
export async function loader({ request, context }: Route.LoaderArgs) {
  staffOf(context);
  const week = plannerWeek(new URL(request.url).searchParams.get("week"));
  const data = await plannerData(context.get(dbContext), week);
  return { week, ...data };
}

export const meta: Route.MetaFunction = () => staffMeta(copy.heading);

const linkClass = "font-semibold text-brand-800 underline underline-offset-2";
/** Weekday names for the table's head (the dates follow them). */
const weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;

type Visit = Omit<PlannedVisit, "windowStartsAt" | "windowEndsAt"> & {
  windowStartsAt: Date | string;
  windowEndsAt: Date | string;
};

const time = (value: Date | string) => indiaDateTimeValue(value).slice(11);

function VisitCell({ visits }: { visits: readonly Visit[] }) {
  if (visits.length === 0) return <span className="text-slate-500">{copy.noVisits}</span>;
  return (
    <ul className="space-y-2">
      {visits.map((visit) => (
        <li
          key={visit.id}
          className={`rounded-md border p-1.5 ${visit.conflict ? "border-red-300 bg-red-50" : "border-slate-200 bg-white"}`}
        >
          <Link to={`/staff/visits/${visit.id}`} className={linkClass}>
            {time(visit.windowStartsAt)}–{time(visit.windowEndsAt)}
          </Link>
          <span className="block text-slate-800">
            {visitKindLabels[visit.kind]}: {visit.customerName}
          </span>
          {visit.siteArea ? <span className="block text-slate-600">{visit.siteArea}</span> : null}
          {visit.conflict ? <span className="block font-semibold text-red-800">{copy.conflict}</span> : null}
          {visit.rescheduleRequestedAt ? (
            <span className="block font-semibold text-amber-800">{copy.rescheduleFlag}</span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export default function StaffVisits({ loaderData }: Route.ComponentProps) {
  const { week, technicians, visits, due, rescheduleRequested } = loaderData;
  const rows = [
    ...technicians.map((member) => ({ id: member.id as number | null, name: member.fullName })),
    ...(visits.some((visit) => visit.technicianId === null) ? [{ id: null, name: copy.unassigned }] : []),
  ];
  const visitsOn = (technicianId: number | null, day: string) =>
    visits.filter((visit) => visit.technicianId === technicianId && indiaDateOf(visit.windowStartsAt) === day);
  const lastDay = week.days[6] ?? week.monday;
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">{copy.heading}</h1>
      <p className="mt-1 max-w-3xl text-slate-700">{copy.intro}</p>
      <nav aria-label={copy.week(formatLongDate(week.monday), formatLongDate(lastDay))} className="mt-4">
        <p className="font-semibold text-slate-900">
          {copy.week(formatLongDate(week.monday), formatLongDate(lastDay))}
        </p>
        <p className="mt-2 flex flex-wrap gap-4 text-sm">
          <Link to={`/staff/visits?week=${week.previous}`} className={linkClass}>
            {copy.previous}
          </Link>
          <Link to="/staff/visits" className={linkClass}>
            {copy.thisWeek}
          </Link>
          <Link to={`/staff/visits?week=${week.next}`} className={linkClass}>
            {copy.next}
          </Link>
          <Link to="/staff/visits/feed" className={linkClass}>
            {copy.feedLink}
          </Link>
        </p>
      </nav>
      <TableScroller label={copy.tableLabel} className="mt-4 rounded-xl border border-slate-200 bg-white">
        <table className="min-w-full text-left text-sm">
          <caption className="sr-only">{copy.tableLabel}</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                {copy.technicianColumn}
              </th>
              {week.days.map((day, index) => (
                <th key={day} scope="col" className="min-w-32 px-3 py-2 font-semibold">
                  {weekdays[index]} {Number(day.slice(8))}/{Number(day.slice(5, 7))}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 align-top">
            {rows.map((row) => (
              <tr key={row.id ?? "none"}>
                <th scope="row" className="px-3 py-2 font-semibold text-slate-900">
                  {row.name}
                </th>
                {week.days.map((day) => (
                  <td key={day} className="px-3 py-2">
                    <VisitCell visits={visitsOn(row.id, day)} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
      <div className="mt-8 grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="reschedule-heading">
          <h2 id="reschedule-heading" className="text-lg font-bold text-slate-900">
            {copy.rescheduleHeading}
          </h2>
          {rescheduleRequested.length === 0 ? (
            <p className="mt-2 text-sm text-slate-700">{copy.rescheduleEmpty}</p>
          ) : (
            <ul className="mt-2 space-y-2 text-sm">
              {rescheduleRequested.map((visit) => (
                <li key={visit.id} className="rounded-lg border border-amber-200 bg-amber-50 p-3">
                  <Link to={`/staff/visits/${visit.id}`} className={linkClass}>
                    {copy.rescheduleLine(
                      visitKindLabels[visit.kind],
                      visit.customerName,
                      visit.windowStartsAt && visit.windowEndsAt
                        ? formatTimeWindow(visit.windowStartsAt, visit.windowEndsAt)
                        : "",
                    )}
                  </Link>
                  {visit.rescheduleNote ? (
                    <p className="mt-1 whitespace-pre-line text-slate-800">{visit.rescheduleNote}</p>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="due-heading">
          <h2 id="due-heading" className="text-lg font-bold text-slate-900">
            {copy.dueHeading}
          </h2>
          <p className="mt-1 text-sm text-slate-700">{copy.dueIntro}</p>
          {due.length === 0 ? (
            <p className="mt-2 text-sm text-slate-700">{copy.dueEmpty}</p>
          ) : (
            <ul className="mt-2 space-y-2 text-sm">
              {due.map((visit) => (
                <li key={visit.id} className="rounded-lg border border-slate-200 bg-white p-3">
                  <span className="text-slate-900">
                    {copy.dueLine(visitKindLabels[visit.kind], visit.customerName, visit.contractId)}
                  </span>
                  {visit.periodEndsOn ? (
                    <span className="text-slate-600"> · {copy.dueBy(formatLongDate(visit.periodEndsOn))}</span>
                  ) : null}{" "}
                  <Link to={`/staff/visits/new?visit=${visit.id}`} className={linkClass}>
                    {copy.book}
                    <span className="sr-only">
                      {" "}
                      {copy.dueLine(visitKindLabels[visit.kind], visit.customerName, visit.contractId)}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
