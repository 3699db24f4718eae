// The console's blog post and job opening pages, the zod-free pieces shared by the pages (browser)
// and the server: the limits, the forms' fields, what the record pages' actions answer, and the
// lists' URLs.
import type { PublicationStatus } from "~/db/publishing-schema";
import type { CaseActionData } from "~/lib/casework/case-form";
import { choiceParam, defineListCodec, pageParam, textParam } from "~/lib/casework/list-codec";
import { locales } from "~/lib/i18n/locale";

/**
 * The statuses in lifecycle order: the database's list (publicationStatuses), written out so the
 * schema stays out of the browser.
 */
export const publicationStatusNames: readonly PublicationStatus[] = ["draft", "published", "archived"];

/** The lists' URL: ?status=&language=&q=&page= (bookmarkable). */
export const publicationList = defineListCodec({
  status: choiceParam(publicationStatusNames),
  language: choiceParam(locales),
  q: textParam(100),
  page: pageParam(),
});
export type PublicationQuery = ReturnType<typeof publicationList.parse>;

/** What every published record's page posts: save, preview, restore, and the publishing moves. */
type PublicationIntent = "save" | "preview" | "restore" | "publish" | "unpublish" | "archive";

// ---------------------------------------------------------------------------------------------------
// Blog posts: the old frontmatter's rules (app/lib/blog/schema.ts), checked again on the server.

export const BLOG_POST_LIMITS = {
  title: 120,
  excerptMin: 80,
  excerptMax: 200,
  category: 40,
  tags: 5 * 41,
  imageAlt: 160,
  body: 100_000,
  note: 300,
} as const;

export const blogPostFieldNames = [
  "title",
  "slug",
  "excerpt",
  "author",
  "publishedOn",
  "category",
  "tags",
  "featured",
  "imageName",
  "imageAlt",
  "body",
  "language",
  "note",
] as const;
export type BlogPostField = (typeof blogPostFieldNames)[number];

export type BlogPostIntent = PublicationIntent;

/** What a preview carries: the post as the blog renders it (the body's safe HTML and its read time). */
export type BlogPostPreview = { html: string; readTime: number };

export type BlogPostActionData = CaseActionData<BlogPostIntent, BlogPostField, { preview?: BlogPostPreview }>;

// ---------------------------------------------------------------------------------------------------
// Job openings.

export const JOB_OPENING_LIMITS = {
  title: 120,
  line: 120,
  description: 2_000,
  /** Requirements, responsibilities and skills: one per line. */
  list: 4_000,
  listItem: 300,
  listMin: 3,
  listMax: 15,
  note: 300,
} as const;

/** What an opening's "Type" offers (the careers page's JobPosting data reads its employment type from it). */
export const employmentTypes = ["Full-time", "Part-time", "Contract", "Internship"] as const;

export const jobOpeningFieldNames = [
  "title",
  "slug",
  "department",
  "location",
  "employmentType",
  "experience",
  "salaryRange",
  "description",
  "requirements",
  "responsibilities",
  "skills",
  "postedOn",
  "applicationDeadline",
  "language",
  "note",
] as const;
export type JobOpeningField = (typeof jobOpeningFieldNames)[number] | "deadline";

/** An opening's page adds one move of its own: a new deadline (reopen a closed opening, or extend it). */
export type JobOpeningIntent = PublicationIntent | "deadline";

export type JobOpeningActionData = CaseActionData<JobOpeningIntent, JobOpeningField, { preview?: boolean }>;
