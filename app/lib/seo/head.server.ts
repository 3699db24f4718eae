// What entry.server adds to the <head> of each document: the icon and manifest links, the share
// image's Open Graph and Twitter tags and the page's JSON-LD. Added to the rendered HTML on the server, so none of it is in the
// browser's JavaScript or in the page data (React leaves tags it did not render in <head> alone).
import { localeOf, unlocalizedPath } from "~/lib/i18n/locale";
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from "./share-image.server";
import { absoluteUrl, defaultShareImage, type SeoPage, type SeoPublished, seoPages } from "./pages.server";
import { jsonLdScript } from "./structured-data.server";

export type SeoIndex = { pages: SeoPage[]; byPath: ReadonlyMap<string, SeoPage> };

const indexes = new WeakMap<SeoPublished["posts"], WeakMap<SeoPublished["openings"], SeoIndex>>();

/**
 * The pages by path, built once per pair of lists: the published posts and openings are read from the
 * database and kept per process until one of them changes, so the same arrays come back until then.
 */
export function seoIndex(published: SeoPublished): SeoIndex {
  let byOpenings = indexes.get(published.posts);
  if (!byOpenings) {
    byOpenings = new WeakMap();
    indexes.set(published.posts, byOpenings);
  }
  let index = byOpenings.get(published.openings);
  if (!index) {
    const pages = seoPages(published);
    index = { pages, byPath: new Map(pages.map((page) => [page.path, page])) };
    byOpenings.set(published.openings, index);
  }
  return index;
}

const escapeAttribute = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** The tags by path, per index: a new index (a post or opening edited) builds them again. */
const heads = new WeakMap<SeoIndex, Map<string, string>>();

/**
 * The icons built from public/favicon.svg (scripts/build-seo-assets.ts) and the web app manifest.
 * favicon.ico is for browsers and tools without SVG icons (root.tsx links the SVG one).
 */
const ICON_LINKS = [
  `<link rel="icon" href="/favicon.ico" sizes="32x32"/>`,
  `<link rel="apple-touch-icon" href="/apple-touch-icon.png"/>`,
  `<link rel="manifest" href="/site.webmanifest"/>`,
].join("");

/**
 * The tags for the document at `pathname`: its own share image and JSON-LD when the page answered
 * 200 and is listed, the site's share image otherwise (account, staff and error pages).
 */
export function documentHeadTags(index: SeoIndex, pathname: string, status: number): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  // A Malayalam page shows its English twin's picture and structured data (which stays English),
  // if the page is written in Malayalam at all (a post written in English is not).
  const page = status === 200 ? index.byPath.get(unlocalizedPath(path)) : undefined;
  const listed = page?.languages.includes(localeOf(path)) ? page : undefined;
  const key = listed ? listed.path : "";
  let forIndex = heads.get(index);
  if (!forIndex) {
    forIndex = new Map();
    heads.set(index, forIndex);
  }
  const cached = forIndex.get(key);
  if (cached !== undefined) return cached;
  const { image, imageAlt } = listed ?? defaultShareImage();
  const imageUrl = absoluteUrl(image.path);
  const tags = [
    ICON_LINKS,
    `<meta property="og:image" content="${escapeAttribute(imageUrl)}"/>`,
    `<meta property="og:image:width" content="${SHARE_IMAGE_WIDTH}"/>`,
    `<meta property="og:image:height" content="${SHARE_IMAGE_HEIGHT}"/>`,
    `<meta property="og:image:alt" content="${escapeAttribute(imageAlt)}"/>`,
    `<meta name="twitter:card" content="summary_large_image"/>`,
  ];
  const nodes = listed?.structuredData?.(imageUrl);
  if (nodes?.length) tags.push(jsonLdScript(nodes));
  const html = tags.join("");
  forIndex.set(key, html);
  return html;
}

/** The HTML with the tags placed at the end of its <head>. */
export function withHeadTags(html: string, tags: string): string {
  const end = html.indexOf("</head>");
  return end === -1 ? html : html.slice(0, end) + tags + html.slice(end);
}
