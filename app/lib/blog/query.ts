// The blog list's rules, as pure functions of the post list and the URL:
// search, tag filter, pagination of 6, the featured article and the handling of bad page numbers.
import { type BlogListCopy, blogListCopy } from "~/content/blog";
import type { PostSummary } from "./types";

export const BLOG_PAGE_SIZE = 6;
/** Longer input is cut: no title, excerpt or tag is near this long, and it bounds the work per request. */
export const MAX_SEARCH_LENGTH = 100;
export const MAX_TAG_LENGTH = 60;
/** Page numbers past this are treated as invalid rather than parsed (keeps "page=1e400" harmless). */
const MAX_PAGE_DIGITS = 6;

export interface BlogFilter {
  /** Search text; "" means no search. */
  q: string;
  /** Exact tag; "" means all tags. */
  tag: string;
}

export interface BlogListView extends BlogFilter {
  page: number;
  totalPages: number;
  /** How many posts match the filter, on all pages. */
  totalCount: number;
  /** The first filtered post, on page 1 only. */
  featured: PostSummary | null;
  /** The rest of the page's posts (the featured one is not repeated). */
  posts: PostSummary[];
}

export type BlogListResult = { redirectTo: string } | { view: BlogListView };

/** Newest first by publication date; title breaks ties so the order never depends on file order. */
export function sortNewestFirst<T extends Pick<PostSummary, "publishedAt" | "title">>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.title.localeCompare(b.title));
}

/** Trimmed, inner whitespace collapsed, cut to a maximum length. */
function cleanText(value: string | null, maxLength: number): string {
  return (value ?? "").replace(/\s+/g, " ").trim().slice(0, maxLength).trim();
}

/** Reads ?q= and ?tag= from the URL; missing, blank or whitespace-only values mean "no filter". */
export function parseBlogFilter(params: URLSearchParams): BlogFilter {
  return { q: cleanText(params.get("q"), MAX_SEARCH_LENGTH), tag: cleanText(params.get("tag"), MAX_TAG_LENGTH) };
}

/** A positive whole page number, or null for anything else ("0", "-1", "2.5", "abc", "", huge). */
export function parsePageNumber(raw: string | null): number | null {
  if (raw === null || !new RegExp(`^\\d{1,${MAX_PAGE_DIGITS}}$`).test(raw)) return null;
  const page = Number(raw);
  return page >= 1 ? page : null;
}

/** Search (case-insensitive, in title, excerpt or any tag) and tag filter (exact tag), in that order. */
export function filterPosts<T extends Pick<PostSummary, "title" | "excerpt" | "tags">>(
  posts: readonly T[],
  { q, tag }: BlogFilter,
): T[] {
  const needle = q.toLowerCase();
  return posts.filter((post) => {
    const matchesSearch =
      needle === "" ||
      post.title.toLowerCase().includes(needle) ||
      post.excerpt.toLowerCase().includes(needle) ||
      post.tags.some((t) => t.toLowerCase().includes(needle));
    const matchesTag = tag === "" || post.tags.includes(tag);
    return matchesSearch && matchesTag;
  });
}

export function pageCount(total: number, pageSize = BLOG_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The list URL for a filter and page; empty filters and page 1 are left out, so each view has one URL. */
export function blogHref({ q = "", tag = "", page = 1 }: Partial<BlogFilter> & { page?: number } = {}): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (tag) params.set("tag", tag);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `/blog?${search}` : "/blog";
}

/**
 * The list page for a URL's query string. A page number that is invalid, past the last page or
 * spelled out as page 1 answers with a redirect to the one URL of the page to show instead.
 */
export function resolveBlogList(posts: readonly PostSummary[], params: URLSearchParams): BlogListResult {
  const filter = parseBlogFilter(params);
  const matching = filterPosts(posts, filter);
  const totalPages = pageCount(matching.length);
  const rawPage = params.get("page");
  const requested = parsePageNumber(rawPage);
  const page = Math.min(requested ?? 1, totalPages);
  if (rawPage !== null && (requested === null || requested !== page || page === 1)) {
    return { redirectTo: blogHref({ ...filter, page }) };
  }
  const onPage = matching.slice((page - 1) * BLOG_PAGE_SIZE, page * BLOG_PAGE_SIZE);
  const featured = page === 1 ? (onPage[0] ?? null) : null;
  return {
    view: {
      ...filter,
      page,
      totalPages,
      totalCount: matching.length,
      featured,
      posts: featured ? onPage.slice(1) : onPage,
    },
  };
}

/** Every tag used by at least one post, alphabetically (the tag filter buttons). */
export function collectTags(posts: readonly Pick<PostSummary, "tags">[]): string[] {
  return [...new Set(posts.flatMap((post) => post.tags))].sort((a, b) => a.localeCompare(b));
}

/**
 * Up to `count` other posts for "Related articles": most shared tags first, then same category,
 * then newest. Posts sharing nothing still fill the list, so it is never short while posts exist.
 */
export function relatedPosts<T extends PostSummary>(post: PostSummary, posts: readonly T[], count = 3): T[] {
  const score = (other: PostSummary) =>
    other.tags.filter((t) => post.tags.includes(t)).length * 2 + (other.category === post.category ? 1 : 0);
  return sortNewestFirst(posts.filter((other) => other.slug !== post.slug))
    .map((other, index) => ({ other, index, score: score(other) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, count)
    .map(({ other }) => other);
}

/** "6 articles", "1 article", with the search and tag spelled out when set. */
export function describeResults(
  { totalCount, q, tag }: Pick<BlogListView, "totalCount" | "q" | "tag">,
  words: Pick<BlogListCopy, "results"> = blogListCopy,
): string {
  return words.results(totalCount, q, tag);
}
