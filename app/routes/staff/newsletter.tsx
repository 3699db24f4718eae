import { Link } from "react-router";
import type { Route } from "./+types/newsletter";
import { FilterForm, SearchFilter, SelectFilter } from "~/components/staff/list-filters";
import { timeCellClass, ListHeader, RecordList } from "~/components/staff/record-list";
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
import { listIssues, listSubscribers } from "~/lib/newsletter/staff.server";
import { subscriberList } from "~/lib/newsletter/subscriber-list";
import { formatDateTime } from "~/lib/india-time";

export async function loader({ request, context }: Route.LoaderArgs) {
  staffOf(context);
  const db = context.get(dbContext);
  const filters = subscriberList.parse(new URL(request.url).searchParams);
  const [{ rows, ...window }, issues] = await Promise.all([listSubscribers(db, filters), listIssues(db)]);
  return {
    filters,
    window,
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

type LoaderData = Route.ComponentProps["loaderData"];
type IssueRow = LoaderData["issues"][number];
type SubscriberRow = LoaderData["subscribers"][number];

const issueColumns = [
  {
    header: copy.issues.columns.subject,
    cell: (issue: IssueRow) => (
      <Link to={`/staff/newsletter/issues/${issue.id}`} className="text-brand-800 underline underline-offset-2">
        {issue.subject}
      </Link>
    ),
  },
  {
    header: copy.issues.columns.status,
    cell: (issue: IssueRow) => <StatusBadge status={issue.status} label={issueStatusLabels[issue.status]} />,
  },
  {
    header: copy.issues.columns.progress,
    className: "text-slate-700",
    cell: (issue: IssueRow) =>
      issue.progress ? copy.issues.progress(issue.progress.sent, issue.recipientTotal ?? 0) : "—",
  },
  {
    header: copy.issues.columns.updated,
    className: timeCellClass,
    cell: (issue: IssueRow) => format(issue.updatedAt),
  },
] as const;

const subscriberColumns = [
  {
    header: copy.subscribers.columns.email,
    className: "break-all text-slate-900",
    cell: (row: SubscriberRow) => row.email,
  },
  {
    header: copy.subscribers.columns.status,
    cell: (row: SubscriberRow) => <StatusBadge status={row.status} label={subscriberStatusLabels[row.status]} />,
  },
  {
    header: copy.subscribers.columns.source,
    className: "text-slate-700",
    cell: (row: SubscriberRow) => subscriberSourceLabels[row.source] ?? row.source,
  },
  {
    header: copy.subscribers.columns.since,
    className: timeCellClass,
    cell: (row: SubscriberRow) => format(row.createdAt),
  },
  {
    header: copy.subscribers.columns.confirmed,
    className: timeCellClass,
    cell: (row: SubscriberRow) => format(row.confirmedAt),
  },
] as const;

export default function StaffNewsletter({ loaderData }: Route.ComponentProps) {
  const { filters, subscribers, issues, window } = loaderData;
  return (
    <>
      <ListHeader heading={copy.heading} intro={copy.intro} />

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
        {/* The 50 newest issues, on one page. */}
        {/* The 50 newest issues, on one page. */}
        <RecordList
          rows={issues}
          columns={issueColumns}
          words={{ tableLabel: copy.issues.tableLabel, empty: copy.issues.empty }}
        />
      </section>

      <section aria-labelledby="subscribers-heading" className="mt-10">
        <div className="flex flex-wrap items-baseline justify-between gap-4">
          <h2 id="subscribers-heading" className="text-xl font-bold text-slate-900">
            {copy.subscribers.heading}
          </h2>
          <a
            href={`/staff/newsletter/subscribers.csv${subscriberList.search(filters, { page: 1 })}`}
            download
            className="text-sm font-semibold text-brand-800 underline underline-offset-2"
          >
            {copy.subscribers.export}
          </a>
        </div>
        <FilterForm words={copy.filters} columns="lg:grid-cols-4" clearHref="/staff/newsletter">
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
        <RecordList
          rows={subscribers}
          window={window}
          columns={subscriberColumns}
          words={{
            tableLabel: copy.subscribers.tableLabel,
            empty: copy.subscribers.empty,
            summary: (first, last, total) => copy.subscribers.count(last - first + 1, total),
            pagination: copy.pagination,
          }}
          href={(page) => `/staff/newsletter${subscriberList.search(filters, { page })}`}
        />
      </section>
    </>
  );
}
