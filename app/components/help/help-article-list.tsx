import { Link } from "react-router";

export const helpLinkClass = "font-semibold text-brand-800 underline-offset-2 hover:underline";

/** Help articles as links with their summaries: a category on /help, search results, related articles. */
export function HelpArticleList({
  articles,
}: {
  articles: readonly { slug: string; title: string; summary: string }[];
}) {
  return (
    <ul className="mt-4 space-y-4">
      {articles.map((article) => (
        <li key={article.slug}>
          <Link to={`/help/${article.slug}`} className={helpLinkClass}>
            {article.title}
          </Link>
          <p className="mt-1 text-slate-700">{article.summary}</p>
        </li>
      ))}
    </ul>
  );
}

/** When no article helps: a sentence, then the ways to reach a person (a ticket, the contact page). */
export function HelpNextSteps({
  lead,
  openTicket,
  contactUs,
}: {
  lead: string;
  openTicket: string;
  contactUs: string;
}) {
  return (
    <p className="mt-4 text-slate-700">
      {lead}{" "}
      <Link to="/account/tickets/new" className={helpLinkClass}>
        {openTicket}
      </Link>{" "}
      ·{" "}
      <Link to="/contact" className={helpLinkClass}>
        {contactUs}
      </Link>
    </p>
  );
}
