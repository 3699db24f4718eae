// The schemas of the account forms, used in the browser for instant feedback
// and again by the route actions, which are the authority. Written with zod/mini to keep the form
// pages' JavaScript small. Passwords are checked exactly as typed: never trimmed or normalised
// (ASVS 6.2.8), and never sent back to the page.
import * as z from "zod/mini";
import { type AuthFieldMessages, authFieldMessages } from "~/content/accounts";
import { type FieldMessages, fieldMessages } from "~/content/forms";
import { EMAIL_MAX_LENGTH, emailAddress, type FieldErrors, requiredLine } from "~/lib/forms/fields";
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

/**
 * Every message of the account forms in one language, as plain texts with the rules' limits filled
 * in: a loader hands them to the page (its data carries no functions), and the server makes the
 * same from the request's language, so the browser and the server say the same words.
 */
export type AuthValidationMessages = ReturnType<typeof authValidationMessages>;

export function authValidationMessages(messages: AuthFieldMessages, fields: FieldMessages) {
  return {
    passwordRequired: messages.passwordRequired,
    loginPasswordTooShort: messages.loginPasswordTooShort(LOGIN_PASSWORD_MIN_LENGTH),
    passwordTooShort: messages.passwordTooShort(PASSWORD_MIN_LENGTH),
    passwordTooLong: messages.passwordTooLong(PASSWORD_MAX_LENGTH),
    fullNameRequired: messages.fullNameRequired,
    fullNameTooShort: messages.fullNameTooShort(FULL_NAME_MIN_LENGTH),
    fullNameTooLong: fields.tooLong(messages.fullName, FULL_NAME_MAX_LENGTH),
    emailRequired: fields.emailRequired,
    emailInvalid: fields.emailInvalid,
    emailTooLong: fields.tooLong(fields.emailLabel, EMAIL_MAX_LENGTH),
    confirmRequired: messages.confirmRequired,
    passwordsDiffer: messages.passwordsDiffer,
    termsRequired: messages.termsRequired,
    invalidLink: messages.invalidLink,
  };
}

export const AUTH_MESSAGES: AuthValidationMessages = authValidationMessages(authFieldMessages, fieldMessages);

/** The shared field builders' messages, made of the resolved texts (each builder here has one label). */
function builderMessages(messages: AuthValidationMessages, tooLong: string): FieldMessages {
  return {
    required: () => messages.fullNameRequired,
    tooLong: () => tooLong,
    emailRequired: messages.emailRequired,
    emailInvalid: messages.emailInvalid,
    emailLabel: "",
  };
}

const characterCount = (value: string) => [...value].length;

function password(minLength: number, tooShort: string, messages: AuthValidationMessages) {
  return z.string().check(
    z.minLength(1, { error: messages.passwordRequired, abort: true }),
    z.refine((value) => characterCount(value) >= minLength, { error: tooShort, abort: true }),
    z.refine((value) => characterCount(value) <= PASSWORD_MAX_LENGTH, messages.passwordTooLong),
  );
}

const checkbox = z.string().check(z.overwrite((value) => (value === "on" || value === "true" ? "on" : "")));

/** The account forms' schemas, saying `messages`. */
export function authSchemas(messages: AuthValidationMessages) {
  const email = () => emailAddress(builderMessages(messages, messages.emailTooLong));
  const confirmPassword = z.string().check(z.minLength(1, messages.confirmRequired));
  return {
    login: z.object({
      email: email(),
      password: password(LOGIN_PASSWORD_MIN_LENGTH, messages.loginPasswordTooShort, messages),
      remember: checkbox,
    }),
    signup: z.object({
      fullName: requiredLine(
        "",
        FULL_NAME_MAX_LENGTH,
        messages.fullNameRequired,
        builderMessages(messages, messages.fullNameTooLong),
      ).check(z.refine((value) => characterCount(value) >= FULL_NAME_MIN_LENGTH, messages.fullNameTooShort)),
      email: email(),
      password: password(PASSWORD_MIN_LENGTH, messages.passwordTooShort, messages),
      confirmPassword,
      terms: checkbox.check(z.refine((value) => value === "on", messages.termsRequired)),
    }),
    forgot: z.object({ email: email() }),
    reset: z.object({
      token: z.string().check(z.regex(TOKEN_PATTERN, messages.invalidLink)),
      password: password(PASSWORD_MIN_LENGTH, messages.passwordTooShort, messages),
      confirmPassword,
    }),
  };
}

