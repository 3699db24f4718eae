// Satisfaction ratings: the five scores, the block the 'resolved' email carries, the
// public page its links open, and how staff see a rating on the ticket and in the queue.
import { formatCount } from "./numbers";
import type { PageCopy } from "./schema";
import { site } from "./site";

export const ratingScores = [1, 2, 3, 4, 5] as const;
export type RatingScore = (typeof ratingScores)[number];

export const ratingScoreLabels: Record<RatingScore, string> = {
  1: "Very poor",
  2: "Poor",
  3: "OK",
  4: "Good",
  5: "Excellent",
};

/** "4 of 5 (Good)" */
export function ratingWords(score: number): string {
  const label = ratingScoreLabels[score as RatingScore];
  return label ? `${score} of 5 (${label})` : `${score} of 5`;
}

export const ratingEmailCopy = {
  heading: "How did we do?",
  intro: "Rate how we resolved this ticket — click a score, then send it from the page that opens:",
  link: (score: number) => `${score} – ${ratingScoreLabels[score as RatingScore]}:`,
  change: "Changed your mind? Send another score the same way: the newest counts.",
};

export const ratingPage: PageCopy = {
  title: "Rate our support",
  description: `How satisfied you are with how ${site.name} resolved your support ticket.`,
  heading: "Rate our support",
  intro:
    "How satisfied you are with how we resolved your ticket: the score you clicked in our email is chosen below. Add a comment if you like, and save it.",
};

export const ratingPageCopy = {
  legend: (number: string) => `How satisfied are you with how we resolved ticket ${number}?`,
  scoreDescriptions: {
    1: "The problem is not solved, or it took far too long.",
    2: "Solved, but not well.",
    3: "Solved, nothing special.",
    4: "Solved well.",
    5: "Solved quickly and well.",
  } satisfies Record<RatingScore, string>,
  commentLabel: "Anything you want to tell us?",
  commentHint: "The support team reads every comment.",
  optional: "optional",
  submit: "Save my rating",
  submitting: "Saving…",
  current: (words: string) => `Your rating so far: ${words}. Save to change it.`,
  notYet: "Nothing is recorded until you save: check the score, then press the button.",
  saved: (words: string) => `Thank you: your rating ${words} is recorded. You can change it here at any time.`,
  invalid: "This rating link is not valid. Please use the links in the email about your resolved ticket.",
  expired: "This rating link has expired: ratings are taken for 60 days after a ticket is resolved.",
  unavailable: "We could not open your rating just now. Please try the link again in a few minutes.",
  failed: "We could not record your rating just now. Please try again in a few minutes.",
  tooMany: "Too many ratings from your network just now. Please try again in a few minutes.",
  commentTooLong: (max: number) => `Please keep the comment under ${formatCount(max)} characters.`,
  scoreRequired: "Please choose a score from 1 to 5.",
  contact: `Still a problem? Call our 24x7 line ${site.emergencyPhone} or reply on your ticket page.`,
};

/** The ticket page's panel (staff) and the queue's badge. */
export const staffRatingCopy = {
  heading: "Satisfaction ratings",
  none: "Not rated yet.",
  score: (score: number) => ratingWords(score),
  given: "Given",
  changed: "changed",
  forResolution: (when: string) => `For the resolution of ${when}`,
  noComment: "No comment.",
  badge: (score: number) => `Rated ${score}/5`,
  badgeLabel: (score: number) => `Customer rating ${ratingWords(score)}`,
};
