import { describe, expect, it } from "vitest";
import {
  BLOG_PAGE_SIZE,
  blogHref,
  collectTags,
  describeResults,
  filterPosts,
  parseBlogFilter,
  parsePageNumber,
  relatedPosts,
  resolveBlogList,
  sortNewestFirst,
} from "./query";
import type { PostSummary } from "./types";

function post(n: number, overrides: Partial<PostSummary> = {}): PostSummary {
  const slug = `post-${n}`;
  return {
    id: slug,
    slug,
    title: `Post ${n}`,
    excerpt: `Excerpt of post ${n}`,
    author: "Meera Suresh",
    publishedAt: `2026-01-${String(30 - n).padStart(2, "0")}`,
    tags: ["General"],
    featured: false,
    category: "General",
    readTime: 4,
    image: { name: "shield", alt: "An illustration" },
    ...overrides,
  };
}

const fixtures = [
  post(1, { title: "Cloud Migration Best Practices", tags: ["Cloud", "Small Business"] }),
  post(2, { excerpt: "Backups that survive RANSOMWARE", tags: ["Backup", "Security"] }),
  post(3, { tags: ["Security", "Small Business"] }),
  post(4, { tags: ["Mobile"] }),
];

/** n posts, newest first, for paging. */
const many = (n: number) => Array.from({ length: n }, (_, i) => post(i + 1));
const view = (posts: PostSummary[], query: string) => {
  const result = resolveBlogList(posts, new URLSearchParams(query));
  if (!("view" in result)) throw new Error(`expected a view, got a redirect to ${result.redirectTo}`);
  return result.view;
};
const redirectOf = (posts: PostSummary[], query: string) => {
  const result = resolveBlogList(posts, new URLSearchParams(query));
  return "redirectTo" in result ? result.redirectTo : null;
};

describe("search", () => {
  it("matches title, excerpt or any tag, case-insensitively", () => {
    expect(filterPosts(fixtures, { q: "cloud", tag: "" }).map((p) => p.slug)).toEqual(["post-1"]);
    expect(filterPosts(fixtures, { q: "ransomware", tag: "" }).map((p) => p.slug)).toEqual(["post-2"]);
    expect(filterPosts(fixtures, { q: "SECURITY", tag: "" }).map((p) => p.slug)).toEqual(["post-2", "post-3"]);
    expect(filterPosts(fixtures, { q: "small bus", tag: "" }).map((p) => p.slug)).toEqual(["post-1", "post-3"]);
  });

  it("returns everything for an empty search and nothing when nothing matches", () => {
    expect(filterPosts(fixtures, { q: "", tag: "" })).toHaveLength(4);
    expect(filterPosts(fixtures, { q: "blockchain", tag: "" })).toEqual([]);
  });

  it("treats regex characters as plain text", () => {
    expect(filterPosts(fixtures, { q: ".*", tag: "" })).toEqual([]);
  });
});

describe("tag filter", () => {
  it("requires the exact tag", () => {
    expect(filterPosts(fixtures, { q: "", tag: "Security" }).map((p) => p.slug)).toEqual(["post-2", "post-3"]);
    expect(filterPosts(fixtures, { q: "", tag: "security" })).toEqual([]);
    expect(filterPosts(fixtures, { q: "", tag: "Secur" })).toEqual([]);
  });

  it("combines with the search", () => {
    expect(filterPosts(fixtures, { q: "small", tag: "Security" }).map((p) => p.slug)).toEqual(["post-3"]);
  });

  it("lists every tag once, alphabetically", () => {
    expect(collectTags(fixtures)).toEqual(["Backup", "Cloud", "Mobile", "Security", "Small Business"]);
  });
});

describe("reading the URL", () => {
  it("trims, collapses and caps the search and tag", () => {
    expect(parseBlogFilter(new URLSearchParams("q=%20%20cloud%20%20%20migration%20&tag=%20Security%20"))).toEqual({
      q: "cloud migration",
      tag: "Security",
    });
    expect(parseBlogFilter(new URLSearchParams(`q=${"a".repeat(500)}`)).q).toHaveLength(100);
    expect(parseBlogFilter(new URLSearchParams(""))).toEqual({ q: "", tag: "" });
  });

  it("accepts only positive whole page numbers", () => {
    expect(parsePageNumber("2")).toBe(2);
    expect(parsePageNumber("002")).toBe(2);
    for (const raw of [null, "", "0", "-1", "2.5", "abc", "1e3", " 2", "9999999"])
      expect(parsePageNumber(raw)).toBeNull();
  });

  it("builds one URL per view, leaving out empty filters and page 1", () => {
    expect(blogHref()).toBe("/blog");
    expect(blogHref({ q: "", tag: "", page: 1 })).toBe("/blog");
    expect(blogHref({ q: "cloud migration", tag: "Small Business", page: 2 })).toBe(
      "/blog?q=cloud+migration&tag=Small+Business&page=2",
    );
    expect(blogHref({ tag: "A&B" })).toBe("/blog?tag=A%26B");
  });
});

