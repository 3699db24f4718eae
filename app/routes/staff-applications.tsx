import { Link } from "react-router";
import type { Route } from "./+types/staff-applications";
import { ApplicationStageBadge, OverdueBadge } from "~/components/staff/application-badges";
import { FilterForm, SearchFilter, SelectFilter } from "~/components/staff/list-filters";
import { formatDateTime, isoString } from "~/lib/india-time";
import { StaffPagination } from "~/components/staff/staff-pagination";
import { jobs } from "~/content/jobs";
import { staffCopy } from "~/content/staff";
import { applicationStageLabels, staffApplicationsCopy as copy } from "~/content/staff-applications";
import { listApplications, listHrMembers } from "~/lib/careers/staff-applications.server";
import {
  type ApplicationQuery,
  applicationQueryString,
  isOverdue,
  parseApplicationQuery,
  pipelineStages,
} from "~/lib/careers/staff-query";
import { dbContext } from "~/lib/http/request-context.server";
import { requireStaff, staffPageHeaders } from "~/lib/staff/guard.server";

const openingIds = jobs.map((job) => job.id);

// Applications are personal data for HR: admins only (docs/decisions/021-hr-pipeline.md).
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context, { role: "admin" });
  const db = context.get(dbContext);
  const query = parseApplicationQuery(new URL(request.url).searchParams, openingIds);
  // Overdue badges are decided by the loader's clock, so server and browser agree.
  const now = new Date();
  const [list, members] = await Promise.all([listApplications(db, query, staff.id, now), listHrMembers(db)]);
  return { query, ...list, members, now };
}

export const headers = staffPageHeaders;

export const meta: Route.MetaFunction = () => [
  { title: staffCopy.title(copy.title) },
  { name: "robots", content: "noindex" },
];

function openingName(id: string) {
  return jobs.find((job) => job.id === id)?.title ?? copy.unknownOpening(id);
}

function Filters({ query, members }: { query: ApplicationQuery; members: { id: number; fullName: string }[] }) {
  const words = copy.filters;
  return (
    <FilterForm
      label={words.legend}
      columns="lg:grid-cols-3"
      clear={{ href: "/staff/applications", label: words.clear }}
      applyLabel={words.apply}
    >
      <SearchFilter
        id="applications-q"
        label={words.search}
        hint={words.searchHint}
        defaultValue={query.q}
        maxLength={100}
      />
      <SelectFilter
        id="applications-opening"
        name="opening"
        label={words.opening}
        defaultValue={query.opening ?? ""}
        options={[{ value: "", label: words.anyOpening }, ...jobs.map((job) => ({ value: job.id, label: job.title }))]}
      />
      <SelectFilter
        id="applications-stage"
        name="stage"
        label={words.stage}
        defaultValue={query.stage ?? ""}
        options={[
          { value: "", label: words.anyStage },
          ...pipelineStages.map((stage) => ({ value: stage, label: applicationStageLabels[stage] })),
        ]}
      />
      <SelectFilter
        id="applications-overdue"
        name="overdue"
        label={words.overdue}
        defaultValue={query.overdue ? "1" : ""}
        options={[
          { value: "", label: words.overdueAny },
          { value: "1", label: words.overdueOnly },
        ]}
      />
      <SelectFilter
        id="applications-assignee"
        name="assignee"
        label={words.assignee}
        defaultValue={query.assignee === null ? "" : String(query.assignee)}
        options={[
          { value: "", label: words.anyAssignee },
          { value: "mine", label: words.mine },
          { value: "unassigned", label: words.unassigned },
          ...members.map((member) => ({ value: String(member.id), label: member.fullName })),
        ]}
      />
    </FilterForm>
  );
}

const th = "px-4 py-3 font-semibold";

export default function StaffApplications({ loaderData }: Route.ComponentProps) {
  const { query, rows, total, pageSize, members, now } = loaderData;
  const pageCount = Math.ceil(total / pageSize);
  const first = (query.page - 1) * pageSize + 1;
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">{copy.heading}</h1>
      <p className="mt-1 text-slate-700">{copy.intro}</p>
      <Filters query={query} members={members} />
      <p className="mt-6 text-sm text-slate-700" role="status">
        {rows.length === 0 ? copy.empty : copy.summary(first, first + rows.length - 1, total)}
      </p>
      {rows.length > 0 ? (
        <div className="mt-2 overflow-x-auto rounded-xl border border-slate-200">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{copy.tableLabel}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className={th}>
                  {copy.columns.applicant}
                </th>
                <th scope="col" className={th}>
                  {copy.columns.opening}
                </th>
                <th scope="col" className={th}>
                  {copy.columns.stage}
                </th>
                <th scope="col" className={th}>
                  {copy.columns.contactBy}
                </th>
                <th scope="col" className={th}>
                  {copy.columns.assignee}
                </th>
                <th scope="col" className={th}>
                  {copy.columns.applied}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 bg-white">
              {rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row" className="max-w-xs px-4 py-3 font-medium break-words">
                    <Link
                      to={`/staff/applications/${row.id}`}
                      className="text-brand-800 underline underline-offset-2 hover:text-brand-900"
                    >
                      #{row.id} {row.fullName}
                    </Link>
                    <span className="block font-normal break-all text-slate-600">{row.email}</span>
                  </th>
                  <td className="px-4 py-3 text-slate-800">{openingName(row.openingId)}</td>
                  <td className="px-4 py-3">
                    <ApplicationStageBadge stage={row.stage} />
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                    <time dateTime={isoString(row.contactBy)}>{formatDateTime(row.contactBy)}</time>
                    {isOverdue(row, now) ? (
                      <span className="ml-2">
                        <OverdueBadge label={copy.overdue} />
                      </span>
                    ) : null}
                  </td>
                  <td className="px-4 py-3 text-slate-800">{row.assigneeName ?? copy.nobody}</td>
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
        href={(page) => `/staff/applications${applicationQueryString(query, { page })}`}
        words={copy.pagination}
      />
      <p className="mt-6 text-sm text-slate-600">{copy.retention}</p>
    </>
  );
}
