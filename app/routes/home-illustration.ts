import type { Route } from "./+types/home-illustration";
import { heroIllustrationFile } from "~/components/ui/hero-illustration.server";
import { localeOf } from "~/lib/i18n/locale";

/**
 * /illustrations/home-hero.svg (and its /ml twin): the home hero's drawing with its caption in the
 * address's language. The page links it with a version of its bytes, so it may be kept for a year.
 */
export function loader({ request }: Route.LoaderArgs) {
  const { svg } = heroIllustrationFile(localeOf(new URL(request.url).pathname));
  return new Response(svg, {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "public, max-age=31536000, immutable",
      // Opened on its own, the file is a document: it runs nothing and loads nothing.
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}
