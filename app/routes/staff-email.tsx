import { Form, Link } from "react-router";
import type { Route } from "./+types/staff-email";
import { formatStaffDateTime, isoString } from "~/components/staff/staff-format";
import { StaffPagination } from "~/components/staff/staff-pagination";
import { OutboxStatusBadge } from "~/components/staff/status-badges";
import { staffCopy } from "~/content/staff";
import { staffEmailCopy as copy, outboxStatusLabels } from "~/content/staff-email";
import { dbContext } from "~/lib/http/request-context.server";
import { listOutbox } from "~/lib/outbox-console/outbox-console.server";
import { type OutboxQuery, outboxQueryString, outboxStatusList, parseOutboxQuery } from "~/lib/outbox-console/query";
import { requireStaff } from "~/lib/staff/guard.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const query = parseOutboxQuery(new URL(request.url).searchParams);
  return { query, ...(await listOutbox(context.get(dbContext), query)) };
}

export const meta: Route.MetaFunction = () => [
  { title: staffCopy.title(copy.title) },
  { name: "robots", content: "noindex" },
];

const inputClass = "mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900";

function Filters({ query }: { query: OutboxQuery }) {
  return (
    <Form
      method="get"
      className="mt-6 rounded-xl border border-slate-200 bg-white p-4"
      aria-label={copy.filters.legend}
    >
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr_auto] sm:items-end">
        <div>
          <label htmlFor="outbox-q" className="block text-sm font-medium text-slate-800">
            {copy.filters.search}
          </label>
          <input
            id="outbox-q"
            name="q"
            type="search"
            defaultValue={query.q}
            maxLength={320}
            aria-describedby="outbox-q-hint"
            className={inputClass}
          />
          <p id="outbox-q-hint" className="mt-1 text-xs text-slate-600">
            {copy.filters.searchHint}
          </p>
        </div>
        <div>
          <label htmlFor="outbox-status" className="block text-sm font-medium text-slate-800">
            {copy.filters.status}
          </label>
          <select id="outbox-status" name="status" defaultValue={query.status ?? ""} className={inputClass}>
            <option value="">{copy.filters.anyStatus}</option>
            {outboxStatusList.map((status) => (
              <option key={status} value={status}>
                {outboxStatusLabels[status]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex gap-3">
          <button
            type="submit"
            className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
          >
            {copy.filters.apply}
          </button>
          <Link
            to="/staff/email"
            className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
          >
            {copy.filters.clear}
          </Link>
        </div>
      </div>
    </Form>
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
                    <time dateTime={isoString(row.createdAt)}>{formatStaffDateTime(row.createdAt)}</time>
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
