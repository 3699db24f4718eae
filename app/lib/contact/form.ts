// The contact form's field names, limits and answer shape, without its schema: the page needs these
// to render, while the zod schema (schema.ts) loads only when a visitor starts typing.

export const CONTACT_LIMITS = {
  firstName: 100,
  lastName: 100,
  email: 254,
  phone: 30,
  company: 150,
  subject: 200,
  message: 5000,
} as const;

export const contactFieldNames = ["firstName", "lastName", "email", "phone", "company", "subject", "message"] as const;
export type ContactField = (typeof contactFieldNames)[number];

export type ContactValues = Record<ContactField, string>;

/**
 * The form's validation messages in one language, already worded for each field: plain data, so the
 * loader can hand the page's language alone to the browser (app/lib/contact/form-words.ts makes them).
 */
export type ContactFormMessages = {
  required: Record<"firstName" | "lastName" | "subject" | "message", string>;
  tooLong: Record<ContactField, string>;
  emailRequired: string;
  emailInvalid: string;
  phoneCharacters: string;
};
export type ContactFieldErrors = Partial<Record<ContactField, string>>;

/** What the contact action answers (as JSON to the fetcher, or rendered into the page without JavaScript). */
export type ContactActionData =
  | { status: "sent" }
  | { status: "invalid"; fieldErrors: ContactFieldErrors; values: ContactValues }
  | { status: "error"; message: string; values?: ContactValues };

/** Values from the query string (?subject=…&message=…), cut to size; the chat assistant links with them. */
export function contactPrefill(searchParams: URLSearchParams): Pick<ContactValues, "subject" | "message"> {
  const subject = searchParams.get("subject") ?? "";
  const message = searchParams.get("message") ?? "";
  return {
    subject: subject.slice(0, CONTACT_LIMITS.subject),
    message: message.slice(0, CONTACT_LIMITS.message),
  };
}
