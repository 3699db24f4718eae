// The help centre: articles staff write and publish from the console, every saved version of them,
// their history, and what the public side counts about them (views, "Was this helpful?" votes,
// problems solved without a ticket, searches that found nothing). An article's category and what it
// concerns are content keys (app/content/help-categories.ts, app/db/devices-schema.ts' device kinds,
// app/content/services.ts' service ids), not rows: like a plan id, adding one is a content change,
// so no check lists them here. Relative imports only: scripts/db-migrate.ts loads the schema
// directly under Node.
import { type SQL, sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts-schema.ts";
import { caseEventsTable } from "./case-events.ts";
import { createdAt, inList, languageColumn, siteLanguages } from "./columns.ts";
import { tickets } from "./tickets-schema.ts";

/** PostgreSQL's full-text search document; only the database writes it (a generated column). */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * draft: being written, never shown to the public; published: on /help, in search and the sitemap;
 * archived: withdrawn (kept with its history and counts, unreachable by URL).
 */
export const helpArticleStatuses = ["draft", "published", "archived"] as const;
export type HelpArticleStatus = (typeof helpArticleStatuses)[number];

/** The longest search query kept (and searched for): longer input is cut, never an error. */
export const helpSearchQueryMaxLength = 200;

/** The longest problem text kept with a deflection (the new-ticket form's subject and description, cut). */
export const helpDeflectionQueryMaxLength = 1000;

/**
 * The weighted search document: the title counts most, then the summary and the tags, then the body.
 * `help_text_array_to_string` is an immutable wrapper of array_to_string, created by hand in the
 * migration: a generated column only takes immutable functions, and array_to_string is only stable.
 */
const searchDocument = (table: { title: unknown; summary: unknown; body: unknown; tags: unknown }): SQL =>
  sql`setweight(to_tsvector('english', ${table.title}), 'A') || setweight(to_tsvector('english', coalesce(${table.summary}, '')), 'B') || setweight(to_tsvector('english', help_text_array_to_string(${table.tags})), 'B') || setweight(to_tsvector('english', ${table.body}), 'C')`;

export const helpArticles = pgTable(
  "help_articles",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** The address /help/{slug}: lower-case words joined by hyphens, unique (kept when archived, so a link never changes meaning). */
    slug: text("slug").notNull(),
    status: text("status", { enum: helpArticleStatuses }).notNull().default("draft"),
    title: text("title").notNull(),
    /** One or two sentences: the search result's text and the page's meta description. */
    summary: text("summary").notNull(),
    /** Markdown, rendered with the blog's safe rules. */
    body: text("body").notNull(),
    /** A key of app/content/help-categories.ts. */
    category: text("category").notNull(),
    /** Free words staff add so an article is found by what customers call the problem ("wifi", "dvr"). */
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    /** What it is about: device kinds and/or service ids, for related articles and matching a customer's devices. */
    concerns: text("concerns").array().notNull().default(sql`'{}'::text[]`),
    /** The current version's number (help_article_versions holds it and every earlier one). */
    version: integer("version").notNull().default(1),
    /** When it was last published and by whom (the page's date; kept when archived). */
    publishedAt: timestamp("published_at", { withTimezone: true }),
    publishedById: bigint("published_by_id", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    createdById: bigint("created_by_id", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    /** The resolved ticket it was drafted from (the ticket's retention does not take the article with it). */
    sourceTicketId: bigint("source_ticket_id", { mode: "number" }).references(() => tickets.id, {
      onDelete: "set null",
    }),
    /** The language the article is written in; the other language's page says so and links to it. */
    language: languageColumn("language"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** What full-text search matches and ranks (see searchDocument); written by the database on every change. */
    searchDocument: tsvector("search_document")
      .notNull()
      .generatedAlwaysAs((): SQL => searchDocument(helpArticles)),
  },
  (table) => [
    check("help_articles_language_check", sql`${table.language} in (${inList(siteLanguages)})`),
    uniqueIndex("help_articles_slug_key").on(table.slug),
    // The public lists: a category's published articles, newest first.
    index("help_articles_status_category_idx").on(table.status, table.category, table.publishedAt),
    index("help_articles_source_ticket_idx").on(table.sourceTicketId),
    index("help_articles_search_idx").using("gin", table.searchDocument),
    // The typo fallback: trigram similarity on the title and the summary (pg_trgm, created in 0004).
    index("help_articles_title_trgm_idx").using("gin", table.title.op("gin_trgm_ops")),
    index("help_articles_summary_trgm_idx").using("gin", table.summary.op("gin_trgm_ops")),
    check("help_articles_status_check", sql`${table.status} in (${inList(helpArticleStatuses)})`),
    check(
      "help_articles_slug_check",
      sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(${table.slug}) <= 120`,
    ),
    check("help_articles_version_check", sql`${table.version} >= 1`),
    check("help_articles_published_check", sql`${table.status} <> 'published' or ${table.publishedAt} is not null`),
  ],
);

/**
 * Every saved version of an article, the current one included: the history staff read (who, when,
 * why) and restore from. Restoring copies an old version into a new one, so numbers only grow.
 */
export const helpArticleVersions = pgTable(
  "help_article_versions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    articleId: bigint("article_id", { mode: "number" })
      .notNull()
      .references(() => helpArticles.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    body: text("body").notNull(),
    category: text("category").notNull(),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    concerns: text("concerns").array().notNull().default(sql`'{}'::text[]`),
    editedById: bigint("edited_by_id", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    editedAt: timestamp("edited_at", { withTimezone: true }).notNull().defaultNow(),
    /** The editor's word on what changed ("Restored version 3", "Added the Jio router"). */
    note: text("note"),
  },
  (table) => [uniqueIndex("help_article_versions_article_version_key").on(table.articleId, table.version)],
);

/**
 * What happened to an article: created, edited (a new version), published, unpublished (back to
 * draft), archived, restored (an older version made current, or an archived article brought back),
 * note, drafted_from_ticket.
 */
export const helpArticleEventKinds = [
  "created",
  "edited",
  "published",
  "unpublished",
  "archived",
  "restored",
  "note",
  "drafted_from_ticket",
] as const;
export type HelpArticleEventKind = (typeof helpArticleEventKinds)[number];

export const helpArticleEvents = caseEventsTable("help_article_events", {
  record: {
    key: "articleId",
    column: "article_id",
    references: () => helpArticles.id,
    index: "help_article_events_article_idx",
  },
  kinds: helpArticleEventKinds,
});

/**
 * "Was this helpful?": one vote per visitor per article (a second vote changes the first). The
 * visitor key is a hash the app derives from the request, so reading needs no cookie.
 */
export const helpArticleVotes = pgTable(
  "help_article_votes",
  {
    articleId: bigint("article_id", { mode: "number" })
      .notNull()
      .references(() => helpArticles.id, { onDelete: "cascade" }),
    visitorKey: text("visitor_key").notNull(),
    helpful: boolean("helpful").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ name: "help_article_votes_pkey", columns: [table.articleId, table.visitorKey] }),
    // The reports: votes in a period.
    index("help_article_votes_created_idx").on(table.createdAt),
  ],
);

/**
 * A problem solved without a ticket: the customer pressed "This solved it" on an article suggested
 * by the new-ticket form (or by Netra). Counted per article in the reports and, over 90 days, on
 * /service-levels.
 */
export const helpDeflections = pgTable(
  "help_deflections",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    articleId: bigint("article_id", { mode: "number" })
      .notNull()
      .references(() => helpArticles.id, { onDelete: "cascade" }),
    /** The signed-in customer (null for a visitor, and once the account is gone). */
    userId: bigint("user_id", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    /** What the customer typed (cut to helpDeflectionQueryMaxLength): what the article answered. */
    query: text("query").notNull(),
    /** The form's idempotency key: the same "This solved it" posted twice counts once. */
    submissionId: uuid("submission_id"),
    createdAt: createdAt(),
  },
  (table) => [
    index("help_deflections_article_idx").on(table.articleId, table.createdAt),
    index("help_deflections_created_idx").on(table.createdAt),
    uniqueIndex("help_deflections_submission_id_key").on(table.submissionId),
    check(
      "help_deflections_query_check",
      sql`char_length(${table.query}) <= ${sql.raw(String(helpDeflectionQueryMaxLength))}`,
    ),
  ],
);

/** Every public search: the normalised query and how many articles it found (the report lists those that found none). */
export const helpSearches = pgTable(
  "help_searches",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** Trimmed, spaces collapsed, lower-case, cut to helpSearchQueryMaxLength. */
    query: text("query").notNull(),
    resultCount: integer("result_count").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index("help_searches_result_count_idx").on(table.resultCount, table.createdAt),
    check(
      "help_searches_query_check",
      sql`char_length(${table.query}) <= ${sql.raw(String(helpSearchQueryMaxLength))}`,
    ),
    check("help_searches_result_count_check", sql`${table.resultCount} >= 0`),
  ],
);

/** Page views per article per day (India calendar): one row upserted per view, cheap to count and to report. */
export const helpArticleViews = pgTable(
  "help_article_views",
  {
    articleId: bigint("article_id", { mode: "number" })
      .notNull()
      .references(() => helpArticles.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    views: integer("views").notNull().default(0),
  },
  (table) => [primaryKey({ name: "help_article_views_pkey", columns: [table.articleId, table.day] })],
);
