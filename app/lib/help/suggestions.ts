// Published help articles suggested for a problem as it is typed: the JSON of GET
// /help/suggestions.json, read in the browser by the new-ticket form and by Netra. Browser-safe.

/** A published help article suggested for a problem. */
export type HelpSuggestion = { id: number; slug: string; title: string; summary: string };

export const HELP_SUGGESTIONS_PATH = "/help/suggestions.json";

/** The new-ticket form suggests up to this many articles; the route never answers with more. */
export const HELP_SUGGESTION_LIMIT = 3;

/**
 * The most characters of a problem sent as the query: the search keeps fewer (its normalised query),
 * so more would only lengthen the address.
 */
const QUERY_MAX_CHARS = 300;

/** The words a problem is searched by: its parts (the subject, then the description) trimmed and joined. */
export function helpSuggestionQuery(...parts: string[]): string {
  return Array.from(
    parts
      .map((part) => part.trim())
      .filter(Boolean)
      .join(" "),
  )
    .slice(0, QUERY_MAX_CHARS)
    .join("");
}

/** The route's address for a problem (`limit` at most HELP_SUGGESTION_LIMIT). */
export function helpSuggestionsHref(query: string, limit: number = HELP_SUGGESTION_LIMIT): string {
  const params = new URLSearchParams({ q: helpSuggestionQuery(query) });
  if (limit !== HELP_SUGGESTION_LIMIT) params.set("limit", String(limit));
  return `${HELP_SUGGESTIONS_PATH}?${params}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The route's answer as suggestions: anything malformed is left out (an answer from a proxy, an
 * older server), so a bad answer shows no suggestion rather than a broken one.
 */
export function readHelpSuggestions(json: unknown): HelpSuggestion[] {
  if (!isRecord(json) || !Array.isArray(json.articles)) return [];
  return json.articles
    .filter(
      (article): article is HelpSuggestion =>
        isRecord(article) &&
        Number.isSafeInteger(article.id) &&
        typeof article.slug === "string" &&
        SLUG.test(article.slug) &&
        typeof article.title === "string" &&
        article.title !== "" &&
        typeof article.summary === "string",
    )
    .slice(0, HELP_SUGGESTION_LIMIT)
    .map(({ id, slug, title, summary }) => ({ id, slug, title, summary }));
}
