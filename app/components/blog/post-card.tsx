import { Link } from "react-router";
import { ArrowLink } from "~/components/ui/arrow-link";
import { OtherLanguageBadge, useRecordLang } from "~/components/sections/other-language";
import type { PostSummary } from "~/lib/blog/types";
import { useLocale, useLocalePath } from "~/lib/i18n/use-locale";
import { useBlogWords } from "./blog-words";
import { PostIllustration } from "./post-illustration";
import { PostMeta } from "./post-meta";

const readMoreClass = "mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-900";

/** A post in the blog grid and in "Related articles". */
export function PostCard({ post }: { post: PostSummary }) {
  const { blogListCopy, blogPostCopy } = useBlogWords();
  const to = useLocalePath();
  const locale = useLocale();
  // A post in the other language keeps its own `lang` on its own words (category, title, excerpt, tags).
  const lang = useRecordLang(post.language);
  return (
    <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      <PostIllustration image={post.image} lang={lang} />
      <div className="flex flex-1 flex-col p-6">
        <p lang={lang} className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
          {post.category}
        </p>
        <h3 lang={lang} className="mt-1 text-xl font-semibold text-slate-900">
          <Link to={to(`/blog/${post.slug}`)} className="hover:text-brand-800 hover:underline">
            {post.title}
          </Link>
        </h3>
        <OtherLanguageBadge language={post.language} />
        <p lang={lang} className="mt-3 text-slate-600">
          {post.excerpt}
        </p>
        <ul className="mt-4 flex flex-wrap gap-1.5" aria-label={blogPostCopy.tagsLabel}>
          {post.tags.map((tag) => (
            <li
              key={tag}
              lang={lang}
              className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700"
            >
              {tag}
            </li>
          ))}
        </ul>
        <div className="mt-auto pt-5">
          <PostMeta post={post} words={blogPostCopy} locale={locale} />
          <ArrowLink
            to={to(`/blog/${post.slug}`)}
            className={readMoreClass}
            context={`: ${post.title}`}
            contextLang={lang}
          >
            {blogListCopy.readArticle}
          </ArrowLink>
        </div>
      </div>
    </article>
  );
}