type AuthSchemas = ReturnType<typeof authSchemas>;

const englishSchemas = authSchemas(AUTH_MESSAGES);
const schemasByMessages = new WeakMap<AuthValidationMessages, AuthSchemas>([[AUTH_MESSAGES, englishSchemas]]);

/** The schemas for one set of messages, made once (the server's two languages, a page's words). */
function schemasFor(messages: AuthValidationMessages = AUTH_MESSAGES): AuthSchemas {
  let schemas = schemasByMessages.get(messages);
  if (!schemas) {
    schemas = authSchemas(messages);
    schemasByMessages.set(messages, schemas);
  }
  return schemas;
}

export type LoginInput = z.output<AuthSchemas["login"]>;
export type SignupInput = z.output<AuthSchemas["signup"]>;
export type ResetInput = z.output<AuthSchemas["reset"]>;

/** What the form shows again after a failed post: never a password. */
export type LoginValues = { email: string; remember: boolean };
export type SignupValues = { fullName: string; email: string; terms: boolean };

export type Validation<Data, Field extends string, Values> =
  | { success: true; data: Data }
  | { success: false; fieldErrors: FieldErrors<Field>; values: Values };

export function validateLoginForm(
  form: FormData,
  messages?: AuthValidationMessages,
): Validation<LoginInput, LoginField, LoginValues> {
  const result = validateForm(schemasFor(messages).login, form);
  if (result.success) return { success: true, data: result.data };
  const { email, remember } = result.values;
  return {
    success: false,
    fieldErrors: result.fieldErrors,
    values: { email: email.slice(0, 254), remember: remember === "on" },
  };
}

/** 'Passwords do not match' when both passwords were typed and differ. */
function passwordsMatch(messages: AuthValidationMessages = AUTH_MESSAGES) {
  return (values: { password: string; confirmPassword: string }) =>
    values.confirmPassword !== "" && values.password !== values.confirmPassword
      ? { confirmPassword: messages.passwordsDiffer }
      : {};
}

export function validateSignupForm(
  form: FormData,
  messages?: AuthValidationMessages,
): Validation<SignupInput, SignupField, SignupValues> {
  const result = validateForm(schemasFor(messages).signup, form, { crossCheck: passwordsMatch(messages) });
  if (result.success) return { success: true, data: result.data };
  const { fullName, email, terms } = result.values;
  return {
    success: false,
    fieldErrors: result.fieldErrors,
    values: { fullName: fullName.slice(0, 200), email: email.slice(0, 254), terms: terms === "on" },
  };
}

export function validateResetForm(
  form: FormData,
  messages?: AuthValidationMessages,
): Validation<ResetInput, ResetField, Record<string, never>> {
  const result = validateForm(schemasFor(messages).reset, form, { crossCheck: passwordsMatch(messages) });
  if (result.success) return { success: true, data: result.data };
  return { success: false, fieldErrors: result.fieldErrors, values: {} };
}

export function validateForgotForm(
  form: FormData,
  messages?: AuthValidationMessages,
): Validation<{ email: string }, "email", { email: string }> {
  const result = validateForm(schemasFor(messages).forgot, form);
  if (result.success) return { success: true, data: result.data };
  return { success: false, fieldErrors: result.fieldErrors, values: { email: result.values.email.slice(0, 254) } };
}
