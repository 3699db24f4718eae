// The filter bar of a staff list: a GET form (the filters live in the URL, so a filtered list can be
// bookmarked and works without JavaScript). Props only.
import type { ReactNode } from "react";
import { Form, Link } from "react-router";

const controlClass = "mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm";

export function ListFilterForm({
  label,
  applyLabel,
  clearLabel,
  clearHref,
  children,
}: {
  label: string;
  applyLabel: string;
  clearLabel: string;
  clearHref: string;
  children: ReactNode;
}) {
  return (
    <Form method="get" aria-label={label} className="mt-6 rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-end gap-4">
        {children}
        <div className="flex gap-2 pb-5">
          <button
            type="submit"
            className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
          >
            {applyLabel}
          </button>
          <Link
            to={clearHref}
            className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
          >
            {clearLabel}
          </Link>
        </div>
      </div>
    </Form>
  );
}

export function FilterSelect({
  id,
  name,
  label,
  anyLabel,
  value,
  options,
}: {
  id: string;
  name: string;
  label: string;
  anyLabel: string;
  value: string | null;
  options: readonly (readonly [string, string])[];
}) {
  return (
    <div className="pb-5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ""} className={controlClass}>
        <option value="">{anyLabel}</option>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
}

export function FilterSearch({ id, label, hint, value }: { id: string; label: string; hint: string; value: string }) {
  return (
    <div className="w-72">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        defaultValue={value}
        maxLength={100}
        aria-describedby={`${id}-hint`}
        className={controlClass}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        {hint}
      </p>
    </div>
  );
}
