import { CircleAlert, Eye, EyeOff, LoaderCircle } from "~/components/ui/icons";
import { type ReactNode, useId, useState } from "react";
import { fieldLabels } from "~/content/accounts";

const inputClass = (invalid: boolean) =>
  `block w-full rounded-lg border bg-white px-3 py-2.5 text-slate-900 placeholder:text-slate-500 ${
    invalid ? "border-red-600" : "border-slate-300"
  }`;

type FieldProps = {
  name: string;
  label: string;
  error?: string;
  type?: "text" | "email";
  autoComplete?: string;
  defaultValue?: string;
  placeholder?: string;
  maxLength?: number;
  autoFocus?: boolean;
};

/** A labelled input whose error is announced with it (aria-describedby) and shown below it. */
export function TextField({
  name,
  label,
  error,
  type = "text",
  autoComplete,
  defaultValue,
  placeholder,
  maxLength,
  autoFocus,
}: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        required
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        autoComplete={autoComplete}
        defaultValue={defaultValue}
        placeholder={placeholder}
        maxLength={maxLength}
        // biome-ignore lint/a11y/noAutofocus: the form is the whole page; the first field is where people start.
        autoFocus={autoFocus}
        className={`mt-1.5 ${inputClass(Boolean(error))}`}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}

type PasswordFieldProps = {
  name: string;
  label: string;
  error?: string;
  autoComplete: "current-password" | "new-password";
  placeholder?: string;
  describedBy?: string;
  onInput?: (value: string) => void;
};

/**
 * A password input with a show/hide button (ASVS 6.2.6 allows it). The button is type="button",
 * so without JavaScript it does nothing and the form still works.
 */
export function PasswordField({
  name,
  label,
  error,
  autoComplete,
  placeholder,
  describedBy,
  onInput,
}: PasswordFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const [visible, setVisible] = useState(false);
  const describedByIds = [error ? errorId : "", describedBy ?? ""].join(" ").trim() || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative mt-1.5">
        <input
          id={id}
          name={name}
          type={visible ? "text" : "password"}
          required
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedByIds}
          autoComplete={autoComplete}
          placeholder={placeholder}
          // Long passphrases are welcome; the server caps at 256 characters with a message.
          maxLength={1024}
          autoCapitalize="none"
          spellCheck={false}
          onInput={onInput ? (event) => onInput(event.currentTarget.value) : undefined}
          className={`${inputClass(Boolean(error))} pr-12`}
        />
        <button
          type="button"
          onClick={() => setVisible((value) => !value)}
          aria-pressed={visible}
          aria-controls={id}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-600 hover:text-slate-900"
        >
          {visible ? <EyeOff aria-hidden="true" className="size-5" /> : <Eye aria-hidden="true" className="size-5" />}
          <span className="sr-only">{visible ? fieldLabels.hidePassword : fieldLabels.showPassword}</span>
        </button>
      </div>
      <FieldError id={errorId} error={error} />
    </div>
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

type CheckboxProps = { name: string; error?: string; defaultChecked?: boolean; children: ReactNode };

export function Checkbox({ name, error, defaultChecked, children }: CheckboxProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <div className="flex items-start gap-2.5">
        <input
          id={id}
          name={name}
          type="checkbox"
          defaultChecked={defaultChecked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
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

export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <button
      type="submit"
      disabled={busy}
      className="inline-flex w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70"
    >
      {busy ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> : null}
      {busy ? busyLabel : label}
    </button>
  );
}
