// The choice of a record's next status as radio buttons in a fieldset (only the allowed moves are
// offered). Props only. Kept out of ui/form-fields so that the public pages' form chunk does not
// grow by a select control none of them uses.
type Props = {
  name: string;
  legend: string;
  options: readonly { value: string; label: string }[];
  defaultValue?: string;
  error?: string;
};

export function StatusChoice({ name, legend, options, defaultValue, error }: Props) {
  return (
    <fieldset aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-4">
        {options.map((option, index) => (
          <label key={option.value} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name={name}
              value={option.value}
              required
              defaultChecked={defaultValue ? defaultValue === option.value : index === 0}
              className="size-4 accent-brand-700"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
