import { Link } from "react-router";
import type { Route } from "./+types/invoices";
import { ChoiceFilter, InputFilter, SearchFilter, SelectFilter } from "~/components/staff/list-filters";
import { RecordLink, RecordListPage } from "~/components/staff/record-list";
import { invoiceStandingLabels } from "~/content/invoice-document";
import { invoiceSourceLabels, staffInvoicesCopy as copy } from "~/content/staff-invoices";
import { staffMeta } from "~/lib/casework/page";
import { indiaDay } from "~/lib/contracts/period";
import { dbContext } from "~/lib/http/request-context.server";
import { formatLongDate } from "~/lib/india-time";
import { listStaffInvoices, type StaffInvoiceRow } from "~/lib/invoices/staff.server";
import {
  invoiceList,
  invoiceSourceNames,
  invoiceStandingFilters,
  recentFinancialYears,
} from "~/lib/invoices/staff-query";
import { formatRupeesExact } from "~/lib/money/paise";
import { staffOf } from "~/lib/staff/guard.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  staffOf(context);
  const query = invoiceList.parse(new URL(request.url).searchParams);
  const now = new Date();
  return {
    query,
    years: recentFinancialYears(indiaDay(now)),
    ...(await listStaffInvoices(context.get(dbContext), query, now)),
  };
}

export const meta: Route.MetaFunction = () => staffMeta(copy.heading);

const day = (value: string) => <time dateTime={value}>{formatLongDate(value)}</time>;

const columns = [
  {
    header: copy.columns.number,
    cell: (row: StaffInvoiceRow) => <RecordLink to={`/staff/invoices/${row.id}`}>{row.number}</RecordLink>,
  },
  { header: copy.columns.date, className: "whitespace-nowrap", cell: (row: StaffInvoiceRow) => day(row.issueDate) },
  {
    header: copy.columns.customer,
    cell: (row: StaffInvoiceRow) => (
      <>
        <span className="block font-medium text-slate-900">{row.recipientName}</span>
        <span className="block break-all text-slate-600">{row.customerEmail}</span>
      </>
    ),
  },
  {
    header: copy.columns.total,
    className: "whitespace-nowrap tabular-nums",
    cell: (row: StaffInvoiceRow) => formatRupeesExact(row.totalPaise),
  },
  {
    header: copy.columns.outstanding,
    className: "whitespace-nowrap tabular-nums",
    cell: (row: StaffInvoiceRow) => (row.kind === "invoice" ? formatRupeesExact(row.outstandingPaise) : "—"),
  },
  {
    header: copy.columns.status,
    cell: (row: StaffInvoiceRow) => (
      <span className={row.standing === "overdue" ? "font-semibold text-red-800" : undefined}>
        {invoiceStandingLabels[row.standing]}
      </span>
    ),
  },
  {
    header: copy.columns.dueDate,
    className: "whitespace-nowrap",
    cell: (row: StaffInvoiceRow) => (row.kind === "invoice" ? day(row.dueDate) : "—"),
  },
] as const;

export default function StaffInvoices({ loaderData }: Route.ComponentProps) {
  const { query, years } = loaderData;
  const words = copy.filters;
  return (
    <RecordListPage
      copy={copy}
      path="/staff/invoices"
      search={(page) => invoiceList.search(query, { page })}
      filterColumns="lg:grid-cols-3"
      filters={
        <>
          <ChoiceFilter
            id="filter-status"
            name="status"
            label={words.status}
            value={query.status}
            any={words.any}
            choices={invoiceStandingFilters}
            labels={invoiceStandingLabels}
          />
          <InputFilter
            id="filter-month"
            name="month"
            label={words.month}
            defaultValue={query.month ?? ""}
            maxLength={7}
            describedBy="filter-month-hint"
          >
            <p id="filter-month-hint" className="mt-1 text-xs text-slate-600">
              {words.monthHint}
            </p>
          </InputFilter>
          <SelectFilter
            id="filter-year"
            name="year"
            label={words.year}
            defaultValue={query.year ?? ""}
            options={[
              { value: "", label: words.yearAny },
              ...[...new Set([...(query.year ? [query.year] : []), ...years])].map((year) => ({
                value: year,
                label: year,
              })),
            ]}
          />
          <ChoiceFilter
            id="filter-source"
            name="source"
            label={words.source}
            value={query.source}
            any={words.any}
            choices={invoiceSourceNames}
            labels={invoiceSourceLabels}
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
        <Link to="/staff/invoices/new" className="text-brand-800 underline underline-offset-2">
          {copy.newInvoice}
        </Link>
        <Link to="/staff/invoices/statements" className="text-brand-800 underline underline-offset-2">
          {copy.statements}
        </Link>
        <Link to="/staff/invoices/gst" className="text-brand-800 underline underline-offset-2">
          {copy.accountant}
        </Link>
      </p>
    </RecordListPage>
  );
}
