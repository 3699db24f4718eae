// The account forms' password input (sign-in, sign-up, password reset): framed like every field in
// ../ui/form-fields.tsx, but only those pages need it, so it comes with their chunk ('accounts' in
// vite.config.ts) and not with the fields every form page loads.
import { useState } from "react";
import { FieldError, inputClass, useFieldIds } from "~/components/ui/form-fields";
import { Eye, EyeOff } from "~/components/ui/icons";

type PasswordFieldProps = {
  name: string;
  label: string;
  /** The show/hide button's words, from app/content. */
  showLabel: string;
  hideLabel: string;
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
  showLabel,
  hideLabel,
  error,
  autoComplete,
  placeholder,
  describedBy,
  onInput,
}: PasswordFieldProps) {
  const ids = useFieldIds({ error }, describedBy);
  const [visible, setVisible] = useState(false);
  return (
    <div>
      <label htmlFor={ids.id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative mt-1.5">
        <input
          id={ids.id}
          name={name}
          type={visible ? "text" : "password"}
          required
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
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
          aria-controls={ids.id}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-600 hover:text-slate-900"
        >
          {visible ? <EyeOff aria-hidden="true" className="size-5" /> : <Eye aria-hidden="true" className="size-5" />}
          <span className="sr-only">{visible ? hideLabel : showLabel}</span>
        </button>
      </div>
      <FieldError id={ids.errorId} error={error} />
    </div>
  );
}
