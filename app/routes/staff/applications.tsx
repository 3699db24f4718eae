import type { Route } from "./+types/applications";
import { ApplicationStageBadge, OverdueBadge } from "~/components/staff/application-badges";
import { AssigneeFilter, FilterForm, SearchFilter, SelectFilter } from "~/components/staff/list-filters";
import {
  assigneeColumn,
  timeCellClass,
  timeColumn,
  ListHeader,
  RecordList,
  RecordLink,
} from "~/components/staff/record-list";
import { jobs } from "~/content/jobs";
import { applicationStageLabels, staffApplicationsCopy as copy } from "~/content/staff-applications";
import { type ApplicationRow, jobApplicationCase, listApplications } from "~/lib/careers/staff-applications.server";
import {
  type ApplicationQuery,
  applicationList,
  isOverdue,
  PIPELINE_LIMITS,
  pipelineStages,
} from "~/lib/careers/staff-query";
import { listAssignees } from "~/lib/casework/commands.server";
import { staffMeta } from "~/lib/casework/page";
import { dbContext } from "~/lib/http/request-context.server";
import { staffOf, staffPageHeaders } from "~/lib/staff/guard.server";
import { DateTime } from "~/components/staff/date-time";

// Applications are personal data for HR: admins only (docs/decisions/021-hr-pipeline.md).
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = staffOf(context);
  const db = context.get(dbContext);
  const query = applicationList.parse(new URL(request.url).searchParams);
  // Overdue badges are decided by the loader's clock, so server and browser agree.
  const now = new Date();
  const [list, members] = await Promise.all([
    listApplications(db, query, staff.id, now),
    listAssignees(db, jobApplicationCase),
  ]);
  return { query, ...list, members, now };
}

export const headers = staffPageHeaders;

export const meta: Route.MetaFunction = () => staffMeta(copy.title);

function openingName(id: string) {
  return jobs.find((job) => job.id === id)?.title ?? copy.unknownOpening(id);
}

function Filters({ query, members }: { query: ApplicationQuery; members: { id: number; fullName: string }[] }) {
  const words = copy.filters;
  return (
    <FilterForm words={words} columns="lg:grid-cols-3" clearHref="/staff/applications">
      <SearchFilter
        id="applications-q"
        label={words.search}
        hint={words.searchHint}
        defaultValue={query.q}
        maxLength={PIPELINE_LIMITS.search}
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
      <AssigneeFilter id="applications-assignee" value={query.assignee} members={members} words={words} />
    </FilterForm>
  );
}

function columns(now: Date) {
  return [
    {
      header: copy.columns.applicant,
      cell: (row: ApplicationRow) => (
        <>
          <RecordLink to={`/staff/applications/${row.id}`}>
            #{row.id} {row.fullName}
          </RecordLink>
          <span className="block font-normal break-all text-slate-600">{row.email}</span>
        </>
      ),
    },
    { header: copy.columns.opening, cell: (row: ApplicationRow) => openingName(row.openingId) },
    { header: copy.columns.stage, cell: (row: ApplicationRow) => <ApplicationStageBadge stage={row.stage} /> },
    {
      header: copy.columns.contactBy,
      className: timeCellClass,
      cell: (row: ApplicationRow) => (
        <>
          <DateTime value={row.contactBy} />
          {isOverdue(row, now) ? (
            <span className="ml-2">
              <OverdueBadge label={copy.overdue} />
            </span>
          ) : null}
        </>
      ),
    },
    assigneeColumn<ApplicationRow>(copy.columns.assignee, copy.nobody),
    timeColumn<ApplicationRow>(copy.columns.applied, (row) => row.createdAt),
  ] as const;
}

export default function StaffApplications({ loaderData }: Route.ComponentProps) {
  const { query, rows, members, now } = loaderData;
  return (
    <>
      <ListHeader heading={copy.heading} intro={copy.intro} />
      <Filters query={query} members={members} />
      <RecordList
        rows={rows}
        window={loaderData}
        columns={columns(now)}
        words={copy}
        href={(page) => `/staff/applications${applicationList.search(query, { page })}`}
      />
      <p className="mt-6 text-sm text-slate-600">{copy.retention}</p>
    </>
  );
}