describe("featured rule and pagination", () => {
  it(`shows ${BLOG_PAGE_SIZE} posts per page: the first filtered post as featured on page 1, the rest in the grid`, () => {
    const page1 = view(many(14), "");
    expect(page1.featured?.slug).toBe("post-1");
    expect(page1.posts.map((p) => p.slug)).toEqual(["post-2", "post-3", "post-4", "post-5", "post-6"]);
    expect(page1).toMatchObject({ page: 1, totalPages: 3, totalCount: 14 });

    const page2 = view(many(14), "page=2");
    expect(page2.featured).toBeNull();
    expect(page2.posts.map((p) => p.slug)).toEqual(["post-7", "post-8", "post-9", "post-10", "post-11", "post-12"]);

    const page3 = view(many(14), "page=3");
    expect(page3.posts.map((p) => p.slug)).toEqual(["post-13", "post-14"]);
  });

  it("features the first post of the filtered list, not of all posts", () => {
    const filtered = view(fixtures, "tag=Security");
    expect(filtered.featured?.slug).toBe("post-2");
    expect(filtered.posts.map((p) => p.slug)).toEqual(["post-3"]);
  });

  it("has no featured post and no cards when nothing matches, on a single page", () => {
    expect(view(fixtures, "q=nothing-like-this")).toMatchObject({
      featured: null,
      posts: [],
      totalCount: 0,
      totalPages: 1,
      page: 1,
    });
  });

  it("fits exactly six posts on one page", () => {
    expect(view(many(6), "")).toMatchObject({ totalPages: 1, totalCount: 6 });
    expect(view(many(7), "")).toMatchObject({ totalPages: 2 });
  });

  it("redirects out-of-range and malformed page numbers to a page that exists", () => {
    expect(redirectOf(many(14), "page=9")).toBe("/blog?page=3");
    expect(redirectOf(many(14), "q=post&page=99")).toBe("/blog?q=post&page=3");
    expect(redirectOf(many(14), "page=0")).toBe("/blog");
    expect(redirectOf(many(14), "page=-2")).toBe("/blog");
    expect(redirectOf(many(14), "page=abc")).toBe("/blog");
    expect(redirectOf(many(14), "page=")).toBe("/blog");
    expect(redirectOf(fixtures, "tag=Security&page=2")).toBe("/blog?tag=Security");
    expect(redirectOf(many(14), "page=1")).toBe("/blog");
    expect(redirectOf(many(14), "page=2")).toBeNull();
    expect(redirectOf(many(14), "")).toBeNull();
  });
});

describe("ordering and related posts", () => {
  it("sorts newest first, title breaking ties", () => {
    const posts = [
      post(1, { publishedAt: "2026-03-01", title: "B" }),
      post(2, { publishedAt: "2026-05-01" }),
      post(3, { publishedAt: "2026-03-01", title: "A" }),
    ];
    expect(sortNewestFirst(posts).map((p) => p.slug)).toEqual(["post-2", "post-3", "post-1"]);
  });

  it("picks three other posts, most shared tags first, and fills up with the newest", () => {
    const subject = post(9, { tags: ["Security", "Small Business"] });
    expect(relatedPosts(subject, [...fixtures, subject]).map((p) => p.slug)).toEqual(["post-3", "post-1", "post-2"]);
    expect(relatedPosts(fixtures[3]!, fixtures).map((p) => p.slug)).toEqual(["post-1", "post-2", "post-3"]);
    expect(relatedPosts(fixtures[0]!, fixtures.slice(0, 2))).toHaveLength(1);
  });
});

describe("results line", () => {
  it("counts and names the filters", () => {
    expect(describeResults({ totalCount: 6, q: "", tag: "" })).toBe("Showing 6 articles");
    expect(describeResults({ totalCount: 1, q: "cloud", tag: "" })).toBe("Showing 1 article matching “cloud”");
    expect(describeResults({ totalCount: 0, q: "x", tag: "Security" })).toBe(
      "Showing 0 articles matching “x” tagged “Security”",
    );
  });
});
