import { data, Link } from "react-router";
import type { Route } from "./+types/blog-post";
import { ArticleBody } from "~/components/blog/article-body";
import { AuthorBox } from "~/components/blog/author-box";
import { NewsletterBox } from "~/components/blog/newsletter-box";
import { PostCard } from "~/components/blog/post-card";
import { PostIllustration } from "~/components/blog/post-illustration";
import { PostMeta } from "~/components/blog/post-meta";
import { ShareButtons } from "~/components/blog/share-buttons";
import { useCopyLinkButtons } from "~/components/blog/use-copy-link-buttons";
import { NotFoundView } from "~/components/sections/not-found-view";
import { ArrowLink } from "~/components/ui/arrow-link";
import { StaticRegion } from "~/components/ui/static-region";
import { blogWords, useBlogWords } from "~/components/blog/blog-words";
import { OtherLanguageNotice } from "~/components/sections/other-language";
import { blogFeedTitle } from "~/content/blog";
import { site } from "~/content/site";
import { type PublishedPosts, publishedPosts, toSummary } from "~/lib/blog/posts.server";
import { blogHref, relatedPosts } from "~/lib/blog/query";
import { RSS_PATH } from "~/lib/blog/rss";
import type { Post, PostSummary } from "~/lib/blog/types";
import { localeOf, pathIn } from "~/lib/i18n/locale";
import { useLocale, useLocalePath } from "~/lib/i18n/use-locale";
import { documentTitle, otherLanguageNoticeMeta, pageMeta } from "~/lib/meta";
import { writtenInWords } from "~/components/sections/other-language";
import { keptPageHeaders, keptWhileUnchanged } from "~/lib/http/anonymous-cache";
import { publishedStamps } from "~/lib/seo/published.server";
import { staticRegions } from "~/lib/static-regions.server";
import { TitledNav, TitledSection } from "~/components/ui/titled-section";
import { logger } from "~/lib/log/logger.server";

export async function loader(args: Route.LoaderArgs) {
  const { params } = args;
  let published: PublishedPosts | undefined;
  try {
    published = await publishedPosts(args.context);
  } catch (error) {
    // A failed lookup is logged, then shown as 'Post Not Found'.
    logger.error({ err: error }, `Blog post "${params.slug}" could not be loaded`);
  }
  // Drafts and archived posts are not among the published ones: the same 404 as an unknown slug.
  const post = published?.bySlug.get(params.slug);
  // The whole article page is server-only markup (app/lib/static-regions.ts): sent once in the
  // document, never as page data or code. Only Copy Link needs the browser (useCopyLinkButtons).
  const locale = localeOf(args.url.pathname);
  if (!published || !post) {
    const { page } = staticRegions(args, "blog-post-missing", { page: <MissingPost /> });
    return data(
      { post: null, notice: null, notFoundHeading: blogWords[locale].blogPostCopy.notFoundHeading, page },
      { status: 404 },
    );
  }
  const language = post.language ?? "en";
  if (language !== locale) {
    // Written only in the other language: a page that says so and links to it there.
    const path = `/blog/${post.slug}`;
    const { page } = staticRegions(
      args,
      `blog-post-other:${post.slug}`,
      { page: <OtherLanguageNotice kind="blog" language={language} path={path} title={post.title} /> },
      { variant: published.stamp },
    );
    const words = writtenInWords[locale].writtenInCopy.notice.blog;
    return data(
      {
        post: null,
        notice: { title: words.heading, description: words.text, recordPath: pathIn(language, path) },
        notFoundHeading: null,
        page,
      },
      { headers: keptWhileUnchanged(await publishedStamps(args.context)) },
    );
  }
  const { html, ...rest } = post;
  const related = relatedPosts(toSummary(post), published.summaries);
  // Kept rendered until any post changes (the stamp): the related posts are other posts.
  const { page } = staticRegions(
    args,
    `blog-post:${post.slug}`,
    { page: <BlogPostContent post={rest} body={<ArticleBody html={html} />} related={related} /> },
    { variant: published.stamp },
  );
  // What the meta tags need; the rest of the post is in the markup only.
  const { title, excerpt, slug, tags, author, publishedAt, category } = rest;
  return data(
    { post: { title, excerpt, slug, tags, author, publishedAt, category }, notice: null, notFoundHeading: null, page },
    // Kept for anonymous readers while no post or opening has changed (its head lists them too).
    { headers: keptWhileUnchanged(await publishedStamps(args.context)) },
  );
}

export const headers: Route.HeadersFunction = keptPageHeaders;

