import type { Route } from "./+types/robots";
import { robotsTxt } from "~/lib/seo/sitemap.server";

/** /robots.txt: crawl everything, and where the sitemap is (an absolute URL, as the protocol asks). */
export function loader(_: Route.LoaderArgs) {
  return new Response(robotsTxt(), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
