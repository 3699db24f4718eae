// The contact form's one schema (fields and messages as the site's specification words them), used by the form in the browser for instant
// feedback and by the route action, which is the authority (ASVS 2.2.2).
import * as z from "zod/mini";
import { contactMessages } from "~/content/contact";
import { emailAddress, optionalLine, requiredLine, requiredText } from "~/lib/forms/fields";
import { type FormValidation, validateForm } from "~/lib/forms/validate";

const names = contactMessages.fieldNames;

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
  firstName: requiredLine(names.firstName, CONTACT_LIMITS.firstName),
  lastName: requiredLine(names.lastName, CONTACT_LIMITS.lastName),
  email: emailAddress(),
  phone: optionalLine(names.phone, CONTACT_LIMITS.phone).check(
    z.regex(/^[+()\d\s./-]*$/, contactMessages.phoneCharacters),
  ),
  company: optionalLine(names.company, CONTACT_LIMITS.company),
  subject: requiredLine(names.subject, CONTACT_LIMITS.subject),
  message: requiredText(names.message, CONTACT_LIMITS.message),
});

export type ContactInput = z.output<typeof ContactFormSchema>;
export type ContactValues = Record<ContactField, string>;
export type ContactFieldErrors = Partial<Record<ContactField, string>>;

/** What the contact action answers (as JSON to the fetcher, or rendered into the page without JavaScript). */
export type ContactActionData =
  | { status: "sent" }
  | { status: "invalid"; fieldErrors: ContactFieldErrors; values: ContactValues }
  | { status: "error"; message: string; values?: ContactValues };

export type ContactValidation = FormValidation<ContactInput, ContactField>;

/** Validates a submitted form; on failure returns what was typed, so the form can show it again. */
export function validateContactForm(form: FormData): ContactValidation {
  return validateForm(ContactFormSchema, form);
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
