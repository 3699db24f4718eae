import { useEffect } from "react";
import { Form, Link, useNavigation, useNavigate, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/newsletter-issue";
import { ArticleBody } from "~/components/blog/article-body";
import { StatusBadge } from "~/components/staff/status-badges";
import { Checkbox, FormAlert, TextAreaField, TextField } from "~/components/ui/form-fields";
import { staffCopy } from "~/content/staff";
import { issueStatusLabels, staffIssueCopy as copy } from "~/content/staff-newsletter";
import { idValue } from "~/lib/casework/list-codec";
import { formAction } from "~/lib/form-action.server";
import { dbContext, envContext } from "~/lib/http/request-context.server";
import { deliveryState } from "~/lib/newsletter/delivery-state";
import { ISSUE_BODY_MAX_LENGTH, ISSUE_SUBJECT_MAX_LENGTH } from "~/lib/newsletter/limits";
import { renderIssueMarkdown } from "~/lib/newsletter/markdown.server";
import { countConfirmedSubscribers, getIssue, issueForm } from "~/lib/newsletter/staff.server";
import { notFound, staffOf, staffPageHeaders } from "~/lib/staff/guard.server";

/** "new", or the id of an issue. */
function issueId(params: { id: string }): number | null | undefined {
  if (params.id === "new") return null;
  return idValue(params.id) ?? undefined;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  staffOf(context);
  const id = issueId(params);
  if (id === undefined) throw notFound(request);
  const db = context.get(dbContext);
  const confirmed = await countConfirmedSubscribers(db);
  if (id === null) return { issue: null, confirmed };
  const issue = await getIssue(db, id);
  if (!issue) throw notFound(request);
  return {
    confirmed,
    issue: {
      id: issue.id,
      subject: issue.subject,
      body: issue.bodyMarkdown,
      status: issue.status,
      version: issue.version,
      recipientTotal: issue.recipientTotal,
      progress: issue.progress,
      // What was sent, as subscribers see it (drafts are previewed on demand instead).
      html:
        issue.status === "draft" ? null : renderIssueMarkdown(issue.bodyMarkdown, context.get(envContext).PUBLIC_URL),
    },
  };
}

export async function action(args: Route.ActionArgs) {
  const staff = staffOf(args.context);
  const id = issueId(args.params);
  if (id === undefined) throw notFound(args.request);
  return formAction(args, issueForm(staff, id));
}

// Its own headers (a refused change's Retry-After) replace the layout's: the staff ones, not the form pages'.
export const headers = staffPageHeaders;

// A refused save or send (409: saved by someone else meanwhile, or already sent) shows the saved
// issue, so the page reloads its data even though the action answered with an error status.
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ params }) => [
  { title: staffCopy.title(params.id === "new" ? copy.newTitle : copy.title(Number(params.id))) },
  { name: "robots", content: "noindex" },
];

const buttonClass = "rounded-lg px-4 py-2 text-sm font-semibold disabled:opacity-70";
const primary = `${buttonClass} bg-brand-700 text-white hover:bg-brand-800`;
const secondary = `${buttonClass} border border-slate-300 text-slate-800 hover:bg-slate-50`;

/**
 * While an issue is being sent, the page asks for fresh progress every few seconds (with JavaScript;
 * without it, the Refresh link). A navigation to the page itself re-runs its loader; it is used
 * rather than useRevalidator, which no public page needs and would add to every page's framework code.
 */
function useProgressRefresh(active: boolean) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => void navigate(".", { replace: true, preventScrollReset: true }), 2000);
    return () => clearInterval(timer);
  }, [active, navigate]);
}

