// The rating form's one schema (server only: the page needs no instant checks for a choice of five
// and an optional comment, so no validation code reaches the browser), in the page's language.
import * as z from "zod/mini";
import type { ratingPageCopy } from "~/content/ticket-ratings";
import { cleanText } from "~/lib/forms/fields";
import { validateForm } from "~/lib/forms/validate";
import { RATING_COMMENT_MAX } from "./rating-form";

type RatingMessages = Pick<typeof ratingPageCopy, "scoreRequired" | "commentTooLong">;

export function ratingFormSchema(copy: RatingMessages) {
  return z.object({
    score: z.enum(["1", "2", "3", "4", "5"], copy.scoreRequired),
    comment: z
      .string()
      .check(z.overwrite(cleanText), z.maxLength(RATING_COMMENT_MAX, copy.commentTooLong(RATING_COMMENT_MAX))),
  });
}

export function validateRatingForm(form: FormData, copy: RatingMessages) {
  return validateForm(ratingFormSchema(copy), form);
}
