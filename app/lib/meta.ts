import type { MetaDescriptor } from "react-router";
import type { PageCopy } from "~/content/pages";
import { siteIdentity } from "~/content/site-identity";
import { localeOf, ogLocale } from "~/lib/i18n/locale";

/** Full <title>: the page's title followed by the company name. */
export function documentTitle(title: string) {
  return `${title} | ${siteIdentity.name}`;
}

/** What makes two meta tags the same tag: their `name` or `property` (e.g. "og:type"). */
function metaKey(descriptor: MetaDescriptor): string | null {
  if ("name" in descriptor && typeof descriptor.name === "string") return `name:${descriptor.name}`;
  if ("property" in descriptor && typeof descriptor.property === "string") return `property:${descriptor.property}`;
  return null;
}

/**
 * Title, description, canonical URL and Open Graph tags of one page. `extra` tags are appended; one
 * that names a default tag replaces it (e.g. `{ property: "og:type", content: "article" }`).
 */
export function pageMeta(
  { title, description }: Pick<PageCopy, "title" | "description">,
  path: string,
  extra: MetaDescriptor[] = [],
): MetaDescriptor[] {
  const url = new URL(path, siteIdentity.url).href;
  const locale = localeOf(path);
  const replaced = new Set(extra.map(metaKey).filter((key) => key !== null));
  const defaults: MetaDescriptor[] = [
    { title: documentTitle(title) },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: siteIdentity.name },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:type", content: "website" },
    { property: "og:locale", content: ogLocale[locale] },
  ];
  return [...defaults.filter((descriptor) => !replaced.has(metaKey(descriptor) ?? "")), ...extra];
}

/**
 * A page's head as its loader hands it over: the words and path `pageMeta` makes the tags from, not
 * the tags themselves, so the page's data (in every document) does not carry the canonical address,
 * the Open Graph copies of the title and description and the rest twice.
 */
export type PageHead = { title: string; description: string; path: string; extra?: MetaDescriptor[] };

export function pageHead(
  { title, description }: Pick<PageCopy, "title" | "description">,
  path: string,
  extra?: MetaDescriptor[],
): PageHead {
  return extra ? { title, description, path, extra } : { title, description, path };
}

/** A route's `meta` from its loader's head (or tags it made itself, as they are). */
export function metaTags(head: PageHead | MetaDescriptor[] | undefined): MetaDescriptor[] {
  if (!head) return [];
  return Array.isArray(head) ? head : pageMeta(head, head.path, head.extra);
}

/**
 * The notice a record written only in the other language gets at this language's address: kept out of
 * search results, with the record's own page as its canonical URL.
 */
export function otherLanguageNoticeMeta(
  { title, description }: Pick<PageCopy, "title" | "description">,
  recordPath: string,
): MetaDescriptor[] {
  return [
    { title: documentTitle(title) },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: new URL(recordPath, siteIdentity.url).href },
    { name: "robots", content: "noindex, follow" },
  ];
}
