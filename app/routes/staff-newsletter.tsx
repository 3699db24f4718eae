import { Link, useLocation } from "react-router";
import type { Route } from "./+types/staff-newsletter";
import { FilterForm, SearchFilter, SelectFilter } from "~/components/staff/list-filters";
import { StaffPagination } from "~/components/staff/staff-pagination";
import { StatusBadge } from "~/components/staff/status-badges";
import { staffCopy } from "~/content/staff";
import {
  issueStatusLabels,
  staffNewsletterCopy as copy,
  subscriberSourceLabels,
  subscriberStatusLabels,
} from "~/content/staff-newsletter";
import { dbContext } from "~/lib/http/request-context.server";
import { staffOf } from "~/lib/staff/guard.server";
import { listHref, pageCount } from "~/lib/list-query";
import { listIssues, listSubscribers, readSubscriberFilters } from "~/lib/newsletter/staff.server";
import { formatDateTime } from "~/lib/india-time";

export async function loader({ request, context }: Route.LoaderArgs) {
  staffOf(context);
  const db = context.get(dbContext);
  const url = new URL(request.url);
  const filters = readSubscriberFilters(url.searchParams);
  const [{ rows, total }, issues] = await Promise.all([listSubscribers(db, filters), listIssues(db)]);
  const pages = pageCount(total);
  const params = url.searchParams;
  return {
    filters,
    total,
    pages,
    exportHref: listHref("/staff/newsletter/subscribers.csv", params, { page: null }),
    subscribers: rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      confirmedAt: row.confirmedAt?.toISOString() ?? null,
    })),
    issues: issues.map((issue) => ({ ...issue, updatedAt: issue.updatedAt.toISOString() })),
  };
}

export const meta: Route.MetaFunction = () => [
  { title: staffCopy.title(copy.heading) },
  { name: "robots", content: "noindex" },
];

const format = (iso: string | null) => (iso ? <time dateTime={iso}>{formatDateTime(iso)}</time> : "—");
const statusOptions = Object.entries(subscriberStatusLabels);
const sourceOptions = Object.entries(subscriberSourceLabels);
const th = "px-4 py-3 font-semibold";

export default function StaffNewsletter({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  const { filters, subscribers, issues, total, pages } = loaderData;
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">{copy.heading}</h1>
      <p className="mt-1 text-slate-700">{copy.intro}</p>

      <section aria-labelledby="issues-heading" className="mt-8">
        <div className="flex flex-wrap items-baseline justify-between gap-4">
          <h2 id="issues-heading" className="text-xl font-bold text-slate-900">
            {copy.issues.heading}
          </h2>
          <Link
            to="/staff/newsletter/issues/new"
            className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
          >
            {copy.issues.newIssue}
          </Link>
        </div>
        {issues.length === 0 ? (
          <p className="mt-3 rounded-xl border border-dashed border-slate-300 p-6 text-slate-700">
            {copy.issues.empty}
          </p>
        ) : (
          <div className="mt-3 overflow-x-auto rounded-xl border border-slate-200">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{copy.issues.tableLabel}</caption>
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className={th}>
                    {copy.issues.columns.subject}
                  </th>
                  <th scope="col" className={th}>
                    {copy.issues.columns.status}
                  </th>
                  <th scope="col" className={th}>
                    {copy.issues.columns.progress}
                  </th>
                  <th scope="col" className={th}>
                    {copy.issues.columns.updated}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 bg-white">
                {issues.map((issue) => (
                  <tr key={issue.id}>
                    <th scope="row" className="px-4 py-3 font-medium">
                      <Link
                        to={`/staff/newsletter/issues/${issue.id}`}
                        className="text-brand-800 underline underline-offset-2"
                      >
                        {issue.subject}
                      </Link>
                    </th>
                    <td className="px-4 py-3">
                      <StatusBadge status={issue.status} label={issueStatusLabels[issue.status]} />
                    </td>
                    <td className="px-4 py-3 text-slate-700">
                      {issue.progress ? copy.issues.progress(issue.progress.sent, issue.recipientTotal ?? 0) : "—"}
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap text-slate-700">{format(issue.updatedAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section aria-labelledby="subscribers-heading" className="mt-10">
        <div className="flex flex-wrap items-baseline justify-between gap-4">
          <h2 id="subscribers-heading" className="text-xl font-bold text-slate-900">
            {copy.subscribers.heading}
          </h2>
          <a
            href={loaderData.exportHref}
            download
            className="text-sm font-semibold text-brand-800 underline underline-offset-2"
          >
            {copy.subscribers.export}
          </a>
        </div>
        <FilterForm
          label={copy.filters.legend}
          columns="lg:grid-cols-4"
          applyLabel={copy.filters.apply}
          clear={{ href: "/staff/newsletter", label: copy.filters.clear }}
        >
          <SelectFilter
            id="filter-status"
            name="status"
            label={copy.filters.status}
            defaultValue={filters.status ?? ""}
            options={[
              { value: "", label: copy.filters.any },
              ...statusOptions.map(([value, label]) => ({ value, label })),
            ]}
          />
          <SelectFilter
            id="filter-source"
            name="source"
            label={copy.filters.source}
            defaultValue={filters.source ?? ""}
            options={[
              { value: "", label: copy.filters.any },
              ...sourceOptions.map(([value, label]) => ({ value, label })),
            ]}
          />
          <SearchFilter
            id="filter-q"
            label={copy.filters.search}
            hint={copy.filters.searchHint}
            defaultValue={filters.q}
            maxLength={100}
          />
        </FilterForm>
        <p className="mt-6 text-sm text-slate-700">{copy.subscribers.count(subscribers.length, total)}</p>
        {subscribers.length === 0 ? (
          <p className="mt-3 rounded-xl border border-dashed border-slate-300 p-6 text-slate-700">
            {copy.subscribers.empty}
          </p>
        ) : (
          <div className="mt-3 overflow-x-auto rounded-xl border border-slate-200">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{copy.subscribers.tableLabel}</caption>
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className={th}>
                    {copy.subscribers.columns.email}
                  </th>
                  <th scope="col" className={th}>
                    {copy.subscribers.columns.status}
                  </th>
                  <th scope="col" className={th}>
                    {copy.subscribers.columns.source}
                  </th>
                  <th scope="col" className={th}>
                    {copy.subscribers.columns.since}
                  </th>
                  <th scope="col" className={th}>
                    {copy.subscribers.columns.confirmed}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 bg-white">
                {subscribers.map((row) => (
                  <tr key={row.id}>
                    <th scope="row" className="px-4 py-3 font-medium break-all text-slate-900">
                      {row.email}
                    </th>
                    <td className="px-4 py-3">
                      <StatusBadge status={row.status} label={subscriberStatusLabels[row.status]} />
                    </td>
                    <td className="px-4 py-3 text-slate-700">{subscriberSourceLabels[row.source] ?? row.source}</td>
                    <td className="px-4 py-3 whitespace-nowrap text-slate-700">{format(row.createdAt)}</td>
                    <td className="px-4 py-3 whitespace-nowrap text-slate-700">{format(row.confirmedAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <StaffPagination
          page={filters.page}
          pageCount={pages}
          href={(page) => listHref(location.pathname, new URLSearchParams(location.search), { page })}
          words={copy.pagination}
        />
      </section>
    </>
  );
}
