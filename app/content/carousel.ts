// The testimonial carousel's own words, in a module of their own so the carousel island does not
// carry every section's copy (content/sections.ts) into the browser. The pages hand them to the
// carousel in their loader data (in the page's language): templates, not functions, for that reason.
export type CarouselLabels = {
  region: string;
  slide: string;
  /** A dot's name after `slide`: `{position}`, `{count}` and the reviewer's `{name}`. */
  dot: string;
  /** A slide's name among the others: `{position}` and `{count}`. */
  position: string;
  previous: string;
  next: string;
  pause: string;
  play: string;
  dots: string;
  /** Shown under the carousel before JavaScript runs (the slides then scroll sideways). */
  scrollHint: string;
};

export const carouselLabels: CarouselLabels = {
  region: "Client testimonials",
  slide: "Testimonial",
  dot: "{position} of {count}: {name}",
  position: "{position} of {count}",
  previous: "Previous testimonial",
  next: "Next testimonial",
  pause: "Pause automatic rotation",
  play: "Start automatic rotation",
  dots: "Choose a testimonial",
  scrollHint: "Scroll sideways to read every review.",
};
