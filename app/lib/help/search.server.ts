// The help centre's search, on the server and in the database, alike on PGlite and PostgreSQL: the
// public /help search, the new-ticket form's "These may fix it" and Netra's suggestion all ask it.
// Only published articles are ever returned. Three steps, each only when the one before found nothing:
//   1. full-text search with every word (websearch_to_tsquery: stems, so "restarting routers" finds
//      "Restart your router"; quotes and "-word" work as on a web search engine);
//   2. full-text search with any of the words (a customer's long description rarely has every word
//      in one article);
//   3. typo tolerance: each of the query's words against the words of the title and the summary by
//      trigram similarity ("routr restrat" finds "Restart your router").
// One 'english' configuration serves both languages, so the stored document needs no language of its
// own: the default parser keeps a Malayalam word whole (vowel signs, virama and chillu included) and
// the english stemmer and stop words leave it as written, so a Malayalam word finds the same word
// (Malayalam is not stemmed: an inflected form is found by the typo step). pg_trgm reads letters by
// the database's LC_CTYPE: PGlite's and a UTF-8 one (C.UTF-8) see Malayalam letters, plain C sees
// none, so on a PostgreSQL created with LC_CTYPE=C the typo step finds English words only.
// Every value is a bound parameter; any input, however long or odd, is an ordinary (maybe empty) search.
import { and, arrayOverlaps, desc, eq, ne, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import type { Locale } from "~/lib/i18n/locale";
import { helpArticles, helpSearches, helpSearchQueryMaxLength } from "~/db/schema";

export type HelpSearchResult = {
  id: number;
  slug: string;
  title: string;
  summary: string;
  category: string;
  /** The language it is written in. */
  language: Locale;
  /** Higher is better; comparable only within one search. */
  rank: number;
};

/**
 * A query's word matches a title's or a summary's word when their trigram word similarity is at
 * least this: "priner" ~ "printer" 0.69, "routr" ~ "router" 0.67, "restrat" ~ "restart" 0.5, while
 * unrelated words stay under 0.3.
 */
export const helpTypoSimilarityThreshold = 0.5;

/** The most words of a query the typo step compares (each one is compared with every article). */
const typoWordLimit = 8;

/**
 * Text a visitor typed, as the help tables keep it: control and format characters gone (PostgreSQL
 * text cannot hold NUL), spaces collapsed, at most `maxChars` characters (code points, as char_length
 * counts). The zero-width joiner and non-joiner stay: in Malayalam they are part of how a word is
 * spelt (പാസ്‌വേഡ്), and a word cut in two at them would no longer match the article's word.
 */
export function collapseHelpText(text: string, maxChars: number): string {
  return Array.from(
    text
      .replace(/(?:(?![\u200C\u200D])[\p{Cc}\p{Cf}])+/gu, " ")
      .replace(/\s+/g, " ")
      .trim(),
  )
    .slice(0, maxChars)
    .join("")
    .trim();
}

/** The query as searched and recorded: collapsed, lower-case, at most helpSearchQueryMaxLength characters. */
export function normaliseHelpQuery(query: string): string {
  return collapseHelpText(query.toLowerCase(), helpSearchQueryMaxLength);
}

const published = eq(helpArticles.status, "published");

const resultColumns = (rank: SQL<number>) => ({
  id: helpArticles.id,
  slug: helpArticles.slug,
  title: helpArticles.title,
  summary: helpArticles.summary,
  category: helpArticles.category,
  language: helpArticles.language,
  rank,
});

type SearchOptions = {
  limit: number;
  category: string | undefined;
  headlineOnly: boolean;
  prefer: Locale | undefined;
};

/** Articles in the preferred language first (a Malayalam page's suggestions), when there is one. */
const preferredFirst = (prefer: Locale | undefined): SQL[] =>
  prefer === undefined ? [] : [desc(sql`${helpArticles.language} = ${prefer}`)];

async function fullTextSearch(
  db: Database,
  tsquery: SQL,
  { limit, category, headlineOnly, prefer }: SearchOptions,
): Promise<HelpSearchResult[]> {
  // The title (weight A), the summary and the tags (B): the headline without the body.
  const document = headlineOnly
    ? sql`ts_filter(${helpArticles.searchDocument}, '{a,b}')`
    : sql`${helpArticles.searchDocument}`;
  const rank = sql<number>`ts_rank_cd(${document}, ${tsquery})`.mapWith(Number);
  return db
    .select(resultColumns(rank))
    .from(helpArticles)
    .where(
      and(
        published,
        category === undefined ? undefined : eq(helpArticles.category, category),
        sql`${document} @@ ${tsquery}`,
      ),
    )
    .orderBy(
      ...preferredFirst(prefer),
      // An article whose title answers the query comes before one that only mentions it in its body.
      desc(sql`to_tsvector('english', ${helpArticles.title}) @@ ${tsquery}`),
      desc(rank),
      desc(helpArticles.publishedAt),
      desc(helpArticles.id),
    )
    .limit(limit);
}

/**
 * The typo step: the query's lexemes (stop words dropped, as full-text search drops them, so "how"
 * or "your" never match on their own), each scored by its best trigram word similarity in the title
 * or the summary; an article matches when one word reaches the threshold, and ranks by the sum of
 * its matching words' similarities.
 */
async function typoSearch(
  db: Database,
  query: string,
  { limit, category, prefer }: SearchOptions,
): Promise<HelpSearchResult[]> {
  const words = sql`(select word from unnest(tsvector_to_array(to_tsvector('english', ${query}))) as word where char_length(word) >= 3 limit ${typoWordLimit})`;
  const similarity = sql`greatest(word_similarity(word, ${helpArticles.title}), word_similarity(word, ${helpArticles.summary}))`;
  const rank =
    sql<number>`(select coalesce(sum(s), 0) from (select ${similarity} as s from ${words} as w(word)) as scored where s >= ${helpTypoSimilarityThreshold})`.mapWith(
      Number,
    );
  const rows = await db
    .select(resultColumns(rank))
    .from(helpArticles)
    .where(and(published, category === undefined ? undefined : eq(helpArticles.category, category)))
    .orderBy(...preferredFirst(prefer), desc(rank), desc(helpArticles.publishedAt), desc(helpArticles.id));
  return rows.filter((row) => row.rank > 0).slice(0, limit);
}

/**
 * Published articles matching `query`, best first (see the file's head for the steps). An empty or
 * blank query finds nothing. With `record`, the search is kept in help_searches (the normalised
 * query and how many it found), so staff see the searches that found nothing. With `headlineOnly`,
 * an article matches only by its title, summary or tags (the typo step reads only those anyway):
 * for a problem described in many words, where one common word in an article's body ("two", "wait")
 * is no sign that the article answers it. With `prefer`, articles in that language come first.
 */
export async function searchHelpArticles(
  db: Database,
  query: string,
  {
    limit = 10,
    category,
    record = false,
    headlineOnly = false,
    prefer,
  }: { limit?: number; category?: string; record?: boolean; headlineOnly?: boolean; prefer?: Locale } = {},
): Promise<HelpSearchResult[]> {
  const normalised = normaliseHelpQuery(query);
  if (normalised === "") return [];
  const options = { limit, category, headlineOnly, prefer };
  const everyWord = sql`websearch_to_tsquery('english', ${normalised})`;
  // plainto_tsquery's text is a valid tsquery with only '&' between its terms (and '<->' inside a
  // hyphenated word), so turning each ' & ' into ' | ' asks for any of the words.
  const anyWord = sql`replace(plainto_tsquery('english', ${normalised})::text, ' & ', ' | ')::tsquery`;
  let results = await fullTextSearch(db, everyWord, options);
  if (results.length === 0) results = await fullTextSearch(db, anyWord, options);
  if (results.length === 0) results = await typoSearch(db, normalised, options);
  if (record) await db.insert(helpSearches).values({ query: normalised, resultCount: results.length });
  return results;
}

/**
 * Other published articles on the same subject, for an article's page: ranked by shared concerns
 * (devices, services), then shared tags, then the same category; newest first among equals.
 */
export async function relatedHelpArticles(
  db: Database,
  articleId: number,
  limit = 3,
): Promise<Omit<HelpSearchResult, "rank">[]> {
  const [article] = await db
    .select({ category: helpArticles.category, tags: helpArticles.tags, concerns: helpArticles.concerns })
    .from(helpArticles)
    .where(eq(helpArticles.id, articleId));
  if (!article) return [];
  const shared = (column: typeof helpArticles.tags | typeof helpArticles.concerns, values: string[]) =>
    values.length === 0
      ? sql<number>`0`
      : sql<number>`cardinality(array(select unnest(${column}) intersect select unnest(${sql.param(values, column)}::text[])))`;
  const score = sql<number>`${shared(helpArticles.concerns, article.concerns)} * 3 + ${shared(helpArticles.tags, article.tags)} * 2 + (${helpArticles.category} = ${article.category})::int`;
  return db
    .select({
      id: helpArticles.id,
      slug: helpArticles.slug,
      title: helpArticles.title,
      summary: helpArticles.summary,
      category: helpArticles.category,
      language: helpArticles.language,
    })
    .from(helpArticles)
    .where(
      and(
        published,
        ne(helpArticles.id, articleId),
        sql`(${helpArticles.category} = ${article.category}${article.tags.length > 0 ? sql` or ${arrayOverlaps(helpArticles.tags, article.tags)}` : sql``}${article.concerns.length > 0 ? sql` or ${arrayOverlaps(helpArticles.concerns, article.concerns)}` : sql``})`,
      ),
    )
    .orderBy(desc(score), desc(helpArticles.publishedAt), desc(helpArticles.id))
    .limit(limit);
}
