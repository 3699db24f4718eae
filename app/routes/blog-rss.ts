import type { Route } from "./+types/blog-rss";
import { blogFeedTitle } from "~/content/blog";
import { blogPage } from "~/content/page-copy/blog";
import { site } from "~/content/site";
import { publishedPosts } from "~/lib/blog/posts.server";
import { buildRssFeed } from "~/lib/blog/rss";

/** /blog/rss.xml: the published articles as an RSS 2.0 feed, from the same list as the pages. */
export async function loader({ context }: Route.LoaderArgs) {
  const { summaries } = await publishedPosts(context);
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
