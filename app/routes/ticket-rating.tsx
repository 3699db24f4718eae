import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/ticket-rating";
import { PageHeader } from "~/components/sections/page-header";
import { FieldError, FormAlert, SubmitButton, TextAreaField } from "~/components/ui/form-fields";
import { OutcomeNotice } from "~/components/ui/outcome-notice";
import {
  ratingScoreLabels,
  ratingScores,
  ratingPage as copy,
  ratingPageCopy as words,
  ratingWords,
} from "~/content/ticket-ratings";
import { formAction } from "~/lib/form-action.server";
import { orUnavailable } from "~/lib/forms/pipeline.server";
import { dbContext, envContext } from "~/lib/http/request-context.server";
import { pageMeta } from "~/lib/meta";
import { RATING_COMMENT_MAX, type RatingPageData } from "~/lib/tickets/rating-form";
import { ticketRatingForm } from "~/lib/tickets/rating-actions.server";
import { loadRatingPage } from "~/lib/tickets/ratings.server";

// A link in the 'resolved' email records its score when opened (one click) and shows this page, where
// the customer may pick another score or add a comment (POST)
// (docs/decisions/022-satisfaction-ratings-and-service-levels.md).
// The page answers for the token in its link: never kept by the server or any cache.
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

const statusOf: Record<RatingPageData["state"], number> = { ready: 200, invalid: 404, expired: 410, unavailable: 503 };

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const page = await orUnavailable<RatingPageData>(
    "ticket-rating",
    () =>
      loadRatingPage(context.get(dbContext), token, context.get(envContext).APP_SECRET, new Date(), {
        record: request.method === "GET",
      }),
    () => ({ state: "unavailable" }),
  );
  return data(page, { status: statusOf[page.state] });
}

export async function action(args: Route.ActionArgs) {
  return formAction(args, ticketRatingForm);
}

export const meta: Route.MetaFunction = () => [
  ...pageMeta(copy, "/ticket-rating"),
  { name: "robots", content: "noindex" },
];

const scoreOptions = ratingScores.map((score) => ({
  value: String(score),
  label: `${score} – ${ratingScoreLabels[score]}`,
  description: words.scoreDescriptions[score],
}));

/**
 * The five scores as radio buttons, each read out with what it means. Written here rather than with
 * components/tickets/choice-field: a chunk of its own would make this public page load 9 scripts.
 */
function ScoreChoice({ legend, defaultValue, error }: { legend: string; defaultValue: string; error?: string }) {
  return (
    <fieldset aria-describedby={error ? "score-error" : undefined}>
      <legend className="font-semibold text-slate-900">{legend}</legend>
      <div className="mt-3 grid gap-2">
        {scoreOptions.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 bg-white p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              name="score"
              value={option.value}
              required
              defaultChecked={defaultValue === option.value}
              aria-describedby={`score-${option.value}`}
              className="mt-1 size-4 shrink-0 accent-brand-700"
            />
            <span>
              <span className="block text-sm font-semibold text-slate-900">{option.label}</span>
              <span id={`score-${option.value}`} className="block text-sm text-slate-600">
                {option.description}
              </span>
            </span>
          </label>
        ))}
      </div>
      <FieldError id="score-error" error={error} />
    </fieldset>
  );
}

export default function TicketRatingPage({ loaderData, actionData: answer }: Route.ComponentProps) {
  const navigation = useNavigation();
  const page = loaderData;
  return (
    <>
      <PageHeader heading={copy.heading} intro={copy.intro} />
      <div className="container-page max-w-2xl space-y-6 py-14">
        {page.state !== "ready" ? (
          <OutcomeNotice good={false}>{words[page.state]}</OutcomeNotice>
        ) : (
          <>
            {answer?.outcome === "saved" && answer.score ? (
              <OutcomeNotice good>{words.saved(ratingWords(answer.score))}</OutcomeNotice>
            ) : page.recorded && page.current ? (
              <OutcomeNotice good>{words.saved(ratingWords(page.current.score))}</OutcomeNotice>
            ) : page.current ? (
              <p className="text-slate-700">{words.current(ratingWords(page.current.score))}</p>
            ) : null}
            <Form
              method="post"
              // A fresh form after each save, so it shows what is now recorded.
              key={`${page.current?.score ?? 0}-${page.current?.comment ?? ""}`}
              className="space-y-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <FormAlert message={answer?.outcome === "refused" ? answer.message : null} />
              <input type="hidden" name="token" value={page.token} />
              <ScoreChoice
                legend={words.legend(page.number)}
                defaultValue={answer?.values.score || String(answer?.score ?? page.linkScore)}
                error={answer?.fieldErrors.score}
              />
              <TextAreaField
                name="comment"
                label={words.commentLabel}
                description={words.commentHint}
                required={false}
                optionalNote={words.optional}
                rows={4}
                maxLength={RATING_COMMENT_MAX}
                error={answer?.fieldErrors.comment}
                defaultValue={answer?.values.comment ?? page.current?.comment ?? ""}
              />
              <SubmitButton
                busy={navigation.state === "submitting"}
                label={words.submit}
                busyLabel={words.submitting}
              />
            </Form>
          </>
        )}
        <p className="text-sm text-slate-700">{words.contact}</p>
      </div>
    </>
  );
}
