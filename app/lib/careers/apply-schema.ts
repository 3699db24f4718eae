// The application form's one schema, shared by the browser (instant messages) and the server, which
// is the authority (ASVS 2.2.2). Loaded lazily by the form: zod never weighs on the page's first load.
import * as z from "zod/mini";
import { applicationFormCopy } from "~/content/careers-apply";
import { type FieldMessages, fieldMessages as englishFieldMessages } from "~/content/forms";
import { emailAddress, optionalLine, requiredLine, requiredText } from "~/lib/forms/fields";
import { type FormValidation, validateForm } from "~/lib/forms/validate";
import { APPLICATION_LIMITS, type ApplicationField, MAX_YEARS_CHOICE } from "./apply-form";

export * from "./apply-form";

/** What the schema says, in the language of the page the form is on. */
export type ApplicationSchemaWords = {
  copy: Pick<typeof applicationFormCopy, "fieldNames" | "messages">;
  fieldMessages: FieldMessages;
};

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

/**
 * The notice periods as the form sends and HR's console stores them (the English words, whatever the
 * page's language: a Malayalam page shows its own words for the same values).
 */
export const noticePeriodValues: readonly string[] = applicationFormCopy.noticePeriods;

export function applicationFormSchema({ copy, fieldMessages }: ApplicationSchemaWords) {
  const names = copy.fieldNames;
  const messages = copy.messages;
  return z.object({
    fullName: requiredLine(names.fullName, APPLICATION_LIMITS.fullName, undefined, fieldMessages),
    email: emailAddress(fieldMessages),
    phone: requiredLine(names.phone, APPLICATION_LIMITS.phone, undefined, fieldMessages).check(
      z.regex(/^[+()\d\s./-]*$/, { error: messages.phoneCharacters, abort: true }),
      z.refine((value) => value.replace(/\D/g, "").length >= 7, messages.phoneShort),
    ),
    currentLocation: requiredLine(names.currentLocation, APPLICATION_LIMITS.currentLocation, undefined, fieldMessages),
    yearsExperience: z.string().check(
      z.overwrite((value) => value.trim()),
      z.regex(/^\d{1,2}$/, { error: messages.yearsRequired, abort: true }),
      z.refine((value) => Number(value) <= MAX_YEARS_CHOICE, messages.yearsRequired),
    ),
    noticePeriod: z.string().check(
      z.overwrite((value) => value.trim()),
      z.refine((value) => noticePeriodValues.includes(value), messages.noticeRequired),
    ),
    profileUrl: optionalLine(names.profileUrl, APPLICATION_LIMITS.profileUrl, fieldMessages).check(
      z.refine(isHttpsUrl, messages.profileUrlInvalid),
    ),
    coverNote: requiredText(names.coverNote, APPLICATION_LIMITS.coverNote, undefined, fieldMessages),
    // A checked box sends "on" (no value attribute); anything else, or nothing, is no consent.
    consent: z.string().check(z.refine((value) => value === "on", messages.consentRequired)),
  });
}

const englishWords: ApplicationSchemaWords = { copy: applicationFormCopy, fieldMessages: englishFieldMessages };

export const ApplicationFormSchema = applicationFormSchema(englishWords);

export type ApplicationInput = z.output<typeof ApplicationFormSchema>;

export type ApplicationValidation = FormValidation<ApplicationInput, ApplicationField>;

/** Validates a posted form; the messages in the given language's words (English when left out). */
export function validateApplicationForm(form: FormData, words?: ApplicationSchemaWords): ApplicationValidation {
  return validateForm(words ? applicationFormSchema(words) : ApplicationFormSchema, form);
}
