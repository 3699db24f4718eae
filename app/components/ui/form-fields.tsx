// The one set of form fields: every input has its label, an optional description, and its error
// announced with it (aria-invalid, aria-describedby) and shown below it. Props only, no copy: labels
// and messages come from app/content through the caller.
import { CircleAlert, LoaderCircle } from "~/components/ui/icons";
import { type ReactNode, useEffect, useId, useRef } from "react";

/** The classes of a text input, red when it is invalid (the fields here and the account forms' password field). */
export const inputClass = (invalid: boolean, compact = false) =>
  `block w-full rounded-lg border bg-white px-3 text-slate-900 placeholder:text-slate-500 ${
    compact ? "py-2 text-sm" : "py-2.5"
  } ${invalid ? "border-red-600" : "border-slate-300"}`;

type CommonProps = {
  name: string;
  label: string;
  error?: string;
  /** A hint under the field, read out with it. */
  description?: string;
  /** Default true. */
  required?: boolean;
  /** Shows ' *' after the label of a required field (forms that say "Fields marked with * are required"). */
  requiredMark?: boolean;
  /** Shown after the label of an optional field, e.g. 'optional'. */
  optionalNote?: string;
  placeholder?: string;
  autoComplete?: string;
  defaultValue?: string;
  maxLength?: number;
};

/** The ids and attributes a field's label, description and error share. */
export function useFieldIds(
  { error, description }: Pick<CommonProps, "error" | "description">,
  extraDescribedBy?: string,
) {
  const id = useId();
  const errorId = `${id}-error`;
  const descriptionId = `${id}-description`;
  const describedBy =
    [error ? errorId : "", description ? descriptionId : "", extraDescribedBy ?? ""].join(" ").trim() || undefined;
  return { id, errorId, descriptionId, describedBy };
}

/** A field's label with the red * of a required field or the note of an optional one. */
export function FieldLabel({
  htmlFor,
  label,
  required,
  requiredMark,
  optionalNote,
}: {
  htmlFor: string;
  label: string;
  required: boolean;
  requiredMark?: boolean;
  optionalNote?: string;
}) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-medium text-slate-800">
      {label}
      {required && requiredMark ? (
        <span aria-hidden="true" className="text-red-700">
          {" "}
          *
        </span>
      ) : null}
      {!required && optionalNote ? <span className="font-normal text-slate-600"> ({optionalNote})</span> : null}
    </label>
  );
}

function FieldDescription({ id, description }: { id: string; description?: string }) {
  if (!description) return null;
  return (
    <p id={id} className="mt-1.5 text-sm text-slate-600">
      {description}
    </p>
  );
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} className="mt-1.5 flex items-center gap-1.5 text-sm text-red-700">
      <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
      {error}
    </p>
  );
}

/**
 * A field's frame (label, the control, description, error) and the attributes every control shares:
 * id, name, required, aria-invalid and aria-describedby pointing at the description and the error.
 */
function Field({
  required,
  props,
  children,
}: {
  required: boolean;
  props: CommonProps;
  children: (control: ControlProps) => ReactNode;
}) {
  const { id, errorId, descriptionId, describedBy } = useFieldIds(props);
  const control: ControlProps = {
    id,
    name: props.name,
    required,
    "aria-required": required || undefined,
    "aria-invalid": props.error ? true : undefined,
    "aria-describedby": describedBy,
    autoComplete: props.autoComplete,
    defaultValue: props.defaultValue,
  };
  return (
    <div>
      <FieldLabel htmlFor={id} required={required} {...props} />
      {children(control)}
      <FieldDescription id={descriptionId} description={props.description} />
      <FieldError id={errorId} error={props.error} />
    </div>
  );
}

type ControlProps = {
  id: string;
  name: string;
  required: boolean;
  "aria-required": true | undefined;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  autoComplete: string | undefined;
  defaultValue: string | undefined;
};

type TextFieldProps = CommonProps & {
  type?: "text" | "email" | "tel" | "date" | "datetime-local";
  autoFocus?: boolean;
};

