// The public side of help articles (/help, /help/{slug}, the sitemap): the published ones only (a draft
// or an archived article is as unknown as a slug never used), "Was this helpful?" and the daily views.
import { createHmac } from "node:crypto";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { type Locale, pathIn } from "~/lib/i18n/locale";
import { renderMarkdown } from "~/lib/blog/markdown.server";
import { helpArticles, helpArticleViews, helpArticleVotes } from "~/db/schema";
import { tableStamp } from "~/lib/public-snapshot/snapshot.server";

export type PublishedHelpArticle = {
  id: number;
  slug: string;
  title: string;
  summary: string;
  body: string;
  category: string;
  /** The language it is written in: at the other language's address it is a notice linking here. */
  language: Locale;
  version: number;
  publishedAt: Date;
  updatedAt: Date;
};

const published = eq(helpArticles.status, "published");

/** The published article at /help/{slug}, or null: one query on the slug's unique index. */
export async function publishedHelpArticle(db: Database, slug: string): Promise<PublishedHelpArticle | null> {
  const [article] = await db
    .select({
      id: helpArticles.id,
      slug: helpArticles.slug,
      title: helpArticles.title,
      summary: helpArticles.summary,
      body: helpArticles.body,
      category: helpArticles.category,
      language: helpArticles.language,
      version: helpArticles.version,
      publishedAt: helpArticles.publishedAt,
      updatedAt: helpArticles.updatedAt,
    })
    .from(helpArticles)
    .where(and(eq(helpArticles.slug, slug), published))
    .limit(1);
  if (!article?.publishedAt) return null;
  return { ...article, publishedAt: article.publishedAt };
}

export type HelpArticleListing = {
  slug: string;
  title: string;
  summary: string;
  category: string;
  /** The language it is written in: the sitemap lists it at its address in that language only. */
  language: Locale;
  updatedAt: Date;
};

/**
 * An article's body as HTML, with the blog's safe rules: raw HTML in the markdown is escaped and
 * every link and image address is sanitised, so an editor cannot put script on a public page.
 */
export function helpArticleBodyHtml(body: string): string {
  return renderMarkdown(body).html;
}

/** Every published article for /help's categories and the sitemap, by title. */
export async function listPublishedHelpArticles(db: Database): Promise<HelpArticleListing[]> {
  return db
    .select({
      slug: helpArticles.slug,
      title: helpArticles.title,
      summary: helpArticles.summary,
      category: helpArticles.category,
      language: helpArticles.language,
      updatedAt: helpArticles.updatedAt,
    })
    .from(helpArticles)
    .where(published)
    .orderBy(asc(helpArticles.title), desc(helpArticles.id));
}

/**
 * Who voted, without a cookie: an HMAC of the signed-in user's id, or else of the client address
 * and user agent. Keyed with APP_SECRET so the stored key reveals neither.
 */
export function helpVisitorKey(
  secret: string,
  visitor: { userId: number } | { clientAddress: string; userAgent: string },
): string {
  const subject =
    "userId" in visitor ? `user:${visitor.userId}` : `address:${visitor.clientAddress}\n${visitor.userAgent}`;
  return createHmac("sha256", secret).update(`help-vote:v1:${subject}`).digest("base64url");
}

/** Records a visitor's first vote on an article; a later one changes nothing. */
export async function recordHelpVote(
  db: Database,
  articleId: number,
  visitorKey: string,
  helpful: boolean,
): Promise<"recorded" | "already"> {
  const inserted = await db
    .insert(helpArticleVotes)
    .values({ articleId, visitorKey, helpful })
    .onConflictDoNothing()
    .returning({ articleId: helpArticleVotes.articleId });
  return inserted.length > 0 ? "recorded" : "already";
}

/** One more view of the article today (India's calendar day): a single upsert. */
export async function countHelpView(db: Database, articleId: number): Promise<void> {
  await db
    .insert(helpArticleViews)
    .values({ articleId, day: sql`(now() at time zone 'Asia/Kolkata')::date`, views: 1 })
    .onConflictDoUpdate({
      target: [helpArticleViews.articleId, helpArticleViews.day],
      set: { views: sql`${helpArticleViews.views} + 1` },
    });
}

/**
 * The stamp of every help article (published or not, as any edit may change what a page lists): an
 * article's page names it so the server keeps the page only while no article has changed.
 */
export function helpArticlesStamp(db: Database): Promise<string> {
  return tableStamp(db, helpArticles);
}

/** What an article's page counts when the server answers it from memory (KEPT_VIEW_HEADER). */
export function helpArticleView(articleId: number): string {
  return `help-article:${articleId}`;
}

/**
 * Counts a reader of an article page the server answered from memory (its loader, which counts the
 * others, did not run): the same view, by the same rules, as the loader's.
 */
export async function countKeptHelpView(db: Database, view: string, userAgent: string): Promise<void> {
  const articleId = /^help-article:(\d+)$/.exec(view)?.[1];
  if (articleId === undefined || isLikelyBot(userAgent)) return;
  await countHelpView(db, Number(articleId));
}

/** Crawlers that name themselves: their visits are not readers' views. */
export function isLikelyBot(userAgent: string): boolean {
  return userAgent === "" || /bot|crawl|spider|slurp|preview|lighthouse|headless/i.test(userAgent);
}

/** Every published article for the sitemap, with the India day it last changed. */
export async function helpSitemapEntries(db: Database): Promise<{ path: string; lastmod: string }[]> {
  const articles = await listPublishedHelpArticles(db);
  return articles.map((article) => ({
    path: pathIn(article.language, `/help/${article.slug}`),
    lastmod: article.updatedAt.toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" }),
  }));
}
