import type { Route } from "./+types/sitemap";
import { listPostSummaries } from "~/lib/blog/posts.server";
import { seoIndex } from "~/lib/seo/head.server";
import { sitemapXml } from "~/lib/seo/sitemap.server";

/** /sitemap.xml: every indexed page, from the same page list as the share images and JSON-LD. */
export function loader(_: Route.LoaderArgs) {
  return new Response(sitemapXml(seoIndex(listPostSummaries()).pages), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
