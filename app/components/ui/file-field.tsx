// A labelled file input for the forms that take files (app/lib/uploads): the hint says which kinds
// and sizes, `accept` narrows the browser's picker (a convenience: the server decides by content),
// and the error is announced with the field like every other field's (form-fields.tsx). Props only.
import { useId } from "react";
import { FieldError, FieldLabel } from "~/components/ui/form-fields";

type FileFieldProps = {
  name: string;
  label: string;
  /** What the field takes, e.g. uploadMessages.hint(...) from app/content/uploads. */
  hint: string;
  /** acceptAttribute(kinds) from app/lib/uploads/kinds. */
  accept: string;
  multiple?: boolean;
  required?: boolean;
  /** Shows the red * of a required field (form-fields.tsx), where the form says what * means. */
  requiredMark?: boolean;
  optionalNote?: string;
  error?: string;
};

export function FileField({
  name,
  label,
  hint,
  accept,
  multiple,
  required = false,
  requiredMark,
  optionalNote,
  error,
}: FileFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div>
      <FieldLabel
        htmlFor={id}
        label={label}
        required={required}
        requiredMark={requiredMark}
        optionalNote={optionalNote}
      />
      <input
        id={id}
        name={name}
        type="file"
        accept={accept}
        multiple={multiple}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId} ${hintId}` : hintId}
        className={`mt-1.5 block w-full rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-semibold file:text-brand-800 ${
          error ? "border-red-600" : "border-slate-300"
        }`}
      />
      <p id={hintId} className="mt-1.5 text-sm text-slate-600">
        {hint}
      </p>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
