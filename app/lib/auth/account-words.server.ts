// The account pages' and forms' words in both languages, for the server: the handlers answer in the
// language of the page that posted, and the loaders hand the page its own language's words (the
// sign-in pages are hydrated, so their bundle must carry neither language's text).
import * as accountsEn from "~/content/accounts";
import * as accountsMl from "~/content/accounts.ml";
import * as formsMl from "~/content/forms.ml";
import type { Locale } from "~/lib/i18n/locale";
import { localeOf } from "~/lib/i18n/locale";
import { type Localized, localized } from "~/lib/i18n/localized";
import { AUTH_MESSAGES, type AuthValidationMessages, authValidationMessages } from "./schema";

export const accountWords = localized(accountsEn, accountsMl);

/** The account forms' validation messages in each language, made once. */
export const authValidation: Localized<AuthValidationMessages> = {
  en: AUTH_MESSAGES,
  ml: authValidationMessages(accountsMl.authFieldMessages, formsMl.fieldMessages),
};

/** The language of the page a request came from (or posted from): the URL decides. */
export function requestLocale(request: Request): Locale {
  return localeOf(new URL(request.url).pathname);
}
