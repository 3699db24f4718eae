// Renders a loader's static regions (see static-regions.ts). A document request keeps the HTML on the
// server for entry.server to stream in place; a data request (client-side navigation) returns it.
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter, type RouterContextProvider } from "react-router";
import type { StaticRegionData } from "./static-regions";

const documentRegions = new WeakMap<Readonly<RouterContextProvider>, Map<string, string>>();

/**
 * Rendered HTML by region id and URL. The regions depend on static content and the path only, so a
 * page's regions are rendered once per process; bounded so odd URLs cannot grow it without end.
 */
const cache = new Map<string, string>();
const CACHE_LIMIT = 2000;

/** A region's markup, rendered now (for a caller keeping its own cache, see prerenderedRegion). */
export function regionMarkup(id: string, pathname: string, node: ReactNode): string {
  // A router of its own so <Link> renders its <a href>; clicks on it are routed by StaticLinkRouting.
  return renderToStaticMarkup(<MemoryRouter initialEntries={[pathname]}>{node}</MemoryRouter>, {
    identifierPrefix: `${id}-`,
  });
}

function render(id: string, key: string, pathname: string, node: ReactNode, cacheable: boolean) {
  let html = cacheable ? cache.get(key) : undefined;
  if (html === undefined) {
    html = regionMarkup(id, pathname, node);
    if (!cacheable) return html;
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(key, html);
  }
  return html;
}

/**
 * Renders each region once. `prefix` makes the element ids unique across pages, because during a
 * client-side navigation the old page is still in the document while the new one renders.
 * `perVisitor` regions (the header of a signed-in visitor) are rendered every time, never cached;
 * `variant` names what else the markup depends on besides the path (the footer's year).
 */
export function staticRegions<const K extends string>(
  { request, url, context }: { request: Request; url: URL; context: Readonly<RouterContextProvider> },
  prefix: string,
  regions: Record<K, ReactNode>,
  { perVisitor = false, variant = "" }: { perVisitor?: boolean; variant?: string } = {},
): Record<K, StaticRegionData> {
  // Loaders get the raw request (a client-side navigation asks for `<path>.data`) and the page's
  // own URL, normalised, in `url`.
  const { pathname } = url;
  const result = {} as Record<K, StaticRegionData>;
  for (const name of Object.keys(regions) as K[]) {
    const id = `${prefix}-${name}`;
    const html = render(id, `${id} ${variant} ${pathname}`, pathname, regions[name], !perVisitor);
    result[name] = handOver({ request, context }, id, html);
  }
  return result;
}

/** The region's HTML to the document (entry.server streams it) or, for a data request, to the loader data. */
function handOver(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  id: string,
  html: string,
): StaticRegionData {
  if (new URL(request.url).pathname.endsWith(".data")) return { id, html };
  let forDocument = documentRegions.get(context);
  if (!forDocument) {
    forDocument = new Map();
    documentRegions.set(context, forDocument);
  }
  forDocument.set(id, html);
  return { id, html: null };
}

/**
 * A region whose markup the caller rendered with regionMarkup and keeps itself — content from the
 * database, cached until it changes (the help articles' page cache), which the path-keyed cache
 * above cannot know about.
 */
export function prerenderedRegion(
  args: { request: Request; context: Readonly<RouterContextProvider> },
  id: string,
  html: string,
): StaticRegionData {
  return handOver(args, id, html);
}

/** The regions the loaders of this document request rendered, for entry.server. */
export function documentStaticRegions(context: Readonly<RouterContextProvider>): ReadonlyMap<string, string> {
  return documentRegions.get(context) ?? new Map();
}

/** A page that is static from top to bottom: one region, and its meta tags (kept out of the bundle too). */
export function staticPage<M>(
  args: { request: Request; url: URL; context: Readonly<RouterContextProvider> },
  prefix: string,
  meta: M,
  content: ReactNode,
) {
  return { meta, page: staticRegions(args, prefix, { page: content }).page };
}
