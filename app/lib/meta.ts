import type { MetaDescriptor } from "react-router";
import type { PageCopy } from "~/content/pages";
import { site } from "~/content/site";

/** Full <title>: the page's title followed by the company name. */
export function documentTitle(title: string) {
  return `${title} | ${site.name}`;
}

/** Title, description, canonical URL and Open Graph tags of one page. */
export function pageMeta(
  { title, description }: Pick<PageCopy, "title" | "description">,
  path: string,
  extra: MetaDescriptor[] = [],
): MetaDescriptor[] {
  const url = new URL(path, site.url).href;
  return [
    { title: documentTitle(title) },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:type", content: "website" },
    { property: "og:locale", content: "en_IN" },
    ...extra,
  ];
}
