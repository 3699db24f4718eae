import type { Locale } from "./locale";

/** The same words in both languages: the Malayalam must have the English's shape (the type checker
 * finds a missing entry; content/translations.test.ts finds one left in English). */
export type Localized<T> = Readonly<Record<Locale, T>>;

/**
 * A content module and its Malayalam twin (`foo.ts` and `foo.ml.ts`, exporting the same names with
 * the same types), as one value to pick from: `const words = localized(en, ml); words.ml.aboutPage`.
 */
export function localized<T>(en: T, ml: NoInfer<T>): Localized<T> {
  return { en, ml };
}
