import { Link } from "react-router";
import type { Route } from "./+types/help-articles";
import { DateTime } from "~/components/staff/date-time";
import { ChoiceFilter, SearchFilter, SelectFilter } from "~/components/staff/list-filters";
import { LanguageFilter } from "~/components/staff/publication-panels";
import { RecordLink, RecordListPage } from "~/components/staff/record-list";
import { helpArticleStatusLabels, recordLanguageLabels, staffHelpListCopy as copy } from "~/content/staff-help";
import { staffMeta } from "~/lib/casework/page";
import { listStaffHelpArticles, type StaffHelpArticleRow } from "~/lib/help/articles.server";
import { helpArticleList, helpArticleStatusNames, helpCategoryChoices } from "~/lib/help/staff-query";
import { dbContext } from "~/lib/http/request-context.server";
import { pathIn } from "~/lib/i18n/locale";
import { staffOf } from "~/lib/staff/guard.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  staffOf(context);
  const query = helpArticleList.parse(new URL(request.url).searchParams);
  return { query, ...(await listStaffHelpArticles(context.get(dbContext), query)) };
}

export const meta: Route.MetaFunction = () => staffMeta(copy.heading);

const categoryTitles = Object.fromEntries(helpCategoryChoices.map((choice) => [choice.value, choice.label]));

const columns = [
  {
    header: copy.columns.title,
    cell: (row: StaffHelpArticleRow) => (
      <>
        <RecordLink to={`/staff/help/${row.id}`}>{row.title}</RecordLink>
        <span className="block break-all text-slate-600">{pathIn(row.language, `/help/${row.slug}`)}</span>
      </>
    ),
  },
  { header: copy.columns.status, cell: (row: StaffHelpArticleRow) => helpArticleStatusLabels[row.status] },
  { header: copy.columns.category, cell: (row: StaffHelpArticleRow) => categoryTitles[row.category] ?? row.category },
  { header: copy.columns.language, cell: (row: StaffHelpArticleRow) => recordLanguageLabels[row.language] },
  { header: copy.columns.version, className: "tabular-nums", cell: (row: StaffHelpArticleRow) => row.version },
  { header: copy.columns.updated, cell: (row: StaffHelpArticleRow) => <DateTime value={row.updatedAt} /> },
] as const;

export default function StaffHelpArticles({ loaderData }: Route.ComponentProps) {
  const { query } = loaderData;
  const words = copy.filters;
  return (
    <RecordListPage
      copy={copy}
      path="/staff/help"
      search={(page) => helpArticleList.search(query, { page })}
      filterColumns="lg:grid-cols-4"
      filters={
        <>
          <ChoiceFilter
            id="filter-status"
            name="status"
            label={words.status}
            value={query.status}
            any={words.any}
            choices={helpArticleStatusNames}
            labels={helpArticleStatusLabels}
          />
          <SelectFilter
            id="filter-category"
            name="category"
            label={words.category}
            defaultValue={query.category ?? ""}
            options={[{ value: "", label: words.any }, ...helpCategoryChoices]}
          />
          <LanguageFilter label={words.language} any={words.any} value={query.language} />
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
      <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm font-semibold">
        <Link to="/staff/help/new" className="text-brand-800 underline underline-offset-2">
          {copy.newArticle}
        </Link>
        <Link to="/staff/reports#report-help" className="text-brand-800 underline underline-offset-2">
          {copy.reportLink}
        </Link>
      </p>
    </RecordListPage>
  );
}
