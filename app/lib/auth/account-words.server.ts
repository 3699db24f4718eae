// The account pages' and forms' words in both languages, for the server: the handlers answer in the
// language of the page that posted, and the loaders hand the page its own language's words (the
// sign-in pages are hydrated, so their bundle must carry neither language's text).
import * as accountsEn from "~/content/accounts";
import * as accountsMl from "~/content/accounts.ml";
import * as formsMl from "~/content/forms.ml";
import * as checklistEn from "~/content/password-checklist";
import * as checklistMl from "~/content/password-checklist.ml";
import * as accountEn from "~/content/page-copy/account";
import * as accountMl from "~/content/page-copy/account.ml";
import * as forgotEn from "~/content/page-copy/forgot-password";
import * as forgotMl from "~/content/page-copy/forgot-password.ml";
import * as loginEn from "~/content/page-copy/login";
import * as loginMl from "~/content/page-copy/login.ml";
import * as resetEn from "~/content/page-copy/reset-password";
import * as resetMl from "~/content/page-copy/reset-password.ml";
import * as signupEn from "~/content/page-copy/signup";
import * as signupMl from "~/content/page-copy/signup.ml";
import * as verifyEn from "~/content/page-copy/verify-email";
import * as verifyMl from "~/content/page-copy/verify-email.ml";
import type { PageCopy } from "~/content/schema";
import type { Locale } from "~/lib/i18n/locale";
import { localeOf } from "~/lib/i18n/locale";
import { type Localized, localized } from "~/lib/i18n/localized";
import type { NewPasswordWords } from "./form";
import { passwordRequirementTexts } from "./password-policy";
import { AUTH_MESSAGES, type AuthValidationMessages, authValidationMessages } from "./schema";

export const accountWords = localized(accountsEn, accountsMl);
const checklists = localized(checklistEn, checklistMl);

/** The account forms' validation messages in each language, made once. */
export const authValidation: Localized<AuthValidationMessages> = {
  en: AUTH_MESSAGES,
  ml: authValidationMessages(accountsMl.authFieldMessages, formsMl.fieldMessages),
};

/** The language of the page a request came from (or posted from): the URL decides. */
export function requestLocale(request: Request): Locale {
  return localeOf(new URL(request.url).pathname);
}

const pages = {
  login: localized(loginEn.loginPage, loginMl.loginPage),
  signup: localized(signupEn.signupPage, signupMl.signupPage),
  forgotPassword: localized(forgotEn.forgotPasswordPage, forgotMl.forgotPasswordPage),
  resetPassword: localized(resetEn.resetPasswordPage, resetMl.resetPasswordPage),
  verifyEmail: localized(verifyEn.verifyEmailPage, verifyMl.verifyEmailPage),
  account: localized(accountEn.accountPage, accountMl.accountPage),
};

/** A page's title, description, heading and intro in `locale` (the pages' meta and headers). */
export function accountPageCopy(page: keyof typeof pages, locale: Locale): PageCopy {
  return pages[page][locale];
}

/** What every account form says around its fields: labels, the hidden field, validation messages. */
export function accountFormWords(locale: Locale) {
  const words = accountWords[locale];
  return {
    labels: words.fieldLabels,
    placeholders: words.fieldPlaceholders,
    honeypot: words.honeypotLabel,
    validation: authValidation[locale],
  };
}

/** Everything around a new password's two inputs (sign-up, reset). */
export function newPasswordWords(locale: Locale): NewPasswordWords {
  const { fieldLabels, fieldPlaceholders, signupCopy } = accountWords[locale];
  const { passwordChecklistCopy } = checklists[locale];
  return {
    showPassword: fieldLabels.showPassword,
    hidePassword: fieldLabels.hidePassword,
    passwordPlaceholder: fieldPlaceholders.newPassword,
    confirmPlaceholder: fieldPlaceholders.confirmPassword,
    checklist: {
      heading: signupCopy.checklistHeading,
      note: signupCopy.checklistNote,
      requirements: passwordRequirementTexts(passwordChecklistCopy),
      met: passwordChecklistCopy.met,
      notMet: passwordChecklistCopy.notMet,
    },
  };
}
