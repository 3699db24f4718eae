import { ChevronLeft, ChevronRight, Pause, Play, Quote } from "~/components/ui/icons";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { InitialsAvatar } from "~/components/ui/initials-avatar";
import { StarRating } from "~/components/ui/star-rating";
import type { Testimonial } from "~/content/schema";
import { carouselLabels } from "~/content/sections";
import { wrapIndex } from "~/lib/carousel";
import { useHydrated, usePrefersReducedMotion } from "~/lib/use-hydrated";

/** Time each review stays on screen while rotating (long enough to read about 60 words). */
const ROTATION_MS = 8000;

const controlButton =
  "inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 shadow-sm transition-colors hover:border-brand-600 hover:text-brand-700";

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
        <InitialsAvatar name={testimonial.name} />
        <span>
          <span className="block font-semibold text-slate-900">{testimonial.name}</span>
          <span className="block text-sm text-slate-600">
            {testimonial.position}, {testimonial.company}
          </span>
          <span className="block text-xs font-medium text-brand-700">{testimonial.project}</span>
        </span>
      </figcaption>
    </figure>
  );
}

/**
 * Client reviews one at a time (next and previous wrap around, dots jump).
 *
 * Server HTML (and visitors without JavaScript) get every review in a sideways-scrolling strip.
 * Once hydrated, the slides stack in one grid cell, so the box keeps the tallest review's height and
 * nothing below it moves; controls replace the scroll hint in a row of the same height. Rotation is
 * automatic only for visitors who have not asked for reduced motion, pauses on hover and while
 * focus is inside, and has a pause control (WCAG 2.2.2).
 */
export function TestimonialCarousel({
  testimonials,
  label = carouselLabels.region,
}: {
  testimonials: readonly Testimonial[];
  label?: string;
}) {
  const enhanced = useHydrated();
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [rotationOn, setRotationOn] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const dotRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const trackId = useId();
  const count = testimonials.length;
  const canRotate = enhanced && !reducedMotion && count > 1;
  const rotating = canRotate && rotationOn && !hovered && !focusInside;

  // A timeout per slide (not an interval), so choosing a slide by hand restarts the full wait.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `index` restarts the timer on every slide change.
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setIndex((current) => wrapIndex(current, 1, count)), ROTATION_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, index, count]);

  const goTo = (next: number) => setIndex(wrapIndex(next, 0, count));

  function onControlsKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = wrapIndex(index, step, count);
    setIndex(next);
    // Arrow keys on a dot move focus with the selection, like a tab list.
    if (dotRefs.current.includes(event.target as HTMLButtonElement)) dotRefs.current[next]?.focus();
  }

  const slides = testimonials.map((testimonial, position) => {
    const active = position === index;
    return (
      // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern marks each slide as a group; a fieldset is for form controls.
      <div
        key={testimonial.id}
        role="group"
        aria-roledescription="slide"
        aria-label={`${position + 1} of ${count}`}
        data-active={enhanced ? active : undefined}
        className={
          enhanced
            ? `[grid-area:1/1] transition-[opacity,visibility] duration-500 ${active ? "visible opacity-100" : "invisible opacity-0"}`
            : "w-full shrink-0 snap-center px-0.5"
        }
      >
        <Slide testimonial={testimonial} />
      </div>
    );
  });

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocusInside(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusInside(false);
      }}
    >
      {enhanced ? (
        <div id={trackId} aria-live={rotating ? "off" : "polite"} className="grid">
          {slides}
        </div>
      ) : (
        <section
          id={trackId}
          aria-label={carouselLabels.scrollHint}
          // `relative` keeps the slides' visually hidden text inside the scroller (else the page widens).
          // biome-ignore lint/a11y/noNoninteractiveTabindex: before hydration the strip scrolls, so keyboard users must be able to focus it (axe: scrollable-region-focusable).
          tabIndex={0}
          className="relative flex snap-x snap-mandatory overflow-x-auto rounded-3xl pb-2 focus-visible:outline-offset-4"
        >
          {slides}
        </section>
      )}

      {enhanced ? (
        // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys are a shortcut; every control here is a real button.
        <div className="mt-6 flex h-11 items-center justify-center gap-3" onKeyDown={onControlsKeyDown}>
          {canRotate ? (
            <button
              type="button"
              className={controlButton}
              aria-controls={trackId}
              onClick={() => setRotationOn((on) => !on)}
            >
              {rotationOn ? (
                <Pause aria-hidden="true" className="size-4" />
              ) : (
                <Play aria-hidden="true" className="size-4" />
              )}
              <span className="sr-only">{rotationOn ? carouselLabels.pause : carouselLabels.play}</span>
            </button>
          ) : null}
          <button type="button" className={controlButton} aria-controls={trackId} onClick={() => goTo(index - 1)}>
            <ChevronLeft aria-hidden="true" className="size-5" />
            <span className="sr-only">{carouselLabels.previous}</span>
          </button>
          {/* biome-ignore lint/a11y/useSemanticElements: a group of buttons, not form fields, so no fieldset. */}
          <div role="group" aria-label={carouselLabels.dots} className="flex items-center">
            {testimonials.map((testimonial, position) => {
              const active = position === index;
              return (
                <button
                  key={testimonial.id}
                  ref={(element) => {
                    dotRefs.current[position] = element;
                  }}
                  type="button"
                  aria-controls={trackId}
                  aria-current={active ? "true" : undefined}
                  onClick={() => goTo(position)}
                  className="group inline-flex h-11 min-w-7 items-center justify-center px-1"
                >
                  <span
                    aria-hidden="true"
                    className={`block h-2.5 rounded-full transition-all ${
                      active ? "w-7 bg-brand-700" : "w-2.5 bg-slate-300 group-hover:bg-slate-400"
                    }`}
                  />
                  <span className="sr-only">
                    {carouselLabels.slide} {position + 1} of {count}: {testimonial.name}
                  </span>
                </button>
              );
            })}
          </div>
          <button type="button" className={controlButton} aria-controls={trackId} onClick={() => goTo(index + 1)}>
            <ChevronRight aria-hidden="true" className="size-5" />
            <span className="sr-only">{carouselLabels.next}</span>
          </button>
        </div>
      ) : (
        <p className="mt-6 flex h-11 items-center justify-center text-sm text-slate-600">{carouselLabels.scrollHint}</p>
      )}
    </section>
  );
}
