import type { Route } from "./+types/tickets";
import { RatingBadge } from "~/components/staff/ticket-ratings";
import { AssigneeFilter, ChoiceFilter, FlagFilter, SearchFilter, SelectFilter } from "~/components/staff/list-filters";
import { assigneeColumn, RecordListPage } from "~/components/staff/record-list";
import { DeskTabs } from "~/components/staff/ticket-desk-tabs";
import { ticketColumn } from "~/components/staff/ticket-panels";
import { DeadlineBadge, TicketPriorityBadge, TicketStatusBadge } from "~/components/staff/ticket-badges";
import { staffTicketsCopy as copy } from "~/content/staff-tickets";
import { staffTicketStatusLabels, ticketPriorityLabels } from "~/content/tickets";
import { staffMeta } from "~/lib/casework/page";
import { dbContext } from "~/lib/http/request-context.server";
import { staffOf, staffPageHeaders } from "~/lib/staff/guard.server";
import { queuePriorities, queueStatuses, ticketQueueList } from "~/lib/tickets/staff-queue";
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

type Row = Route.ComponentProps["loaderData"]["rows"][number];

/** The badges' time left is counted from the loader's clock, so server and browser agree. */
const columns = (now: Date) =>
  [
    ticketColumn<Row>(copy.columns.ticket),
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
  const { query, now } = loaderData;
  const words = copy.filters;
  return (
    <RecordListPage
      copy={copy}
      path="/staff/tickets"
      search={(page) => ticketQueueList.search(query, { page })}
      tabs={<DeskTabs current="queue" />}
      filterColumns="lg:grid-cols-3"
      filters={
        <>
          <SearchFilter
            id="tickets-q"
            label={words.search}
            hint={words.searchHint}
            defaultValue={query.q}
            maxLength={100}
          />
          <AssigneeFilter id="tickets-assignee" value={query.assignee} words={words} />
          <ChoiceFilter
            id="tickets-priority"
            name="priority"
            label={words.priority}
            value={query.priority}
            any={words.anyPriority}
            choices={queuePriorities}
            labels={ticketPriorityLabels}
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
          <FlagFilter
            id="tickets-breached"
            name="breached"
            label={words.breached}
            on={query.breached}
            words={[words.breachedAny, words.breachedOnly]}
          />
        </>
      }
      list={loaderData}
      columns={columns(now)}
    />
  );
}
