import { Form } from "react-router";
import type { Route } from "./+types/email";
import { FilterForm, SearchFilter, SelectFilter } from "~/components/staff/list-filters";
import { timeColumn, RecordList, RecordLink } from "~/components/staff/record-list";
import { OutboxStatusBadge } from "~/components/staff/status-badges";
import { staffCopy } from "~/content/staff";
import { staffEmailCopy as copy, outboxStatusLabels } from "~/content/staff-email";
import { dbContext } from "~/lib/http/request-context.server";
import { listOutbox } from "~/lib/outbox-console/outbox-console.server";
import { type OutboxQuery, outboxList, outboxStatusList } from "~/lib/outbox-console/query";
import { staffOf } from "~/lib/staff/guard.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = staffOf(context);
  const query = outboxList.parse(new URL(request.url).searchParams);
  return { query, ...(await listOutbox(context.get(dbContext), staff, query)) };
}

export const meta: Route.MetaFunction = () => [
  { title: staffCopy.title(copy.title) },
  { name: "robots", content: "noindex" },
];

function Filters({ query }: { query: OutboxQuery }) {
  const words = copy.filters;
  return (
    <FilterForm words={words} columns="lg:grid-cols-3" clearHref="/staff/email">
      <SearchFilter id="outbox-q" label={words.search} hint={words.searchHint} defaultValue={query.q} maxLength={320} />
      <SelectFilter
        id="outbox-status"
        name="status"
        label={words.status}
        defaultValue={query.status ?? ""}
        options={[
          { value: "", label: words.anyStatus },
          ...outboxStatusList.map((status) => ({ value: status, label: outboxStatusLabels[status] })),
        ]}
      />
    </FilterForm>
  );
}

type OutboxRow = Route.ComponentProps["loaderData"]["rows"][number];

/** The columns; a dead email's Retry comes back to `here`, the list as it was. */
function outboxColumns(here: string) {
  return [
    {
      header: copy.columns.email,
      cell: (row: OutboxRow) => (
        <>
          <RecordLink to={`/staff/email/${row.id}`}>
            #{row.id} {row.subject}
          </RecordLink>
          <span className="block text-xs font-normal text-slate-600">{row.kind}</span>
        </>
      ),
    },
    { header: copy.columns.to, className: "break-all", cell: (row: OutboxRow) => row.toAddress },
    {
      header: copy.columns.status,
      cell: (row: OutboxRow) => (
        <>
          <OutboxStatusBadge status={row.status} />
          {row.status === "dead" ? (
            <Form method="post" action={`/staff/email/${row.id}`} className="mt-2">
              <input type="hidden" name="returnTo" value={here} />
              <button
                type="submit"
                aria-label={copy.retryLabel(row.id)}
                className="rounded-lg border border-brand-700 bg-white px-3 py-1 text-xs font-semibold text-brand-800 hover:bg-brand-50"
              >
                {copy.retry}
              </button>
            </Form>
          ) : null}
        </>
      ),
    },
    { header: copy.columns.attempts, cell: (row: OutboxRow) => row.attempts },
    {
      header: copy.columns.lastError,
      className: "max-w-xs break-words text-slate-700",
      cell: (row: OutboxRow) => row.lastError ?? copy.none,
    },
    timeColumn<OutboxRow>(copy.columns.created, (row) => row.createdAt),
  ] as const;
}

export default function StaffEmail({ loaderData }: Route.ComponentProps) {
  const { query, rows } = loaderData;
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">{copy.heading}</h1>
      <p className="mt-1 max-w-3xl text-slate-700">{copy.intro}</p>
      <Filters query={query} />
      <RecordList
        rows={rows}
        window={loaderData}
        columns={outboxColumns(`/staff/email${outboxList.search(query)}`)}
        words={copy}
        href={(page) => `/staff/email${outboxList.search(query, { page })}`}
      />
    </>
  );
}
