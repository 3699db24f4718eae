import { data } from "react-router";
import type { Route } from "./+types/help";
import { HelpArticleList, HelpNextSteps } from "~/components/help/help-article-list";
import { PageHeader } from "~/components/sections/page-header";
import { StaticRegion } from "~/components/ui/static-region";
import * as helpCategoriesEn from "~/content/help-categories";
import * as helpCategoriesMl from "~/content/help-categories.ml";
import * as helpCentreEn from "~/content/help-centre";
import * as helpCentreMl from "~/content/help-centre.ml";
import { orUnavailable } from "~/lib/forms/pipeline.server";
import {
  type HelpArticleListing,
  helpArticlesStamp,
  listPublishedHelpArticles,
} from "~/lib/help/public-articles.server";
import { normaliseHelpQuery, type HelpSearchResult, searchHelpArticles } from "~/lib/help/search.server";
import { keptPageHeaders, keptWhileUnchanged, notKeptHeaders } from "~/lib/http/anonymous-cache";
import { dbContext } from "~/lib/http/request-context.server";
import { localeOf, pathIn } from "~/lib/i18n/locale";
import { localized } from "~/lib/i18n/localized";
import { typedTextLang } from "~/lib/i18n/use-english-text";
import { useLocale, useLocalePath } from "~/lib/i18n/use-locale";
import { metaTags, pageHead } from "~/lib/meta";
import { staticRegions } from "~/lib/static-regions.server";

const helpCentre = localized(helpCentreEn, helpCentreMl);
const categories = localized(helpCategoriesEn, helpCategoriesMl);

// The help centre: a plain GET search form (it works without JavaScript) and every category with
// its published articles. The page is server-only markup; its articles come from the database, so it
// is rendered on each request (perVisitor) rather than kept by the path-keyed region cache.
export async function loader(args: Route.LoaderArgs) {
  const db = args.context.get(dbContext);
  const locale = localeOf(args.url.pathname);
  const q = args.url.searchParams.get("q") ?? "";
  const query = normaliseHelpQuery(q);
  const [stamp, articles, results] = await orUnavailable<
    [string | null, HelpArticleListing[], HelpSearchResult[] | null]
  >(
    "help",
    async () => [
      // Read before the list (an edit between the two then renders the page again on the next visit),
      // and only for the page that may be kept: a search never is.
      query === "" ? await helpArticlesStamp(db) : null,
      await listPublishedHelpArticles(db),
      // Only a real query is searched and recorded (the report lists searches that found nothing).
      // Articles in the page's language first: either language's words find articles in both.
      query === "" ? null : await searchHelpArticles(db, query, { record: true, prefer: locale }),
    ],
    () => [null, [], null],
  );
  const { page } = staticRegions(
    args,
    "help",
    { page: <HelpCentre q={q.trim()} results={results} articles={articles} /> },
    { perVisitor: true },
  );
  // The meta is made here, on the server: made in `meta` it would bring both languages to the browser.
  const answer = { page, meta: pageHead(helpCentre[locale].helpCentrePage, pathIn(locale, "/help")) };
  // The help centre itself may be kept for anonymous visitors while no article has changed; a search
  // is not, since each one is recorded for the staff report (a kept answer would record only the first).
  const kept = query === "" ? keptWhileUnchanged(stamp === null ? null : { help: stamp }) : notKeptHeaders();
  return data(answer, { headers: kept });
}

export const headers: Route.HeadersFunction = keptPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function HelpCentrePage({ loaderData }: Route.ComponentProps) {
  return <StaticRegion region={loaderData.page} />;
}

function HelpCentre({
  q,
  results,
  articles,
}: {
  q: string;
  results: HelpSearchResult[] | null;
  articles: HelpArticleListing[];
}) {
  const locale = useLocale();
  const to = useLocalePath();
  const { helpCentrePage: copy, helpCentreCopy: words } = helpCentre[locale];
  return (
    <>
      <PageHeader heading={copy.heading} intro={copy.intro}>
        <search>
          <form method="get" action={to("/help")} className="mt-8 flex max-w-xl flex-wrap gap-3">
            <label htmlFor="help-q" className="sr-only">
              {words.searchLabel}
            </label>
            <input
              id="help-q"
              type="search"
              name="q"
              defaultValue={q}
              placeholder={words.searchPlaceholder}
              maxLength={200}
              className="min-w-0 flex-1 rounded-lg border border-white/40 bg-white px-4 py-3 text-slate-900 placeholder:text-slate-600"
            />
            <button
              type="submit"
              className="rounded-lg bg-white px-5 py-3 font-semibold text-brand-900 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              {words.searchButton}
            </button>
          </form>
        </search>
      </PageHeader>
      <div className="container-page max-w-6xl space-y-12 py-12 lg:py-16">
        {results ? (
          <section aria-labelledby="help-results-heading">
            <h2 id="help-results-heading" className="text-2xl font-bold text-slate-900">
              <ResultsHeading q={q} heading={words.resultsHeading} />
            </h2>
            {results.length > 0 ? (
              <HelpArticleList articles={results} />
            ) : (
              <HelpNextSteps lead={words.noResults} openTicket={words.openTicket} contactUs={words.contactUs} />
            )}
          </section>
        ) : null}
        <section aria-labelledby="help-categories-heading">
          <h2 id="help-categories-heading" className="text-2xl font-bold text-slate-900">
            {words.categoriesHeading}
          </h2>
          <div className="mt-6 grid gap-6 md:grid-cols-2">
            {categories[locale].helpCategories.map((category) => {
              const inCategory = articles.filter((article) => article.category === category.key);
              return (
                <section
                  key={category.key}
                  id={category.key}
                  aria-labelledby={`help-category-${category.key}`}
                  className="rounded-2xl border border-slate-200 bg-white p-6"
                >
                  <h3 id={`help-category-${category.key}`} className="text-xl font-semibold text-slate-900">
                    {category.title}
                  </h3>
                  <p className="mt-1 text-slate-600">{category.description}</p>
                  {inCategory.length > 0 ? (
                    <HelpArticleList articles={inCategory} />
                  ) : (
                    <p className="mt-4 text-slate-600">{words.emptyCategory}</p>
                  )}
                </section>
              );
            })}
          </div>
        </section>
      </div>
    </>
  );
}

/**
 * "Results for “…”" with the visitor's query marked as English when it is typed in English letters on
 * a Malayalam page (for screen readers and the untranslated-text scan); as one plain text otherwise.
 */
function ResultsHeading({ q, heading }: { q: string; heading: (query: string) => string }) {
  const lang = typedTextLang(useLocale(), q);
  if (lang === undefined) return heading(q);
  // The words around the query, in the order the language puts them.
  const slot = "\u0000";
  const [before, after] = heading(slot).split(slot);
  return (
    <>
      {before}
      <span lang={lang}>{q}</span>
      {after}
    </>
  );
}
