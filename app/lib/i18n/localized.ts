import type { Locale } from "./locale";

/** The same words in both languages: the Malayalam must have the English's shape (the type checker
 * finds a missing entry; content/translations.test.ts finds one left in English). */
export type Localized<T> = Readonly<Record<Locale, T>>;

/**
 * A content module and its Malayalam twin (`foo.ts` and `foo.ml.ts`, exporting the same names with
 * the same types), as one value to pick from: `const words = localized(en, ml); words.ml.aboutPage`.
 */
// Pure: a route module's `const words = localized(en, ml)` used only by its loader must disappear from
// the browser's bundle with the loader (bundlers keep a top-level call they cannot prove pure).
/*#__NO_SIDE_EFFECTS__*/
export function localized<T>(en: T, ml: NoInfer<T>): Localized<T> {
  return { en, ml };
}
