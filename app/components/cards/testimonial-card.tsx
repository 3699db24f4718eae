import type { ReactNode } from "react";
import { InitialsAvatar } from "~/components/ui/initials-avatar";
import { StarRating } from "~/components/ui/star-rating";
import type { Testimonial } from "~/content/schema";

/** Who gave a review (initials, name, position and company), then the project line as the caller shows it. */
export function TestimonialAuthor({ testimonial, children }: { testimonial: Testimonial; children: ReactNode }) {
  return (
    <>
      <InitialsAvatar name={testimonial.name} />
      <span>
        <span className="block font-semibold text-slate-900">{testimonial.name}</span>
        <span className="block text-sm text-slate-600">
          {testimonial.position}, {testimonial.company}
        </span>
        {children}
      </span>
    </>
  );
}

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <StarRating rating={testimonial.rating} />
      <blockquote className="mt-4 flex-1 text-slate-700">
        <p>“{testimonial.content}”</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        <TestimonialAuthor testimonial={testimonial}>
          <span className="block text-xs text-slate-500">Project: {testimonial.project}</span>
        </TestimonialAuthor>
      </figcaption>
    </figure>
  );
}
