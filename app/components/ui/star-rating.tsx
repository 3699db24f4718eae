import { Star } from "~/components/ui/icons";

/** 1-5 stars, announced as text ('Rated 4 out of 5'). */
export function StarRating({ rating }: { rating: number }) {
  return (
    <p className="flex items-center gap-0.5">
      {[1, 2, 3, 4, 5].map((position) => (
        <Star
          key={position}
          aria-hidden="true"
          className={`size-4 ${position <= rating ? "fill-amber-400 text-amber-400" : "fill-slate-200 text-slate-200"}`}
        />
      ))}
      <span className="sr-only">Rated {rating} out of 5</span>
    </p>
  );
}
