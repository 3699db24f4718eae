// The application form's one schema, shared by the browser (instant messages) and the server, which
// is the authority (ASVS 2.2.2). Loaded lazily by the form: zod never weighs on the page's first load.
import * as z from "zod/mini";
import { applicationFormCopy as copy } from "~/content/careers-apply";
import { emailAddress, optionalLine, requiredLine, requiredText } from "~/lib/forms/fields";
import { type FormValidation, validateForm } from "~/lib/forms/validate";
import { APPLICATION_LIMITS, type ApplicationField, MAX_YEARS_CHOICE } from "./apply-form";

export * from "./apply-form";

const names = copy.fieldNames;
const messages = copy.messages;

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

export const ApplicationFormSchema = z.object({
  fullName: requiredLine(names.fullName, APPLICATION_LIMITS.fullName),
  email: emailAddress(),
  phone: requiredLine(names.phone, APPLICATION_LIMITS.phone).check(
    z.regex(/^[+()\d\s./-]*$/, { error: messages.phoneCharacters, abort: true }),
    z.refine((value) => value.replace(/\D/g, "").length >= 7, messages.phoneShort),
  ),
  currentLocation: requiredLine(names.currentLocation, APPLICATION_LIMITS.currentLocation),
  yearsExperience: z.string().check(
    z.overwrite((value) => value.trim()),
    z.regex(/^\d{1,2}$/, { error: messages.yearsRequired, abort: true }),
    z.refine((value) => Number(value) <= MAX_YEARS_CHOICE, messages.yearsRequired),
  ),
  noticePeriod: z.string().check(
    z.overwrite((value) => value.trim()),
    z.refine((value) => (copy.noticePeriods as readonly string[]).includes(value), messages.noticeRequired),
  ),
  profileUrl: optionalLine(names.profileUrl, APPLICATION_LIMITS.profileUrl).check(
    z.refine(isHttpsUrl, messages.profileUrlInvalid),
  ),
  coverNote: requiredText(names.coverNote, APPLICATION_LIMITS.coverNote),
  // A checked box sends "on" (no value attribute); anything else, or nothing, is no consent.
  consent: z.string().check(z.refine((value) => value === "on", messages.consentRequired)),
});

export type ApplicationInput = z.output<typeof ApplicationFormSchema>;

export type ApplicationValidation = FormValidation<ApplicationInput, ApplicationField>;

export function validateApplicationForm(form: FormData): ApplicationValidation {
  return validateForm(ApplicationFormSchema, form);
}
