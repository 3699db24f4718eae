import { ChevronDown } from "~/components/ui/icons";
import type { Faq } from "~/content/schema";

/**
 * Questions as native disclosures (<details>): they open and close without JavaScript, by mouse,
 * keyboard and find-in-page. The first answer starts open so the format is obvious.
 */
export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  return (
    <div className="mx-auto max-w-3xl divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
      {faqs.map((faq, index) => (
        <details key={faq.question} open={index === 0} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-6 py-5 text-left font-semibold text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
            <span>{faq.question}</span>
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
            />
          </summary>
          <p className="px-6 pb-5 text-slate-600">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