export const links: Route.LinksFunction = () => [
  // The feed is English on both languages' pages (its title says so to screen readers: lang).
  { rel: "alternate", type: "application/rss+xml", title: blogFeedTitle, lang: "en", href: RSS_PATH },
];

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const notice = loaderData?.notice;
  if (notice) return otherLanguageNoticeMeta(notice, notice.recordPath);
  const post = loaderData?.post;
  if (!post)
    return [{ title: documentTitle(loaderData?.notFoundHeading ?? "") }, { name: "robots", content: "noindex" }];
  const locale = localeOf(location.pathname);
  return pageMeta({ title: post.title, description: post.excerpt }, pathIn(locale, `/blog/${post.slug}`), [
    { name: "keywords", content: post.tags.join(", ") },
    { name: "author", content: post.author },
    { property: "og:type", content: "article" },
    { property: "article:published_time", content: post.publishedAt },
    { property: "article:author", content: post.author },
    { property: "article:section", content: post.category },
    ...post.tags.map((tag) => ({ property: "article:tag", content: tag })),
  ]);
};

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  useCopyLinkButtons(loaderData.page.id);
  return <StaticRegion region={loaderData.page} />;
}

function MissingPost() {
  const { blogPostCopy } = useBlogWords();
  const to = useLocalePath();
  return (
    <NotFoundView
      heading={blogPostCopy.notFoundHeading}
      text={blogPostCopy.notFoundText}
      backTo={to("/blog")}
      backLabel={blogPostCopy.backToBlog}
    />
  );
}

function BlogPostContent({
  post,
  body,
  related,
}: {
  post: Omit<Post, "html">;
  body: React.ReactNode;
  related: PostSummary[];
}) {
  const sections = post.headings.filter((heading) => heading.level === 2);
  const { blogPostCopy } = useBlogWords();
  const to = useLocalePath();
  const locale = useLocale();

  return (
    <>
      <article>
        <header className="border-b border-slate-200 bg-slate-50">
          <div className="container-page max-w-6xl py-10 md:py-14">
            <ArrowLink
              to={to("/blog")}
              back
              className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:text-brand-900"
            >
              {blogPostCopy.backToBlog}
            </ArrowLink>
            <p className="mt-6 text-sm font-semibold tracking-wide text-brand-700 uppercase">{post.category}</p>
            <h1 className="mt-2 max-w-4xl text-3xl font-bold tracking-tight text-slate-900 md:text-5xl">
              {post.title}
            </h1>
            <p className="mt-4 max-w-3xl text-xl text-slate-600">{post.excerpt}</p>
            <div className="mt-6">
              <PostMeta post={post} tone="strong" words={blogPostCopy} locale={locale} />
            </div>
            <ul aria-label={blogPostCopy.tagsLabel} className="mt-5 flex flex-wrap gap-2">
              {post.tags.map((tag) => (
                <li key={tag}>
                  <Link
                    to={to(blogHref({ tag }))}
                    className="inline-block rounded-full bg-brand-100 px-3 py-1 text-sm font-medium text-brand-800 hover:bg-brand-200"
                  >
                    {tag}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </header>

        <div className="container-page grid max-w-6xl gap-12 py-10 lg:grid-cols-[minmax(0,1fr)_16rem]">
          <div className="min-w-0 space-y-10">
            <PostIllustration image={post.image} size="hero" />
            {body}
            <ShareButtons url={new URL(pathIn(locale, `/blog/${post.slug}`), site.url).href} title={post.title} />
            <AuthorBox author={post.author} />
          </div>
          {sections.length > 0 ? (
            <aside className="hidden lg:block">
              <TitledNav id="toc-heading" title={blogPostCopy.onThisPage} className="sticky top-24">
                <ol className="mt-4 space-y-2 border-l border-slate-200 text-sm">
                  {sections.map((section) => (
                    <li key={section.id}>
                      <a
                        href={`#${section.id}`}
                        className="-ml-px block border-l border-transparent pl-4 text-slate-600 hover:border-brand-500 hover:text-brand-800"
                      >
                        {section.text}
                      </a>
                    </li>
                  ))}
                </ol>
              </TitledNav>
            </aside>
          ) : null}
        </div>
      </article>

      <div className="container-page max-w-6xl space-y-12 pb-16">
        {related.length > 0 ? (
          <TitledSection id="related-heading" title={blogPostCopy.relatedHeading}>
            <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {related.map((other) => (
                <li key={other.slug}>
                  <PostCard post={other} />
                </li>
              ))}
            </ul>
          </TitledSection>
        ) : null}
        <NewsletterBox source="blog-post" title={blogPostCopy.newsletterTitle} text={blogPostCopy.newsletterText} />
      </div>
    </>
  );
}
