import type { Route } from "./+types/web-manifest";
import { manifest } from "~/content/seo";
import { site } from "~/content/site";

/** /site.webmanifest: name, colours and the icons the build renders from public/favicon.svg. */
export function loader(_: Route.LoaderArgs) {
  const body = {
    name: site.name,
    short_name: site.shortName,
    description: manifest.description,
    lang: "en-IN",
    start_url: "/",
    scope: "/",
    display: "browser",
    theme_color: manifest.themeColor,
    background_color: manifest.backgroundColor,
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
    ],
  };
  return new Response(JSON.stringify(body), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
