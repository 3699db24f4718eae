import { ChevronDown } from "lucide-react";
import type { Faq } from "~/content/schema";

/**
 * Questions as native disclosure widgets: they open and close with the keyboard and without
 * JavaScript, and the answers are in the server-rendered HTML for search engines.
 */
export function FaqList({ heading, faqs, headingId }: { heading: string; faqs: readonly Faq[]; headingId: string }) {
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl font-bold text-slate-900">
        {heading}
      </h2>
      <div className="mt-6 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {faqs.map((faq) => (
          <details key={faq.question} className="group p-5">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
              {faq.question}
              <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180" />
            </summary>
            <p className="mt-3 leading-7 text-slate-700">{faq.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
