import { describe, expect, it } from "vitest";
import { clients } from "~/content/clients";
import { projects } from "~/content/projects";
import { services } from "~/content/services";
import { team } from "~/content/team";
import { resolvesToRoute } from "~/lib/site-routes";
import { readTimeMinutes } from "./format";
import { splitFrontmatter } from "./frontmatter.server";
import { renderPost, toSummary } from "./posts.server";
import { relatedPosts } from "./query";
import type { PostFrontmatter } from "./schema";
import { importedPostFiles } from "../../../tests/fixtures/imported-2026-11/blog";
import { parseImportedPosts, parsePost } from "../../../tests/fixtures/imported-2026-11/file-parser";

// The posts migration 0023 imported (their files are test fixtures now; the database holds them).
const posts = parseImportedPosts();

const validFile = `---
title: "A valid post title"
slug: valid-post
excerpt: "An excerpt that is long enough to describe the article in a sentence or two for the list and meta tags."
author: Meera Suresh
publishedAt: "2026-05-04"
tags: [Security, Testing]
featured: false
category: Security
image:
  name: shield
  alt: "A shield"
---

Some **text** here.
`;

describe("the imported articles", () => {
  it("are six valid posts, newest first", () => {
    expect(posts).toHaveLength(6);
    const dates = posts.map((p) => p.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(posts.map((p) => p.slug)).size).toBe(6);
  });

  it("are dated in 2026, before 21 November", () => {
    for (const post of posts)
      expect(post.publishedAt >= "2026-01-01" && post.publishedAt < "2026-11-21", post.slug).toBe(true);
  });

  it("are written by the company team, at least 600 words each, with at least one featured", () => {
    const names = team.map((member) => member.name);
    for (const post of posts) {
      expect(names, post.slug).toContain(post.author);
      expect(post.wordCount, post.slug).toBeGreaterThanOrEqual(600);
    }
    expect(posts.some((p) => p.featured)).toBe(true);
  });

  it("compute their read time from the text", () => {
    for (const post of posts) {
      expect(post.readTime, post.slug).toBe(readTimeMinutes(post.wordCount));
      expect(post.readTime).toBeGreaterThanOrEqual(3);
    }
  });

  it("include the three articles the spec names as related reading", () => {
    const titles = posts.map((p) => p.title.toLowerCase());
    expect(titles.some((t) => t.includes("cloud migration best practices"))).toBe(true);
    expect(titles.some((t) => t.includes("native vs cross-platform"))).toBe(true);
    expect(titles.some((t) => t.includes("cybersecurity essentials for small businesses"))).toBe(true);
  });

  it("have no <h1> (the page title is the one), and use section headings with anchors", () => {
    for (const post of posts) {
      expect(post.html, post.slug).not.toContain("<h1");
      expect(post.headings.length, post.slug).toBeGreaterThanOrEqual(4);
      expect(post.html).toContain('class="heading-anchor"');
    }
  });

  it("link only to pages that exist", () => {
    const known = {
      serviceSlugs: services.map((s) => s.slug),
      projectSlugs: projects.map((p) => p.slug),
      clientIds: clients.map((c) => c.id),
      blogSlugs: posts.map((p) => p.slug),
    };
    for (const post of posts) {
      const hrefs = [...post.html.matchAll(/href="([^"]*)"/g)].map((m) => m[1] ?? "");
      for (const href of hrefs) {
        if (href.startsWith("#"))
          expect(
            post.headings.map((h) => `#${h.id}`),
            `${post.slug}: ${href}`,
          ).toContain(href);
        else expect(resolvesToRoute(href, known), `${post.slug}: ${href}`).toBe(true);
      }
    }
  });

  it("each have three related posts that exist", () => {
    for (const post of posts) {
      const related = relatedPosts(post, posts);
      expect(related, post.slug).toHaveLength(3);
      for (const other of related) {
        expect(other.slug).not.toBe(post.slug);
        expect(posts.map((p) => p.slug)).toContain(other.slug);
      }
    }
  });

  it("render from their database record exactly as from their file, and summaries carry no body", () => {
    for (const { file, source } of importedPostFiles) {
      const { data, body } = splitFrontmatter(source);
      const { publishedAt, image, ...facts } = data as PostFrontmatter;
      const record = { ...facts, featured: facts.featured ?? false, publishedOn: publishedAt, body };
      const post = renderPost({ ...record, imageName: image.name, imageAlt: image.alt });
      expect(post, file).toEqual(parsePost(file, source));
      expect(toSummary(post)).not.toHaveProperty("html");
    }
  });
});

describe("parsePost", () => {
  it("accepts a valid file and fills in id and read time", () => {
    const post = parsePost("/content/blog/valid-post.md", validFile);
    expect(post).toMatchObject({ id: "valid-post", slug: "valid-post", readTime: 1, wordCount: 3 });
    expect(post.html).toBe("<p>Some <strong>text</strong> here.</p>\n");
  });

  it.each([
    ["no frontmatter", "Just text", /missing the ---/],
    [
      "a slug that differs from the file name",
      validFile.replace("slug: valid-post", "slug: other-post"),
      /must match the file name/,
    ],
    ["an author outside the team", validFile.replace("Meera Suresh", "Someone Else"), /author/],
    ["a typed-in read time", validFile.replace("featured: false", "featured: false\nreadTime: 5"), /readTime/],
    ["a date that is not a date", validFile.replace('"2026-05-04"', '"May 4"'), /publishedAt/],
    ["an unknown illustration", validFile.replace("name: shield", "name: photo"), /image\.name/],
    ["a missing title", validFile.replace('title: "A valid post title"\n', ""), /title/],
  ])("rejects %s, naming the file", (_, source, problem) => {
    expect(() => parsePost("/content/blog/valid-post.md", source)).toThrow(/valid-post\.md is invalid/);
    expect(() => parsePost("/content/blog/valid-post.md", source)).toThrow(problem);
  });
});
