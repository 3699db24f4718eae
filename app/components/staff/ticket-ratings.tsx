// The customer's satisfaction ratings on staff pages: a small badge in the queue and the
// panel on a ticket's page, one entry per rated resolution with its comment. Props only.
import { staffRatingCopy as copy } from "~/content/ticket-ratings";
import { formatDateTime, isoString } from "~/lib/india-time";
import { Badge } from "./status-badges";
import { DateTime } from "./date-time";

export function RatingBadge({ score }: { score: number | null }) {
  if (score === null) return null;
  return (
    <span title={copy.badgeLabel(score)}>
      <span className="sr-only">{copy.badgeLabel(score)}</span>
      <span aria-hidden="true">
        <Badge tone={score >= 4 ? "green" : score === 3 ? "yellow" : "red"} label={copy.badge(score)} />
      </span>
    </span>
  );
}

export type StaffRating = {
  id: number;
  score: number;
  comment: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
  resolvedAt: Date | string;
};

export function TicketRatings({ ratings, className }: { ratings: readonly StaffRating[]; className: string }) {
  return (
    <section aria-labelledby="ratings-heading" className={className}>
      <h2 id="ratings-heading" className="text-lg font-bold text-slate-900">
        {copy.heading}
      </h2>
      {ratings.length === 0 ? <p className="mt-2 text-sm text-slate-700">{copy.none}</p> : null}
      <ul className="mt-3 space-y-4 text-sm">
        {ratings.map((rating) => (
          <li key={rating.id}>
            <p className="font-semibold text-slate-900">{copy.score(rating.score)}</p>
            <p className="text-slate-700">
              {copy.forResolution(formatDateTime(rating.resolvedAt))}. {copy.given}{" "}
              <DateTime value={rating.createdAt} />
              {isoString(rating.updatedAt) !== isoString(rating.createdAt) ? (
                <>
                  , {copy.changed} <DateTime value={rating.updatedAt} />
                </>
              ) : null}
            </p>
            <p className="mt-1 break-words whitespace-pre-line text-slate-800">{rating.comment ?? copy.noComment}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
