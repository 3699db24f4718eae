/** The slide index `step` places away from `index`, wrapping past either end (next from the last is the first). */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/** Marks a slide element inside the carousel's server-rendered region. */
export const CAROUSEL_SLIDE_ATTRIBUTE = "data-carousel-slide";

/** A slide in the sideways-scrolling strip (server HTML, and visitors without JavaScript). */
export const stripSlideClass = "w-full shrink-0 snap-center px-0.5";

/** A slide once the carousel runs: every slide in one grid cell, only the current one visible. */
export function stackedSlideClass(active: boolean): string {
  return `[grid-area:1/1] transition-[opacity,visibility] duration-500 ${active ? "visible opacity-100" : "invisible opacity-0"}`;
}
