import { FilterForm, InputFilter, SelectFilter } from "~/components/staff/list-filters";
import type { Route } from "./+types/audit";
import { RecordList } from "~/components/staff/record-list";
import { staffCopy } from "~/content/staff";
import { auditCopy as copy } from "~/content/staff-auth";
import { dbContext } from "~/lib/http/request-context.server";
import { type AuditRow, listAuditActions, listAuditEntries } from "~/lib/staff/audit-log.server";
import { staffOf } from "~/lib/staff/guard.server";
import { auditList } from "~/lib/staff/schema";

// Admins only: every staff action, newest first; the filters and the page live in the query string.
export async function loader({ request, context }: Route.LoaderArgs) {
  staffOf(context);
  const filters = auditList.parse(new URL(request.url).searchParams);
  const db = context.get(dbContext);
  const [{ entries, hasNext: _, ...window }, actions] = await Promise.all([
    listAuditEntries(db, filters),
    listAuditActions(db),
  ]);
  return { filters, entries, actions, window };
}

export const meta: Route.MetaFunction = () => [
  { title: staffCopy.title(copy.title) },
  { name: "robots", content: "noindex" },
];

/** '2026-11-23 14:05 UTC': the same on the server and in the browser. */
function when(iso: string) {
  return `${iso.slice(0, 16).replace("T", " ")} UTC`;
}

const columns = [
  {
    header: copy.columns.when,
    className: "whitespace-nowrap",
    cell: (entry: AuditRow) => <time dateTime={entry.createdAt}>{when(entry.createdAt)}</time>,
  },
  { header: copy.columns.actor, className: "break-all", cell: (entry: AuditRow) => entry.actorEmail },
  { header: copy.columns.action, className: "font-mono", cell: (entry: AuditRow) => entry.action },
  { header: copy.columns.subject, cell: (entry: AuditRow) => entry.subject },
  {
    header: copy.columns.change,
    cell: (entry: AuditRow) =>
      entry.changes.length === 0 ? (
        copy.nothing
      ) : (
        <ul className="space-y-1">
          {entry.changes.map((change) => (
            <li key={change.field} className="break-all">
              {change.field ? <span className="font-semibold">{change.field}: </span> : null}
              <span className="text-slate-600">{change.before}</span> → <span>{change.after}</span>
            </li>
          ))}
        </ul>
      ),
  },
] as const;

export default function StaffAudit({ loaderData }: Route.ComponentProps) {
  const { filters, entries, actions, window } = loaderData;
  return (
    <div className="space-y-5">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{copy.heading}</h1>
        <p className="mt-2 text-slate-600">{copy.intro}</p>
      </div>
      <FilterForm
        words={{ legend: copy.filtersLabel, apply: copy.apply, clear: copy.clear }}
        columns="lg:grid-cols-5"
        clearHref="/staff/audit"
      >
        <InputFilter
          id="audit-actor"
          name="actor"
          label={copy.actorLabel}
          defaultValue={filters.actor}
          maxLength={254}
        />
        <SelectFilter
          id="audit-action"
          name="action"
          label={copy.actionLabel}
          defaultValue={filters.action}
          options={[
            { value: "", label: copy.anyAction },
            ...actions.map((action) => ({ value: action, label: action })),
          ]}
        />
        <InputFilter id="audit-from" name="from" type="date" label={copy.fromLabel} defaultValue={filters.from ?? ""} />
        <InputFilter id="audit-to" name="to" type="date" label={copy.toLabel} defaultValue={filters.to ?? ""} />
      </FilterForm>
      <RecordList
        rows={entries}
        window={window}
        columns={columns}
        words={{
          tableLabel: copy.tableLabel,
          empty: copy.empty,
          pagination: { label: copy.pagination, previous: copy.newer, next: copy.older, page: copy.page },
        }}
        href={(page) => `/staff/audit${auditList.search(filters, { page })}`}
      />
    </div>
  );
}
