// The blog's published posts, from the database (blog_posts, edited in the console), rendered to
// HTML and kept per process until a post changes (app/lib/public-snapshot/snapshot.server.ts): one
// stamp query per request, a reload only after an edit. Drafts and archived posts are never loaded,
// so no page, feed or sitemap can show them.
import { eq } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import type { Database } from "~/db/client.server";
import { blogPosts } from "~/db/schema";
import { publicSnapshot, tableStamp } from "~/lib/public-snapshot/snapshot.server";
import { countWords, readTimeMinutes } from "./format";
import { renderMarkdown } from "./markdown.server";
import { sortNewestFirst } from "./query";
import { type IllustrationName, illustrationNames, type Post, type PostSummary } from "./types";

/** A post's text and facts as the database keeps them. */
export type PostRecord = Pick<
  typeof blogPosts.$inferSelect,
  | "slug"
  | "title"
  | "excerpt"
  | "author"
  | "publishedOn"
  | "body"
  | "tags"
  | "featured"
  | "category"
  | "imageName"
  | "imageAlt"
> &
  Partial<Pick<typeof blogPosts.$inferSelect, "language">>;

const isIllustration = (name: string): name is IllustrationName =>
  (illustrationNames as readonly string[]).includes(name);

/** A post as the pages show it: its body rendered with the blog's safe markdown rules. */
export function renderPost(record: PostRecord): Post {
  const rendered = renderMarkdown(record.body);
  const wordCount = countWords(rendered.text);
  return {
    id: record.slug,
    slug: record.slug,
    title: record.title,
    excerpt: record.excerpt,
    author: record.author,
    publishedAt: record.publishedOn,
    tags: record.tags,
    featured: record.featured,
    category: record.category,
    // An illustration PostIllustration cannot draw falls back to the first one rather than break the page.
    image: { name: isIllustration(record.imageName) ? record.imageName : illustrationNames[0], alt: record.imageAlt },
    readTime: readTimeMinutes(wordCount),
    html: rendered.html,
    headings: rendered.headings,
    wordCount,
    ...(record.language === undefined ? {} : { language: record.language }),
  };
}

/** A post without its body, for lists, cards and the feed. */
export function toSummary({ html: _html, headings: _headings, wordCount: _wordCount, ...summary }: Post): PostSummary {
  return summary;
}

export type PublishedPosts = {
  /** Changes with every edit of any post: part of the keys of what is rendered from them. */
  stamp: string;
  /** Newest first. */
  posts: Post[];
  summaries: PostSummary[];
  bySlug: ReadonlyMap<string, Post>;
};

async function loadPublishedPosts(db: Database, stamp: string): Promise<PublishedPosts> {
  const records = await db.select().from(blogPosts).where(eq(blogPosts.status, "published"));
  const posts = sortNewestFirst(records.map(renderPost));
  return { stamp, posts, summaries: posts.map(toSummary), bySlug: new Map(posts.map((post) => [post.slug, post])) };
}

const snapshot = publicSnapshot({ stamp: (db) => tableStamp(db, blogPosts), load: loadPublishedPosts });

/** The published posts for this request (kept per process until a post changes). */
export function publishedPosts(context: Readonly<RouterContextProvider>): Promise<PublishedPosts> {
  return snapshot.forRequest(context);
}

/** The same outside a request (jobs, tests). */
export function readPublishedPosts(db: Database): Promise<PublishedPosts> {
  return snapshot.read(db);
}
