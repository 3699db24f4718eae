import { Link } from "react-router";
import { helpLinkClass } from "~/components/help/help-link-class";
import { useLocalePath } from "~/lib/i18n/use-locale";
import { SOLVED_HEADING_ID } from "~/lib/tickets/customer-form";
import type { NewTicketFormWords } from "~/lib/tickets/customer-form-words";

// Its own module: the page's bundle takes this note, and not the suggestions' list beside it.

/**
 * After "This solved it": no ticket, a link back to the article, and the heading focused (autofocus
 * on a page load; NewTicketForm focuses it after a post made with JavaScript).
 */
export function SolvedNote({
  article,
  words,
}: {
  article: { slug: string; title: string };
  words: NewTicketFormWords["deflection"];
}) {
  const to = useLocalePath();
  return (
    <section
      aria-labelledby="ticket-solved-heading"
      className="mb-8 rounded-xl border border-emerald-200 bg-emerald-50 p-5"
    >
      <h2
        id={SOLVED_HEADING_ID}
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
        <Link to={to(`/help/${article.slug}`)} className={helpLinkClass}>
          {article.title}
        </Link>
      </p>
    </section>
  );
}
