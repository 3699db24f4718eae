// What counts as "left in English" on a Malayalam page: the rule the content twins' test and the scan
// of every /ml page's HTML share.
import { keptInEnglish, productNames } from "~/content/glossary";

const kept = new Set<string>(keptInEnglish);

/** Every product name, longest first (so "React Native" goes before "React"). */
const products = new RegExp(
  `(?<!\\w)(?:${[...productNames]
    .sort((a, b) => b.length - a.length)
    .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join("|")})(?!\\w)`,
  "g",
);

/**
 * Whether an English text may stand as it is on a Malayalam page: no words, or only kept words and
 * product names. A word is letters and digits together ("24x7", "Cat6"); a bare number is no word.
 */
export function mayStayEnglish(text: string): boolean {
  // Addresses of mail and web inside a sentence are not words to translate either, nor a bare scheme
  // ("a link starting with https://").
  const prose = text.replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+|https?:\/\/\S*/g, " ").replace(products, " ");
  // Tokens of Latin letters and digits ("24x7", "Cat6"); those with a digit are model numbers and the
  // like, a lone capital is a letter or a Roman numeral ("ഫേസ് I").
  const words = (prose.match(/[A-Za-z0-9][\w'’.-]*[A-Za-z0-9]|[A-Za-z]/g) ?? []).filter(
    (token) => /[A-Za-z]/.test(token) && !/\d/.test(token) && !/^[A-Z]$/.test(token),
  );
  if (words.length === 0) return true;
  const trimmed = text.trim();
  // An address of mail or web, a path, an id or a slug, a file name: not words to translate.
  if (/^(\/|https?:|mailto:|tel:|#)|^[\w.+-]+@[\w.-]+$|^[a-z0-9]+([-_/.][a-z0-9]+)*$/.test(trimmed)) return true;
  // An identifier with a slash or an underscore (a time zone, a key): no spaces, not a sentence.
  if (/^\S+$/.test(trimmed) && /[/_]/.test(trimmed)) return true;
  return words.every((word) => kept.has(word) || kept.has(word.replace(/[.'’-]+$/, "")));
}
