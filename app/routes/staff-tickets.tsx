import { Link } from "react-router";
import type { Route } from "./+types/staff-tickets";
import { RatingBadge } from "~/components/staff/ticket-ratings";
import { FilterForm, SearchFilter, SelectFilter } from "~/components/staff/list-filters";
import { StaffPagination } from "~/components/staff/staff-pagination";
import { DeskTabs } from "~/components/staff/ticket-desk-tabs";
import { DeadlineBadge, TicketPriorityBadge, TicketStatusBadge } from "~/components/staff/ticket-badges";
import { staffCopy } from "~/content/staff";
import { staffTicketsCopy as copy } from "~/content/staff-tickets";
import { staffTicketStatusLabels, ticketPriorityLabels } from "~/content/tickets";
import { dbContext } from "~/lib/http/request-context.server";
import { staffOf, staffPageHeaders } from "~/lib/staff/guard.server";
import {
  parseTicketQueueQuery,
  queuePriorities,
  queueStatuses,
  type TicketQueueQuery,
  ticketQueueQueryString,
} from "~/lib/tickets/staff-queue";
import { listTicketQueue } from "~/lib/tickets/staff-tickets.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = staffOf(context);
  const query = parseTicketQueueQuery(new URL(request.url).searchParams);
  const list = await listTicketQueue(context.get(dbContext), query, staff.id);
  // The badges' time left is counted from the loader's clock, so server and browser agree.
  return { query, ...list, now: new Date() };
}

export const headers = staffPageHeaders;

export const meta: Route.MetaFunction = () => [
  { title: staffCopy.title(copy.title) },
  { name: "robots", content: "noindex" },
];

function Filters({ query }: { query: TicketQueueQuery }) {
  const words = copy.filters;
  return (
    <FilterForm
      label={words.legend}
      columns="lg:grid-cols-3"
      clear={{ href: "/staff/tickets", label: words.clear }}
      applyLabel={words.apply}
    >
      <SearchFilter
        id="tickets-q"
        label={words.search}
        hint={words.searchHint}
        defaultValue={query.q}
        maxLength={100}
      />
      <SelectFilter
        id="tickets-assignee"
        name="assignee"
        label={words.assignee}
        defaultValue={query.assignee ?? ""}
        options={[
          { value: "", label: words.anyone },
          { value: "mine", label: words.mine },
          { value: "unassigned", label: words.unassigned },
        ]}
      />
      <SelectFilter
        id="tickets-priority"
        name="priority"
        label={words.priority}
        defaultValue={query.priority ?? ""}
        options={[
          { value: "", label: words.anyPriority },
          ...queuePriorities.map((value) => ({ value, label: ticketPriorityLabels[value] })),
        ]}
      />
      <SelectFilter
        id="tickets-status"
        name="status"
        label={words.status}
        defaultValue={query.status === "active" ? "" : query.status}
        options={[
          { value: "", label: words.active },
          { value: "any", label: words.anyStatus },
          ...queueStatuses.map((value) => ({ value, label: staffTicketStatusLabels[value] })),
        ]}
      />
      <SelectFilter
        id="tickets-breached"
        name="breached"
        label={words.breached}
        defaultValue={query.breached ? "1" : ""}
        options={[
          { value: "", label: words.breachedAny },
          { value: "1", label: words.breachedOnly },
        ]}
      />
    </FilterForm>
  );
}

const th = "px-4 py-3 font-semibold";

export default function StaffTickets({ loaderData }: Route.ComponentProps) {
  const { query, rows, total, pageSize, now } = loaderData;
  const pageCount = Math.ceil(total / pageSize);
  const first = (query.page - 1) * pageSize + 1;
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">{copy.heading}</h1>
      <DeskTabs current="queue" />
      <p className="mt-3 text-slate-700">{copy.intro}</p>
      <Filters query={query} />
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
                  {copy.columns.deadline}
                </th>
                <th scope="col" className={th}>
                  {copy.columns.priority}
                </th>
                <th scope="col" className={th}>
                  {copy.columns.status}
                </th>
                <th scope="col" className={th}>
                  {copy.columns.customer}
                </th>
                <th scope="col" className={th}>
                  {copy.columns.assignee}
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
                  <td className="px-4 py-3 whitespace-nowrap">
                    <DeadlineBadge row={row} now={now} />
                  </td>
                  <td className="px-4 py-3">
                    <TicketPriorityBadge priority={row.priority} />
                  </td>
                  <td className="px-4 py-3">
                    <span className="flex flex-wrap gap-1">
                      <TicketStatusBadge status={row.status} />
                      <RatingBadge score={row.rating} />
                    </span>
                  </td>
                  <td className="px-4 py-3 text-slate-800">{row.customerName}</td>
                  <td className="px-4 py-3 text-slate-800">{row.assigneeName ?? copy.nobody}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <StaffPagination
        page={query.page}
        pageCount={pageCount}
        href={(page) => `/staff/tickets${ticketQueueQueryString(query, { page })}`}
        words={copy.pagination}
      />
    </>
  );
}
