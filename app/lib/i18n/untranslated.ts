// What counts as "left in English" on a Malayalam page: the rule the content twins' test and the scan
// of every /ml page's HTML share.
import { keptInEnglish } from "~/content/glossary";

const kept = new Set<string>(keptInEnglish);

/** Whether an English text may stand as it is on a Malayalam page: no words, or only kept words. */
export function mayStayEnglish(text: string): boolean {
  // Inside a sentence too, an address of mail or web and a figure like "24x7" are not words.
  const prose = text.replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+|https?:\/\/\S+|\b\d+x\d+\b/g, " ");
  const words = prose.match(/[A-Za-z][A-Za-z'’.-]*[A-Za-z]|[A-Za-z]/g) ?? [];
  if (words.length === 0) return true;
  // An address of mail or web, a path, an id or a slug, a file name: not words to translate.
  const trimmed = text.trim();
  if (/^(\/|https?:|mailto:|tel:|#)|^[\w.+-]+@[\w.-]+$|^[a-z0-9]+([-_/.][a-z0-9]+)*$/.test(trimmed)) return true;
  // An identifier with a slash or an underscore (a time zone, a key): no spaces, not a sentence.
  if (/^\S+$/.test(trimmed) && /[/_]/.test(trimmed)) return true;
  return words.every((word) => kept.has(word) || kept.has(word.replace(/[.'’]+$/, "")));
}
