import { Form, Link } from "react-router";
import type { Route } from "./+types/staff-email";
import { FilterForm, SearchFilter, SelectFilter } from "~/components/staff/list-filters";
import { formatDateTime, isoString } from "~/lib/india-time";
import { StaffPagination } from "~/components/staff/staff-pagination";
import { OutboxStatusBadge } from "~/components/staff/status-badges";
import { staffCopy } from "~/content/staff";
import { staffEmailCopy as copy, outboxStatusLabels } from "~/content/staff-email";
import { dbContext } from "~/lib/http/request-context.server";
import { listOutbox } from "~/lib/outbox-console/outbox-console.server";
import { type OutboxQuery, outboxQueryString, outboxStatusList, parseOutboxQuery } from "~/lib/outbox-console/query";
import { staffOf } from "~/lib/staff/guard.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  staffOf(context);
  const query = parseOutboxQuery(new URL(request.url).searchParams);
  return { query, ...(await listOutbox(context.get(dbContext), query)) };
}

export const meta: Route.MetaFunction = () => [
  { title: staffCopy.title(copy.title) },
  { name: "robots", content: "noindex" },
];

function Filters({ query }: { query: OutboxQuery }) {
  const words = copy.filters;
  return (
    <FilterForm
      label={words.legend}
      columns="lg:grid-cols-3"
      clear={{ href: "/staff/email", label: words.clear }}
      applyLabel={words.apply}
    >
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

export default function StaffEmail({ loaderData }: Route.ComponentProps) {
  const { query, rows, total, pageSize } = loaderData;
  const pageCount = Math.ceil(total / pageSize);
  const first = (query.page - 1) * pageSize + 1;
  const here = `/staff/email${outboxQueryString(query)}`;
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">{copy.heading}</h1>
      <p className="mt-1 max-w-3xl text-slate-700">{copy.intro}</p>
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
                <th scope="col" className="px-4 py-3 font-semibold">
                  {copy.columns.email}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {copy.columns.to}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {copy.columns.status}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {copy.columns.attempts}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {copy.columns.lastError}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {copy.columns.created}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 bg-white">
              {rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row" className="max-w-xs px-4 py-3 font-medium break-words">
                    <Link
                      to={`/staff/email/${row.id}`}
                      className="text-brand-800 underline underline-offset-2 hover:text-brand-900"
                    >
                      #{row.id} {row.subject}
                    </Link>
                    <span className="block text-xs font-normal text-slate-600">{row.kind}</span>
                  </th>
                  <td className="px-4 py-3 break-all text-slate-800">{row.toAddress}</td>
                  <td className="px-4 py-3">
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
                  </td>
                  <td className="px-4 py-3 text-slate-800">{row.attempts}</td>
                  <td className="max-w-xs px-4 py-3 break-words text-slate-700">{row.lastError ?? copy.none}</td>
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
        href={(page) => `/staff/email${outboxQueryString(query, { page })}`}
        words={copy.pagination}
      />
    </>
  );
}
