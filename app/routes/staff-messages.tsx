import { Link } from "react-router";
import type { Route } from "./+types/staff-messages";
import { FilterForm, SearchFilter, SelectFilter } from "~/components/staff/list-filters";
import { formatDateTime, isoString } from "~/lib/india-time";
import { MessageStatusBadge } from "~/components/staff/status-badges";
import { StaffPagination } from "~/components/staff/staff-pagination";
import { staffCopy } from "~/content/staff";
import { messageStatusLabels, staffMessagesCopy as copy } from "~/content/staff-messages";
import { listMessages, listStaffMembers } from "~/lib/contact/inbox.server";
import { type InboxQuery, inboxQueryString, messageStatuses, parseInboxQuery } from "~/lib/contact/inbox-query";
import { dbContext } from "~/lib/http/request-context.server";
import { requireStaff } from "~/lib/staff/guard.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context);
  const db = context.get(dbContext);
  const query = parseInboxQuery(new URL(request.url).searchParams);
  const [list, members] = await Promise.all([listMessages(db, query, staff.id), listStaffMembers(db)]);
  return { query, ...list, members: members.map(({ id, fullName }) => ({ id, fullName })) };
}

export const meta: Route.MetaFunction = () => [
  { title: staffCopy.title(copy.title) },
  { name: "robots", content: "noindex" },
];

function Filters({ query, members }: { query: InboxQuery; members: { id: number; fullName: string }[] }) {
  const words = copy.filters;
  return (
    <FilterForm
      label={words.legend}
      columns="lg:grid-cols-4"
      clear={{ href: "/staff/messages", label: words.clear }}
      applyLabel={words.apply}
    >
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
      <SelectFilter
        id="inbox-assignee"
        name="assignee"
        label={words.assignee}
        defaultValue={query.assignee === null ? "" : String(query.assignee)}
        options={[
          { value: "", label: words.anyAssignee },
          { value: "mine", label: words.mine },
          { value: "unassigned", label: words.unassigned },
          ...members.map((member) => ({ value: String(member.id), label: member.fullName })),
        ]}
      />
    </FilterForm>
  );
}

export default function StaffMessages({ loaderData }: Route.ComponentProps) {
  const { query, rows, total, pageSize, members } = loaderData;
  const pageCount = Math.ceil(total / pageSize);
  const first = (query.page - 1) * pageSize + 1;
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">{copy.heading}</h1>
      <p className="mt-1 text-slate-700">{copy.intro}</p>
      <Filters query={query} members={members} />
      <p className="mt-6 text-sm text-slate-700" role="status">
        {rows.length === 0 ? copy.empty : copy.summary(first, first + rows.length - 1, total)}
      </p>
      {rows.length > 0 ? (
        <div className="mt-2 overflow-x-auto rounded-xl border border-slate-200">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{copy.tableLabel}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {copy.columns.subject}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {copy.columns.from}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {copy.columns.status}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {copy.columns.assignee}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {copy.columns.received}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 bg-white">
              {rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row" className="max-w-xs px-4 py-3 font-medium break-words">
                    <Link
                      to={`/staff/messages/${row.id}`}
                      className="text-brand-800 underline underline-offset-2 hover:text-brand-900"
                    >
                      #{row.id} {row.subject}
                    </Link>
                  </th>
                  <td className="px-4 py-3 text-slate-800">
                    <span className="block">{row.name}</span>
                    <span className="block break-all text-slate-600">{row.email}</span>
                  </td>
                  <td className="px-4 py-3">
                    <MessageStatusBadge status={row.status} />
                  </td>
                  <td className="px-4 py-3 text-slate-800">{row.assigneeName ?? copy.nobody}</td>
                  <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                    <time dateTime={isoString(row.createdAt)}>{formatDateTime(row.createdAt)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <StaffPagination
        page={query.page}
        pageCount={pageCount}
        href={(page) => `/staff/messages${inboxQueryString(query, { page })}`}
        words={copy.pagination}
      />
    </>
  );
}
