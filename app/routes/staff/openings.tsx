import { Link } from "react-router";
import type { Route } from "./+types/openings";
import { DateTime } from "~/components/staff/date-time";
import { PublicationFilters } from "~/components/staff/publication-panels";
import { type RecordColumn, RecordLink, RecordListPage } from "~/components/staff/record-list";
import { recordLanguageLabels } from "~/content/staff-help";
import { publicationStatusLabels, staffOpeningsListCopy as copy } from "~/content/staff-publishing";
import { isOpeningOpen } from "~/lib/careers/apply-form";
import { staffMeta } from "~/lib/casework/page";
import { can } from "~/lib/casework/policy";
import { dbContext } from "~/lib/http/request-context.server";
import { pathIn } from "~/lib/i18n/locale";
import { formatLongDate } from "~/lib/india-time";
import { listStaffJobOpenings, type StaffJobOpeningRow } from "~/lib/publishing/job-openings.server";
import { publicationList } from "~/lib/publishing/staff-query";
import { staffOf } from "~/lib/staff/guard.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = staffOf(context);
  const query = publicationList.parse(new URL(request.url).searchParams);
  // Applications are HR's (admins only): counted only for those who may open them.
  const withApplications = can(staff, "view", "job_application");
  const list = await listStaffJobOpenings(context.get(dbContext), query, withApplications);
  const now = new Date();
  return {
    query,
    withApplications,
    ...list,
    rows: list.rows.map((row) => ({ ...row, closed: !isOpeningOpen(row, now) })),
  };
}

export const meta: Route.MetaFunction = () => staffMeta(copy.heading);

type Row = StaffJobOpeningRow & { closed: boolean };

const baseColumns: [RecordColumn<Row>, ...RecordColumn<Row>[]] = [
  {
    header: copy.columns.title,
    cell: (row: Row) => (
      <>
        <RecordLink to={`/staff/openings/${row.id}`}>{row.title}</RecordLink>
        <span className="block break-all text-slate-600">{pathIn(row.language, `/careers/${row.slug}`)}</span>
      </>
    ),
  },
  { header: copy.columns.status, cell: (row: Row) => publicationStatusLabels[row.status] },
  {
    header: copy.columns.deadline,
    cell: (row: Row) => (
      <>
        {formatLongDate(row.applicationDeadline)}
        {row.closed ? (
          <span className="ml-2 rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">
            {copy.closed}
          </span>
        ) : null}
      </>
    ),
  },
  { header: copy.columns.language, cell: (row: Row) => recordLanguageLabels[row.language] },
];

const applicationsColumn = {
  header: copy.columns.applications,
  className: "tabular-nums",
  cell: (row: Row) => row.applications ?? "",
};

const tailColumns = [
  { header: copy.columns.version, className: "tabular-nums", cell: (row: Row) => row.version },
  { header: copy.columns.updated, cell: (row: Row) => <DateTime value={row.updatedAt} /> },
];

export default function StaffOpenings({ loaderData }: Route.ComponentProps) {
  const { query, withApplications } = loaderData;
  const words = copy.filters;
  const [first, ...rest] = baseColumns;
  const columns: readonly [RecordColumn<Row>, ...RecordColumn<Row>[]] = [
    first,
    ...rest,
    ...(withApplications ? [applicationsColumn] : []),
    ...tailColumns,
  ];
  return (
    <RecordListPage
      copy={copy}
      path="/staff/openings"
      search={(page) => publicationList.search(query, { page })}
      filterColumns="lg:grid-cols-3"
      filters={<PublicationFilters words={words} status={query.status} language={query.language} q={query.q} />}
      list={loaderData}
      columns={columns}
    >
      <p className="mt-4 text-sm font-semibold">
        <Link to="/staff/openings/new" className="text-brand-800 underline underline-offset-2">
          {copy.newOpening}
        </Link>
      </p>
    </RecordListPage>
  );
}
