import { ChevronLeft, ChevronRight } from "~/components/ui/icons";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { type BlogFilter, blogHref } from "~/lib/blog/query";
import { useLocalePath } from "~/lib/i18n/use-locale";
import { useBlogWords } from "./blog-words";

const base = "inline-flex items-center gap-1 rounded-lg border px-4 py-2 text-sm font-semibold";

function PageLink({ to, disabled, children }: { to: string; disabled: boolean; children: ReactNode }) {
  if (disabled) {
    // A link with nowhere to go: announced as a dimmed link, skipped by the Tab key.
    return (
      // biome-ignore lint/a11y/useValidAnchor: deliberately href-less, the disabled-link pattern
      <a role="link" aria-disabled="true" className={`${base} cursor-not-allowed border-slate-200 text-slate-500`}>
        {children}
      </a>
    );
  }
  return (
    <Link
      to={to}
      className={`${base} border-slate-300 bg-white text-brand-800 hover:border-brand-500 hover:bg-brand-50`}
    >
      {children}
    </Link>
  );
}

/** Previous / Next, disabled at the first and last page, with the current position between them. */
export function BlogPagination({ page, totalPages, q, tag }: BlogFilter & { page: number; totalPages: number }) {
  const { blogListCopy } = useBlogWords();
  const to = useLocalePath();
  return (
    <nav aria-label={blogListCopy.paginationLabel} className="flex flex-wrap items-center justify-between gap-4">
      <PageLink to={to(blogHref({ q, tag, page: page - 1 }))} disabled={page <= 1}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        {blogListCopy.previous}
      </PageLink>
      <p className="text-sm text-slate-600">{blogListCopy.pageOf(page, totalPages)}</p>
      <PageLink to={to(blogHref({ q, tag, page: page + 1 }))} disabled={page >= totalPages}>
        {blogListCopy.next}
        <ChevronRight aria-hidden="true" className="size-4" />
      </PageLink>
    </nav>
  );
}
