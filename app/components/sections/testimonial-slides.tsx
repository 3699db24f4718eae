import { TestimonialAuthor } from "~/components/cards/testimonial-card";
import { Quote } from "~/components/ui/icons";
import { StarRating } from "~/components/ui/star-rating";
import * as carouselEn from "~/content/carousel";
import * as carouselMl from "~/content/carousel.ml";
import type { Testimonial } from "~/content/schema";
import { CAROUSEL_SLIDE_ATTRIBUTE, stripSlideClass } from "~/lib/carousel";
import { localized } from "~/lib/i18n/localized";
import { fillTemplate } from "~/lib/i18n/locale";
import { useLocale } from "~/lib/i18n/use-locale";

const carousel = localized(carouselEn, carouselMl);

function Slide({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="mx-auto flex h-full max-w-3xl flex-col items-center rounded-3xl bg-white px-6 py-10 text-center shadow-sm ring-1 ring-slate-200 md:px-14">
      <Quote aria-hidden="true" className="size-10 fill-brand-100 text-brand-200" />
      <div className="mt-4">
        <StarRating rating={testimonial.rating} />
      </div>
      <blockquote className="mt-6 flex-1 text-base leading-7 text-slate-800 sm:text-lg sm:leading-8 md:text-xl md:leading-9">
        <p>“{testimonial.content}”</p>
      </blockquote>
      <figcaption className="mt-8 flex items-center gap-4 text-left">
        <TestimonialAuthor testimonial={testimonial}>
          <span className="block text-xs font-medium text-brand-700">{testimonial.project}</span>
        </TestimonialAuthor>
      </figcaption>
    </figure>
  );
}

/**
 * The carousel's slides, rendered on the server only (a static region): every review in the
 * sideways-scrolling strip that visitors without JavaScript get. TestimonialCarousel turns the strip
 * into one review at a time.
 */
export function TestimonialSlides({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const count = testimonials.length;
  const { carouselLabels } = carousel[useLocale()];
  return testimonials.map((testimonial, position) => (
    // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern marks each slide as a group; a fieldset is for form controls.
    <div
      key={testimonial.id}
      role="group"
      aria-roledescription="slide"
      aria-label={fillTemplate(carouselLabels.position, { position: String(position + 1), count: String(count) })}
      {...{ [CAROUSEL_SLIDE_ATTRIBUTE]: "" }}
      className={stripSlideClass}
    >
      <Slide testimonial={testimonial} />
    </div>
  ));
}
