import type { Route } from "./+types/sitemap";
import { orUnavailable } from "~/lib/forms/pipeline.server";
import { helpSitemapEntries } from "~/lib/help/public-articles.server";
import { dbContext } from "~/lib/http/request-context.server";
import { seoIndex } from "~/lib/seo/head.server";
import { sitePublished } from "~/lib/seo/published.server";
import { sitemapXml } from "~/lib/seo/sitemap.server";

/**
 * /sitemap.xml: every indexed page, from the same page list as the share images and JSON-LD, with the
 * published posts, the openings taking applications today and the help centre's published articles
 * from the database (without them if it is unavailable).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const help = await orUnavailable(
    "sitemap",
    () => helpSitemapEntries(db),
    () => [],
  );
  const published = await sitePublished("sitemap", context);
  return new Response(sitemapXml(seoIndex(published).pages, help), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
