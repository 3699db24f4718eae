import { Link } from "react-router";
import type { Route } from "./+types/help-article";
import { HelpArticleForm } from "~/components/staff/help-article-form";
import { PublishingBox, VersionHistory } from "~/components/staff/publication-panels";
import { RecordPage } from "~/components/staff/record-page";
import { helpArticleStatusLabels, staffHelpCopy as copy } from "~/content/staff-help";
import { caseAlert } from "~/lib/casework/case-form";
import { reloadAfterConflict, staffMeta } from "~/lib/casework/page";
import { canPublish } from "~/lib/casework/policy";
import { formAction } from "~/lib/form-action.server";
import { canMoveHelpArticle, getStaffHelpArticle, helpArticleMoves } from "~/lib/help/articles.server";
import { helpArticleForm } from "~/lib/help/staff-actions.server";
import type { HelpArticleActionData } from "~/lib/help/staff-query";
import { pathIn } from "~/lib/i18n/locale";
import { staffPageHeaders } from "~/lib/staff/guard.server";
import { recordForm, recordOfPage } from "~/lib/staff/record-page.server";

export async function loader(args: Route.LoaderArgs) {
  const { staff, record: article } = await recordOfPage(args, getStaffHelpArticle);
  const moves = helpArticleMoves.filter((move) => canMoveHelpArticle(move, article.status));
  return { article, moves, mayPublish: canPublish(staff, "help_article") };
}

export async function action(args: Route.ActionArgs) {
  return formAction(
    args,
    recordForm(args, (staff, id) => helpArticleForm(staff, { mode: "edit", id })),
  );
}

export const shouldRevalidate = reloadAfterConflict;

export const headers = staffPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(loaderData ? copy.title(loaderData.article.title) : "");

export default function StaffHelpArticle({ loaderData, actionData }: Route.ComponentProps) {
  const { article, moves, mayPublish } = loaderData;
  const answer: HelpArticleActionData | undefined = actionData;
  const publishAnswer = answer?.intent === "publish" || answer?.intent === "unpublish" || answer?.intent === "archive";
  return (
    <RecordPage
      back={{ href: "/staff/help", label: copy.back }}
      heading={article.title}
      summary={
        <p className="mt-2 flex flex-wrap items-center gap-3 text-sm text-slate-700">
          <span>{copy.status(helpArticleStatusLabels[article.status], article.version)}</span>
          {article.status === "published" ? (
            <a
              href={pathIn(article.language, `/help/${article.slug}`)}
              className="font-semibold text-brand-800 underline underline-offset-2"
            >
              {copy.publicLink}
            </a>
          ) : null}
          {article.sourceTicketNumber ? (
            <Link
              to={`/staff/tickets/${article.sourceTicketNumber}`}
              className="font-semibold text-brand-800 underline underline-offset-2"
            >
              {copy.fromTicket(article.sourceTicketNumber)}
            </Link>
          ) : null}
        </p>
      }
      side={
        <>
          <PublishingBox
            words={copy.publishing}
            status={article.status}
            moves={moves}
            mayPublish={mayPublish}
            alert={publishAnswer ? (answer?.message ?? null) : null}
          />
          <VersionHistory
            words={copy.history}
            current={article.version}
            versions={article.versions}
            language={article.language}
            status={caseAlert(answer, "restore", "save")}
          />
        </>
      }
    >
      <HelpArticleForm
        words={copy}
        initial={{
          title: article.title,
          slug: article.slug,
          language: article.language,
          summary: article.summary,
          category: article.category,
          tags: article.tags.join(", "),
          body: article.body,
          concerns: article.concerns,
        }}
        version={article.version}
        answer={answer}
        submitLabel={copy.save}
      />
    </RecordPage>
  );
}
