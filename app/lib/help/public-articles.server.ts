// The public side of help articles (/help, /help/{slug}, the sitemap): the published ones only (a draft
// or an archived article is as unknown as a slug never used), "Was this helpful?" and the daily views.
import { createHmac } from "node:crypto";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { type Locale, pathIn } from "~/lib/i18n/locale";
import { renderMarkdown } from "~/lib/blog/markdown.server";
import { helpArticles, helpArticleViews, helpArticleVotes } from "~/db/schema";
import { tableStamp } from "~/lib/public-snapshot/snapshot.server";
import { indiaDay } from "~/lib/contracts/period";

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

/** One more view of the article today (India's calendar day). */
export function countHelpView(db: Database, articleId: number, at = new Date()): Promise<void> {
  return addHelpViews(db, [{ articleId, day: indiaDay(at), views: 1 }]);
}

/** Views of one article on one India day (YYYY-MM-DD). */
export type HelpViews = { articleId: number; day: string; views: number };

/**
 * Adds views to the articles' daily counts in one statement, each (article, day) once. An article
 * deleted since its views were counted is skipped rather than failing the others (view-tally.server.ts).
 */
export async function addHelpViews(db: Database, rows: readonly HelpViews[]): Promise<void> {
  if (rows.length === 0) return;
  const counted = sql.join(
    rows.map((row) => sql`(${row.articleId}::bigint, ${row.day}::date, ${row.views}::integer)`),
    sql`, `,
  );
  await db.execute(sql`
    insert into ${helpArticleViews} (article_id, day, views)
    select counted.article_id, counted.day, counted.views
    from (values ${counted}) as counted (article_id, day, views)
    join ${helpArticles} on ${helpArticles.id} = counted.article_id
    on conflict (article_id, day) do update set views = ${helpArticleViews.views} + excluded.views`);
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
 * The article a reader of a page the server answered from memory has viewed (its loader, which counts
 * the others, did not run), by the same rules as the loader's; undefined when it is not a reader's view.
 */
export function keptHelpViewArticle(view: string, userAgent: string): number | undefined {
  const articleId = /^help-article:(\d+)$/.exec(view)?.[1];
  if (articleId === undefined || isLikelyBot(userAgent)) return undefined;
  return Number(articleId);
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
