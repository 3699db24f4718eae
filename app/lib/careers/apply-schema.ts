// The application form's one schema, shared by the browser (instant messages) and the server, which
// is the authority (ASVS 2.2.2). Loaded lazily by the form: zod never weighs on the page's first load.
// Made from its messages in the page's language, written out as plain text (apply-words.ts): the
// loader hands the same text to the browser, so this chunk carries no words of either language.
import * as z from "zod/mini";
import {
  emailAddress,
  optionalLine,
  requiredLine,
  requiredText,
  writtenFieldMessages as written,
} from "~/lib/forms/fields";
import { type FormValidation, validateForm } from "~/lib/forms/validate";
import { APPLICATION_LIMITS, type ApplicationField, type ApplicationSchemaWords, MAX_YEARS_CHOICE } from "./apply-form";

export * from "./apply-form";

/** An https URL with a host, or '' (the field is optional). Only https: never javascript:, data: or http:. */
function isHttpsUrl(value: string) {
  if (value === "") return true;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".") && !url.username && !url.password;
  } catch {
    return false;
  }
}

export function applicationFormSchema({ messages, noticePeriods }: ApplicationSchemaWords) {
  const { fullName, email, phone, currentLocation, profileUrl, coverNote } = messages;
  return z.object({
    fullName: requiredLine("", APPLICATION_LIMITS.fullName, undefined, written(fullName)),
    email: emailAddress(written(email)),
    phone: requiredLine("", APPLICATION_LIMITS.phone, undefined, written(phone)).check(
      z.regex(/^[+()\d\s./-]*$/, { error: phone.characters, abort: true }),
      z.refine((value) => value.replace(/\D/g, "").length >= 7, phone.short),
    ),
    currentLocation: requiredLine("", APPLICATION_LIMITS.currentLocation, undefined, written(currentLocation)),
    yearsExperience: z.string().check(
      z.overwrite((value) => value.trim()),
      z.regex(/^\d{1,2}$/, { error: messages.yearsExperience, abort: true }),
      z.refine((value) => Number(value) <= MAX_YEARS_CHOICE, messages.yearsExperience),
    ),
    noticePeriod: z.string().check(
      z.overwrite((value) => value.trim()),
      z.refine((value) => noticePeriods.includes(value), messages.noticePeriod),
    ),
    profileUrl: optionalLine("", APPLICATION_LIMITS.profileUrl, written(profileUrl)).check(
      z.refine(isHttpsUrl, profileUrl.invalid),
    ),
    coverNote: requiredText("", APPLICATION_LIMITS.coverNote, undefined, written(coverNote)),
    // A checked box sends "on" (no value attribute); anything else, or nothing, is no consent.
    consent: z.string().check(z.refine((value) => value === "on", messages.consent)),
  });
}

export type ApplicationInput = z.output<ReturnType<typeof applicationFormSchema>>;

export type ApplicationValidation = FormValidation<ApplicationInput, ApplicationField>;

/** Validates a posted form, with the messages of the page's language (apply-words.ts). */
export function validateApplicationForm(form: FormData, words: ApplicationSchemaWords): ApplicationValidation {
  return validateForm(applicationFormSchema(words), form);
}
