// What the company publishes from the console besides help articles: the blog's posts and the
// careers page's job openings. Until issue 29 both lived in code (content/blog/*.md and
// app/content/jobs.ts); migration 0023 imported them unchanged (slugs, dates, text). Each keeps the
// help articles' shape: the current text on the record, every saved version beside it (who, when;
// restore copies an old one into a new version), a history of what happened, and draft / published /
// archived — nothing but a published record is reachable by URL. Relative imports only:
// scripts/db-migrate.ts loads the schema directly under Node.
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./accounts-schema.ts";
import { caseEventsTable } from "./case-events.ts";
import { createdAt, inList, languageColumn, siteLanguages } from "./columns.ts";

/** draft: never public; published: on the site; archived: withdrawn (kept with its history, unreachable by URL). */
export const publicationStatuses = ["draft", "published", "archived"] as const;
export type PublicationStatus = (typeof publicationStatuses)[number];

/** What can happen to a post or an opening (the help articles' list, without drafting from a ticket). */
export const publicationEventKinds = [
  "created",
  "edited",
  "published",
  "unpublished",
  "archived",
  "restored",
  "note",
] as const;
export type PublicationEventKind = (typeof publicationEventKinds)[number];

/** A post's or an opening's address: lower-case words joined by hyphens (kept when archived, so a link never changes meaning). */
const slugCheck = (name: string, slug: unknown) =>
  check(name, sql`${slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(${slug}) <= 120`);

// ---------------------------------------------------------------------------------------------------
// Blog posts: /blog, /blog/{slug}, the RSS feed, the sitemap.

/** A post's text and facts: the same columns on the post (the current version) and on each saved version. */
const blogPostContent = () => ({
  title: text("title").notNull(),
  /** One or two sentences: the list cards, the meta description and the feed. */
  excerpt: text("excerpt").notNull(),
  /** A team member's name (app/content/team.ts). */
  author: text("author").notNull(),
  /** The date the post shows and the feed gives (YYYY-MM-DD, the India day it first appeared). */
  publishedOn: date("published_on", { mode: "string" }).notNull(),
  /** Markdown, rendered with the blog's safe rules. */
  body: text("body").notNull(),
  tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
  featured: boolean("featured").notNull().default(false),
  category: text("category").notNull(),
  /** One of the illustrations PostIllustration draws (app/lib/blog/types.ts' illustrationNames), and its alt text. */
  imageName: text("image_name").notNull(),
  imageAlt: text("image_alt").notNull(),
});

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    slug: text("slug").notNull(),
    status: text("status", { enum: publicationStatuses }).notNull().default("draft"),
    ...blogPostContent(),
    /** The current version's number (blog_post_versions holds it and every earlier one). */
    version: integer("version").notNull().default(1),
    /** When it was last published from the console and by whom (null for the imported posts until they are). */
    publishedAt: timestamp("published_at", { withTimezone: true }),
    publishedById: bigint("published_by_id", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    createdById: bigint("created_by_id", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    /** The language the post is written in; the other language's page says so and links to it. */
    language: languageColumn("language"),
    createdAt: createdAt(),
    /** Changes with every edit, publish and archive: the public pages' cache stamp. */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("blog_posts_language_check", sql`${table.language} in (${inList(siteLanguages)})`),
    uniqueIndex("blog_posts_slug_key").on(table.slug),
    index("blog_posts_status_published_on_idx").on(table.status, table.publishedOn),
    check("blog_posts_status_check", sql`${table.status} in (${inList(publicationStatuses)})`),
    slugCheck("blog_posts_slug_check", table.slug),
    check("blog_posts_version_check", sql`${table.version} >= 1`),
  ],
);

export const blogPostVersions = pgTable(
  "blog_post_versions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    postId: bigint("post_id", { mode: "number" })
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    ...blogPostContent(),
    editedById: bigint("edited_by_id", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    editedAt: timestamp("edited_at", { withTimezone: true }).notNull().defaultNow(),
    /** The editor's word on what changed ("Restored version 3", "Imported from the code"). */
    note: text("note"),
  },
  (table) => [uniqueIndex("blog_post_versions_post_version_key").on(table.postId, table.version)],
);

export const blogPostEvents = caseEventsTable("blog_post_events", {
  record: { key: "postId", column: "post_id", references: () => blogPosts.id, index: "blog_post_events_post_idx" },
  kinds: publicationEventKinds,
});

// ---------------------------------------------------------------------------------------------------
// Job openings: /careers, /careers/{slug} with its application form, the sitemap.

/** An opening's text and facts: the same columns on the opening and on each saved version. */
const jobOpeningContent = () => ({
  title: text("title").notNull(),
  /** A department of app/content/schema.ts' Department list (Development, Support, Cloud, …). */
  department: text("department").notNull(),
  location: text("location").notNull(),
  /** Full-time, … (the JobPosting's employmentType is derived from it). */
  employmentType: text("employment_type").notNull(),
  experience: text("experience").notNull(),
  /** Display text in rupees per year, e.g. '₹3,00,000 - ₹5,00,000'. */
  salaryRange: text("salary_range").notNull(),
  description: text("description").notNull(),
  requirements: text("requirements").array().notNull().default(sql`'{}'::text[]`),
  responsibilities: text("responsibilities").array().notNull().default(sql`'{}'::text[]`),
  skills: text("skills").array().notNull().default(sql`'{}'::text[]`),
  /** The date the opening shows as posted (YYYY-MM-DD). */
  postedOn: date("posted_on", { mode: "string" }).notNull(),
  /**
   * The last day applications are taken, judged in India (app/lib/careers/apply-form.ts'
   * isOpeningOpen). After it the page says the opening is closed and it leaves /careers and the
   * sitemap; staff reopen or extend it by moving this date.
   */
  applicationDeadline: date("application_deadline", { mode: "string" }).notNull(),
});

export const jobOpenings = pgTable(
  "job_openings",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** The address /careers/{slug}; job applications name their opening by it (job_applications.opening_id). */
    slug: text("slug").notNull(),
    status: text("status", { enum: publicationStatuses }).notNull().default("draft"),
    ...jobOpeningContent(),
    version: integer("version").notNull().default(1),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    publishedById: bigint("published_by_id", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    createdById: bigint("created_by_id", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    /** The language the opening is written in; the other language's page says so and links to it. */
    language: languageColumn("language"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("job_openings_language_check", sql`${table.language} in (${inList(siteLanguages)})`),
    uniqueIndex("job_openings_slug_key").on(table.slug),
    index("job_openings_status_deadline_idx").on(table.status, table.applicationDeadline),
    check("job_openings_status_check", sql`${table.status} in (${inList(publicationStatuses)})`),
    slugCheck("job_openings_slug_check", table.slug),
    check("job_openings_version_check", sql`${table.version} >= 1`),
  ],
);

export const jobOpeningVersions = pgTable(
  "job_opening_versions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    openingId: bigint("opening_id", { mode: "number" })
      .notNull()
      .references(() => jobOpenings.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    ...jobOpeningContent(),
    editedById: bigint("edited_by_id", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    editedAt: timestamp("edited_at", { withTimezone: true }).notNull().defaultNow(),
    note: text("note"),
  },
  (table) => [uniqueIndex("job_opening_versions_opening_version_key").on(table.openingId, table.version)],
);

export const jobOpeningEvents = caseEventsTable("job_opening_events", {
  record: {
    key: "openingId",
    column: "opening_id",
    references: () => jobOpenings.id,
    index: "job_opening_events_opening_idx",
  },
  kinds: publicationEventKinds,
});
