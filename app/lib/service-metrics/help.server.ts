// The help centre's part of the service report (/staff/reports, its CSV file) and of /service-levels:
// per article, its views, "Was this helpful?" votes and problems solved without a ticket in a period;
// the searches that found nothing, most asked first (the articles to write next); and the count of
// deflections the public page publishes. Counted in SQL, one grouped query per table.
import { and, count, desc, eq, gte, lt, lte, max, sql } from "drizzle-orm";
import { helpArticles, helpArticleViews, helpArticleVotes, helpDeflections, helpSearches } from "~/db/schema";
import type { HelpArticleStatus } from "~/db/help-schema";
import type { ReportPeriod } from "./figures";
import type { MetricsReader as Reader } from "./metrics.server";
import { indiaDate } from "./period";

export type HelpArticleFigures = {
  id: number;
  slug: string;
  title: string;
  status: HelpArticleStatus;
  views: number;
  helpful: number;
  notHelpful: number;
  deflections: number;
};

export type UnansweredSearch = { query: string; searches: number; lastSearchedAt: Date };

export type HelpReport = {
  articles: HelpArticleFigures[];
  total: Omit<HelpArticleFigures, "id" | "slug" | "title" | "status">;
  unanswered: UnansweredSearch[];
};

/** The most searches that found nothing a report lists (the rest are rarer than the last shown). */
export const UNANSWERED_LIMIT = 50;

const inPeriod = (column: Parameters<typeof gte>[0], period: ReportPeriod) =>
  and(gte(column, period.from), lt(column, period.to));

/**
 * Every article that had a view, a vote or a deflection in the period, or is published now (a
 * published article nobody read is worth seeing too): most deflections first, then most views.
 * Views are kept per India day, so they count the days the period touches, first and last included.
 */
export async function helpArticleFigures(db: Reader, period: ReportPeriod): Promise<HelpArticleFigures[]> {
  const firstDay = indiaDate(period.from);
  const lastDay = indiaDate(new Date(period.to.getTime() - 1));
  const [articles, views, votes, deflections] = await Promise.all([
    db
      .select({ id: helpArticles.id, slug: helpArticles.slug, title: helpArticles.title, status: helpArticles.status })
      .from(helpArticles),
    db
      .select({ articleId: helpArticleViews.articleId, views: sql<number>`sum(${helpArticleViews.views})::int` })
      .from(helpArticleViews)
      .where(and(gte(helpArticleViews.day, firstDay), lte(helpArticleViews.day, lastDay)))
      .groupBy(helpArticleViews.articleId),
    db
      .select({
        articleId: helpArticleVotes.articleId,
        helpful: sql<number>`(count(*) filter (where ${helpArticleVotes.helpful}))::int`,
        notHelpful: sql<number>`(count(*) filter (where not ${helpArticleVotes.helpful}))::int`,
      })
      .from(helpArticleVotes)
      .where(inPeriod(helpArticleVotes.createdAt, period))
      .groupBy(helpArticleVotes.articleId),
    db
      .select({ articleId: helpDeflections.articleId, deflections: count() })
      .from(helpDeflections)
      .where(inPeriod(helpDeflections.createdAt, period))
      .groupBy(helpDeflections.articleId),
  ]);
  const viewsOf = new Map(views.map((row) => [row.articleId, Number(row.views)]));
  const votesOf = new Map(votes.map((row) => [row.articleId, row]));
  const deflectionsOf = new Map(deflections.map((row) => [row.articleId, Number(row.deflections)]));
  return articles
    .map((article) => ({
      ...article,
      views: viewsOf.get(article.id) ?? 0,
      helpful: Number(votesOf.get(article.id)?.helpful ?? 0),
      notHelpful: Number(votesOf.get(article.id)?.notHelpful ?? 0),
      deflections: deflectionsOf.get(article.id) ?? 0,
    }))
    .filter(
      (row) =>
        row.status === "published" || row.views > 0 || row.helpful > 0 || row.notHelpful > 0 || row.deflections > 0,
    )
    .sort(
      (a, b) =>
        b.deflections - a.deflections ||
        b.views - a.views ||
        b.helpful - a.helpful ||
        a.title.localeCompare(b.title, "en") ||
        a.id - b.id,
    );
}

/** The searches of the period that found no article, grouped by query: most often first, then most recent. */
export async function unansweredHelpSearches(
  db: Reader,
  period: ReportPeriod,
  limit = UNANSWERED_LIMIT,
): Promise<UnansweredSearch[]> {
  const searches = count();
  const last = max(helpSearches.createdAt);
  const rows = await db
    .select({ query: helpSearches.query, searches, lastSearchedAt: last })
    .from(helpSearches)
    .where(and(eq(helpSearches.resultCount, 0), inPeriod(helpSearches.createdAt, period)))
    .groupBy(helpSearches.query)
    .orderBy(desc(searches), desc(last), helpSearches.query)
    .limit(limit);
  return rows.map((row) => ({
    query: row.query,
    searches: Number(row.searches),
    // max() of a non-null column over a non-empty group is never null; PGlite may answer a string.
    lastSearchedAt: new Date(row.lastSearchedAt ?? 0),
  }));
}

export async function helpReport(db: Reader, period: ReportPeriod): Promise<HelpReport> {
  const [articles, unanswered] = await Promise.all([
    helpArticleFigures(db, period),
    unansweredHelpSearches(db, period),
  ]);
  const sum = (field: "views" | "helpful" | "notHelpful" | "deflections") =>
    articles.reduce((total, row) => total + row[field], 0);
  return {
    articles,
    total: {
      views: sum("views"),
      helpful: sum("helpful"),
      notHelpful: sum("notHelpful"),
      deflections: sum("deflections"),
    },
    unanswered,
  };
}

/** Problems solved by an article without a ticket in [from, to): the figure /service-levels publishes. */
export async function countHelpDeflections(db: Reader, period: ReportPeriod): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(helpDeflections)
    .where(inPeriod(helpDeflections.createdAt, period));
  return Number(row?.n ?? 0);
}
