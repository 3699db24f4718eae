import { Link } from "react-router";
import type { Route } from "./+types/devices";
import { DateTime } from "~/components/staff/date-time";
import { ChoiceFilter, SearchFilter, SelectFilter } from "~/components/staff/list-filters";
import { RecordLink, RecordListPage } from "~/components/staff/record-list";
import { deviceKindLabels } from "~/content/devices";
import { staffDevicesCopy as copy } from "~/content/staff-devices";
import { staffMeta } from "~/lib/casework/page";
import { listStaffDevices, type StaffDeviceRow } from "~/lib/devices/staff.server";
import { deviceKindNames, deviceList, useFilters, verifiedFilters } from "~/lib/devices/staff-query";
import { dbContext } from "~/lib/http/request-context.server";
import { staffOf } from "~/lib/staff/guard.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  staffOf(context);
  const query = deviceList.parse(new URL(request.url).searchParams);
  return { query, ...(await listStaffDevices(context.get(dbContext), query)) };
}

export const meta: Route.MetaFunction = () => staffMeta(copy.heading);

const columns = [
  {
    header: copy.columns.device,
    cell: (row: StaffDeviceRow) => (
      <>
        <RecordLink to={`/staff/devices/${row.id}`}>{`${row.make} ${row.model}`}</RecordLink>
        <span className="block text-slate-600">
          {deviceKindLabels[row.kind]}
          {row.retiredAt ? ` · ${copy.retired}` : ""}
        </span>
      </>
    ),
  },
  { header: copy.columns.serial, cell: (row: StaffDeviceRow) => row.serialNumber ?? copy.none },
  {
    header: copy.columns.customer,
    cell: (row: StaffDeviceRow) => (
      <>
        <span className="block font-medium text-slate-900">{row.customerName}</span>
        <span className="block break-all text-slate-600">{row.customerEmail}</span>
      </>
    ),
  },
  {
    header: copy.columns.site,
    cell: (row: StaffDeviceRow) =>
      row.siteAddress ? `${row.siteAddress}${row.siteArea ? ` (${row.siteArea})` : ""}` : copy.none,
  },
  { header: copy.columns.covered, cell: (row: StaffDeviceRow) => (row.covered ? copy.yes : copy.no) },
  { header: copy.columns.verified, cell: (row: StaffDeviceRow) => (row.verifiedAt ? copy.yes : copy.no) },
  {
    header: copy.columns.added,
    className: "whitespace-nowrap",
    cell: (row: StaffDeviceRow) => <DateTime value={row.createdAt} />,
  },
] as const;

export default function StaffDevices({ loaderData }: Route.ComponentProps) {
  const { query } = loaderData;
  const words = copy.filters;
  return (
    <RecordListPage
      copy={copy}
      path="/staff/devices"
      search={(page) => deviceList.search(query, { page })}
      filterColumns="lg:grid-cols-4"
      filters={
        <>
          <ChoiceFilter
            id="filter-kind"
            name="kind"
            label={words.kind}
            value={query.kind}
            any={words.any}
            choices={deviceKindNames}
            labels={deviceKindLabels}
          />
          <ChoiceFilter
            id="filter-verified"
            name="verified"
            label={words.verified}
            value={query.verified}
            any={words.any}
            choices={verifiedFilters}
            labels={words.verifiedLabels}
          />
          <SelectFilter
            id="filter-use"
            name="use"
            label={words.use}
            defaultValue={query.use}
            options={useFilters.map((value) => ({ value, label: words.useLabels[value] }))}
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
      <p className="mt-4 text-sm font-semibold">
        <Link to="/staff/devices/new" className="text-brand-800 underline underline-offset-2">
          {copy.newDevice}
        </Link>
      </p>
    </RecordListPage>
  );
}
