import { Link } from "react-router";
import type { Route } from "./+types/staff-ticket-follow-ups";
import { FilterForm, SelectFilter } from "~/components/staff/list-filters";
import { formatDateTime, isoString } from "~/lib/india-time";
import { StaffPagination } from "~/components/staff/staff-pagination";
import { FollowUpBadge } from "~/components/staff/ticket-badges";
import { DeskTabs } from "~/components/staff/ticket-desk-tabs";
import { staffCopy } from "~/content/staff";
import { staffFollowUpsCopy as copy, staffTicketsCopy } from "~/content/staff-tickets";
import { dbContext } from "~/lib/http/request-context.server";
import { choiceParam, listHref, pageParam } from "~/lib/list-query";
import { requireStaff, staffPageHeaders } from "~/lib/staff/guard.server";
import { listFollowUps } from "~/lib/tickets/staff-tickets.server";

const shows = ["open", "done", "all"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const params = new URL(request.url).searchParams;
  const show = choiceParam(params, "show", shows) ?? "open";
  const page = pageParam(params);
  const list = await listFollowUps(context.get(dbContext), show, page);
  return { show, page, search: params.toString(), ...list, now: new Date() };
}

export const headers = staffPageHeaders;

export const meta: Route.MetaFunction = () => [
  { title: staffCopy.title(copy.title) },
  { name: "robots", content: "noindex" },
];

const th = "px-4 py-3 font-semibold";

export default function StaffFollowUps({ loaderData }: Route.ComponentProps) {
  const { show, page, search, rows, total, pageSize, now } = loaderData;
  const pageCount = Math.ceil(total / pageSize);
  const first = (page - 1) * pageSize + 1;
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">{copy.heading}</h1>
      <DeskTabs current="followUps" />
      <p className="mt-3 text-slate-700">{copy.intro}</p>
      <FilterForm
        label={copy.filters.legend}
        columns="lg:grid-cols-3"
        clear={{ href: "/staff/tickets/follow-ups", label: staffTicketsCopy.filters.clear }}
        applyLabel={staffTicketsCopy.filters.apply}
      >
        <SelectFilter
          id="follow-ups-show"
          name="show"
          label={copy.filters.show}
          defaultValue={show}
          options={shows.map((value) => ({ value, label: copy.filters[value] }))}
        />
      </FilterForm>
      <p className="mt-6 text-sm text-slate-700" role="status">
        {rows.length === 0 ? copy.empty : copy.summary(first, first + rows.length - 1, total)}
      </p>
      {rows.length > 0 ? (
        <div className="mt-2 overflow-x-auto rounded-xl border border-slate-200">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{copy.tableLabel}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className={th}>
                  {copy.columns.ticket}
                </th>
                <th scope="col" className={th}>
                  {copy.columns.customer}
                </th>
                <th scope="col" className={th}>
                  {copy.columns.due}
                </th>
                <th scope="col" className={th}>
                  {copy.columns.state}
                </th>
                <th scope="col" className={th}>
                  {copy.columns.outcome}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 bg-white">
              {rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row" className="max-w-xs px-4 py-3 font-medium break-words">
                    <Link
                      to={`/staff/tickets/${row.number}`}
                      className="text-brand-800 underline underline-offset-2 hover:text-brand-900"
                    >
                      <span className="block whitespace-nowrap">{row.number}</span>
                      <span className="block font-normal">{row.subject}</span>
                    </Link>
                  </th>
                  <td className="px-4 py-3 text-slate-800">{row.customerName}</td>
                  <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                    <time dateTime={isoString(row.dueAt)}>{formatDateTime(row.dueAt)}</time>
                  </td>
                  <td className="px-4 py-3">
                    <FollowUpBadge task={row} now={now} />
                  </td>
                  <td className="max-w-xs px-4 py-3 break-words whitespace-pre-line text-slate-800">
                    {row.doneAt ? (
                      <>
                        {row.outcome ? `${row.outcome}\n` : ""}
                        <span className="text-slate-600">
                          {formatDateTime(row.doneAt)} {row.doneByName ? copy.doneBy(row.doneByName) : ""}
                        </span>
                      </>
                    ) : (
                      "—"
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <StaffPagination
        page={page}
        pageCount={pageCount}
        href={(next) => listHref("/staff/tickets/follow-ups", new URLSearchParams(search), { page: next })}
        words={staffTicketsCopy.pagination}
      />
    </>
  );
}
