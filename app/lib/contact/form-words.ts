// The contact form's words and validation messages in one language, which the loader hands to the
// page (the form is an island: its words reach the browser in the page's data, one language only)
// and the action validates with. Only loaders and actions call these.
import * as contactEn from "~/content/contact";
import * as contactMl from "~/content/contact.ml";
import * as formsEn from "~/content/forms";
import * as formsMl from "~/content/forms.ml";
import type { Locale } from "~/lib/i18n/locale";
import { localized } from "~/lib/i18n/localized";
import { CONTACT_LIMITS, type ContactFormMessages } from "./form";

const contactWords = localized(contactEn, contactMl);
const formWords = localized(formsEn, formsMl);

/** The contact page's own words in `locale` (its form, cards, map, closing band and answers). */
export function contactCopy(locale: Locale) {
  return contactWords[locale];
}

/** Every validation message of the form in `locale`, worded for each field. */
export function contactFormMessages(locale: Locale): ContactFormMessages {
  const { fieldMessages } = formWords[locale];
  const names = contactWords[locale].contactMessages.fieldNames;
  const required = (field: keyof ContactFormMessages["required"]) => fieldMessages.required(names[field]);
  const tooLong = (field: keyof typeof names) => fieldMessages.tooLong(names[field], CONTACT_LIMITS[field]);
  return {
    required: {
      firstName: required("firstName"),
      lastName: required("lastName"),
      subject: required("subject"),
      message: required("message"),
    },
    tooLong: {
      firstName: tooLong("firstName"),
      lastName: tooLong("lastName"),
      email: fieldMessages.tooLong(fieldMessages.emailLabel, CONTACT_LIMITS.email),
      phone: tooLong("phone"),
      company: tooLong("company"),
      subject: tooLong("subject"),
      message: tooLong("message"),
    },
    emailRequired: fieldMessages.emailRequired,
    emailInvalid: fieldMessages.emailInvalid,
    phoneCharacters: contactWords[locale].contactMessages.phoneCharacters,
  };
}

/** What the contact form island needs: its words and its messages, in the page's language. */
export function contactFormWords(locale: Locale) {
  return { copy: contactWords[locale].contactForm, messages: contactFormMessages(locale) };
}

export type ContactFormWords = ReturnType<typeof contactFormWords>;
