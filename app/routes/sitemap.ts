import type { Route } from "./+types/sitemap";
import { jobs } from "~/content/jobs";
import { listPostSummaries } from "~/lib/blog/posts.server";
import { orUnavailable } from "~/lib/forms/pipeline.server";
import { helpSitemapEntries } from "~/lib/help/public-articles.server";
import { dbContext } from "~/lib/http/request-context.server";
import { seoIndex } from "~/lib/seo/head.server";
import { sitemapXml } from "~/lib/seo/sitemap.server";

/**
 * /sitemap.xml: every indexed page, from the same page list as the share images and JSON-LD, and
 * the help centre's published articles from the database (without them if it is unavailable).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const help = await orUnavailable(
    "sitemap",
    () => helpSitemapEntries(db),
    () => [],
  );
  return new Response(sitemapXml(seoIndex({ posts: listPostSummaries(), openings: jobs }).pages, help), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
