import { Link } from "react-router";
import type { Route } from "./+types/plan-requests";
import { ChoiceFilter, SearchFilter, SelectFilter } from "~/components/staff/list-filters";
import { timeColumn, RecordListPage } from "~/components/staff/record-list";
import { StatusBadge } from "~/components/staff/status-badges";
import { plans } from "~/content/plans";
import { planRequestStatusLabels, staffPlanRequestsCopy as copy } from "~/content/staff-plan-requests";
import { staffMeta } from "~/lib/casework/page";
import { dbContext } from "~/lib/http/request-context.server";
import { listStaffPlanRequests, type StaffPlanRequestRow } from "~/lib/plan-requests/staff.server";
import { planRequestList, planRequestStatusNames } from "~/lib/plan-requests/staff-query";
import { staffOf } from "~/lib/staff/guard.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  staffOf(context);
  const query = planRequestList.parse(new URL(request.url).searchParams);
  return { query, ...(await listStaffPlanRequests(context.get(dbContext), query)) };
}

export const meta: Route.MetaFunction = () => staffMeta(copy.heading);

const columns = [
  {
    header: copy.columns.id,
    cell: (row: StaffPlanRequestRow) => (
      <Link
        to={`/staff/plan-requests/${row.id}`}
        className="text-brand-800 underline underline-offset-2"
        aria-label={copy.detail.title(row.id)}
      >
        #{row.id}
      </Link>
    ),
  },
  {
    header: copy.columns.customer,
    cell: (row: StaffPlanRequestRow) => (
      <>
        <span className="block font-medium text-slate-900">{row.customerName}</span>
        <span className="block break-all text-slate-600">{row.customerEmail}</span>
      </>
    ),
  },
  { header: copy.columns.plan, cell: (row: StaffPlanRequestRow) => row.planName },
  {
    header: copy.columns.status,
    cell: (row: StaffPlanRequestRow) => <StatusBadge status={row.status} label={planRequestStatusLabels[row.status]} />,
  },
  timeColumn<StaffPlanRequestRow>(copy.columns.requested, (row) => row.createdAt),
] as const;

export default function StaffPlanRequests({ loaderData }: Route.ComponentProps) {
  const { query } = loaderData;
  const words = copy.filters;
  return (
    <RecordListPage
      copy={copy}
      path="/staff/plan-requests"
      search={(page) => planRequestList.search(query, { page })}
      filterColumns="lg:grid-cols-4"
      filters={
        <>
          <ChoiceFilter
            id="filter-status"
            name="status"
            label={words.status}
            value={query.status}
            any={words.any}
            choices={planRequestStatusNames}
            labels={planRequestStatusLabels}
          />
          <SelectFilter
            id="filter-plan"
            name="plan"
            label={words.plan}
            defaultValue={query.planId ?? ""}
            options={[{ value: "", label: words.any }, ...plans.map((plan) => ({ value: plan.id, label: plan.name }))]}
          />
          <SearchFilter
            id="filter-q"
            label={words.search}
            hint={words.searchHint}
            defaultValue={query.q}
            maxLength={100}
          />
        </>
      }
      list={loaderData}
      columns={columns}
    />
  );
}
