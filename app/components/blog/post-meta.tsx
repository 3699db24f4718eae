import { Calendar, Clock, UserRound } from "~/components/ui/icons";
import { formatReadTime } from "~/lib/blog/format";
import { formatLongDate } from "~/lib/india-time";
import type { PostSummary } from "~/lib/blog/types";

/** Author, publication date and read time, on one wrapping line. */
export function PostMeta({
  post,
  tone = "muted",
}: {
  post: Pick<PostSummary, "author" | "publishedAt" | "readTime">;
  tone?: "muted" | "strong";
}) {
  const text = tone === "strong" ? "text-slate-700" : "text-slate-600";
  return (
    <ul className={`flex flex-wrap items-center gap-x-4 gap-y-1 text-sm ${text}`}>
      <li className="inline-flex items-center gap-1.5">
        <UserRound aria-hidden="true" className="size-4 text-slate-500" />
        <span className="sr-only">Author: </span>
        {post.author}
      </li>
      <li className="inline-flex items-center gap-1.5">
        <Calendar aria-hidden="true" className="size-4 text-slate-500" />
        <span className="sr-only">Published </span>
        <time dateTime={post.publishedAt}>{formatLongDate(post.publishedAt)}</time>
      </li>
      <li className="inline-flex items-center gap-1.5">
        <Clock aria-hidden="true" className="size-4 text-slate-500" />
        {formatReadTime(post.readTime)}
      </li>
    </ul>
  );
}
