// /sitemap.xml, /robots.txt and /.well-known/security.txt, built from the page list and content.
import { securityTxt } from "~/content/seo";
import { hrefLang, localeOf, pathIn } from "~/lib/i18n/locale";
import type { SeoPage } from "./pages.server";
import { absoluteUrl } from "./structured-data.server";

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A page the database publishes (a help article): its path and the day it last changed (YYYY-MM-DD). */
export type SitemapEntry = Pick<SeoPage, "path" | "lastmod">;

/** A page in the sitemap: its path in one language and the paths of it in every language it exists in. */
function urlEntry(path: string, lastmod: string, alternates: readonly string[]): string {
  const links = alternates.map(
    (alternate) =>
      `<xhtml:link rel="alternate" hreflang="${hrefLang[localeOf(alternate)]}" href="${escapeXml(absoluteUrl(alternate))}"/>`,
  );
  const [first] = alternates;
  if (alternates.length > 1 && first) {
    links.push(`<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(absoluteUrl(first))}"/>`);
  }
  return `<url><loc>${escapeXml(absoluteUrl(path))}</loc><lastmod>${lastmod}</lastmod>${links.join("")}</url>`;
}

/**
 * The sitemap protocol's urlset: every indexed page with the date its content last changed, in both
 * languages (each with its alternates, as Google's hreflang sitemaps have them), then the pages
 * published from the database (`published`, each in the language it was written in).
 */
export function sitemapXml(pages: readonly SeoPage[], published: readonly SitemapEntry[] = []): string {
  const urls: string[] = [];
  for (const page of pages.filter((entry) => entry.indexed)) {
    const alternates = page.languages.map((locale) => pathIn(locale, page.path));
    for (const path of alternates) urls.push(urlEntry(path, page.lastmod, alternates));
  }
  for (const page of published) urls.push(urlEntry(page.path, page.lastmod, []));
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">`,
    ...urls,
    `</urlset>`,
    "",
  ].join("\n");
}

/**
 * Everyone may crawl the public pages; the account and staff areas are noindex pages behind sign-in
 * and are left alone too (a noindex page must stay crawlable for the noindex to be seen).
 */
export function robotsTxt(): string {
  return ["User-agent: *", "Allow: /", "", `Sitemap: ${absoluteUrl("/sitemap.xml")}`, ""].join("\n");
}

/** RFC 9116. Expires is computed from `now`, so the served file never goes stale. */
export function securityTxtBody(now: Date): string {
  const expires = new Date(now.getTime() + securityTxt.validDays * 24 * 60 * 60 * 1000);
  // Whole seconds, in UTC, as RFC 3339 (the RFC's format for Expires).
  expires.setUTCHours(0, 0, 0, 0);
  return [
    `Contact: mailto:${securityTxt.contactEmail}`,
    `Expires: ${expires.toISOString().replace(".000Z", "Z")}`,
    `Preferred-Languages: ${securityTxt.preferredLanguages}`,
    `Canonical: ${absoluteUrl("/.well-known/security.txt")}`,
    "",
  ].join("\n");
}
