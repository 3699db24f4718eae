// The words of the application form on /careers/{id}, which the opening's loader hands to the page
// with its data, in the page's language: the apply section and its form are React islands, and their
// words (labels, hints, choices, the validation and upload messages, the confirmation) then reach the
// browser in the page's data alone — one language, and none in the bundle. Only loaders and actions
// call these; components take the result as props.
import * as applyEn from "~/content/careers-apply";
import * as applyMl from "~/content/careers-apply.ml";
import * as formsEn from "~/content/forms";
import * as formsMl from "~/content/forms.ml";
import { site } from "~/content/site";
import { EMAIL_MAX_LENGTH } from "~/lib/forms/fields";
import * as uploadsEn from "~/content/uploads";
import * as uploadsMl from "~/content/uploads.ml";
import type { Locale } from "~/lib/i18n/locale";
import { localized } from "~/lib/i18n/localized";
import { formatLongDate } from "~/lib/india-time";
import { chosenFileMessages } from "~/lib/uploads/check-files";
import { acceptAttribute } from "~/lib/uploads/kinds";
import {
  APPLICATION_LIMITS,
  type ApplicationMessages,
  type ApplicationSchemaWords,
  MAX_YEARS_CHOICE,
  PROGRESS_STEP,
  resumeUploadRule,
} from "./apply-form";

const apply = localized(applyEn, applyMl);
const forms = localized(formsEn, formsMl);
const uploads = localized(uploadsEn, uploadsMl);

/**
 * The notice periods as the form sends and HR's console stores them: the English words, whatever the
 * page's language (a Malayalam page shows its own words for the same values).
 */
export const noticePeriodValues: readonly string[] = applyEn.applicationFormCopy.noticePeriods;

/** The schema's messages in `locale`, written out (the same on both sides). */
export function applicationMessages(locale: Locale): ApplicationMessages {
  const { required, tooLong, emailRequired, emailInvalid, emailLabel } = forms[locale].fieldMessages;
  const { fieldNames: names, messages } = apply[locale].applicationFormCopy;
  const text = (name: string, max: number) => ({ required: required(name), tooLong: tooLong(name, max) });
  return {
    fullName: text(names.fullName, APPLICATION_LIMITS.fullName),
    email: { required: emailRequired, tooLong: tooLong(emailLabel, EMAIL_MAX_LENGTH), invalid: emailInvalid },
    phone: {
      ...text(names.phone, APPLICATION_LIMITS.phone),
      characters: messages.phoneCharacters,
      short: messages.phoneShort,
    },
    currentLocation: text(names.currentLocation, APPLICATION_LIMITS.currentLocation),
    yearsExperience: messages.yearsRequired,
    noticePeriod: messages.noticeRequired,
    profileUrl: {
      tooLong: tooLong(names.profileUrl, APPLICATION_LIMITS.profileUrl),
      invalid: messages.profileUrlInvalid,
    },
    coverNote: text(names.coverNote, APPLICATION_LIMITS.coverNote),
    consent: messages.consentRequired,
  };
}

/** What the schema checks a post from a page in `locale` with. */
export function applicationSchemaWords(locale: Locale): ApplicationSchemaWords {
  return { messages: applicationMessages(locale), noticePeriods: noticePeriodValues };
}

/** Everything the application form says and offers, in `locale`. */
export function applicationFormWords(locale: Locale) {
  const copy = apply[locale].applicationFormCopy;
  const uploadMessages = uploads[locale].uploadMessages;
  return {
    copy: {
      requiredNote: copy.requiredNote,
      optional: copy.optional,
      labels: copy.labels,
      hints: copy.hints,
      privacyLink: copy.privacyLink,
      fixErrors: copy.fixErrors,
      submit: copy.submit,
      submitting: copy.submitting,
      progressLabel: copy.progressLabel,
      /** What is read out at 0, PROGRESS_STEP, 2 × PROGRESS_STEP … percent uploaded. */
      progress: Array.from({ length: 100 / PROGRESS_STEP }, (_, step) => copy.progress(step * PROGRESS_STEP)),
      progressDone: copy.progressDone,
      failed: copy.failed,
      connectionLost: copy.connectionLost,
      honeypotLabel: copy.honeypotLabel,
    },
    yearChoices: [
      { value: "", label: copy.chooseYears },
      ...Array.from({ length: MAX_YEARS_CHOICE + 1 }, (_, years) => ({
        value: String(years),
        label: years === MAX_YEARS_CHOICE ? copy.yearsMaxLabel(years) : copy.yearsLabel(years),
      })),
    ],
    noticeChoices: [
      { value: "", label: copy.chooseNotice },
      ...noticePeriodValues.map((value, index) => ({ value, label: copy.noticePeriods[index] ?? value })),
    ],
    resume: {
      hint: uploadMessages.hint(resumeUploadRule.kinds, resumeUploadRule.maxFiles, resumeUploadRule.maxFileBytes),
      accept: acceptAttribute(resumeUploadRule.kinds),
      /** The browser's early check of the chosen file. */
      messages: chosenFileMessages(uploadMessages, resumeUploadRule),
    },
    schema: applicationSchemaWords(locale),
  };
}

export type ApplicationFormWords = ReturnType<typeof applicationFormWords>;

/** The apply section around the form: its heading, the email alternative, the confirmation, the closed note. */
export function applySectionWords(locale: Locale, opening: { applicationDeadline: string }) {
  const { applicationClosed, applicationConfirmation, applicationFormCopy } = apply[locale];
  return {
    heading: applicationFormCopy.heading,
    intro: applicationFormCopy.intro,
    emailInstead: applicationFormCopy.emailInstead,
    careersEmail: site.careersEmail,
    confirmation: applicationConfirmation,
    closed: {
      heading: applicationClosed.heading,
      text: applicationClosed.text(formatLongDate(opening.applicationDeadline, locale)),
    },
  };
}

export type ApplySectionWords = ReturnType<typeof applySectionWords>;
