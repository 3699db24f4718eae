// The rating form's one schema (server only: the page needs no instant checks for a choice of five
// and an optional comment, so no validation code reaches the browser).
import * as z from "zod/mini";
import { ratingPageCopy } from "~/content/ticket-ratings";
import { cleanText } from "~/lib/forms/fields";
import { validateForm } from "~/lib/forms/validate";
import { RATING_COMMENT_MAX } from "./rating-form";

export const RatingFormSchema = z.object({
  score: z.enum(["1", "2", "3", "4", "5"], ratingPageCopy.scoreRequired),
  comment: z
    .string()
    .check(z.overwrite(cleanText), z.maxLength(RATING_COMMENT_MAX, ratingPageCopy.commentTooLong(RATING_COMMENT_MAX))),
});

export function validateRatingForm(form: FormData) {
  return validateForm(RatingFormSchema, form);
}
