import { data, Link } from "react-router";
import type { Route } from "./+types/help-article";
import { HelpArticleList, HelpNextSteps } from "~/components/help/help-article-list";
import { ArticleBody } from "~/components/blog/article-body";
import { StaticRegion } from "~/components/ui/static-region";
import { JsonLd } from "~/components/ui/json-ld";
import { OtherLanguageNotice, writtenInWords } from "~/components/sections/other-language";
import * as helpCategoriesEn from "~/content/help-categories";
import * as helpCategoriesMl from "~/content/help-categories.ml";
import * as helpCentreEn from "~/content/help-centre";
import * as helpCentreMl from "~/content/help-centre.ml";
import { breadcrumbNames as crumb } from "~/content/seo";
import { formAction } from "~/lib/form-action.server";
import {
  countHelpView,
  helpArticleBodyHtml,
  helpArticlesStamp,
  helpArticleView,
  isLikelyBot,
  type PublishedHelpArticle,
  publishedHelpArticle,
} from "~/lib/help/public-articles.server";
import { helpArticleStamp, helpPageCache } from "~/lib/help/page-cache.server";
import { relatedHelpArticles } from "~/lib/help/search.server";
import { type HelpVoteAnswer, helpVoteAnswer, helpVoteForm } from "~/lib/help/vote-form.server";
import { KEPT_VIEW_HEADER, keptPageHeaders, keptWhileUnchanged } from "~/lib/http/anonymous-cache";
import { dbContext } from "~/lib/http/request-context.server";
import { localeOf, pathIn } from "~/lib/i18n/locale";
import { localized } from "~/lib/i18n/localized";
import { useLocale, useLocalePath } from "~/lib/i18n/use-locale";
import { formatDate } from "~/lib/india-time";
import { otherLanguageNoticeMeta, pageMeta } from "~/lib/meta";
import { notFoundAnswer } from "~/lib/not-found.server";
import { absoluteUrl, defaultShareImage } from "~/lib/seo/pages.server";
import { breadcrumbs, helpArticleNode, jsonLdText } from "~/lib/seo/structured-data.server";
import { prerenderedRegion, regionMarkup, staticRegions } from "~/lib/static-regions.server";
import { logger } from "~/lib/log/logger.server";

const helpCentre = localized(helpCentreEn, helpCentreMl);
const categories = localized(helpCategoriesEn, helpCategoriesMl);

// A published help article, rendered on the server from the database. The article itself is kept
// rendered per process until it changes (helpPageCache: the row read by slug carries its stamp);
// related articles and "Was this helpful?" are rendered on each request, as they change without it.
export async function loader(args: Route.LoaderArgs) {
  const { request, context, params, url } = args;
  const db = context.get(dbContext);
  const article = await publishedHelpArticle(db, params.slug);
  // A draft, an archived article and an unknown slug are the same: the site's 404.
  if (!article) throw notFoundAnswer(url.pathname);
  const locale = localeOf(url.pathname);
  if (article.language !== locale) {
    // Written only in the other language: a page that says so and links to it there (no view counted,
    // no votes: the article is not on this page).
    const path = `/help/${article.slug}`;
    const { page } = staticRegions(
      args,
      `help-article-other-${article.slug}`,
      { page: <OtherLanguageNotice kind="help" language={article.language} path={path} title={article.title} /> },
      { variant: helpArticleStamp(article) },
    );
    const words = writtenInWords[locale].writtenInCopy.notice.help;
    return {
      article: null,
      notice: { title: words.heading, description: words.text, recordPath: pathIn(article.language, path) },
      regions: { page, after: null },
    };
  }
  if (request.method === "GET" && !isLikelyBot(request.headers.get("user-agent") ?? "")) {
    await countHelpView(db, article.id).catch((error: unknown) => {
      // A lost view count never costs the reader the page.
      logger.error(`[help-article] view not counted: ${error instanceof Error ? error.message : String(error)}`);
    });
  }
  const id = `help-article-${article.slug}-page`;
  const html = helpPageCache.html(article.id, helpArticleStamp(article), () =>
    regionMarkup(id, url.pathname, <HelpArticleContent article={article} />),
  );
  const related = await relatedHelpArticles(db, article.id);
  const { after } = staticRegions(
    args,
    `help-article-${article.slug}`,
    { after: <AfterArticle slug={article.slug} related={related} answer={context.get(helpVoteAnswer)} /> },
    { perVisitor: true },
  );
  const { slug, title, summary, updatedAt } = article;
  return data(
    {
      article: { slug, title, summary, updatedAt: updatedAt.toISOString() },
      notice: null,
      regions: { page: prerenderedRegion(args, id, html), after },
    },
    // A later reader may get this page from the server's memory, without this loader: counted there.
    // Kept only while no article has changed (the related ones are on the page too).
    {
      headers: {
        [KEPT_VIEW_HEADER]: helpArticleView(article.id),
        ...keptWhileUnchanged(
          await helpArticlesStamp(db).then(
            (help) => ({ help }),
            () => null,
          ),
        ),
      },
    },
  );
}

