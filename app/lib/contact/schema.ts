// The contact form's one schema, used by the form in the browser for instant feedback and by the route
// action, which is the authority (ASVS 2.2.2). Its messages are given in the page's language
// (form-words.ts): the schema itself holds no words, so the browser loads no other language.
import * as z from "zod/mini";
import type { FieldMessages } from "~/content/forms";
import { emailAddress, optionalLine, requiredLine, requiredText } from "~/lib/forms/fields";
import { type FormValidation, validateForm } from "~/lib/forms/validate";
import { CONTACT_LIMITS, type ContactField, type ContactFormMessages } from "./form";

export * from "./form";

/** The field builders' messages for one field, from the worded ones (no label is needed any more). */
function fieldMessagesOf(messages: ContactFormMessages, field: ContactField): FieldMessages {
  return {
    required: () => messages.required[field as keyof ContactFormMessages["required"]],
    tooLong: () => messages.tooLong[field],
    emailRequired: messages.emailRequired,
    emailInvalid: messages.emailInvalid,
    emailLabel: "",
  };
}

export function contactFormSchema(messages: ContactFormMessages) {
  const line = (field: "firstName" | "lastName" | "subject") =>
    requiredLine("", CONTACT_LIMITS[field], undefined, fieldMessagesOf(messages, field));
  return z.object({
    firstName: line("firstName"),
    lastName: line("lastName"),
    email: emailAddress(fieldMessagesOf(messages, "email")),
    phone: optionalLine("", CONTACT_LIMITS.phone, fieldMessagesOf(messages, "phone")).check(
      z.regex(/^[+()\d\s./-]*$/, messages.phoneCharacters),
    ),
    company: optionalLine("", CONTACT_LIMITS.company, fieldMessagesOf(messages, "company")),
    subject: line("subject"),
    message: requiredText("", CONTACT_LIMITS.message, undefined, fieldMessagesOf(messages, "message")),
  });
}

export type ContactInput = z.output<ReturnType<typeof contactFormSchema>>;

export type ContactValidation = FormValidation<ContactInput, ContactField>;

/** Validates a submitted form; on failure returns what was typed, so the form can show it again. */
export function validateContactForm(form: FormData, messages: ContactFormMessages): ContactValidation {
  return validateForm(contactFormSchema(messages), form);
}
