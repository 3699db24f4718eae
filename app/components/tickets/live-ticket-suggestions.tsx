import { useEffect, useState } from "react";
import {
  type HelpSuggestion,
  helpSuggestionQuery,
  helpSuggestionsHref,
  readHelpSuggestions,
} from "~/lib/help/suggestions";
import type { NewTicketFormWords } from "~/lib/tickets/customer-form-words";
import { TicketSuggestionList } from "./ticket-suggestions";

/** Wait this long after the last key before asking: one request per pause, not per letter. */
export const SUGGESTION_DEBOUNCE_MS = 350;
/** Fewer characters than this say too little to search by. */
const MIN_QUERY_CHARS = 4;

/**
 * "These may fix it" as the customer types (the form with JavaScript; loaded on the first input):
 * the published articles for the subject and description, asked after a pause, the older question
 * aborted when a newer one starts. The count is announced politely; a failed request leaves the
 * list as it was (the customer can always open the ticket).
 */
export function LiveTicketSuggestions({
  subject,
  description,
  words,
}: {
  subject: string;
  description: string;
  words: NewTicketFormWords["deflection"];
}) {
  const [suggestions, setSuggestions] = useState<HelpSuggestion[]>([]);
  const query = helpSuggestionQuery(subject, description);
  useEffect(() => {
    if (query.length < MIN_QUERY_CHARS) {
      setSuggestions([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(helpSuggestionsHref(query), { signal: controller.signal, headers: { Accept: "application/json" } })
        .then(async (response) => {
          if (response.ok) setSuggestions(readHelpSuggestions(await response.json()));
        })
        .catch(() => {
          // Aborted by a newer question, or offline: nothing to show differently.
        });
    }, SUGGESTION_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);
  const announcement =
    suggestions.length === 0
      ? ""
      : suggestions.length === 1
        ? words.foundOne
        : words.foundMany.replace("{count}", String(suggestions.length));
  return (
    <>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {suggestions.length > 0 ? <TicketSuggestionList suggestions={suggestions} words={words} /> : null}
    </>
  );
}
