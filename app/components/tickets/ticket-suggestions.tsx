import { type Ref, useEffect, useRef } from "react";
import { Form, Link } from "react-router";
import { helpLinkClass } from "~/components/help/help-article-list";
import type { HelpSuggestion } from "~/lib/help/suggestions";
import { SOLVED_ARTICLE_FIELD } from "~/lib/tickets/customer-form";
import type { NewTicketFormWords } from "~/lib/tickets/customer-form-words";

type Words = NewTicketFormWords["deflection"];

/** The form that "This solved it" posts: outside the ticket's form, so Enter in a field never presses it. */
export const SOLVED_FORM_ID = "ticket-solved";

/**
 * "These may fix it": published help articles with a "This solved it" button each. The buttons
 * belong to the solved form (SolvedForm), not to the ticket's form they sit in, so the ticket's
 * own button stays the form's default and a deflection is never sent by pressing Enter.
 */
export function TicketSuggestionList({
  suggestions,
  words,
  headingRef,
  focusOnLoad = false,
}: {
  suggestions: readonly HelpSuggestion[];
  words: Words;
  headingRef?: Ref<HTMLHeadingElement>;
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
        ref={headingRef}
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
              className="shrink-0 rounded-lg border border-brand-700 bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-100"
            >
              {words.solved}
              <span className="sr-only">: {article.title}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The form "This solved it" sends: the same copy of the form (its submissionId, so a double click
 * counts once) and the problem as typed, which the deflection keeps and "Still stuck?" gives back.
 */
export function SolvedForm({
  submissionId,
  subject,
  description,
}: {
  submissionId: string;
  subject: string;
  description: string;
}) {
  return (
    <Form id={SOLVED_FORM_ID} method="post" encType="multipart/form-data" className="hidden">
      <input type="hidden" name="submissionId" value={submissionId} />
      <input type="hidden" name="subject" value={subject} />
      <input type="hidden" name="description" value={description} />
    </Form>
  );
}

/** After "This solved it": no ticket, a link back to the article, and the heading focused. */
export function SolvedNote({ article, words }: { article: { slug: string; title: string }; words: Words }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // With JavaScript the page is not loaded anew, so autofocus does not apply: focus it here.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="ticket-solved-heading"
      className="mb-8 rounded-xl border border-emerald-200 bg-emerald-50 p-5"
    >
      <h2
        id="ticket-solved-heading"
        ref={heading}
        tabIndex={-1}
        // biome-ignore lint/a11y/noAutofocus: the server's answer to "This solved it", focused as a form's errors are.
        autoFocus
        className="text-lg font-semibold text-slate-900 focus:outline-none"
      >
        {words.solvedHeading}
      </h2>
      <p className="mt-1 text-slate-700">{words.solvedText}</p>
      <p className="mt-3 text-slate-700">
        {words.readAgain}{" "}
        <Link to={`/help/${article.slug}`} className={helpLinkClass}>
          {article.title}
        </Link>
      </p>
    </section>
  );
}
