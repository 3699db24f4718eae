import { Form, Link } from "react-router";
import type { Route } from "./+types/help-article";
import { DateTime } from "~/components/staff/date-time";
import { HelpArticleForm } from "~/components/staff/help-article-form";
import { ActionBox, RecordPage, RecordSection } from "~/components/staff/record-page";
import { helpArticleStatusLabels, staffHelpCopy as copy } from "~/content/staff-help";
import { caseAlert } from "~/lib/casework/case-form";
import { reloadAfterConflict, staffMeta } from "~/lib/casework/page";
import { canPublish } from "~/lib/casework/policy";
import { formAction } from "~/lib/form-action.server";
import { canMoveHelpArticle, getStaffHelpArticle, helpArticleMoves } from "~/lib/help/articles.server";
import { helpArticleForm } from "~/lib/help/staff-actions.server";
import type { HelpArticleActionData } from "~/lib/help/staff-query";
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

const buttonClass =
  "rounded-lg px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-60";

const moveLabels = {
  publish: copy.publishing.publish,
  unpublish: copy.publishing.unpublish,
  archive: copy.publishing.archive,
} as const;

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
            <a href={`/help/${article.slug}`} className="font-semibold text-brand-800 underline underline-offset-2">
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
          <ActionBox
            id="publishing-heading"
            heading={copy.publishing.heading}
            alert={publishAnswer ? (answer?.message ?? null) : null}
          >
            {mayPublish ? null : (
              <p id="publishing-reason" className="text-sm text-slate-700">
                {copy.publishing.notAllowed}
              </p>
            )}
            <Form method="post" className="flex flex-wrap gap-2">
              <input type="hidden" name="status" value={article.status} />
              {moves.map((move) => (
                <button
                  key={move}
                  type="submit"
                  name="intent"
                  value={move}
                  disabled={!mayPublish}
                  aria-describedby={mayPublish ? undefined : "publishing-reason"}
                  className={`${buttonClass} ${move === "publish" ? "bg-brand-700 text-white hover:bg-brand-800" : "border border-slate-300 bg-white text-slate-900 hover:bg-slate-50"}`}
                >
                  {moveLabels[move]}
                </button>
              ))}
            </Form>
          </ActionBox>
          <RecordSection id="versions-heading" heading={copy.history.heading}>
            <p className="sr-only" role="status">
              {caseAlert(answer, "restore", "save")}
            </p>
            <ol className="mt-3 space-y-3">
              {article.versions.map((version) => (
                <li
                  key={version.version}
                  className="border-t border-slate-100 pt-3 text-sm text-slate-700 first:border-t-0 first:pt-0"
                >
                  <p className="font-semibold text-slate-900">
                    {copy.history.version(version.version)}
                    {version.version === article.version ? ` · ${copy.history.current}` : ""}
                  </p>
                  <p>
                    <DateTime value={version.editedAt} /> {copy.history.by(version.editorName ?? copy.history.unknown)}
                  </p>
                  {version.note ? <p className="text-slate-600">{version.note}</p> : null}
                  {version.version === article.version ? null : (
                    <Form method="post" className="mt-1">
                      <input type="hidden" name="version" value={article.version} />
                      <input type="hidden" name="restoreVersion" value={version.version} />
                      <button
                        type="submit"
                        name="intent"
                        value="restore"
                        aria-label={copy.history.restoreLabel(version.version)}
                        className="font-semibold text-brand-800 underline underline-offset-2"
                      >
                        {copy.history.restore}
                      </button>
                    </Form>
                  )}
                </li>
              ))}
            </ol>
          </RecordSection>
        </>
      }
    >
      <HelpArticleForm
        words={copy}
        initial={{
          title: article.title,
          slug: article.slug,
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
