import { ChevronLeft, ChevronRight, Pause, Play } from "~/components/ui/icons";
import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { StaticRegion } from "~/components/ui/static-region";
import type { CarouselLabels } from "~/content/carousel";
import { CAROUSEL_SLIDE_ATTRIBUTE, stackedSlideClass, stripSlideClass, wrapIndex } from "~/lib/carousel";
import { fillTemplate } from "~/lib/i18n/locale";
import type { StaticRegionData } from "~/lib/static-regions";
import { useHydrated, usePrefersReducedMotion } from "~/lib/use-hydrated";

/** Time each review stays on screen while rotating (long enough to read about 60 words). */
const ROTATION_MS = 8000;

const controlButton =
  "inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 shadow-sm transition-colors hover:border-brand-600 hover:text-brand-700";

/**
 * Client reviews one at a time (next and previous wrap around, dots jump). The slides themselves
 * are a server-rendered region (TestimonialSlides); this island only moves between them, so the
 * reviews' text, stars and avatars never reach the browser's JavaScript. `names` label the dots;
 * `labels` are the controls' words in the page's language, from its loader data.
 *
 * Server HTML (and visitors without JavaScript) get every review in a sideways-scrolling strip.
 * Once hydrated, the slides stack in one grid cell, so the box keeps the tallest review's height and
 * nothing below it moves; controls replace the scroll hint in a row of the same height. Rotation is
 * automatic only for visitors who have not asked for reduced motion, pauses on hover and while
 * focus is inside, and has a pause control (WCAG 2.2.2).
 */
export function TestimonialCarousel({
  slides,
  names,
  labels,
}: {
  slides: StaticRegionData;
  names: readonly string[];
  labels: CarouselLabels;
}) {
  const enhanced = useHydrated();
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [rotationOn, setRotationOn] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const dotRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const trackId = useId();
  const count = names.length;
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

  // The slides are server HTML: once the carousel runs, stack them and show the current one. Before the
  // browser paints: the track turns into a grid in the same commit, and a frame with the grid but the
  // strip's slides would move everything below (the switch is a transition, its effects come later).
  useLayoutEffect(() => {
    const region = document.getElementById(slides.id);
    if (!region) return;
    region.querySelectorAll<HTMLElement>(`[${CAROUSEL_SLIDE_ATTRIBUTE}]`).forEach((slide, position) => {
      slide.className = enhanced ? stackedSlideClass(position === index) : stripSlideClass;
      if (enhanced) slide.dataset.active = String(position === index);
    });
  }, [slides.id, enhanced, index]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={labels.region}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocusInside(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusInside(false);
      }}
    >
      {/*
        One element in both forms, only its attributes change: a new element would mount the slides'
        region again, and React would read its HTML back and write it anew (15 ms on the home page).
        Before hydration a named strip that scrolls sideways (a section with a name is a region); once
        enhanced, the slides stacked in one grid cell (a section without a name is no landmark).
      */}
      <section
        id={trackId}
        aria-label={enhanced ? undefined : labels.scrollHint}
        aria-live={enhanced ? (rotating ? "off" : "polite") : undefined}
        // Before hydration the strip scrolls, so keyboard users must be able to focus it (axe: scrollable-region-focusable).
        tabIndex={enhanced ? undefined : 0}
        className={
          enhanced
            ? "grid"
            : // A grid in both forms: a box whose display changes is laid out anew, and Chrome then reports
              // the whole track as moved (a layout shift of 0.7 on /testimonials) though nothing moved.
              // `relative` keeps the slides' visually hidden text inside the scroller (else the page widens).
              "relative grid auto-cols-[100%] grid-flow-col snap-x snap-mandatory overflow-x-auto rounded-3xl pb-2 focus-visible:outline-offset-4"
        }
      >
        <StaticRegion region={slides} />
      </section>

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
              <span className="sr-only">{rotationOn ? labels.pause : labels.play}</span>
            </button>
          ) : null}
          <button type="button" className={controlButton} aria-controls={trackId} onClick={() => goTo(index - 1)}>
            <ChevronLeft aria-hidden="true" className="size-5" />
            <span className="sr-only">{labels.previous}</span>
          </button>
          {/* biome-ignore lint/a11y/useSemanticElements: a group of buttons, not form fields, so no fieldset. */}
          <div role="group" aria-label={labels.dots} className="flex items-center">
            {names.map((name, position) => {
              const active = position === index;
              return (
                <button
                  // biome-ignore lint/suspicious/noArrayIndexKey: one dot per slide, in a fixed order.
                  key={position}
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
                    {labels.slide}{" "}
                    {fillTemplate(labels.dot, { position: String(position + 1), count: String(count), name })}
                  </span>
                </button>
              );
            })}
          </div>
          <button type="button" className={controlButton} aria-controls={trackId} onClick={() => goTo(index + 1)}>
            <ChevronRight aria-hidden="true" className="size-5" />
            <span className="sr-only">{labels.next}</span>
          </button>
        </div>
      ) : (
        <p className="mt-6 flex h-11 items-center justify-center text-sm text-slate-600">{labels.scrollHint}</p>
      )}
    </section>
  );
}
