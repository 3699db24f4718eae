import type { Locale } from "./locale";
import { useLocale } from "./use-locale";

/**
 * Props for an element whose text stays English on every page (a person's name, a product's): it is
 * marked lang="en" on a page in another language, for screen readers and the untranslated-text scan,
 * and left as it was on an English page.
 */
export function englishTextOn(locale: Locale): { lang?: "en" } {
  return locale === "en" ? {} : { lang: "en" };
}

/** englishTextOn for the page being rendered. */
export function useEnglishText(): { lang?: "en" } {
  return englishTextOn(useLocale());
}

/**
 * lang="en" for what someone typed (a name, a message) when it is shown on a Malayalam page and is not
 * written in Malayalam letters: the language of typed text is not known, its script is.
 */
export function typedTextLang(locale: Locale, text: string | null | undefined): "en" | undefined {
  return locale === "ml" && !/[\u0D00-\u0D7F]/.test(text ?? "") ? "en" : undefined;
}
