// The testimonial carousel's own words, in a module of their own so the carousel island does not
// carry every section's copy (content/sections.ts) into the browser.
export const carouselLabels = {
  region: "Client testimonials",
  slide: "Testimonial",
  previous: "Previous testimonial",
  next: "Next testimonial",
  pause: "Pause automatic rotation",
  play: "Start automatic rotation",
  dots: "Choose a testimonial",
  /** Shown under the carousel before JavaScript runs (the slides then scroll sideways). */
  scrollHint: "Scroll sideways to read every review.",
};
