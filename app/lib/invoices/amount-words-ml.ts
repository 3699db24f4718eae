// An amount in Malayalam words, the Indian way (ആയിരം, ലക്ഷം, കോടി), as a Kerala business states a
// total on a Malayalam tax invoice: "ഒരു ലക്ഷത്തി തൊണ്ണൂറ്റിയൊമ്പതിനായിരത്തി തൊള്ളായിരം രൂപ മാത്രം",
// "… രൂപയും അമ്പത് പൈസയും മാത്രം". The forms and why they were chosen: docs/malayalam.md ("Amounts in
// words"). Pure and browser-safe.

/** A count below twenty: its word, and the word for that many thousands. */
type Count = { word: string; thousands: string };

const BELOW_TWENTY: readonly Count[] = [
  { word: "പൂജ്യം", thousands: "" },
  // A thousand alone is ആയിരം; after a tens stem the one stays (ഇരുപത്തിയൊന്നായിരം).
  { word: "ഒന്ന്", thousands: "ഒന്നായിരം" },
  { word: "രണ്ട്", thousands: "രണ്ടായിരം" },
  { word: "മൂന്ന്", thousands: "മൂവായിരം" },
  { word: "നാല്", thousands: "നാലായിരം" },
  { word: "അഞ്ച്", thousands: "അയ്യായിരം" },
  { word: "ആറ്", thousands: "ആറായിരം" },
  { word: "ഏഴ്", thousands: "ഏഴായിരം" },
  { word: "എട്ട്", thousands: "എണ്ണായിരം" },
  { word: "ഒമ്പത്", thousands: "ഒമ്പതിനായിരം" },
  { word: "പത്ത്", thousands: "പതിനായിരം" },
  { word: "പതിനൊന്ന്", thousands: "പതിനൊന്നായിരം" },
  { word: "പന്ത്രണ്ട്", thousands: "പന്ത്രണ്ടായിരം" },
  { word: "പതിമൂന്ന്", thousands: "പതിമൂവായിരം" },
  { word: "പതിനാല്", thousands: "പതിനാലായിരം" },
  { word: "പതിനഞ്ച്", thousands: "പതിനയ്യായിരം" },
  { word: "പതിനാറ്", thousands: "പതിനാറായിരം" },
  { word: "പതിനേഴ്", thousands: "പതിനേഴായിരം" },
  { word: "പതിനെട്ട്", thousands: "പതിനെണ്ണായിരം" },
  { word: "പത്തൊമ്പത്", thousands: "പത്തൊമ്പതിനായിരം" },
];

/** Twenty, thirty, … ninety: the word, its stem before a unit (ending in ി), and as many thousands. */
type Tens = Count & { stem: string };

const TENS: readonly (Tens | null)[] = [
  null,
  null,
  { word: "ഇരുപത്", stem: "ഇരുപത്തി", thousands: "ഇരുപതിനായിരം" },
  { word: "മുപ്പത്", stem: "മുപ്പത്തി", thousands: "മുപ്പതിനായിരം" },
  { word: "നാല്പത്", stem: "നാല്പത്തി", thousands: "നാല്പതിനായിരം" },
  { word: "അമ്പത്", stem: "അമ്പത്തി", thousands: "അമ്പതിനായിരം" },
  { word: "അറുപത്", stem: "അറുപത്തി", thousands: "അറുപതിനായിരം" },
  { word: "എഴുപത്", stem: "എഴുപത്തി", thousands: "എഴുപതിനായിരം" },
  { word: "എൺപത്", stem: "എൺപത്തി", thousands: "എൺപതിനായിരം" },
  { word: "തൊണ്ണൂറ്", stem: "തൊണ്ണൂറ്റി", thousands: "തൊണ്ണൂറായിരം" },
];

/** One to nine hundred: the word, and its stem before what follows (ending in ി). */
const HUNDREDS: readonly ({ word: string; stem: string } | null)[] = [
  null,
  { word: "നൂറ്", stem: "നൂറ്റി" },
  { word: "ഇരുനൂറ്", stem: "ഇരുനൂറ്റി" },
  { word: "മുന്നൂറ്", stem: "മുന്നൂറ്റി" },
  { word: "നാനൂറ്", stem: "നാനൂറ്റി" },
  { word: "അഞ്ഞൂറ്", stem: "അഞ്ഞൂറ്റി" },
  { word: "അറുനൂറ്", stem: "അറുനൂറ്റി" },
  { word: "എഴുനൂറ്", stem: "എഴുനൂറ്റി" },
  { word: "എണ്ണൂറ്", stem: "എണ്ണൂറ്റി" },
  { word: "തൊള്ളായിരം", stem: "തൊള്ളായിരത്തി" },
];

