import type { Figure } from "~/content/schema";

/** A row of headline figures (100+ projects, 98% satisfaction …); three figures share one row. */
export function FigureStats({ figures, tone = "light" }: { figures: readonly Figure[]; tone?: "light" | "dark" }) {
  const dark = tone === "dark";
  return (
    <dl className={`grid gap-6 ${figures.length === 3 ? "sm:grid-cols-3" : "grid-cols-2 md:grid-cols-4"}`}>
      {figures.map((figure) => (
        <div key={figure.label} className="flex flex-col-reverse text-center">
          <dt className={`mt-1 text-sm ${dark ? "text-brand-100" : "text-slate-600"}`}>{figure.label}</dt>
          <dd className={`text-3xl font-bold md:text-4xl ${dark ? "text-white" : "text-brand-700"}`}>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
