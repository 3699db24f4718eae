// /sitemap.xml, /robots.txt and /.well-known/security.txt, built from the page list and content.
import { securityTxt } from "~/content/seo";
import type { SeoPage } from "./pages.server";
import { absoluteUrl } from "./structured-data.server";

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A page the database publishes (a help article): its path and the day it last changed (YYYY-MM-DD). */
export type SitemapEntry = Pick<SeoPage, "path" | "lastmod">;

/**
 * The sitemap protocol's urlset: every indexed page with the date its content last changed, then the
 * pages published from the database (`published`).
 */
export function sitemapXml(pages: readonly SeoPage[], published: readonly SitemapEntry[] = []): string {
  const urls = [...pages.filter((page) => page.indexed), ...published].map(
    (page) => `<url><loc>${escapeXml(absoluteUrl(page.path))}</loc><lastmod>${page.lastmod}</lastmod></url>`,
  );
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`,
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
