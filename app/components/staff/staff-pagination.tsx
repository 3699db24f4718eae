import { ChevronLeft, ChevronRight } from "~/components/ui/icons";
import { PageLink } from "~/components/staff/page-link";

type Words = { label: string; previous: string; next: string; page: (n: number, of: number) => string };

/** Previous / Next for a staff list; `href(page)` builds the list's URL with its filters kept. */
export function StaffPagination({
  page,
  pageCount,
  href,
  words,
}: {
  page: number;
  pageCount: number;
  href: (page: number) => string;
  words: Words;
}) {
  if (pageCount <= 1 && page <= 1) return null;
  return (
    <nav aria-label={words.label} className="mt-4 flex items-center justify-between gap-4">
      <PageLink to={href(page - 1)} disabled={page <= 1}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        {words.previous}
      </PageLink>
      <p className="text-sm text-slate-600">{words.page(page, Math.max(pageCount, 1))}</p>
      <PageLink to={href(page + 1)} disabled={page >= pageCount}>
        {words.next}
        <ChevronRight aria-hidden="true" className="size-4" />
      </PageLink>
    </nav>
  );
}
