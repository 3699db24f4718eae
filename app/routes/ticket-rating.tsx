import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/ticket-rating";
import { PageHeader } from "~/components/sections/page-header";
import { FieldError, FormAlert, SubmitButton, TextAreaField } from "~/components/ui/form-fields";
import { OutcomeNotice } from "~/components/ui/outcome-notice";
import * as ratingsEn from "~/content/ticket-ratings";
import * as ratingsMl from "~/content/ticket-ratings.ml";
import { formAction } from "~/lib/form-action.server";
import { orUnavailable } from "~/lib/forms/pipeline.server";
import { dbContext, envContext } from "~/lib/http/request-context.server";
import { type Locale, localeOf, pathIn } from "~/lib/i18n/locale";
import { localized } from "~/lib/i18n/localized";
import { pageMeta } from "~/lib/meta";
import { RATING_COMMENT_MAX, type RatingPageData } from "~/lib/tickets/rating-form";
import { ticketRatingForm } from "~/lib/tickets/rating-actions.server";
import { loadRatingPage } from "~/lib/tickets/ratings.server";

// A link in the 'resolved' email opens this page with its score chosen; only the page's one button
// (a POST) records the rating, so a mail scanner opening every link records nothing
// (docs/decisions/022-satisfaction-ratings-and-service-levels.md).
// The page answers for the token in its link: never kept by the server or any cache.
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

const statusOf: Record<RatingPageData["state"], number> = { ready: 200, invalid: 404, expired: 410, unavailable: 503 };

const ratings = localized(ratingsEn, ratingsMl);

/** Everything the page says, in its language, as data: the page's code carries no words of either. */
function pageWords(locale: Locale, page: RatingPageData) {
  const { ratingPage: copy, ratingPageCopy: words, ratingScoreLabels, ratingScores, ratingWords } = ratings[locale];
  return {
    meta: [...pageMeta(copy, pathIn(locale, "/ticket-rating")), { name: "robots", content: "noindex" }],
    heading: copy.heading,
    intro: copy.intro,
    /** Why there is no form (a bad, expired or unreadable link); null with a form. */
    refusal: page.state === "ready" ? null : words[page.state],
    legend: page.state === "ready" ? words.legend(page.number) : "",
    standing: page.state === "ready" && page.current ? words.current(ratingWords(page.current.score)) : words.notYet,
    scoreOptions: ratingScores.map((score) => ({
      value: String(score),
      label: `${score} – ${ratingScoreLabels[score]}`,
      description: words.scoreDescriptions[score],
    })),
    commentLabel: words.commentLabel,
    commentHint: words.commentHint,
    optional: words.optional,
    submit: words.submit,
    submitting: words.submitting,
    contact: words.contact,
  };
}

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const page = await orUnavailable<RatingPageData>(
    "ticket-rating",
    () => loadRatingPage(context.get(dbContext), token, context.get(envContext).APP_SECRET),
    () => ({ state: "unavailable" }),
  );
  return data({ ...page, words: pageWords(localeOf(url.pathname), page) }, { status: statusOf[page.state] });
}

export async function action(args: Route.ActionArgs) {
  return formAction(args, ticketRatingForm);
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.words.meta ?? [];

type ScoreOption = ReturnType<typeof pageWords>["scoreOptions"][number];

/**
 * The five scores as radio buttons, each read out with what it means. Written here rather than with
 * components/tickets/choice-field: a chunk of its own would make this public page load 9 scripts.
 */
function ScoreChoice({
  legend,
  scoreOptions,
  defaultValue,
  error,
}: {
  legend: string;
  scoreOptions: readonly ScoreOption[];
  defaultValue: string;
  error?: string;
}) {
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
  const { words } = page;
  return (
    <>
      <PageHeader heading={words.heading} intro={words.intro} />
      <div className="container-page max-w-2xl space-y-6 py-14">
        {page.state !== "ready" ? (
          <OutcomeNotice good={false}>{words.refusal}</OutcomeNotice>
        ) : (
          <>
            {answer?.outcome === "saved" && answer.score ? (
              <OutcomeNotice good>{answer.message}</OutcomeNotice>
            ) : (
              <p className="text-slate-700">{words.standing}</p>
            )}
            <Form
              method="post"
              // A fresh form after each save, so it shows what is now recorded.
              key={`${page.current?.score ?? 0}-${page.current?.comment ?? ""}`}
              className="space-y-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <FormAlert message={answer?.outcome === "refused" ? answer.message : null} />
              <input type="hidden" name="token" value={page.token} />
              <ScoreChoice
                legend={words.legend}
                scoreOptions={words.scoreOptions}
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
