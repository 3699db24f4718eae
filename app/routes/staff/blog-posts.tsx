import { Link } from "react-router";
import type { Route } from "./+types/blog-posts";
import { DateTime } from "~/components/staff/date-time";
import { PublicationFilters } from "~/components/staff/publication-panels";
import { RecordLink, RecordListPage } from "~/components/staff/record-list";
import { recordLanguageLabels } from "~/content/staff-help";
import { publicationStatusLabels, staffBlogListCopy as copy } from "~/content/staff-publishing";
import { staffMeta } from "~/lib/casework/page";
import { formatLongDate } from "~/lib/india-time";
import { dbContext } from "~/lib/http/request-context.server";
import { pathIn } from "~/lib/i18n/locale";
import { listStaffBlogPosts, type StaffBlogPostRow } from "~/lib/publishing/blog-posts.server";
import { publicationList } from "~/lib/publishing/staff-query";
import { staffOf } from "~/lib/staff/guard.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  staffOf(context);
  const query = publicationList.parse(new URL(request.url).searchParams);
  return { query, ...(await listStaffBlogPosts(context.get(dbContext), query)) };
}

export const meta: Route.MetaFunction = () => staffMeta(copy.heading);

const columns = [
  {
    header: copy.columns.title,
    cell: (row: StaffBlogPostRow) => (
      <>
        <RecordLink to={`/staff/blog/${row.id}`}>{row.title}</RecordLink>
        <span className="block break-all text-slate-600">{pathIn(row.language, `/blog/${row.slug}`)}</span>
      </>
    ),
  },
  { header: copy.columns.status, cell: (row: StaffBlogPostRow) => publicationStatusLabels[row.status] },
  { header: copy.columns.date, cell: (row: StaffBlogPostRow) => formatLongDate(row.publishedOn) },
  { header: copy.columns.language, cell: (row: StaffBlogPostRow) => recordLanguageLabels[row.language] },
  { header: copy.columns.version, className: "tabular-nums", cell: (row: StaffBlogPostRow) => row.version },
  { header: copy.columns.updated, cell: (row: StaffBlogPostRow) => <DateTime value={row.updatedAt} /> },
] as const;

export default function StaffBlogPosts({ loaderData }: Route.ComponentProps) {
  const { query } = loaderData;
  const words = copy.filters;
  return (
    <RecordListPage
      copy={copy}
      path="/staff/blog"
      search={(page) => publicationList.search(query, { page })}
      filterColumns="lg:grid-cols-3"
      filters={<PublicationFilters words={words} status={query.status} language={query.language} q={query.q} />}
      list={loaderData}
      columns={columns}
    >
      <p className="mt-4 text-sm font-semibold">
        <Link to="/staff/blog/new" className="text-brand-800 underline underline-offset-2">
          {copy.newPost}
        </Link>
      </p>
    </RecordListPage>
  );
}
