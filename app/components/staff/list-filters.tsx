// The filter bar of a staff list: a GET form (so every filter is in the URL and bookmarkable) with
// a search box, selects, Apply and Clear. Props only; the words come from the page.
import type { ReactNode } from "react";
import { Form, Link } from "react-router";

const controlClass = "mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900";

export function FilterForm({
  words,
  columns,
  clearHref,
  children,
}: {
  /** The form's accessible name (it is a landmark) and its buttons, in the shape of a list's filter copy. */
  words: { legend: string; apply: string; clear: string };
  /** Tailwind grid columns for wide screens, e.g. "lg:grid-cols-3". */
  columns: string;
  /** The list without filters. */
  clearHref: string;
  children: ReactNode;
}) {
  return (
    <Form method="get" aria-label={words.legend} className="mt-6 rounded-xl border border-slate-200 bg-white p-4">
      <div className={`grid items-end gap-4 sm:grid-cols-2 ${columns}`}>
        {children}
        <div className="flex gap-3">
          <button
            type="submit"
            className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
          >
            {words.apply}
          </button>
          <Link
            to={clearHref}
            className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
          >
            {words.clear}
          </Link>
        </div>
      </div>
    </Form>
  );
}

/** The list's search box (`q`), with a hint saying what it looks in. */
export function SearchFilter({
  id,
  label,
  hint,
  defaultValue,
  maxLength,
}: {
  id: string;
  label: string;
  hint: string;
  defaultValue: string;
  maxLength: number;
}) {
  return (
    <InputFilter
      id={id}
      name="q"
      type="search"
      label={label}
      defaultValue={defaultValue}
      maxLength={maxLength}
      describedBy={`${id}-hint`}
    >
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        {hint}
      </p>
    </InputFilter>
  );
}

/** A labelled input of the filter bar: text, search or date. `children` stand under it (a hint). */
export function InputFilter({
  id,
  name,
  type = "text",
  label,
  defaultValue,
  maxLength,
  describedBy,
  children,
}: {
  id: string;
  name: string;
  type?: "text" | "search" | "date";
  label: string;
  defaultValue: string;
  maxLength?: number;
  /** The id of a hint elsewhere on the page that explains this field. */
  describedBy?: string;
  children?: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={defaultValue}
        maxLength={maxLength}
        aria-describedby={describedBy}
        className={controlClass}
      />
      {children}
    </div>
  );
}

export function SelectFilter({
  id,
  name,
  label,
  defaultValue,
  options,
}: {
  id: string;
  name: string;
  label: string;
  defaultValue: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select id={id} name={name} defaultValue={defaultValue} className={controlClass}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The assignee select every case list has: anyone, me, nobody, then (where the list offers it) each
 * staff member. Its value is what the list codec's assigneeParam reads back.
 */
export function AssigneeFilter({
  id,
  value,
  members = [],
  words,
}: {
  id: string;
  value: string | number | null;
  members?: readonly { id: number; fullName: string }[];
  words: { assignee: string; anyAssignee: string; mine: string; unassigned: string };
}) {
  return (
    <SelectFilter
      id={id}
      name="assignee"
      label={words.assignee}
      defaultValue={value === null ? "" : String(value)}
      options={[
        { value: "", label: words.anyAssignee },
        { value: "mine", label: words.mine },
        { value: "unassigned", label: words.unassigned },
        ...members.map((member) => ({ value: String(member.id), label: member.fullName })),
      ]}
    />
  );
}

/** A select of one of the list's fixed values, after its "any" choice (''): a status, a priority… */
export function ChoiceFilter<T extends string>({
  id,
  name,
  label,
  value,
  any,
  choices,
  labels,
}: {
  id: string;
  name: string;
  label: string;
  value: string | null;
  any: string;
  choices: readonly T[];
  labels: Record<T, string>;
}) {
  return (
    <SelectFilter
      id={id}
      name={name}
      label={label}
      defaultValue={value ?? ""}
      options={[{ value: "", label: any }, ...choices.map((choice) => ({ value: choice, label: labels[choice] }))]}
    />
  );
}

/** A yes-or-either filter (`1` when on): overdue only, breached only… */
export function FlagFilter({
  id,
  name,
  label,
  on,
  words,
}: {
  id: string;
  name: string;
  label: string;
  on: boolean;
  /** The choice of either, then the choice of only the flagged records. */
  words: [any: string, only: string];
}) {
  return (
    <SelectFilter
      id={id}
      name={name}
      label={label}
      defaultValue={on ? "1" : ""}
      options={[
        { value: "", label: words[0] },
        { value: "1", label: words[1] },
      ]}
    />
  );
}