export default function StaffNewsletterIssue({ loaderData, actionData }: Route.ComponentProps) {
  const { issue, confirmed } = loaderData;
  const busy = useNavigation().state === "submitting";
  const editable = !issue || issue.status === "draft";
  const progress = issue?.progress;
  const total = issue?.recipientTotal ?? 0;
  const delivery =
    progress && issue && issue.status !== "draft" ? deliveryState({ status: issue.status, total, ...progress }) : null;
  useProgressRefresh(delivery !== null && !delivery.finished);
  const typed = actionData && actionData.intent !== "send" ? actionData.values : null;
  const subject = typed?.subject ?? issue?.subject ?? "";
  const body = typed?.body ?? issue?.body ?? "";
  return (
    <>
      <p>
        <Link to="/staff/newsletter" className="text-sm font-semibold text-brand-800 underline underline-offset-2">
          {copy.back}
        </Link>
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{issue ? copy.title(issue.id) : copy.newTitle}</h1>
        {issue ? <StatusBadge status={issue.status} label={issueStatusLabels[issue.status]} /> : null}
      </div>

      {progress && delivery ? (
        <section aria-labelledby="progress-heading" className="mt-6 rounded-xl border border-slate-200 bg-white p-5">
          <h2 id="progress-heading" className="text-lg font-bold text-slate-900">
            {copy.progress.heading}
          </h2>
          <div role="status" className="mt-3 space-y-2 text-sm text-slate-800">
            <p className="text-base font-semibold">{delivery.text}</p>
            <progress
              aria-label={copy.progress.label}
              max={Math.max(total, 1)}
              value={progress.sent}
              className="h-2.5 w-full"
            />
            {delivery.finished ? null : <p>{copy.progress.updating}</p>}
          </div>
          <Link to="." className={`mt-3 inline-block ${secondary}`}>
            {copy.progress.refresh}
          </Link>
        </section>
      ) : null}

      {editable ? (
        <Form method="post" className="mt-6 space-y-4 rounded-xl border border-slate-200 bg-white p-5" noValidate>
          <FormAlert message={actionData?.intent !== "send" ? actionData?.message : null} tone={actionData?.tone} />
          {issue ? <input type="hidden" name="version" value={issue.version} /> : null}
          <TextField
            key={`subject-${issue?.version ?? 0}`}
            name="subject"
            label={copy.subject}
            maxLength={ISSUE_SUBJECT_MAX_LENGTH}
            defaultValue={subject}
            error={actionData?.fieldErrors.subject}
          />
          <TextAreaField
            key={`body-${issue?.version ?? 0}`}
            name="body"
            label={copy.body}
            description={copy.bodyHint}
            rows={14}
            maxLength={ISSUE_BODY_MAX_LENGTH}
            defaultValue={body}
            error={actionData?.fieldErrors.body}
          />
          <div className="flex flex-wrap gap-3">
            <button type="submit" name="intent" value="save" className={primary} disabled={busy}>
              {copy.save}
            </button>
            <button type="submit" name="intent" value="preview" className={secondary} disabled={busy}>
              {copy.preview}
            </button>
            <button type="submit" name="intent" value="test" className={secondary} disabled={busy}>
              {copy.test}
            </button>
          </div>
        </Form>
      ) : null}

      {actionData?.previewHtml || issue?.html ? (
        <section aria-labelledby="preview-heading" className="mt-6 rounded-xl border border-slate-200 bg-white p-5">
          <h2 id="preview-heading" className="text-lg font-bold text-slate-900">
            {copy.previewHeading}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{copy.previewNote}</p>
          <p className="mt-3 font-semibold text-slate-900">{copy.previewSubject(subject)}</p>
          <div className="mt-3 border-t border-slate-200 pt-3">
            {/* Rendered on the server by markdown-it with raw HTML escaped and only http(s)/mailto links. */}
            <ArticleBody html={actionData?.previewHtml ?? issue?.html ?? ""} />
          </div>
        </section>
      ) : null}

      {issue && issue.status === "draft" ? (
        <section aria-labelledby="send-heading" className="mt-6 rounded-xl border border-amber-200 bg-amber-50 p-5">
          <h2 id="send-heading" className="text-lg font-bold text-slate-900">
            {copy.send.heading}
          </h2>
          <p className="mt-1 text-sm text-slate-800">{copy.send.text(confirmed)}</p>
          <p className="mt-1 text-sm text-slate-800">{copy.send.savedFirst}</p>
          <Form method="post" className="mt-3 space-y-3" noValidate>
            <FormAlert message={actionData?.intent === "send" ? actionData.message : null} />
            <input type="hidden" name="intent" value="send" />
            <input type="hidden" name="version" value={issue.version} />
            <Checkbox name="confirm" error={actionData?.intent === "send" ? actionData.fieldErrors.confirm : undefined}>
              {copy.send.confirm}
            </Checkbox>
            <button type="submit" className={primary} disabled={busy}>
              {copy.send.button}
            </button>
          </Form>
        </section>
      ) : null}
    </>
  );
}
