// The rating page's form (POST /ticket-rating, and /ml/ticket-rating in Malayalam): the link's token,
// the chosen score and a comment, rate-limited per client address; its messages in the page's
// language. What a rating is and how it is stored is ratings.server.ts's.
import * as ratingsEn from "~/content/ticket-ratings";
import * as ratingsMl from "~/content/ticket-ratings.ml";
import type { Env } from "~/lib/env.server";
import { localeOf } from "~/lib/i18n/locale";
import { localized } from "~/lib/i18n/localized";
import { dataOutcome, retryAfterHeaders } from "~/lib/forms/outcome";
import { defineForm } from "~/lib/forms/pipeline.server";
import { consumeRateLimit, type RateLimitRule } from "~/lib/rate-limit/rate-limit.server";
import type { RatingActionData } from "./rating-form";
import { validateRatingForm } from "./rating-schema";
import { checkRatingLink, recordRating } from "./ratings.server";

/** Per client address: generous for a household behind one router, useless for guessing tokens. */
export const ticketRatingRateLimit: RateLimitRule = { name: "ticket-rating", limit: 30, windowMs: 10 * 60_000 };

type RatingEnv = Pick<Env, "APP_SECRET" | "PUBLIC_URL" | "RATE_LIMIT_MULTIPLIER">;

const ratings = localized(ratingsEn, ratingsMl);

/** The page's words in the language of the page that posted. */
function copyOf(request: Request) {
  return ratings[localeOf(new URL(request.url).pathname)].ratingPageCopy;
}

function answer(status: number, fields: Partial<RatingActionData>, headers?: Headers) {
  return dataOutcome<RatingActionData>(
    status,
    { outcome: "refused", message: null, fieldErrors: {}, values: {}, ...fields },
    headers,
  );
}

/** POST /ticket-rating: the link's token (in the form) and the chosen score and comment. */
export const ticketRatingForm = defineForm<RatingActionData, RatingEnv>({
  name: "ticket-rating",
  maxBytes: 16 * 1024,
  sameOriginOnly: true,
  refused: (status, message) => answer(status, { message }),
  unavailable: ({ form, request }) =>
    answer(503, {
      message: copyOf(request).failed,
      values: { score: String(form.get("score") ?? ""), comment: String(form.get("comment") ?? "") },
    }),
  async handle({ form, db, env, clientAddress, request }) {
    const ratingPageCopy = copyOf(request);
    const limit = await consumeRateLimit(db, ticketRatingRateLimit, clientAddress, env.RATE_LIMIT_MULTIPLIER);
    if (!limit.allowed) {
      return answer(429, { message: ratingPageCopy.tooMany }, retryAfterHeaders(limit.retryAfterSeconds));
    }
    const now = new Date();
    const checked = await checkRatingLink(db, String(form.get("token") ?? ""), env.APP_SECRET, now);
    if (checked.state !== "ok") {
      return answer(checked.state === "invalid" ? 404 : 410, { message: ratingPageCopy[checked.state] });
    }
    const validation = validateRatingForm(form, ratingPageCopy);
    if (!validation.success) {
      return answer(400, { fieldErrors: validation.fieldErrors, values: validation.values });
    }
    const score = Number(validation.data.score);
    await recordRating(db, checked.link, { score, comment: validation.data.comment }, now);
    return dataOutcome<RatingActionData>(200, {
      outcome: "saved",
      // What the page says now, in its language (the page's words come with its data, not its code).
      message: ratingPageCopy.saved(ratings[localeOf(new URL(request.url).pathname)].ratingWords(score)),
      fieldErrors: {},
      values: {},
      score,
    });
  },
});
