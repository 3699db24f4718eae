import type { Route } from "./+types/security-txt";
import { securityTxtBody } from "~/lib/seo/sitemap.server";

/** /.well-known/security.txt (RFC 9116): its Expires is computed per request, so it never lapses. */
export function loader(_: Route.LoaderArgs) {
  return new Response(securityTxtBody(new Date()), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
