import { StarRating } from "~/components/ui/star-rating";

type RatingSummaryCardProps = { average: number; averageLabel: string; reviewsText: string };

/** The testimonials header's card: the average star rating over all reviews. */
export function RatingSummaryCard({ average, averageLabel, reviewsText }: RatingSummaryCardProps) {
  return (
    <div className="rounded-3xl bg-white p-8 text-center text-slate-800 shadow-2xl">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{averageLabel}</p>
      <p className="mt-2 text-6xl font-bold tracking-tight text-slate-900">
        {average.toFixed(1)}
        <span className="text-2xl font-semibold text-slate-500">/5</span>
      </p>
      {/* The exact average is written above; the rounded stars are decoration. */}
      <div aria-hidden="true" className="mt-3 flex justify-center">
        <StarRating rating={Math.round(average)} />
      </div>
      <p className="mt-2 text-sm text-slate-600">{reviewsText}</p>
    </div>
  );
}
