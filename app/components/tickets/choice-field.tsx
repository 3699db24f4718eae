// A required choice as radio buttons in a fieldset, each with its own explanation read out with it
// (the priorities and what each means). Props only. Kept out of ui/form-fields so the public pages'
// form chunk does not grow by a control none of them uses.
import { useId } from "react";
import { FieldError } from "~/components/ui/form-fields";

type Props = {
  name: string;
  legend: string;
  options: readonly { value: string; label: string; description: string }[];
  defaultValue?: string;
  error?: string;
};

export function ChoiceField({ name, legend, options, defaultValue, error }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-800">
        {legend}
        <span aria-hidden="true" className="text-red-700">
          {" "}
          *
        </span>
      </legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 bg-white p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              required
              defaultChecked={defaultValue === option.value}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-${option.value}`}
              className="mt-1 size-4 shrink-0 accent-brand-700"
            />
            <span>
              <span className="block text-sm font-semibold text-slate-900">{option.label}</span>
              <span id={`${id}-${option.value}`} className="block text-sm text-slate-600">
                {option.description}
              </span>
            </span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
