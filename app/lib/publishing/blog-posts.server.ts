// Blog posts as the console works them: the case type over blog_posts and its history, the
// publishing kit's commands bound to it, the list and one post's page.
import { count, desc, eq, ilike, or } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { blogPostEvents, blogPosts, blogPostVersions } from "~/db/schema";
import { defineCaseType } from "~/lib/casework/case-type.server";
import { findPage } from "~/lib/casework/finder.server";
import { containsPattern } from "~/lib/casework/list-codec";
import { listPublicationVersions, type PublishedKind } from "./records.server";
import type { PublicationQuery } from "./staff-query";

export const blogPostCase = defineCaseType({
  subject: "blog_post",
  auditPrefix: "blog_post",
  table: blogPosts,
  events: blogPostEvents,
  eventRecordKey: "postId",
  touchKey: "updatedAt",
});

/** What an editor writes: every version holds these. */
export type BlogPostFields = {
  title: string;
  excerpt: string;
  author: string;
  publishedOn: string;
  body: string;
  tags: string[];
  featured: boolean;
  category: string;
  imageName: string;
  imageAlt: string;
};

export const blogPostKind: PublishedKind<BlogPostFields> = {
  caseType: blogPostCase,
  versions: blogPostVersions,
  versionRecordKey: "postId",
  fieldNames: [
    "title",
    "excerpt",
    "author",
    "publishedOn",
    "body",
    "tags",
    "featured",
    "category",
    "imageName",
    "imageAlt",
  ],
  slugFallback: "post",
  // Once a post has been on the blog, its address is in feeds, shares and search engines.
  slugFixed: (row) => row.status !== "draft" || row.publishedAt !== null,
};

/** One page of posts, newest date first, filtered by status and words of the title or address. */
export async function listStaffBlogPosts(db: Database, query: PublicationQuery) {
  return findPage({
    rows: db
      .select({
        id: blogPosts.id,
        title: blogPosts.title,
        slug: blogPosts.slug,
        status: blogPosts.status,
        publishedOn: blogPosts.publishedOn,
        language: blogPosts.language,
        version: blogPosts.version,
        updatedAt: blogPosts.updatedAt,
      })
      .from(blogPosts)
      .$dynamic(),
    count: db.select({ value: count() }).from(blogPosts).$dynamic(),
    where: [
      query.status && eq(blogPosts.status, query.status),
      query.language && eq(blogPosts.language, query.language),
      query.q && or(ilike(blogPosts.title, containsPattern(query.q)), ilike(blogPosts.slug, containsPattern(query.q))),
    ],
    orderBy: [desc(blogPosts.publishedOn), desc(blogPosts.id)],
    page: query.page,
  });
}
export type StaffBlogPostRow = Awaited<ReturnType<typeof listStaffBlogPosts>>["rows"][number];

/** One post as its page reads it: the current text and every version (who, when, note). */
export async function getStaffBlogPost(db: Database, id: number) {
  const [post] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
  if (!post) return null;
  const versions = await listPublicationVersions(db, blogPostKind, id);
  return { ...post, slugFixed: blogPostKind.slugFixed?.(post) ?? false, versions };
}
export type StaffBlogPost = NonNullable<Awaited<ReturnType<typeof getStaffBlogPost>>>;
