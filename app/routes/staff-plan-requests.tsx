import { Link, useLocation } from "react-router";
import type { Route } from "./+types/staff-plan-requests";
import { FilterForm, SearchFilter, SelectFilter } from "~/components/staff/list-filters";
import { StaffPagination } from "~/components/staff/staff-pagination";
import { StatusBadge } from "~/components/staff/status-badges";
import { plans } from "~/content/plans";
import { staffCopy } from "~/content/staff";
import { planRequestStatusLabels, staffPlanRequestsCopy as copy } from "~/content/staff-plan-requests";
import { dbContext } from "~/lib/http/request-context.server";
import { listHref, pageCount } from "~/lib/list-query";
import { listStaffPlanRequests, readPlanRequestFilters } from "~/lib/plan-requests/staff.server";
import { requireStaff } from "~/lib/staff/guard.server";
import { formatDateTime } from "~/lib/india-time";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const url = new URL(request.url);
  const filters = readPlanRequestFilters(url.searchParams);
  const { rows, total } = await listStaffPlanRequests(context.get(dbContext), filters);
  const pages = pageCount(total);
  return {
    filters,
    total,
    page: filters.page,
    pages,
    rows: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  };
}

export const meta: Route.MetaFunction = () => [
  { title: staffCopy.title(copy.heading) },
  { name: "robots", content: "noindex" },
];

const statusOptions = Object.entries(planRequestStatusLabels);
const planOptions = plans.map((plan) => [plan.id, plan.name] as const);

export default function StaffPlanRequests({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  const { filters, rows, total, page, pages } = loaderData;
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">{copy.heading}</h1>
      <p className="mt-1 text-slate-700">{copy.intro}</p>
      <FilterForm
        label={copy.filters.legend}
        columns="lg:grid-cols-4"
        applyLabel={copy.filters.apply}
        clear={{ href: "/staff/plan-requests", label: copy.filters.clear }}
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
          id="filter-plan"
          name="plan"
          label={copy.filters.plan}
          defaultValue={filters.planId ?? ""}
          options={[{ value: "", label: copy.filters.any }, ...planOptions.map(([value, label]) => ({ value, label }))]}
        />
        <SearchFilter
          id="filter-q"
          label={copy.filters.search}
          hint={copy.filters.searchHint}
          defaultValue={filters.q}
          maxLength={100}
        />
      </FilterForm>
      <p className="mt-6 text-sm text-slate-700" aria-live="polite">
        {copy.count(rows.length, total)}
      </p>
      {rows.length === 0 ? (
        <p className="mt-3 rounded-xl border border-dashed border-slate-300 p-6 text-slate-700">{copy.empty}</p>
      ) : (
        <div className="mt-3 overflow-x-auto rounded-xl border border-slate-200">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{copy.tableLabel}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {copy.columns.id}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {copy.columns.customer}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {copy.columns.plan}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {copy.columns.status}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {copy.columns.requested}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 bg-white">
              {rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row" className="px-4 py-3 font-medium">
                    <Link
                      to={`/staff/plan-requests/${row.id}`}
                      className="text-brand-800 underline underline-offset-2"
                      aria-label={copy.detail.title(row.id)}
                    >
                      #{row.id}
                    </Link>
                  </th>
                  <td className="px-4 py-3">
                    <span className="block font-medium text-slate-900">{row.customerName}</span>
                    <span className="block break-all text-slate-600">{row.customerEmail}</span>
                  </td>
                  <td className="px-4 py-3 text-slate-800">{row.planName}</td>
                  <td className="px-4 py-3">
                    <StatusBadge status={row.status} label={planRequestStatusLabels[row.status]} />
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                    <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <StaffPagination
        page={page}
        pageCount={pages}
        href={(page) => listHref(location.pathname, new URLSearchParams(location.search), { page })}
        words={copy.pagination}
      />
    </>
  );
}
