import { Check, Minus } from "~/components/ui/icons";
import type { Plan } from "~/content/schema";
import * as sectionsEn from "~/content/sections";
import * as sectionsMl from "~/content/sections.ml";
import { localized } from "~/lib/i18n/localized";
import { useLocale } from "~/lib/i18n/use-locale";
import { planPriceText } from "~/lib/plan-price";

const sections = localized(sectionsEn, sectionsMl);

type Comparison = (typeof sectionsEn.plansSections)["comparison"];

type Row = { label: string; cell: (plan: Plan) => boolean | string };

const tableRows = (copy: Comparison): Row[] => [
  { label: copy.rows.technicalSupport247, cell: (plan) => plan.comparison.technicalSupport247 },
  { label: copy.rows.securityUpdates, cell: (plan) => plan.comparison.securityUpdates },
  { label: copy.rows.healthCheck, cell: (plan) => plan.comparison.healthCheck },
  { label: copy.rows.responseTime, cell: (plan) => plan.responseTime },
  { label: copy.rows.dedicatedAccountManager, cell: (plan) => plan.comparison.dedicatedAccountManager },
  { label: copy.rows.onSiteSupport, cell: (plan) => plan.comparison.onSiteSupport },
];

function Cell({ value, copy }: { value: boolean | string; copy: Comparison }) {
  if (typeof value === "string") return <span className="font-medium text-slate-900">{value}</span>;
  return value ? (
    <span className="inline-flex size-7 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
      <Check aria-hidden="true" className="size-4" strokeWidth={3} />
      <span className="sr-only">{copy.included}</span>
    </span>
  ) : (
    <span className="inline-flex size-7 items-center justify-center text-slate-400">
      <Minus aria-hidden="true" className="size-4" />
      <span className="sr-only">{copy.notIncluded}</span>
    </span>
  );
}

/**
 * The plans side by side. A real table (caption, row and column headers); on small screens it
 * scrolls sideways inside a labelled region that keyboard users can focus and scroll.
 */
export function PlanComparisonTable({ plans }: { plans: readonly Plan[] }) {
  const copy = sections[useLocale()].plansSections.comparison;
  return (
    // `relative` makes the region the containing block of the cells' visually hidden text, which
    // would otherwise escape the scroller and widen the whole page on phones.
    <section
      aria-label={copy.scrollLabel}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be focusable so keyboard users can scroll it (WCAG 2.1.1).
      tabIndex={0}
      className="relative overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <table className="w-full min-w-[46rem] border-collapse text-sm">
        <caption className="sr-only">{copy.caption}</caption>
        <thead>
          <tr className="border-b border-slate-200">
            <th
              scope="col"
              className="sticky left-0 z-10 bg-white px-4 py-4 text-left font-semibold text-slate-600 sm:px-6"
            >
              {copy.featureHeader}
            </th>
            {plans.map((plan) => (
              <th
                key={plan.id}
                scope="col"
                className={`px-3 py-4 text-center align-bottom font-semibold text-slate-900 ${plan.popular ? "bg-brand-50" : ""}`}
              >
                <span className="block">{plan.name}</span>
                <span className="mt-1 block text-xs font-normal whitespace-nowrap text-slate-600">
                  {planPriceText(plan)}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {tableRows(copy).map((row) => (
            <tr key={row.label}>
              <th
                scope="row"
                className="sticky left-0 z-10 bg-white px-4 py-3.5 text-left font-medium text-slate-700 sm:px-6"
              >
                {row.label}
              </th>
              {plans.map((plan) => (
                <td
                  key={plan.id}
                  className={`px-3 py-3.5 text-center whitespace-nowrap ${plan.popular ? "bg-brand-50/60" : ""}`}
                >
                  <Cell value={row.cell(plan)} copy={copy} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
