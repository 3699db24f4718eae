import type { ReactNode } from "react";
import { InitialsAvatar } from "~/components/ui/initials-avatar";
import { StarRating } from "~/components/ui/star-rating";
import type { Testimonial } from "~/content/schema";
import * as testimonialWordsEn from "~/content/testimonial-words";
import * as testimonialWordsMl from "~/content/testimonial-words.ml";
import { localized } from "~/lib/i18n/localized";
import { useEnglishText } from "~/lib/i18n/use-english-text";
import { useLocale } from "~/lib/i18n/use-locale";
import { testimonialIn } from "~/lib/showcase";

// Rendered in static regions only (server-side), so both languages' words may be imported here.
const testimonialWords = localized(testimonialWordsEn, testimonialWordsMl);

/** The testimonials' words in the page's language: the reviews and the cards' labels. */
export function useTestimonialWords() {
  return testimonialWords[useLocale()];
}

/** Who gave a review (initials, name, position and company), then the project line as the caller shows it. */
export function TestimonialAuthor({ testimonial, children }: { testimonial: Testimonial; children: ReactNode }) {
  const english = useEnglishText();
  return (
    <>
      <InitialsAvatar name={testimonial.name} />
      <span>
        <span {...english} className="block font-semibold text-slate-900">
          {testimonial.name}
        </span>
        <span className="block text-sm text-slate-600">
          {testimonial.position}, {testimonial.company}
        </span>
        {children}
      </span>
    </>
  );
}

export function TestimonialCard({ testimonial: facts }: { testimonial: Testimonial }) {
  const words = useTestimonialWords();
  const testimonial = testimonialIn(facts, words.testimonialStories);
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <StarRating rating={testimonial.rating} />
      <blockquote className="mt-4 flex-1 text-slate-700">
        <p>“{testimonial.content}”</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        <TestimonialAuthor testimonial={testimonial}>
          <span className="block text-xs text-slate-500">
            {words.testimonialLabels.projectPrefix} {testimonial.project}
          </span>
        </TestimonialAuthor>
      </figcaption>
    </figure>
  );
}
