import { CircleCheck } from "~/components/ui/icons";
import type { Plan } from "~/content/schema";

/** The AMC page header's card: the lowest monthly price and three reasons to start. */
export function PlanHighlightCard({
  eyebrow,
  plan,
  points,
}: {
  eyebrow: string;
  plan: Plan;
  points: readonly string[];
}) {
  return (
    <div className="rounded-3xl bg-white p-8 text-slate-800 shadow-2xl ring-1 ring-white/20">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
      <p className="mt-2">
        <span className="text-5xl font-bold tracking-tight text-slate-900">{plan.price}</span>
        <span className="ml-1 text-lg text-slate-600">{plan.duration}</span>
      </p>
      <p className="mt-1 font-medium text-slate-700">{plan.name}</p>
      <ul className="mt-6 space-y-3">
        {points.map((point) => (
          <li key={point} className="flex gap-3">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-600" />
            {point}
          </li>
        ))}
      </ul>
    </div>
  );
}
