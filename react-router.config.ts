import type { Config } from "@react-router/dev/config";

export default {
  // Every page is rendered per request: the header depends on the visitor's session and each
  // response carries its own CSP nonce (docs/decisions/001-ssr-without-prerender.md).
  ssr: true,
  // A document names only the routes it matched; the browser asks /__manifest for others as links
  // appear. The server answers from the route table the visitor may see, so the staff console's
  // routes are never listed to anyone else (docs/decisions/026-console-routes-by-audience.md).
  // React Router's default, written out because the console's privacy depends on it.
  routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
} satisfies Config;
