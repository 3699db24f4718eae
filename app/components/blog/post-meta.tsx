import { spriteIcon } from "~/components/ui/icons";
import { formatReadTime } from "~/lib/blog/format";
import { formatLongDate } from "~/lib/india-time";
import type { PostSummary } from "~/lib/blog/types";
import { type BlogPostCopy, blogPostCopy } from "~/content/blog";
import type { Locale } from "~/lib/i18n/locale";

// Its icons are made here, not imported from ui/icons: in the browser only the staff console's
// previews draw it, and they load with the console rather than with every page.
const Calendar = spriteIcon("calendar");
const Clock = spriteIcon("clock");
const UserRound = spriteIcon("user-round");

/** Author, publication date and read time, on one wrapping line. */
export function PostMeta({
  post,
  tone = "muted",
  words = blogPostCopy,
  locale = "en",
}: {
  post: Pick<PostSummary, "author" | "publishedAt" | "readTime">;
  tone?: "muted" | "strong";
  /** The page's language and its words (the blog's pages pass theirs; the console's preview is English). */
  words?: BlogPostCopy;
  locale?: Locale;
}) {
  const text = tone === "strong" ? "text-slate-700" : "text-slate-600";
  return (
    <ul className={`flex flex-wrap items-center gap-x-4 gap-y-1 text-sm ${text}`}>
      <li className="inline-flex items-center gap-1.5">
        <UserRound aria-hidden="true" className="size-4 text-slate-500" />
        <span className="sr-only">{words.authorLabel}</span>
        {/* A person's name, written in English letters: read as English on a Malayalam page. */}
        {locale === "en" ? post.author : <span lang="en">{post.author}</span>}
      </li>
      <li className="inline-flex items-center gap-1.5">
        <Calendar aria-hidden="true" className="size-4 text-slate-500" />
        <span className="sr-only">{words.publishedLabel}</span>
        <time dateTime={post.publishedAt}>{formatLongDate(post.publishedAt, locale)}</time>
      </li>
      <li className="inline-flex items-center gap-1.5">
        <Clock aria-hidden="true" className="size-4 text-slate-500" />
        {formatReadTime(post.readTime, words)}
      </li>
    </ul>
  );
}
