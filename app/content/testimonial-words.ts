// The words of the testimonials: what each reviewer said and who they are, apart from the facts
// (ids, people's names, ratings, dates) that testimonials.ts keeps and no language changes. The
// Malayalam twin (testimonial-words.ml.ts) translates exactly these.
import { testimonials } from "./testimonials";

/** What a testimonial says, in one language. */
export type TestimonialStory = {
  position: string;
  /** The company or, for a household, where they live: written in the language's script. */
  company: string;
  content: string;
  project: string;
  /** The reviewer's name as a screen reader of the language reads it (the carousel's buttons name
   * each review); pages show the name as written. */
  spokenName: string;
};

/** Each testimonial's words, by id. */
export const testimonialStories: Readonly<Record<string, TestimonialStory>> = Object.fromEntries(
  testimonials.map((testimonial) => [
    testimonial.id,
    {
      position: testimonial.position,
      company: testimonial.company,
      content: testimonial.content,
      project: testimonial.project,
      spokenName: testimonial.name,
    },
  ]),
);

/** Words of the testimonial cards, slides and stars. */
export const testimonialLabels = {
  projectPrefix: "Project:",
  /** A slide's name in the carousel: '2 of 4'. */
  slideOf: (position: number, count: number) => `${position} of ${count}`,
  rated: (rating: number) => `Rated ${rating} out of 5`,
};
