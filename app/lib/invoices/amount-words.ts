// An amount in words, the Indian way (lakhs and crores), as a tax invoice states its total:
// "Rupees One Lakh Ninety-Nine Thousand Nine Hundred Only", "… and Fifty Paise Only".
// Pure and browser-safe. The Malayalam words are amount-words-ml.ts's.
import type { Locale } from "~/lib/i18n/locale";
import { rupeesInMalayalamWords } from "./amount-words-ml";

const ONES = [
  "Zero",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Eleven",
  "Twelve",
  "Thirteen",
  "Fourteen",
  "Fifteen",
  "Sixteen",
  "Seventeen",
  "Eighteen",
  "Nineteen",
];
const TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];

/** 0-99: 'Ninety-Nine'. */
function belowHundred(value: number): string {
  if (value < 20) return ONES[value] as string;
  const tens = TENS[Math.floor(value / 10)] as string;
  return value % 10 === 0 ? tens : `${tens}-${ONES[value % 10]}`;
}

/** 1-999: 'Nine Hundred Ninety-Nine'. */
function belowThousand(value: number): string {
  const hundreds = Math.floor(value / 100);
  const rest = value % 100;
  const parts: string[] = [];
  if (hundreds > 0) parts.push(`${ONES[hundreds]} Hundred`);
  if (rest > 0) parts.push(belowHundred(rest));
  return parts.join(" ");
}

/** A whole number in words, Indian system: crores (10^7), lakhs (10^5), thousands, hundreds. */
export function numberInIndianWords(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`not a whole number: ${value}`);
  if (value === 0) return "Zero";
  const crores = Math.floor(value / 10_000_000);
  const lakhs = Math.floor((value % 10_000_000) / 100_000);
  const thousands = Math.floor((value % 100_000) / 1000);
  const rest = value % 1000;
  const parts: string[] = [];
  // Beyond 99 crore the crores themselves are counted the Indian way ("One Hundred Crore").
  if (crores > 0) parts.push(`${numberInIndianWords(crores)} Crore`);
  if (lakhs > 0) parts.push(`${belowHundred(lakhs)} Lakh`);
  if (thousands > 0) parts.push(`${belowHundred(thousands)} Thousand`);
  if (rest > 0) parts.push(belowThousand(rest));
  return parts.join(" ");
}

/** "Rupees One Thousand Nine Hundred Ninety-Nine Only"; with paise "… and Fifty Paise Only". */
export function rupeesInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`not an amount in paise: ${paise}`);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  if (rupees === 0 && rest > 0) return `${belowHundred(rest)} Paise Only`;
  const words = `Rupees ${numberInIndianWords(rupees)}`;
  return rest === 0 ? `${words} Only` : `${words} and ${belowHundred(rest)} Paise Only`;
}

/** An amount in words in a document's language: `rupeesInWordsByLocale[locale](paise)`. */
export const rupeesInWordsByLocale: Record<Locale, (paise: number) => string> = {
  en: rupeesInWords,
  ml: rupeesInMalayalamWords,
};