/** A word-initial vowel and the sign it becomes after the glide യ (ഇരുപത്തി + അഞ്ച് → ഇരുപത്തിയഞ്ച്). */
const VOWEL_SIGNS: Readonly<Record<string, string>> = {
  അ: "",
  ആ: "ാ",
  ഇ: "ി",
  ഈ: "ീ",
  ഉ: "ു",
  ഊ: "ൂ",
  എ: "െ",
  ഏ: "േ",
  ഐ: "ൈ",
  ഒ: "ൊ",
  ഓ: "ോ",
  ഔ: "ൌ",
};

/** Stops that double after a stem's ി (നൂറ്റി + പത്ത് → നൂറ്റിപ്പത്ത്, നൂറ്റി + തൊണ്ണൂറ് → നൂറ്റിത്തൊണ്ണൂറ്). */
const DOUBLING = new Set(["ക", "ച", "ത", "പ"]);

/** A stem ending in ി joined to the word after it, with the sandhi of written Malayalam. */
function join(stem: string, next: string): string {
  const first = next.charAt(0);
  const sign = VOWEL_SIGNS[first];
  if (sign !== undefined) return `${stem}യ${sign}${next.slice(1)}`;
  if (DOUBLING.has(first)) return `${stem}${first}്${next}`;
  return stem + next;
}

/** A word that ends in ം with the ending it takes when more follows (ആയിരം → ആയിരത്തി, ലക്ഷം → ലക്ഷത്തി). */
const followed = (word: string) => `${word.slice(0, -1)}ത്തി`;

/** 0-99: 'തൊണ്ണൂറ്റിയൊമ്പത്'. */
function belowHundred(value: number): string {
  if (value < 20) return (BELOW_TWENTY[value] as Count).word;
  const tens = TENS[Math.floor(value / 10)] as Tens;
  const unit = value % 10;
  return unit === 0 ? tens.word : join(tens.stem, (BELOW_TWENTY[unit] as Count).word);
}

/** 1-999: 'നൂറ്റിപ്പത്ത്', 'തൊള്ളായിരത്തിത്തൊണ്ണൂറ്റിയൊമ്പത്'. */
function belowThousand(value: number): string {
  const hundreds = HUNDREDS[Math.floor(value / 100)];
  const rest = value % 100;
  if (!hundreds) return belowHundred(rest);
  return rest === 0 ? hundreds.word : join(hundreds.stem, belowHundred(rest));
}

/** 1-99 thousands: 'ആയിരം', 'രണ്ടായിരം', 'പതിനായിരം', 'തൊണ്ണൂറ്റിയൊമ്പതിനായിരം'. */
function thousandsOf(count: number): string {
  if (count === 1) return "ആയിരം";
  if (count < 20) return (BELOW_TWENTY[count] as Count).thousands;
  const tens = TENS[Math.floor(count / 10)] as Tens;
  const unit = count % 10;
  return unit === 0 ? tens.thousands : join(tens.stem, (BELOW_TWENTY[unit] as Count).thousands);
}

/** A count before a noun: one is ഒരു (ഒരു ലക്ഷം, ഒരു രൂപ); other counts as they are. */
const countOf = (value: number) => (value === 1 ? "ഒരു" : numberInMalayalamWords(value));

/**
 * A whole number in Malayalam words, Indian system: crores (10^7), lakhs (10^5), thousands and the
 * rest, each group a word of its own (as amounts are written on Kerala bills), the number below a
 * thousand one joined word.
 */
export function numberInMalayalamWords(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`not a whole number: ${value}`);
  if (value === 0) return (BELOW_TWENTY[0] as Count).word;
  const crores = Math.floor(value / 10_000_000);
  const lakhs = Math.floor((value % 10_000_000) / 100_000);
  const thousands = Math.floor((value % 100_000) / 1000);
  const rest = value % 1000;
  const parts: string[] = [];
  // Beyond 99 crore the crores themselves are counted the Indian way (നൂറ് കോടി, ഒരു ലക്ഷം കോടി).
  if (crores > 0) parts.push(`${countOf(crores)} കോടി`);
  if (lakhs > 0) parts.push(`${countOf(lakhs)} ${thousands + rest > 0 ? followed("ലക്ഷം") : "ലക്ഷം"}`);
  if (thousands > 0) parts.push(rest > 0 ? followed(thousandsOf(thousands)) : thousandsOf(thousands));
  if (rest > 0) parts.push(belowThousand(rest));
  return parts.join(" ");
}

/** "ആയിരത്തി തൊള്ളായിരത്തിത്തൊണ്ണൂറ്റിയൊമ്പത് രൂപ മാത്രം"; with paise "… രൂപയും അമ്പത് പൈസയും മാത്രം". */
export function rupeesInMalayalamWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`not an amount in paise: ${paise}`);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  if (rupees === 0 && rest > 0) return `${countOf(rest)} പൈസ മാത്രം`;
  if (rest === 0) return `${countOf(rupees)} രൂപ മാത്രം`;
  return `${countOf(rupees)} രൂപയും ${countOf(rest)} പൈസയും മാത്രം`;
}
