import { Link } from "react-router";
import { helpLinkClass } from "~/components/help/help-link-class";
import { FormAlert } from "~/components/ui/form-fields";
import type { HelpSuggestion } from "~/lib/help/suggestions";
import { SOLVED_ARTICLE_FIELD, SOLVED_FORM_ID } from "~/lib/tickets/customer-form";
import type { NewTicketFormWords } from "~/lib/tickets/customer-form-words";

// "These may fix it". The form's step without JavaScript is a server-rendered region of the new-ticket
// page (its loader renders it with the action's answer), so the list's code reaches the browser only
// in the lazy island ./live-ticket-suggestions, never in the page's bundle.

type Words = NewTicketFormWords["deflection"];

/**
 * "These may fix it": published help articles with a "This solved it" button each. The buttons
 * belong to the solved form (SOLVED_FORM_ID, in NewTicketForm), not to the ticket's form they sit
 * in, so the ticket's own button stays the form's default and Enter never sends a deflection.
 */
export function TicketSuggestionList({
  suggestions,
  words,
  focusOnLoad = false,
}: {
  suggestions: readonly HelpSuggestion[];
  words: Words;
  /** The form's step without JavaScript: the page opens on this list (autofocus works without script). */
  focusOnLoad?: boolean;
}) {
  return (
    <section
      aria-labelledby="ticket-suggestions-heading"
      className="rounded-xl border border-brand-200 bg-brand-50 p-5"
    >
      <h2
        id="ticket-suggestions-heading"
        tabIndex={-1}
        // biome-ignore lint/a11y/noAutofocus: the server's answer to a post (the form's step), focused as a form's errors are.
        autoFocus={focusOnLoad}
        className="text-lg font-semibold text-slate-900 focus:outline-none"
      >
        {words.heading}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{words.intro}</p>
      <ul className="mt-4 space-y-4">
        {suggestions.map((article) => (
          <li key={article.id} className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0 flex-1 basis-56">
              <Link to={`/help/${article.slug}`} className={helpLinkClass}>
                {article.title}
              </Link>
              <p className="mt-1 text-sm text-slate-700">{article.summary}</p>
            </div>
            <button
              type="submit"
              form={SOLVED_FORM_ID}
              name={SOLVED_ARTICLE_FIELD}
              value={article.id}
              // Each button names its article: a list of "This solved it" alone would not say which.
              aria-label={`${words.solved}: ${article.title}`}
              className="shrink-0 rounded-lg border border-brand-700 bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-100"
            >
              {words.solved}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The form's step: the articles, and a word about files, which a page cannot be given back. */
export function TicketSuggestionStep({
  suggestions,
  filesDropped,
  words,
}: {
  suggestions: readonly HelpSuggestion[];
  filesDropped: boolean;
  words: Words;
}) {
  return (
    <div className="space-y-3">
      <TicketSuggestionList suggestions={suggestions} words={words} focusOnLoad />
      {filesDropped ? <FormAlert tone="info" message={words.filesDropped} /> : null}
    </div>
  );
}
