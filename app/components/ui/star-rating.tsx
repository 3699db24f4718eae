import { Star } from "~/components/ui/icons";
import * as testimonialWordsEn from "~/content/testimonial-words";
import * as testimonialWordsMl from "~/content/testimonial-words.ml";
import { localized } from "~/lib/i18n/localized";
import { useLocale } from "~/lib/i18n/use-locale";

// Rendered in static regions only (server-side), so both languages' words may be imported here.
const testimonialWords = localized(testimonialWordsEn, testimonialWordsMl);

/** 1-5 stars, announced as text ('Rated 4 out of 5'). */
export function StarRating({ rating }: { rating: number }) {
  const labels = testimonialWords[useLocale()].testimonialLabels;
  return (
    <p className="flex items-center gap-0.5">
      {[1, 2, 3, 4, 5].map((position) => (
        <Star
          key={position}
          aria-hidden="true"
          className={`size-4 ${position <= rating ? "fill-amber-400 text-amber-400" : "fill-slate-200 text-slate-200"}`}
        />
      ))}
      <span className="sr-only">{labels.rated(rating)}</span>
    </p>
  );
}
