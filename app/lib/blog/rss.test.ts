import { describe, expect, it } from "vitest";
import { buildRssFeed, escapeXml, postUrl, rssDate } from "./rss";
import type { PostSummary } from "./types";

const summary: PostSummary = {
  id: "a-post",
  slug: "a-post",
  title: "Backups & <ransomware>",
  excerpt: 'Why "3-2-1" still matters',
  author: "Vishnu Prasad",
  publishedAt: "2026-10-22",
  tags: ["Backup", "Security"],
  featured: false,
  category: "Security",
  readTime: 5,
  image: { name: "backup", alt: "A server" },
};
const channel = { title: "Blog", description: "Advice", siteUrl: "https://www.example.in", language: "en-IN" };

describe("RSS feed", () => {
  it("escapes XML and drops characters XML cannot carry", () => {
    expect(escapeXml(`a & b < c > d "e" 'f'\u0000\u0008`)).toBe("a &amp; b &lt; c &gt; d &quot;e&quot; &apos;f&apos;");
  });

  it("formats dates as RFC 822 and links absolutely", () => {
    expect(rssDate("2026-10-22")).toBe("Thu, 22 Oct 2026 00:00:00 GMT");
    expect(postUrl("https://www.example.in", "a-post")).toBe("https://www.example.in/blog/a-post");
  });

  it("lists each post as an item with link, guid, date, author and categories", () => {
    const xml = buildRssFeed(channel, [summary]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(xml).toContain("<title>Backups &amp; &lt;ransomware&gt;</title>");
    expect(xml).toContain("<link>https://www.example.in/blog/a-post</link>");
    expect(xml).toContain('<guid isPermaLink="true">https://www.example.in/blog/a-post</guid>');
    expect(xml).toContain("<description>Why &quot;3-2-1&quot; still matters</description>");
    expect(xml).toContain("<dc:creator>Vishnu Prasad</dc:creator>");
    expect(xml).toContain("<pubDate>Thu, 22 Oct 2026 00:00:00 GMT</pubDate>");
    expect(xml).toContain("<category>Backup</category>");
    expect(xml).toContain(
      '<atom:link href="https://www.example.in/blog/rss.xml" rel="self" type="application/rss+xml"/>',
    );
    expect(xml).toContain("<lastBuildDate>Thu, 22 Oct 2026 00:00:00 GMT</lastBuildDate>");
    expect(xml.match(/<item>/g)).toHaveLength(1);
  });

  it("is still a valid channel with no posts", () => {
    const xml = buildRssFeed(channel, []);
    expect(xml).not.toContain("<item>");
    expect(xml).not.toContain("lastBuildDate");
  });
});
