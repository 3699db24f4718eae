import type { Route } from "./+types/applications";
import { ApplicationStageBadge, OverdueBadge } from "~/components/staff/application-badges";
import { AssigneeFilter, ChoiceFilter, FlagFilter, SearchFilter, SelectFilter } from "~/components/staff/list-filters";
import { assigneeColumn, timeCellClass, timeColumn, RecordListPage, RecordLink } from "~/components/staff/record-list";
import { applicationStageLabels, staffApplicationsCopy as copy } from "~/content/staff-applications";
import { type ApplicationRow, jobApplicationCase, listApplications } from "~/lib/careers/staff-applications.server";
import { applicationList, isOverdue, PIPELINE_LIMITS, pipelineStages } from "~/lib/careers/staff-query";
import { openingTitles } from "~/lib/careers/openings.server";
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
  const [list, members, titles] = await Promise.all([
    listApplications(db, query, staff.id, now),
    listAssignees(db, jobApplicationCase),
    openingTitles(db),
  ]);
  // Every opening HR may filter by, closed and archived ones too (their applications stay).
  const openings = [...titles].map(([id, title]) => ({ id, title }));
  return { query, ...list, members, openings, now };
}

export const headers = staffPageHeaders;

export const meta: Route.MetaFunction = () => staffMeta(copy.title);

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
    {
      header: copy.columns.opening,
      cell: (row: ApplicationRow) => row.openingTitle ?? copy.unknownOpening(row.openingId),
    },
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
  const { query, members, openings, now } = loaderData;
  const words = copy.filters;
  return (
    <RecordListPage
      copy={copy}
      path="/staff/applications"
      search={(page) => applicationList.search(query, { page })}
      filterColumns="lg:grid-cols-3"
      filters={
        <>
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
            options={[
              { value: "", label: words.anyOpening },
              ...openings.map((opening) => ({ value: opening.id, label: opening.title })),
            ]}
          />
          <ChoiceFilter
            id="applications-stage"
            name="stage"
            label={words.stage}
            value={query.stage}
            any={words.anyStage}
            choices={pipelineStages}
            labels={applicationStageLabels}
          />
          <FlagFilter
            id="applications-overdue"
            name="overdue"
            label={words.overdue}
            on={query.overdue}
            words={[words.overdueAny, words.overdueOnly]}
          />
          <AssigneeFilter id="applications-assignee" value={query.assignee} members={members} words={words} />
        </>
      }
      list={loaderData}
      columns={columns(now)}
    >
      <p className="mt-6 text-sm text-slate-600">{copy.retention}</p>
    </RecordListPage>
  );
}
