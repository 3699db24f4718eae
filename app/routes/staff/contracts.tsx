import { Link } from "react-router";
import type { Route } from "./+types/contracts";
import { ChoiceFilter, FlagFilter, SearchFilter, SelectFilter } from "~/components/staff/list-filters";
import { RecordLink, RecordListPage } from "~/components/staff/record-list";
import { ContractStatusBadge } from "~/components/staff/status-badges";
import {
  billingPeriodLabels,
  contractStatusLabels,
  endingWithinChoices,
  inForceLabel,
  staffContractsCopy as copy,
} from "~/content/staff-contracts";
import { staffMeta } from "~/lib/casework/page";
import { listStaffContracts, type StaffContractRow } from "~/lib/contracts/staff.server";
import { contractList, contractPlanChoices, contractStatusFilters } from "~/lib/contracts/staff-query";
import { dbContext } from "~/lib/http/request-context.server";
import { formatLongDate } from "~/lib/india-time";
import { formatRupees } from "~/lib/money/paise";
import { staffOf } from "~/lib/staff/guard.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  staffOf(context);
  const query = contractList.parse(new URL(request.url).searchParams);
  return { query, ...(await listStaffContracts(context.get(dbContext), query)) };
}

export const meta: Route.MetaFunction = () => staffMeta(copy.heading);

const columns = [
  {
    header: copy.columns.number,
    cell: (row: StaffContractRow) => <RecordLink to={`/staff/contracts/${row.id}`}>{copy.number(row.id)}</RecordLink>,
  },
  {
    header: copy.columns.customer,
    cell: (row: StaffContractRow) => (
      <>
        <span className="block font-medium text-slate-900">{row.customerName}</span>
        <span className="block break-all text-slate-600">{row.customerEmail}</span>
      </>
    ),
  },
  { header: copy.columns.plan, cell: (row: StaffContractRow) => row.planName },
  {
    header: copy.columns.status,
    cell: (row: StaffContractRow) => <ContractStatusBadge status={row.status} sent={row.sentAt !== null} />,
  },
  {
    header: copy.columns.billing,
    cell: (row: StaffContractRow) =>
      copy.period(formatLongDate(row.startsOn), formatLongDate(row.endsOn), billingPeriodLabels[row.billingPeriod]),
  },
  {
    header: copy.columns.endsOn,
    className: "whitespace-nowrap",
    cell: (row: StaffContractRow) => <time dateTime={row.endsOn}>{formatLongDate(row.endsOn)}</time>,
  },
  {
    header: copy.columns.monthly,
    className: "whitespace-nowrap tabular-nums",
    cell: (row: StaffContractRow) => formatRupees(row.pricePaisePerMonth),
  },
  { header: copy.columns.autoRenew, cell: (row: StaffContractRow) => (row.autoRenew ? copy.yes : copy.no) },
] as const;

const statusFilterLabels = { "in-force": inForceLabel, ...contractStatusLabels };
const endingLabels = Object.fromEntries(
  endingWithinChoices.map((days) => [days, copy.filters.endingDays(days)]),
) as Record<(typeof endingWithinChoices)[number], string>;

export default function StaffContracts({ loaderData }: Route.ComponentProps) {
  const { query } = loaderData;
  const words = copy.filters;
  const { page: _, ...filters } = query;
  return (
    <RecordListPage
      copy={copy}
      path="/staff/contracts"
      search={(page) => contractList.search(query, { page })}
      filterColumns="lg:grid-cols-3"
      filters={
        <>
          <ChoiceFilter
            id="filter-status"
            name="status"
            label={words.status}
            value={query.status}
            any={words.any}
            choices={contractStatusFilters}
            labels={statusFilterLabels}
          />
          <SelectFilter
            id="filter-plan"
            name="plan"
            label={words.plan}
            defaultValue={query.planId ?? ""}
            options={[{ value: "", label: words.any }, ...contractPlanChoices]}
          />
          <ChoiceFilter
            id="filter-ending"
            name="ending"
            label={words.ending}
            value={query.endingWithin}
            any={words.endingAny}
            choices={endingWithinChoices}
            labels={endingLabels}
          />
          <FlagFilter
            id="filter-auto-renew"
            name="autoRenewOff"
            label={words.autoRenew}
            on={query.autoRenewOff}
            words={words.autoRenewWords}
          />
          <FlagFilter
            id="filter-awaiting-payment"
            name="awaitingPayment"
            label={words.awaitingPayment}
            on={query.awaitingPayment}
            words={words.awaitingPaymentWords}
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
    >
      <p className="mt-4 flex flex-wrap gap-4 text-sm font-semibold">
        <Link to="/staff/contracts/new" className="text-brand-800 underline underline-offset-2">
          {copy.newContract}
        </Link>
        <a
          href={`/staff/contracts/export.csv${contractList.search({ ...filters, page: 1 })}`}
          download
          className="text-brand-800 underline underline-offset-2"
        >
          {copy.export}
        </a>
      </p>
    </RecordListPage>
  );
}
