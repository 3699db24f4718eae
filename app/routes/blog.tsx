import { LoaderCircle, Rss, SearchX } from "~/components/ui/icons";
import { data, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/blog";
import { StaticRegion } from "~/components/ui/static-region";
import { BlogPagination } from "~/components/blog/blog-pagination";
import { BlogSearch } from "~/components/blog/blog-search";
import { FeaturedPost } from "~/components/blog/featured-post";
import { NewsletterBox } from "~/components/blog/newsletter-box";
import { PostCard } from "~/components/blog/post-card";
import { TagFilter } from "~/components/blog/tag-filter";
import { PageHeader } from "~/components/sections/page-header";
import { blogWords, useBlogWords } from "~/components/blog/blog-words";
import { blogFeedTitle } from "~/content/blog";
import * as blogPageEn from "~/content/page-copy/blog";
import * as blogPageMl from "~/content/page-copy/blog.ml";
import { publishedPosts } from "~/lib/blog/posts.server";
import { keptPageHeaders, keptWhileUnchanged } from "~/lib/http/anonymous-cache";
import { type BlogListView, collectTags, describeResults, resolveBlogList } from "~/lib/blog/query";
import { RSS_PATH } from "~/lib/blog/rss";
import type { PostSummary } from "~/lib/blog/types";
import { localeOf, pathIn } from "~/lib/i18n/locale";
import { localized } from "~/lib/i18n/localized";
import { useLocale, useLocalePath } from "~/lib/i18n/use-locale";
import { metaTags, pageHead } from "~/lib/meta";
import { staticRegions } from "~/lib/static-regions.server";
import { logger } from "~/lib/log/logger.server";

const pages = localized(blogPageEn, blogPageMl);

/** ?q= (search), ?tag= (exact tag) and ?page= are read and cleaned by resolveBlogList. */
export async function loader(args: Route.LoaderArgs) {
  let posts: PostSummary[] = [];
  let stamp: string | null = null;
  try {
    ({ summaries: posts, stamp } = await publishedPosts(args.context));
  } catch (error) {
    // A load failure (the database unavailable) is logged and the list simply shows no articles.
    logger.error({ err: error }, "Blog posts could not be loaded");
  }
  const result = resolveBlogList(posts, args.url.searchParams);
  if ("redirectTo" in result) throw redirect(pathIn(localeOf(args.url.pathname), result.redirectTo));
  const view = result.view;
  const locale = localeOf(args.url.pathname);
  const { blogListCopy } = blogWords[locale];
  // Rendered on the server only (app/lib/static-regions.ts): the header and the newsletter box once,
  // the results once per tag, page and state of the posts (their stamp changes with every edit) —
  // and every time for a search, whose text is anyone's.
  const frame = staticRegions(args, "blog", {
    header: <BlogHeader />,
    newsletter: (
      <NewsletterBox source="blog-list" title={blogListCopy.newsletterTitle} text={blogListCopy.newsletterText} />
    ),
  });
  const { results } = staticRegions(
    args,
    "blog",
    { results: <BlogResults view={view} tags={collectTags(posts)} /> },
    view.q ? { perVisitor: true } : { variant: `${stamp ?? "unavailable"} ${view.tag} ${view.page}` },
  );
  const answer = {
    regions: { ...frame, results },
    q: view.q,
    tag: view.tag,
    status: describeResults(view, blogListCopy),
    searchCopy: {
      label: blogListCopy.searchLabel,
      placeholder: blogListCopy.searchPlaceholder,
      button: blogListCopy.searchButton,
    },
    updatingLabel: blogListCopy.updating,
    // Search results are not worth indexing; tag and page views canonicalise to the list itself.
    meta: pageHead(
      pages[locale].blogPage,
      pathIn(locale, "/blog"),
      view.q ? [{ name: "robots", content: "noindex, follow" }] : [],
    ),
  };
  // Kept for anonymous visitors only while no post has changed, so an edit shows on the next visit.
  return data(answer, { headers: keptWhileUnchanged(stamp === null ? null : { posts: stamp }) });
}

export const headers: Route.HeadersFunction = keptPageHeaders;

export const links: Route.LinksFunction = () => [
  // The feed is English on both languages' pages (its title says so to screen readers: lang).
  { rel: "alternate", type: "application/rss+xml", title: blogFeedTitle, lang: "en", href: RSS_PATH },
];

// The meta is made by the loader, on the server: made here it would bring both languages to the browser.
export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { regions, q, tag, status, searchCopy, updatingLabel } = loaderData;
  const navigation = useNavigation();
  const to = useLocalePath();
  const updating = navigation.state === "loading" && navigation.location.pathname === to("/blog");

  return (
    <>
      <StaticRegion region={regions.header} />
      <div className="container-page space-y-8 py-12">
        <BlogSearch q={q} tag={tag} copy={searchCopy} />
        <div className="flex min-h-6 items-center gap-3">
          <p role="status" className="text-sm font-medium text-slate-700">
            {status}
          </p>
          {updating ? (
            <span className="inline-flex items-center gap-1.5 text-sm text-slate-600" data-testid="blog-pending">
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-brand-700" />
              {updatingLabel}
            </span>
          ) : null}
        </div>
        <div aria-busy={updating} className={`transition-opacity ${updating ? "opacity-60" : ""}`}>
          <StaticRegion region={regions.results} />
        </div>
        <StaticRegion region={regions.newsletter} />
      </div>
    </>
  );
}

function BlogHeader() {
  const copy = pages[useLocale()].blogPage;
  const { blogListCopy } = useBlogWords();
  return (
    <PageHeader heading={copy.heading} intro={copy.intro}>
      <a
        href={RSS_PATH}
        className="mt-6 inline-flex items-center gap-2 text-sm font-semibold text-white underline-offset-4 hover:underline"
      >
        <Rss aria-hidden="true" className="size-4" />
        {blogListCopy.rssLabel}
      </a>
    </PageHeader>
  );
}

/** The tag filter, the featured article, the article cards and the pages for one view of the list. */
function BlogResults({ view, tags }: { view: BlogListView; tags: string[] }) {
  const { blogListCopy } = useBlogWords();
  const to = useLocalePath();
  const { q, tag, page, totalPages, totalCount, featured, posts } = view;
  return (
    <div className="space-y-10">
      <TagFilter tags={tags} q={q} tag={tag} />
      {totalCount === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 px-6 py-16 text-center">
          <SearchX aria-hidden="true" className="mx-auto size-10 text-slate-400" />
          <h2 className="mt-4 text-xl font-semibold text-slate-900">{blogListCopy.emptyTitle}</h2>
          <p className="mt-2 text-slate-600">{blogListCopy.emptyText}</p>
          <Link
            to={to("/blog")}
            className="mt-6 inline-block font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {blogListCopy.clearFilters}
          </Link>
        </div>
      ) : (
        <>
          {featured ? <FeaturedPost post={featured} /> : null}
          {posts.length > 0 ? (
            <section aria-labelledby="articles-heading">
              <h2 id="articles-heading" className="text-2xl font-bold tracking-tight text-slate-900">
                {featured ? blogListCopy.moreArticlesHeading : blogListCopy.articlesHeading}
              </h2>
              <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                {posts.map((post) => (
                  <li key={post.slug}>
                    <PostCard post={post} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <BlogPagination page={page} totalPages={totalPages} q={q} tag={tag} />
        </>
      )}
    </div>
  );
}