// Kept for anonymous readers like the layout's other pages, with what a kept copy counts.
export const headers: Route.HeadersFunction = keptPageHeaders;

export async function action(args: Route.ActionArgs) {
  return formAction(args, helpVoteForm, helpVoteAnswer);
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const notice = loaderData?.notice;
  if (notice) return otherLanguageNoticeMeta(notice, notice.recordPath);
  const article = loaderData?.article;
  if (!article) return [];
  const path = pathIn(localeOf(location.pathname), `/help/${article.slug}`);
  return pageMeta({ title: article.title, description: article.summary }, path, [
    { property: "og:type", content: "article" },
    { property: "article:modified_time", content: article.updatedAt },
  ]);
};

export default function HelpArticlePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <StaticRegion region={loaderData.regions.page} />
      {loaderData.regions.after ? <StaticRegion region={loaderData.regions.after} /> : null}
    </>
  );
}

function HelpArticleContent({ article }: { article: PublishedHelpArticle }) {
  const locale = useLocale();
  const to = useLocalePath();
  const words = helpCentre[locale].helpCentreCopy;
  const category = categories[locale].helpCategories.find((entry) => entry.key === article.category);
  const structuredData = jsonLdText([
    helpArticleNode(article, absoluteUrl(defaultShareImage().image.path)),
    breadcrumbs([
      [crumb.home, to("/")],
      [words.breadcrumb, to("/help")],
      [article.title, to(`/help/${article.slug}`)],
    ]),
  ]);
  return (
    <article>
      <JsonLd json={structuredData} />
      <header className="border-b border-slate-200 bg-slate-50">
        <div className="container-page max-w-4xl py-10 md:py-14">
          <nav aria-label={words.breadcrumbLabel} className="text-sm font-semibold">
            <Link to={to("/help")} className="text-brand-800 hover:text-brand-900">
              {words.breadcrumb}
            </Link>
            {category ? (
              <>
                {" › "}
                <Link to={to(`/help#${category.key}`)} className="text-brand-800 hover:text-brand-900">
                  {category.title}
                </Link>
              </>
            ) : null}
          </nav>
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 md:text-5xl">{article.title}</h1>
          <p className="mt-4 text-xl text-slate-700">{article.summary}</p>
          <p className="mt-4 text-sm text-slate-600">
            {words.updated}{" "}
            <time dateTime={article.updatedAt.toISOString()}>{formatDate(article.updatedAt, locale)}</time>
          </p>
        </div>
      </header>
      <div className="container-page max-w-4xl py-10">
        <ArticleBody html={helpArticleBodyHtml(article.body)} />
      </div>
    </article>
  );
}

function AfterArticle({
  slug,
  related,
  answer,
}: {
  slug: string;
  related: { slug: string; title: string; summary: string }[];
  answer: HelpVoteAnswer | null;
}) {
  const words = helpCentre[useLocale()].helpCentreCopy;
  const button =
    "rounded-lg border border-slate-300 bg-white px-5 py-2 font-semibold text-slate-900 hover:border-brand-700 hover:bg-brand-50";
  return (
    <div className="container-page max-w-4xl space-y-12 pb-16">
      <section aria-labelledby="help-vote-heading" className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
        <h2 id="help-vote-heading" className="text-lg font-semibold text-slate-900">
          {words.helpfulQuestion}
        </h2>
        {answer ? (
          <p role="status" className="mt-3 text-slate-800">
            {answer.message}
          </p>
        ) : (
          <form method="post" className="mt-3 flex gap-3">
            <input type="hidden" name="article" value={slug} />
            <button type="submit" name="helpful" value="yes" className={button}>
              {words.helpfulYes}
            </button>
            <button type="submit" name="helpful" value="no" className={button}>
              {words.helpfulNo}
            </button>
          </form>
        )}
        <HelpNextSteps lead={words.stillStuck} openTicket={words.openTicket} contactUs={words.contactUs} />
      </section>
      {related.length > 0 ? (
        <section aria-labelledby="help-related-heading">
          <h2 id="help-related-heading" className="text-2xl font-bold text-slate-900">
            {words.relatedHeading}
          </h2>
          <HelpArticleList articles={related} />
        </section>
      ) : null}
    </div>
  );
}
