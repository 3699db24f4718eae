import { useId, useState } from "react";
import { PasswordField } from "~/components/auth/password-field";
import { PasswordChecklist } from "~/components/auth/password-checklist";
import { fieldLabels, fieldPlaceholders } from "~/content/accounts";

type NewPasswordFieldsProps = {
  passwordLabel: string;
  confirmLabel: string;
  errors: { password?: string; confirmPassword?: string };
};

/** A new password with its live checklist, and its confirmation (sign-up and password reset). */
export function NewPasswordFields({ passwordLabel, confirmLabel, errors }: NewPasswordFieldsProps) {
  const [password, setPassword] = useState("");
  const checklistId = useId();
  return (
    <>
      <div>
        <PasswordField
          name="password"
          label={passwordLabel}
          showLabel={fieldLabels.showPassword}
          hideLabel={fieldLabels.hidePassword}
          autoComplete="new-password"
          placeholder={fieldPlaceholders.newPassword}
          error={errors.password}
          describedBy={checklistId}
          onInput={setPassword}
        />
        <PasswordChecklist id={checklistId} password={password} />
      </div>
      <PasswordField
        name="confirmPassword"
        label={confirmLabel}
        showLabel={fieldLabels.showPassword}
        hideLabel={fieldLabels.hidePassword}
        autoComplete="new-password"
        placeholder={fieldPlaceholders.confirmPassword}
        error={errors.confirmPassword}
      />
    </>
  );
}
