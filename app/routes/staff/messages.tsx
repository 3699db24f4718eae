import type { Route } from "./+types/messages";
import { AssigneeFilter, ChoiceFilter, SearchFilter } from "~/components/staff/list-filters";
import { assigneeColumn, timeColumn, RecordListPage, RecordLink } from "~/components/staff/record-list";
import { MessageStatusBadge } from "~/components/staff/status-badges";
import { messageStatusLabels, staffMessagesCopy as copy } from "~/content/staff-messages";
import { listAssignees } from "~/lib/casework/commands.server";
import { contactMessageCase, type InboxRow, listMessages } from "~/lib/contact/inbox.server";
import { inboxList, messageStatuses } from "~/lib/contact/inbox-query";
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
  const { query, members } = loaderData;
  const words = copy.filters;
  return (
    <RecordListPage
      copy={copy}
      path="/staff/messages"
      search={(page) => inboxList.search(query, { page })}
      filterColumns="lg:grid-cols-4"
      filters={
        <>
          <SearchFilter
            id="inbox-q"
            label={words.search}
            hint={words.searchHint}
            defaultValue={query.q}
            maxLength={200}
          />
          <ChoiceFilter
            id="inbox-status"
            name="status"
            label={words.status}
            value={query.status}
            any={words.anyStatus}
            choices={messageStatuses}
            labels={messageStatusLabels}
          />
          <AssigneeFilter id="inbox-assignee" value={query.assignee} members={members} words={words} />
        </>
      }
      list={loaderData}
      columns={columns}
    />
  );
}
