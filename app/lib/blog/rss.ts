// RSS 2.0 feed of the articles (served at /blog/rss.xml), built from the same post list as the pages.
import type { PostSummary } from "./types";

export const RSS_PATH = "/blog/rss.xml";

export interface FeedChannel {
  title: string;
  description: string;
  /** The site's origin, e.g. https://www.example.in — links in the feed are absolute. */
  siteUrl: string;
  language: string;
}

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

export function escapeXml(text: string): string {
  // Characters XML 1.0 forbids outright are dropped rather than escaped (they cannot be escaped).
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, "")
    .replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

/** RFC 822 date, as RSS requires: "Tue, 27 Oct 2026 00:00:00 GMT". */
export function rssDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toUTCString();
}

export function postUrl(siteUrl: string, slug: string): string {
  return new URL(`/blog/${encodeURIComponent(slug)}`, siteUrl).href;
}

export function buildRssFeed(channel: FeedChannel, posts: readonly PostSummary[]): string {
  const blogUrl = new URL("/blog", channel.siteUrl).href;
  const feedUrl = new URL(RSS_PATH, channel.siteUrl).href;
  const items = posts.map((post) => {
    const link = postUrl(channel.siteUrl, post.slug);
    return [
      "    <item>",
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <description>${escapeXml(post.excerpt)}</description>`,
      `      <dc:creator>${escapeXml(post.author)}</dc:creator>`,
      `      <pubDate>${rssDate(post.publishedAt)}</pubDate>`,
      ...post.tags.map((tag) => `      <category>${escapeXml(tag)}</category>`),
      "    </item>",
    ].join("\n");
  });
  const newest = posts[0];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${escapeXml(blogUrl)}</link>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    `    <language>${escapeXml(channel.language)}</language>`,
    `    <atom:link href="${escapeXml(feedUrl)}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [`    <lastBuildDate>${rssDate(newest.publishedAt)}</lastBuildDate>`] : []),
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
