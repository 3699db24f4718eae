import type { Step } from "~/content/schema";
import * as sectionsEn from "~/content/sections";
import * as sectionsMl from "~/content/sections.ml";
import { localized } from "~/lib/i18n/localized";
import { useLocale } from "~/lib/i18n/use-locale";

const sections = localized(sectionsEn, sectionsMl);

/** An ordered process (the services page's four steps, the careers page's application steps). */
export function ProcessSteps({ steps }: { steps: readonly Step[] }) {
  const { stepLabel } = sections[useLocale()];
  const columns = steps.length >= 5 ? "md:grid-cols-3 lg:grid-cols-5" : "sm:grid-cols-2 lg:grid-cols-4";
  return (
    <ol className={`grid gap-6 ${columns}`}>
      {steps.map((step, index) => (
        <li key={step.title} className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <span
            aria-hidden="true"
            className="inline-flex size-10 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold text-slate-900">
            <span className="sr-only">{stepLabel(index + 1)}</span>
            {step.title}
          </h3>
          <p className="mt-2 text-slate-600">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
