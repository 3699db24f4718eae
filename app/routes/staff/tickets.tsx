import type { Route } from "./+types/tickets";
import { RatingBadge } from "~/components/staff/ticket-ratings";
import { AssigneeFilter, FilterForm, SearchFilter, SelectFilter } from "~/components/staff/list-filters";
import { assigneeColumn, RecordList } from "~/components/staff/record-list";
import { DeskTabs } from "~/components/staff/ticket-desk-tabs";
import { TicketListLink } from "~/components/staff/ticket-panels";
import { DeadlineBadge, TicketPriorityBadge, TicketStatusBadge } from "~/components/staff/ticket-badges";
import { staffTicketsCopy as copy } from "~/content/staff-tickets";
import { staffTicketStatusLabels, ticketPriorityLabels } from "~/content/tickets";
import { staffMeta } from "~/lib/casework/page";
import { dbContext } from "~/lib/http/request-context.server";
import { staffOf, staffPageHeaders } from "~/lib/staff/guard.server";
import { queuePriorities, queueStatuses, type TicketQueueQuery, ticketQueueList } from "~/lib/tickets/staff-queue";
import { listTicketQueue } from "~/lib/tickets/staff-queue.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = staffOf(context);
  const query = ticketQueueList.parse(new URL(request.url).searchParams);
  const list = await listTicketQueue(context.get(dbContext), query, staff.id);
  // The badges' time left is counted from the loader's clock, so server and browser agree.
  return { query, ...list, now: new Date() };
}

export const headers = staffPageHeaders;

export const meta: Route.MetaFunction = () => staffMeta(copy.title);

function Filters({ query }: { query: TicketQueueQuery }) {
  const words = copy.filters;
  return (
    <FilterForm words={words} columns="lg:grid-cols-3" clearHref="/staff/tickets">
      <SearchFilter
        id="tickets-q"
        label={words.search}
        hint={words.searchHint}
        defaultValue={query.q}
        maxLength={100}
      />
      <AssigneeFilter id="tickets-assignee" value={query.assignee} words={words} />
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

type Row = Route.ComponentProps["loaderData"]["rows"][number];

/** The badges' time left is counted from the loader's clock, so server and browser agree. */
const columns = (now: Date) =>
  [
    {
      header: copy.columns.ticket,
      cell: (row: Row) => <TicketListLink row={row} />,
    },
    {
      header: copy.columns.deadline,
      className: "whitespace-nowrap",
      cell: (row: Row) => <DeadlineBadge row={row} now={now} />,
    },
    { header: copy.columns.priority, cell: (row: Row) => <TicketPriorityBadge priority={row.priority} /> },
    {
      header: copy.columns.status,
      cell: (row: Row) => (
        <span className="flex flex-wrap gap-1">
          <TicketStatusBadge status={row.status} />
          <RatingBadge score={row.rating} />
        </span>
      ),
    },
    { header: copy.columns.customer, cell: (row: Row) => row.customerName },
    assigneeColumn<Row>(copy.columns.assignee, copy.nobody),
  ] as const;

export default function StaffTickets({ loaderData }: Route.ComponentProps) {
  const { query, rows, now } = loaderData;
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">{copy.heading}</h1>
      <DeskTabs current="queue" />
      <p className="mt-3 text-slate-700">{copy.intro}</p>
      <Filters query={query} />
      <RecordList
        rows={rows}
        window={loaderData}
        columns={columns(now)}
        words={copy}
        href={(page) => `/staff/tickets${ticketQueueList.search(query, { page })}`}
      />
    </>
  );
}
