import { Star } from "~/components/ui/icons";
import { Link } from "react-router";
import { ArrowLink } from "~/components/ui/arrow-link";
import { OtherLanguageBadge, useRecordLang } from "~/components/sections/other-language";
import type { PostSummary } from "~/lib/blog/types";
import { useLocale, useLocalePath } from "~/lib/i18n/use-locale";
import { useBlogWords } from "./blog-words";
import { PostIllustration } from "./post-illustration";
import { PostMeta } from "./post-meta";

const readMoreClass =
  "mt-6 inline-flex items-center gap-2 rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800";

/** The first post of the filtered list, shown large on page 1. */
export function FeaturedPost({ post }: { post: PostSummary }) {
  const { blogListCopy, blogPostCopy } = useBlogWords();
  const to = useLocalePath();
  const locale = useLocale();
  const lang = useRecordLang(post.language);
  return (
    <section
      aria-labelledby="featured-heading"
      className="rounded-3xl border border-slate-200 bg-white p-4 shadow-sm md:p-6"
    >
      <h2
        id="featured-heading"
        className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900"
      >
        <Star aria-hidden="true" className="size-4" />
        {blogListCopy.featuredLabel}
      </h2>
      <article className="mt-4 grid items-center gap-6 md:grid-cols-2 md:gap-10">
        <PostIllustration image={post.image} size="featured" lang={lang} />
        <div>
          <p lang={lang} className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {post.category}
          </p>
          <h3 lang={lang} className="mt-2 text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">
            <Link to={to(`/blog/${post.slug}`)} className="hover:text-brand-800 hover:underline">
              {post.title}
            </Link>
          </h3>
          <OtherLanguageBadge language={post.language} />
          <p lang={lang} className="mt-4 text-lg text-slate-600">
            {post.excerpt}
          </p>
          <div className="mt-5">
            <PostMeta post={post} words={blogPostCopy} locale={locale} />
          </div>
          <ArrowLink
            to={to(`/blog/${post.slug}`)}
            className={readMoreClass}
            context={`: ${post.title}`}
            contextLang={lang}
          >
            {blogListCopy.readArticle}
          </ArrowLink>
        </div>
      </article>
    </section>
  );
}
