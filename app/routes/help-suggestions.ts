import type { Route } from "./+types/help-suggestions";
import { helpSuggestionRateLimit, helpSuggestionsFor } from "~/lib/help/deflections.server";
import { HELP_SUGGESTION_LIMIT, type HelpSuggestion } from "~/lib/help/suggestions";
import { retryAfterHeaders } from "~/lib/forms/outcome";
import { clientAddressContext, dbContext, envContext } from "~/lib/http/request-context.server";
import { type Locale, localeOf } from "~/lib/i18n/locale";
import { consumeRateLimit } from "~/lib/rate-limit/rate-limit.server";
import { logger } from "~/lib/log/logger.server";

// GET /help/suggestions.json?q=…[&limit=1..3]: the published help articles that may answer a problem,
// as JSON, for the new-ticket form as the customer types and for Netra. Public (it shows only what
// /help shows); rate-limited per client address, since each answer is a search in the database.
// Articles in the asking page's language come first: both callers fetch from the page the customer
// is on, so the Referer's path says which (English when there is none).

/**
 * The language of the page that asks: its path in the Referer (another site's Referer is its bare
 * origin, so English), else English.
 */
function askingLocale(request: Request): Locale {
  const referer = URL.parse(request.headers.get("referer") ?? "");
  return referer ? localeOf(referer.pathname) : "en";
}

// Never kept by a cache: an article unpublished is gone from the next answer.
function answer(articles: HelpSuggestion[], status = 200, headers = new Headers()) {
  headers.set("Cache-Control", "no-store");
  return Response.json({ articles }, { status, headers });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = url.searchParams.get("q") ?? "";
  const limit = Number(url.searchParams.get("limit") ?? HELP_SUGGESTION_LIMIT);
  // Nothing to search: no work for the database, and no hit counted.
  if (query.trim() === "") return answer([]);
  const db = context.get(dbContext);
  const env = context.get(envContext);
  try {
    const rate = await consumeRateLimit(
      db,
      helpSuggestionRateLimit,
      context.get(clientAddressContext),
      env.RATE_LIMIT_MULTIPLIER,
    );
    if (!rate.allowed) return answer([], 429, retryAfterHeaders(rate.retryAfterSeconds));
    const wanted = Number.isFinite(limit) ? limit : HELP_SUGGESTION_LIMIT;
    return answer(await helpSuggestionsFor(db, query, wanted, askingLocale(request)));
  } catch (error) {
    // A suggestion is a nicety: the form and Netra carry on without one when the database is away.
    logger.error(`[help-suggestions] could not search: ${error instanceof Error ? error.message : String(error)}`);
    return answer([], 503);
  }
}
