import type { Route } from "./+types/blog-rss";
import { blogFeedTitle } from "~/content/blog";
import { blogPage } from "~/content/page-copy/blog";
import { site } from "~/content/site";
import { publishedPosts } from "~/lib/blog/posts.server";
import { buildRssFeed } from "~/lib/blog/rss";
import { logger } from "~/lib/log/logger.server";

/** /blog/rss.xml: the published articles as an RSS 2.0 feed, from the same list as the pages. */
export async function loader({ context }: Route.LoaderArgs) {
  const published = await publishedPosts(context).catch((error: unknown) => {
    logger.error(`[blog-rss] posts could not be loaded: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  });
  // Not an empty feed: a reader would take the articles as withdrawn. "Come back later" instead.
  if (!published) return new Response(null, { status: 503, headers: { "Retry-After": "60" } });
  const { summaries } = published;
  const xml = buildRssFeed(
    { title: blogFeedTitle, description: blogPage.description, siteUrl: site.url, language: "en-IN" },
    summaries,
  );
  return new Response(xml, {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
