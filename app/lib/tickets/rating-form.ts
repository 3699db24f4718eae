// The rating page's shapes without its schema or server code: what the loader and the action give
// the page (app/routes/ticket-rating.tsx), and the comment's limit.

export const RATING_COMMENT_MAX = 2000;

/** Ratings are taken for this long after the resolution they rate (the link's own date check). */
export const RATING_WINDOW_DAYS = 60;

export type RatingPageData =
  | { state: "invalid" | "expired" | "unavailable" }
  | {
      state: "ready";
      /** The link's token, sent back with the form: it is the customer's only credential here. */
      token: string;
      number: string;
      /** The score of the link that was clicked, preselected (opening the link records nothing). */
      linkScore: number;
      current: { score: number; comment: string | null } | null;
    };

export type RatingActionData = {
  outcome: "saved" | "refused";
  message: string | null;
  fieldErrors: Partial<Record<"score" | "comment", string>>;
  values: Partial<Record<"score" | "comment", string>>;
  score?: number;
};
