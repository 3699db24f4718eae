import { Link } from "react-router";
import { OtherLanguageBadge, useRecordLang } from "~/components/sections/other-language";
import type { Locale } from "~/lib/i18n/locale";
import { useLocalePath } from "~/lib/i18n/use-locale";
import { helpLinkClass } from "./help-link-class";

type ListedArticle = { slug: string; title: string; summary: string; language?: Locale };

/**
 * Help articles as links with their summaries: a category on /help, search results, related articles.
 * An article written in the other language links to its own address there, marked with a badge.
 */
export function HelpArticleList({ articles }: { articles: readonly ListedArticle[] }) {
  return (
    <ul className="mt-4 space-y-4">
      {articles.map((article) => (
        <HelpArticleItem key={article.slug} article={article} />
      ))}
    </ul>
  );
}

function HelpArticleItem({ article }: { article: ListedArticle }) {
  const to = useLocalePath();
  const lang = useRecordLang(article.language);
  return (
    <li>
      <Link to={to(`/help/${article.slug}`)} lang={lang} className={helpLinkClass}>
        {article.title}
      </Link>
      <OtherLanguageBadge language={article.language} />
      <p lang={lang} className="mt-1 text-slate-700">
        {article.summary}
      </p>
    </li>
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
  const to = useLocalePath();
  return (
    <p className="mt-4 text-slate-700">
      {lead}{" "}
      <Link to={to("/account/tickets/new")} className={helpLinkClass}>
        {openTicket}
      </Link>{" "}
      ·{" "}
      <Link to={to("/contact")} className={helpLinkClass}>
        {contactUs}
      </Link>
    </p>
  );
}
