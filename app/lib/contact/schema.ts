// The contact form's one schema (spec sections 3 and 5), used by the form in the browser for instant
// feedback and by the route action, which is the authority (ASVS 2.2.2).
import * as z from "zod/mini";
import {
  emailAddress,
  firstErrorPerField,
  optionalLine,
  requiredLine,
  requiredText,
  stringFields,
} from "~/lib/forms/fields";

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

export const ContactFormSchema = z.object({
  firstName: requiredLine("First name", CONTACT_LIMITS.firstName),
  lastName: requiredLine("Last name", CONTACT_LIMITS.lastName),
  email: emailAddress(),
  phone: optionalLine("Phone", CONTACT_LIMITS.phone).check(
    z.regex(/^[+()\d\s./-]*$/, "Phone may contain only digits, spaces and + - ( ) . /"),
  ),
  company: optionalLine("Company", CONTACT_LIMITS.company),
  subject: requiredLine("Subject", CONTACT_LIMITS.subject),
  message: requiredText("Message", CONTACT_LIMITS.message),
});

export type ContactInput = z.output<typeof ContactFormSchema>;
export type ContactValues = Record<ContactField, string>;
export type ContactFieldErrors = Partial<Record<ContactField, string>>;

/** What the contact action answers (as JSON to the fetcher, or rendered into the page without JavaScript). */
export type ContactActionData =
  | { status: "sent" }
  | { status: "invalid"; fieldErrors: ContactFieldErrors; values: ContactValues }
  | { status: "error"; message: string; values?: ContactValues };

export type ContactValidation =
  | { success: true; data: ContactInput }
  | { success: false; fieldErrors: ContactFieldErrors; values: ContactValues };

/** Validates a submitted form; on failure returns what was typed, so the form can show it again. */
export function validateContactForm(form: FormData): ContactValidation {
  const values = stringFields(form, contactFieldNames);
  const result = ContactFormSchema.safeParse(values);
  if (result.success) return { success: true, data: result.data };
  return { success: false, fieldErrors: firstErrorPerField<ContactField>(result.error.issues), values };
}

/** Values from the query string (?subject=…&message=…), cut to size; the chat assistant links with them. */
export function contactPrefill(searchParams: URLSearchParams): Pick<ContactValues, "subject" | "message"> {
  const subject = searchParams.get("subject") ?? "";
  const message = searchParams.get("message") ?? "";
  return {
    subject: subject.slice(0, CONTACT_LIMITS.subject),
    message: message.slice(0, CONTACT_LIMITS.message),
  };
}
