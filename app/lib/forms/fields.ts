// Field rules shared by the browser and the server. Written with zod/mini, which keeps the browser
// chunk of a form page small while the server parses with the very same schema objects.
import * as z from "zod/mini";
import { type FieldMessages, fieldMessages } from "~/content/forms";

// C0/C1 control characters (NUL would even make PostgreSQL reject the row), DEL, and the bidi
// override characters that can disguise text in the staff inbox.
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const CONTROL_IN_LINE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** One line of text: no control characters or line breaks, runs of spaces collapsed, trimmed. */
export function cleanLine(value: string): string {
  return value.toWellFormed().normalize("NFC").replace(CONTROL_IN_LINE, " ").replace(/\s+/g, " ").trim();
}

/** Multi-line text: line breaks kept (as \n), other control characters removed, trimmed. */
export function cleanText(value: string): string {
  return value.toWellFormed().normalize("NFC").replace(/\r\n?/g, "\n").replace(CONTROL_IN_TEXT, "").trim();
}

// Every builder takes the messages of the page's language last (English when left out): a form's
// schema is made for the language of the request (server) or of the words its loader handed over
// (browser), so the browser carries one language only.

/**
 * A field's messages already written out in the page's language (a loader hands them to the browser as
 * plain text), in the shape the builders take: a form's schema chunk then carries no words of its own.
 */
export function writtenFieldMessages({
  required = "",
  tooLong,
  invalid = "",
}: {
  required?: string;
  tooLong: string;
  /** An email field's 'Invalid email address'. */
  invalid?: string;
}): FieldMessages {
  return {
    required: () => required,
    tooLong: () => tooLong,
    emailRequired: required,
    emailInvalid: invalid,
    emailLabel: "",
  };
}

/** A required single-line field with the spec's 'X is required' message and a length cap. */
export function requiredLine(
  label: string,
  max: number,
  requiredMessage?: string,
  messages: FieldMessages = fieldMessages,
) {
  return z
    .string()
    .check(
      z.overwrite(cleanLine),
      z.minLength(1, { error: requiredMessage ?? messages.required(label), abort: true }),
      z.maxLength(max, messages.tooLong(label, max)),
    );
}

/** An optional single-line field ('' when left empty). */
export function optionalLine(label: string, max: number, messages: FieldMessages = fieldMessages) {
  return z.string().check(z.overwrite(cleanLine), z.maxLength(max, messages.tooLong(label, max)));
}

/** A required multi-line field. */
export function requiredText(
  label: string,
  max: number,
  requiredMessage?: string,
  messages: FieldMessages = fieldMessages,
) {
  return z
    .string()
    .check(
      z.overwrite(cleanText),
      z.minLength(1, { error: requiredMessage ?? messages.required(label), abort: true }),
      z.maxLength(max, messages.tooLong(label, max)),
    );
}

export const EMAIL_MAX_LENGTH = 254;

/** Email: trimmed and lower-cased, then 'Email is required' / 'Invalid email address' (the spec's wording). */
export function emailAddress(messages: FieldMessages = fieldMessages) {
  return z.string().check(
    z.overwrite((value) => cleanLine(value).toLowerCase()),
    z.minLength(1, { error: messages.emailRequired, abort: true }),
    z.maxLength(EMAIL_MAX_LENGTH, { error: messages.tooLong(messages.emailLabel, EMAIL_MAX_LENGTH), abort: true }),
    z.regex(z.regexes.email, messages.emailInvalid),
  );
}

/** Reads the named fields of a form as strings; absent fields and uploaded files become ''. */
export function stringFields<const K extends string>(form: FormData, names: readonly K[]): Record<K, string> {
  const values = {} as Record<K, string>;
  for (const name of names) {
    const value = form.get(name);
    values[name] = typeof value === "string" ? value : "";
  }
  return values;
}

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** The first message for each field, for rendering next to the inputs. */
export function firstErrorPerField<K extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
) {
  const errors: FieldErrors<K> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === "string" && !(field in errors)) errors[field as K] = issue.message;
  }
  return errors;
}
