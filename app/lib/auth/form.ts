// The account forms' field names and limits, without their schemas: the pages need these to render,
// while the zod schemas (schema.ts) load only when a visitor starts typing (useFormValidation).

export const LOGIN_PASSWORD_MIN_LENGTH = 6;
export const FULL_NAME_MIN_LENGTH = 2;
export const FULL_NAME_MAX_LENGTH = 100;
/** Reset links carry 32 random bytes in base64url (43 characters). */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const loginFieldNames = ["email", "password", "remember"] as const;
export const signupFieldNames = ["fullName", "email", "password", "confirmPassword", "terms"] as const;
export const resetFieldNames = ["token", "password", "confirmPassword"] as const;

export type LoginField = (typeof loginFieldNames)[number];
export type SignupField = (typeof signupFieldNames)[number];
export type ResetField = (typeof resetFieldNames)[number];

/** A token-looking string or null: reset links may arrive mangled by mail clients. */
export function tokenOrNull(value: unknown): string | null {
  return typeof value === "string" && TOKEN_PATTERN.test(value) ? value : null;
}

/** What a password field's show/hide button says. */
export type PasswordToggleWords = { showPassword: string; hidePassword: string };

/** The live checklist's words, in the page's language. */
export type PasswordChecklistWords = {
  heading: string;
  note: string;
  requirements: Record<"length" | "uppercase" | "lowercase" | "number", string>;
  met: string;
  notMet: string;
};

/** A new password and its confirmation (sign-up, reset): everything around the two inputs. */
export type NewPasswordWords = PasswordToggleWords & {
  passwordPlaceholder: string;
  confirmPlaceholder: string;
  checklist: PasswordChecklistWords;
};
