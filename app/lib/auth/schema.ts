// The schemas of the account forms, used in the browser for instant feedback
// and again by the route actions, which are the authority. Written with zod/mini to keep the form
// pages' JavaScript small. Passwords are checked exactly as typed: never trimmed or normalised
// (ASVS 6.2.8), and never sent back to the page.
import * as z from "zod/mini";
import { authFieldMessages as messages } from "~/content/accounts";
import { emailAddress, type FieldErrors, requiredLine } from "~/lib/forms/fields";
import { validateForm } from "~/lib/forms/validate";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./password-policy";

import {
  FULL_NAME_MAX_LENGTH,
  FULL_NAME_MIN_LENGTH,
  LOGIN_PASSWORD_MIN_LENGTH,
  type LoginField,
  type ResetField,
  type SignupField,
  TOKEN_PATTERN,
} from "./form";

export * from "./form";

export const AUTH_MESSAGES = {
  passwordRequired: messages.passwordRequired,
  loginPasswordTooShort: messages.loginPasswordTooShort(LOGIN_PASSWORD_MIN_LENGTH),
  passwordTooShort: messages.passwordTooShort(PASSWORD_MIN_LENGTH),
  passwordTooLong: messages.passwordTooLong(PASSWORD_MAX_LENGTH),
  fullNameRequired: messages.fullNameRequired,
  fullNameTooShort: messages.fullNameTooShort(FULL_NAME_MIN_LENGTH),
  confirmRequired: messages.confirmRequired,
  passwordsDiffer: messages.passwordsDiffer,
  termsRequired: messages.termsRequired,
  invalidLink: messages.invalidLink,
} as const;

const characterCount = (value: string) => [...value].length;

function password(minLength: number, tooShort: string) {
  return z.string().check(
    z.minLength(1, { error: AUTH_MESSAGES.passwordRequired, abort: true }),
    z.refine((value) => characterCount(value) >= minLength, { error: tooShort, abort: true }),
    z.refine((value) => characterCount(value) <= PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong),
  );
}

const checkbox = z.string().check(z.overwrite((value) => (value === "on" || value === "true" ? "on" : "")));

export const LoginFormSchema = z.object({
  email: emailAddress(),
  password: password(LOGIN_PASSWORD_MIN_LENGTH, AUTH_MESSAGES.loginPasswordTooShort),
  remember: checkbox,
});

export const SignupFormSchema = z.object({
  fullName: requiredLine(messages.fullName, FULL_NAME_MAX_LENGTH, AUTH_MESSAGES.fullNameRequired).check(
    z.refine((value) => characterCount(value) >= FULL_NAME_MIN_LENGTH, AUTH_MESSAGES.fullNameTooShort),
  ),
  email: emailAddress(),
  password: password(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort),
  confirmPassword: z.string().check(z.minLength(1, AUTH_MESSAGES.confirmRequired)),
  terms: checkbox.check(z.refine((value) => value === "on", AUTH_MESSAGES.termsRequired)),
});

export const ForgotPasswordFormSchema = z.object({ email: emailAddress() });

export const ResetPasswordFormSchema = z.object({
  token: z.string().check(z.regex(TOKEN_PATTERN, AUTH_MESSAGES.invalidLink)),
  password: password(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort),
  confirmPassword: z.string().check(z.minLength(1, AUTH_MESSAGES.confirmRequired)),
});

export type LoginInput = z.output<typeof LoginFormSchema>;
export type SignupInput = z.output<typeof SignupFormSchema>;
export type ResetInput = z.output<typeof ResetPasswordFormSchema>;

/** What the form shows again after a failed post: never a password. */
export type LoginValues = { email: string; remember: boolean };
export type SignupValues = { fullName: string; email: string; terms: boolean };

export type Validation<Data, Field extends string, Values> =
  | { success: true; data: Data }
  | { success: false; fieldErrors: FieldErrors<Field>; values: Values };

export function validateLoginForm(form: FormData): Validation<LoginInput, LoginField, LoginValues> {
  const result = validateForm(LoginFormSchema, form);
  if (result.success) return { success: true, data: result.data };
  const { email, remember } = result.values;
  return {
    success: false,
    fieldErrors: result.fieldErrors,
    values: { email: email.slice(0, 254), remember: remember === "on" },
  };
}

/** 'Passwords do not match' when both passwords were typed and differ. */
function passwordsMatch(values: { password: string; confirmPassword: string }) {
  return values.confirmPassword !== "" && values.password !== values.confirmPassword
    ? { confirmPassword: AUTH_MESSAGES.passwordsDiffer }
    : {};
}

export function validateSignupForm(form: FormData): Validation<SignupInput, SignupField, SignupValues> {
  const result = validateForm(SignupFormSchema, form, { crossCheck: passwordsMatch });
  if (result.success) return { success: true, data: result.data };
  const { fullName, email, terms } = result.values;
  return {
    success: false,
    fieldErrors: result.fieldErrors,
    values: { fullName: fullName.slice(0, 200), email: email.slice(0, 254), terms: terms === "on" },
  };
}

export function validateResetForm(form: FormData): Validation<ResetInput, ResetField, Record<string, never>> {
  const result = validateForm(ResetPasswordFormSchema, form, { crossCheck: passwordsMatch });
  if (result.success) return { success: true, data: result.data };
  return { success: false, fieldErrors: result.fieldErrors, values: {} };
}

export function validateForgotForm(form: FormData): Validation<{ email: string }, "email", { email: string }> {
  const result = validateForm(ForgotPasswordFormSchema, form);
  if (result.success) return { success: true, data: result.data };
  return { success: false, fieldErrors: result.fieldErrors, values: { email: result.values.email.slice(0, 254) } };
}
