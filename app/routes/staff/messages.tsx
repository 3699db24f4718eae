import type { Route } from "./+types/messages";
import { AssigneeFilter, FilterForm, SearchFilter, SelectFilter } from "~/components/staff/list-filters";
import { assigneeColumn, timeColumn, ListHeader, RecordList, RecordLink } from "~/components/staff/record-list";
import { MessageStatusBadge } from "~/components/staff/status-badges";
import { messageStatusLabels, staffMessagesCopy as copy } from "~/content/staff-messages";
import { listAssignees } from "~/lib/casework/commands.server";
import { contactMessageCase, type InboxRow, listMessages } from "~/lib/contact/inbox.server";
import { type InboxQuery, inboxList, messageStatuses } from "~/lib/contact/inbox-query";
import { staffMeta } from "~/lib/casework/page";
import { dbContext } from "~/lib/http/request-context.server";
import { staffOf } from "~/lib/staff/guard.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = staffOf(context);
  const db = context.get(dbContext);
  const query = inboxList.parse(new URL(request.url).searchParams);
  const [list, members] = await Promise.all([listMessages(db, query, staff.id), listAssignees(db, contactMessageCase)]);
  return { query, ...list, members };
}

export const meta: Route.MetaFunction = () => staffMeta(copy.title);

function Filters({ query, members }: { query: InboxQuery; members: { id: number; fullName: string }[] }) {
  const words = copy.filters;
  return (
    <FilterForm words={words} columns="lg:grid-cols-4" clearHref="/staff/messages">
      <SearchFilter id="inbox-q" label={words.search} hint={words.searchHint} defaultValue={query.q} maxLength={200} />
      <SelectFilter
        id="inbox-status"
        name="status"
        label={words.status}
        defaultValue={query.status ?? ""}
        options={[
          { value: "", label: words.anyStatus },
          ...messageStatuses.map((status) => ({ value: status, label: messageStatusLabels[status] })),
        ]}
      />
      <AssigneeFilter id="inbox-assignee" value={query.assignee} members={members} words={words} />
    </FilterForm>
  );
}

const columns = [
  {
    header: copy.columns.subject,
    cell: (row: InboxRow) => (
      <RecordLink to={`/staff/messages/${row.id}`}>
        #{row.id} {row.subject}
      </RecordLink>
    ),
  },
  {
    header: copy.columns.from,
    cell: (row: InboxRow) => (
      <>
        <span className="block">{row.name}</span>
        <span className="block break-all text-slate-600">{row.email}</span>
      </>
    ),
  },
  { header: copy.columns.status, cell: (row: InboxRow) => <MessageStatusBadge status={row.status} /> },
  assigneeColumn<InboxRow>(copy.columns.assignee, copy.nobody),
  timeColumn<InboxRow>(copy.columns.received, (row) => row.createdAt),
] as const;

export default function StaffMessages({ loaderData }: Route.ComponentProps) {
  const { query, rows, members } = loaderData;
  return (
    <>
      <ListHeader heading={copy.heading} intro={copy.intro} />
      <Filters query={query} members={members} />
      <RecordList
        rows={rows}
        window={loaderData}
        columns={columns}
        words={copy}
        href={(page) => `/staff/messages${inboxList.search(query, { page })}`}
      />
    </>
  );
}