/** A labelled single-line input. */
export function TextField({ type = "text", required = true, autoFocus, ...props }: TextFieldProps) {
  return (
    <Field required={required} props={props}>
      {(control) => (
        <input
          {...control}
          type={type}
          placeholder={props.placeholder}
          maxLength={props.maxLength}
          // biome-ignore lint/a11y/noAutofocus: used where the form is the whole page and the first field is where people start.
          autoFocus={autoFocus}
          className={`mt-1.5 ${inputClass(Boolean(props.error))}`}
        />
      )}
    </Field>
  );
}

/** A labelled multi-line input. `compact` for small spaces such as a dialog. */
export function TextAreaField({
  rows = 6,
  required = true,
  compact = false,
  ...props
}: CommonProps & { rows?: number; compact?: boolean }) {
  return (
    <Field required={required} props={props}>
      {(control) => (
        <textarea
          {...control}
          rows={rows}
          placeholder={props.placeholder}
          maxLength={props.maxLength}
          className={`mt-1.5 ${inputClass(Boolean(props.error), compact)}`}
        />
      )}
    </Field>
  );
}

/** A labelled choice from a short list (`lang` on a choice in another language than the page's, e.g. a typed address). */
export function SelectField({
  options,
  required = true,
  ...props
}: Omit<CommonProps, "placeholder" | "maxLength"> & {
  options: readonly { value: string; label: string; lang?: string }[];
}) {
  return (
    <Field required={required} props={props}>
      {(control) => (
        <select {...control} className={`mt-1.5 ${inputClass(Boolean(props.error))}`}>
          {options.map((option) => (
            <option key={option.value} value={option.value} lang={option.lang}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

type CheckboxProps = {
  name: string;
  error?: string;
  defaultChecked?: boolean;
  /** The form cannot be sent unticked (an explicit "I accept"); the server checks it too. */
  required?: boolean;
  children: ReactNode;
};

export function Checkbox({ name, error, defaultChecked, required, children }: CheckboxProps) {
  const { id, errorId, describedBy } = useFieldIds({ error });
  return (
    <div>
      <div className="flex items-start gap-2.5">
        <input
          id={id}
          name={name}
          type="checkbox"
          defaultChecked={defaultChecked}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="mt-0.5 size-4 shrink-0 rounded border-slate-400 accent-brand-700"
        />
        <label htmlFor={id} className="text-sm text-slate-700">
          {children}
        </label>
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** A message about the whole form (server answer, rate limit), read out when it appears. */
export function FormAlert({ message, tone = "error" }: { message?: string | null; tone?: "error" | "info" }) {
  if (!message) return null;
  const colours =
    tone === "error" ? "border-red-200 bg-red-50 text-red-800" : "border-brand-200 bg-brand-50 text-brand-900";
  return (
    <div role="alert" className={`flex gap-3 rounded-lg border p-3.5 text-sm ${colours}`}>
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p>{message}</p>
    </div>
  );
}

type SubmitButtonProps = { busy: boolean; label: string; busyLabel: string; fullWidth?: boolean };

/**
 * Not full width, the button is as wide as its label; a label wider than the form (a long Malayalam
 * one on a 320 px phone) wraps inside it rather than widening the page.
 */
export function SubmitButton({ busy, label, busyLabel, fullWidth = true }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      disabled={busy}
      className={`inline-flex items-center justify-center gap-2 rounded-lg bg-brand-700 py-3 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70 ${
        fullWidth ? "w-full px-5" : "max-w-full shrink-0 px-6 text-center"
      }`}
    >
      {busy ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> : null}
      {busy ? busyLabel : label}
    </button>
  );
}

/**
 * The idempotency key of one copy of a form: a repeated post (a second press, a retry after a lost
 * answer) is stored once. It is made in the browser, so that the page itself is the same for every
 * visitor and may be kept; without JavaScript the field stays empty and the server derives a key from
 * what was sent (app/lib/forms/submission-key.server.ts). A new copy of the form (a new React key)
 * gets a new key.
 *
 * The key is written into the field rather than kept in state: state set while the page hydrates
 * renders the whole form again, synchronously, in the task that finishes hydrating.
 */
export function SubmissionKeyField() {
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (field.current) field.current.value = crypto.randomUUID();
  }, []);
  // No value prop: React would write it back whenever the form renders again.
  return <input ref={field} type="hidden" name="submissionId" />;
}
