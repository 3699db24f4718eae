// Deflection before a ticket: the published articles suggested for a problem, and "This solved it" —
// a problem an article answered before a ticket was opened. The reports and /service-levels count
// help_deflections directly; recordHelpDeflection is the one place that writes it.
import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { helpArticles, helpDeflectionQueryMaxLength, helpDeflections } from "~/db/schema";
import type { Locale } from "~/lib/i18n/locale";
import type { RateLimitRule } from "~/lib/rate-limit/rate-limit.server";
import { collapseHelpText, searchHelpArticles } from "./search.server";
import { HELP_SUGGESTION_LIMIT, type HelpSuggestion, helpSuggestionQuery } from "./suggestions";

const published = eq(helpArticles.status, "published");

/**
 * GET /help/suggestions.json, per client address: typing is debounced, so a person asks a few times
 * a minute; a script looping on the search meets a wall.
 */
export const helpSuggestionRateLimit: RateLimitRule = { name: "help-suggestions", limit: 120, windowMs: 10 * 60_000 };

/**
 * The published articles that may answer a problem, best first (the subject and the description
 * are the query), matched by their titles, summaries and tags only: a long description shares some
 * word with almost any article's body. Not recorded as a help centre search: what is typed in a
 * form is not a search that found nothing. Articles in the asking page's language come first.
 */
export async function helpSuggestionsFor(
  db: Database,
  query: string,
  limit: number = HELP_SUGGESTION_LIMIT,
  prefer: Locale = "en",
): Promise<HelpSuggestion[]> {
  const results = await searchHelpArticles(db, helpSuggestionQuery(query), {
    limit: Math.min(Math.max(1, Math.trunc(limit)), HELP_SUGGESTION_LIMIT),
    headlineOnly: true,
    prefer,
  });
  return results.map(({ id, slug, title, summary }) => ({ id, slug, title, summary }));
}

/** A published article by id (the one a "This solved it" button names), or null. */
export async function publishedHelpSuggestion(db: Database, id: number): Promise<HelpSuggestion | null> {
  const [article] = await db
    .select({ id: helpArticles.id, slug: helpArticles.slug, title: helpArticles.title, summary: helpArticles.summary })
    .from(helpArticles)
    .where(and(eq(helpArticles.id, id), published))
    .limit(1);
  return article ?? null;
}

export type HelpDeflection = {
  articleId: number;
  /** The signed-in customer, or null for a visitor (Netra's suggestion). */
  userId: number | null;
  /** What the customer typed; kept as helpDeflectionQuery makes it. */
  query: string;
  /** The form's idempotency key: pressed twice (double click, resubmitted page), counted once. */
  submissionId: string;
};

/**
 * What the customer typed, as a deflection keeps it: the subject and the description joined, then
 * collapsed and cut to helpDeflectionQueryMaxLength characters (so the table's check always holds).
 */
export function helpDeflectionQuery(...parts: string[]): string {
  return collapseHelpText(parts.join(" "), helpDeflectionQueryMaxLength);
}

/**
 * Records a deflection for a published article, once per submission (the first row of a submission
 * stands). The article's row is read FOR SHARE, so it cannot be unpublished between the check and
 * the insert. "unpublished" (a draft, an archived article, an unknown id) stores nothing.
 */
export async function recordHelpDeflection(
  db: Database,
  deflection: HelpDeflection,
): Promise<"recorded" | "already" | "unpublished"> {
  return db.transaction(async (tx) => {
    const [article] = await tx
      .select({ id: helpArticles.id })
      .from(helpArticles)
      .where(and(eq(helpArticles.id, deflection.articleId), published))
      .for("share");
    if (!article) return "unpublished";
    const inserted = await tx
      .insert(helpDeflections)
      .values({
        articleId: article.id,
        userId: deflection.userId,
        query: helpDeflectionQuery(deflection.query),
        submissionId: deflection.submissionId,
      })
      .onConflictDoNothing({ target: helpDeflections.submissionId })
      .returning({ id: helpDeflections.id });
    return inserted.length > 0 ? "recorded" : "already";
  });
}
