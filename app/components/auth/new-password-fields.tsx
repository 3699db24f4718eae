import { useId, useState } from "react";
import { PasswordField } from "~/components/auth/password-field";
import { PasswordChecklist } from "~/components/auth/password-checklist";
import type { NewPasswordWords } from "~/lib/auth/form";

type NewPasswordFieldsProps = {
  passwordLabel: string;
  confirmLabel: string;
  errors: { password?: string; confirmPassword?: string };
  /** From the page's loader, in the page's language. */
  words: NewPasswordWords;
};

/** A new password with its live checklist, and its confirmation (sign-up and password reset). */
export function NewPasswordFields({ passwordLabel, confirmLabel, errors, words }: NewPasswordFieldsProps) {
  const [password, setPassword] = useState("");
  const checklistId = useId();
  return (
    <>
      <div>
        <PasswordField
          name="password"
          label={passwordLabel}
          showLabel={words.showPassword}
          hideLabel={words.hidePassword}
          autoComplete="new-password"
          placeholder={words.passwordPlaceholder}
          error={errors.password}
          describedBy={checklistId}
          onInput={setPassword}
        />
        <PasswordChecklist id={checklistId} password={password} words={words.checklist} />
      </div>
      <PasswordField
        name="confirmPassword"
        label={confirmLabel}
        showLabel={words.showPassword}
        hideLabel={words.hidePassword}
        autoComplete="new-password"
        placeholder={words.confirmPlaceholder}
        error={errors.confirmPassword}
      />
    </>
  );
}
