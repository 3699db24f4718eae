// The site's two languages and the URL rule that decides between them: English at today's URLs,
// Malayalam under /ml/…. No cookie and no header is read: the path alone says which language a page
// is in, so a shared link, a search engine and a cached copy all see the same language.

export const locales = ["en", "ml"] as const;
export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = "en";

/** The path prefix of each language ("" for English, which keeps today's URLs). */
const prefixes: Record<Locale, string> = { en: "", ml: "/ml" };

/** `lang` of the document and of a link's text in that language. */
export const htmlLang: Record<Locale, string> = { en: "en-IN", ml: "ml" };

/** The `hreflang` each language's alternate link carries. */
export const hrefLang: Record<Locale, string> = { en: "en", ml: "ml" };

/** Open Graph's `og:locale` of each language. */
export const ogLocale: Record<Locale, string> = { en: "en_IN", ml: "ml_IN" };

/** Each language's name in itself: what the language switcher says. */
export const languageNames: Record<Locale, string> = { en: "English", ml: "മലയാളം" };

const ML_PATH = /^\/ml(?=\/|$|\.data$|\?)/;

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/** The language of a path: Malayalam under /ml, English everywhere else. */
export function localeOf(pathname: string): Locale {
  return ML_PATH.test(pathname) ? "ml" : "en";
}

/** A path without its language prefix ("/ml/amc-plans" → "/amc-plans", "/ml" → "/"). */
export function unlocalizedPath(pathname: string): string {
  if (!ML_PATH.test(pathname)) return pathname;
  const rest = pathname.replace(ML_PATH, "");
  return rest === "" || rest.startsWith("?") ? `/${rest}` : rest;
}

/**
 * The same page in `locale`: "/amc-plans" → "/ml/amc-plans", "/ml/blog?q=wifi" → "/blog?q=wifi".
 * Only site-relative paths change; a full URL, a fragment or a mailto: link is returned as it is.
 */
export function pathIn(locale: Locale, path: string): string {
  if (!path.startsWith("/") || path.startsWith("//")) return path;
  const bare = unlocalizedPath(path);
  if (locale === "en") return bare;
  if (bare === "/") return prefixes.ml;
  if (bare.startsWith("/?") || bare.startsWith("/#")) return `${prefixes.ml}${bare.slice(1)}`;
  return `${prefixes.ml}${bare}`;
}

export function otherLocale(locale: Locale): Locale {
  return locale === "en" ? "ml" : "en";
}

/**
 * A text with its `{name}` slots filled in. Words that travel to an island in loader data are
 * templates rather than functions (a function cannot be serialized), and each language puts the
 * values where its grammar wants them. (Here, beside the URL rule every page loads, so that the
 * islands that fill templates share no extra script.)
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) => values[name] ?? slot);
}

/** Pages that exist in one language only: the staff console and the test routes (English). */
const ENGLISH_ONLY = /^\/(staff|__test)(\/|$)/;

/**
 * The page at `pathname` in each language, and English as the default for other languages
 * (`x-default`), for search engines — or none for a page that exists in English only.
 */
export function languageAlternates(pathname: string, origin: string): { hrefLang: string; href: string }[] {
  if (ENGLISH_ONLY.test(unlocalizedPath(pathname))) return [];
  const absolute = (locale: Locale) => new URL(pathIn(locale, pathname), origin).href;
  return [
    ...locales.map((locale) => ({ hrefLang: hrefLang[locale], href: absolute(locale) })),
    { hrefLang: "x-default", href: absolute("en") },
  ];
}
