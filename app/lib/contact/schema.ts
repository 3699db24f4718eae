// The contact form's one schema (fields and messages as the site's specification words them), used by the form in the browser for instant
// feedback and by the route action, which is the authority (ASVS 2.2.2).
import * as z from "zod/mini";
import { contactMessages } from "~/content/contact";
import { emailAddress, optionalLine, requiredLine, requiredText } from "~/lib/forms/fields";
import { type FormValidation, validateForm } from "~/lib/forms/validate";
import { CONTACT_LIMITS, type ContactField } from "./form";

export * from "./form";

const names = contactMessages.fieldNames;

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

export type ContactValidation = FormValidation<ContactInput, ContactField>;

/** Validates a submitted form; on failure returns what was typed, so the form can show it again. */
export function validateContactForm(form: FormData): ContactValidation {
  return validateForm(ContactFormSchema, form);
}
