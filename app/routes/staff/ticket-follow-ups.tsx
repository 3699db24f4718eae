import type { Route } from "./+types/ticket-follow-ups";
import { SelectFilter } from "~/components/staff/list-filters";
import { formatDateTime } from "~/lib/india-time";
import { RecordListPage, timeColumn } from "~/components/staff/record-list";
import { FollowUpBadge } from "~/components/staff/ticket-badges";
import { DeskTabs } from "~/components/staff/ticket-desk-tabs";
import { ticketColumn } from "~/components/staff/ticket-panels";
import { staffFollowUpsCopy as copy } from "~/content/staff-tickets";
import { staffMeta } from "~/lib/casework/page";
import { dbContext } from "~/lib/http/request-context.server";
import { staffPageHeaders, staffOf } from "~/lib/staff/guard.server";
import { followUpList, followUpShows } from "~/lib/tickets/staff-queue";
import { listFollowUps } from "~/lib/tickets/staff-queue.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  staffOf(context);
  const query = followUpList.parse(new URL(request.url).searchParams);
  const list = await listFollowUps(context.get(dbContext), query.show, query.page);
  return { query, ...list, now: new Date() };
}

export const headers = staffPageHeaders;

export const meta: Route.MetaFunction = () => staffMeta(copy.title);

type Row = Route.ComponentProps["loaderData"]["rows"][number];

/** The calls' state is read at the loader's clock, so server and browser agree. */
const columns = (now: Date) =>
  [
    ticketColumn<Row>(copy.columns.ticket),
    { header: copy.columns.customer, cell: (row: Row) => row.customerName },
    timeColumn<Row>(copy.columns.due, (row) => row.dueAt),
    { header: copy.columns.state, cell: (row: Row) => <FollowUpBadge task={row} now={now} /> },
    {
      header: copy.columns.outcome,
      className: "max-w-xs break-words whitespace-pre-line",
      cell: (row: Row) =>
        row.doneAt ? (
          <>
            {row.outcome ? `${row.outcome}\n` : ""}
            <span className="text-slate-600">
              {formatDateTime(row.doneAt)} {row.doneByName ? copy.doneBy(row.doneByName) : ""}
            </span>
          </>
        ) : (
          "—"
        ),
    },
  ] as const;

export default function StaffFollowUps({ loaderData }: Route.ComponentProps) {
  const { query, now } = loaderData;
  return (
    <RecordListPage
      copy={copy}
      path="/staff/tickets/follow-ups"
      search={(page) => followUpList.search(query, { page })}
      tabs={<DeskTabs current="followUps" />}
      filterColumns="lg:grid-cols-3"
      filters={
        <SelectFilter
          id="follow-ups-show"
          name="show"
          label={copy.filters.show}
          defaultValue={query.show}
          options={followUpShows.map((value) => ({ value, label: copy.filters[value] }))}
        />
      }
      list={loaderData}
      columns={columns(now)}
    />
  );
}
