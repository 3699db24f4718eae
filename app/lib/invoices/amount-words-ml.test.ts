import { describe, expect, it } from "vitest";
import { numberInMalayalamWords, rupeesInMalayalamWords } from "./amount-words-ml";

// Every count below a hundred, written out: the table a reader checks against, not one built by the
// rules under test.
const BELOW_HUNDRED = [
  "പൂജ്യം",
  "ഒന്ന്",
  "രണ്ട്",
  "മൂന്ന്",
  "നാല്",
  "അഞ്ച്",
  "ആറ്",
  "ഏഴ്",
  "എട്ട്",
  "ഒമ്പത്",
  "പത്ത്",
  "പതിനൊന്ന്",
  "പന്ത്രണ്ട്",
  "പതിമൂന്ന്",
  "പതിനാല്",
  "പതിനഞ്ച്",
  "പതിനാറ്",
  "പതിനേഴ്",
  "പതിനെട്ട്",
  "പത്തൊമ്പത്",
  "ഇരുപത്",
  "ഇരുപത്തിയൊന്ന്",
  "ഇരുപത്തിരണ്ട്",
  "ഇരുപത്തിമൂന്ന്",
  "ഇരുപത്തിനാല്",
  "ഇരുപത്തിയഞ്ച്",
  "ഇരുപത്തിയാറ്",
  "ഇരുപത്തിയേഴ്",
  "ഇരുപത്തിയെട്ട്",
  "ഇരുപത്തിയൊമ്പത്",
  "മുപ്പത്",
  "മുപ്പത്തിയൊന്ന്",
  "മുപ്പത്തിരണ്ട്",
  "മുപ്പത്തിമൂന്ന്",
  "മുപ്പത്തിനാല്",
  "മുപ്പത്തിയഞ്ച്",
  "മുപ്പത്തിയാറ്",
  "മുപ്പത്തിയേഴ്",
  "മുപ്പത്തിയെട്ട്",
  "മുപ്പത്തിയൊമ്പത്",
  "നാല്പത്",
  "നാല്പത്തിയൊന്ന്",
  "നാല്പത്തിരണ്ട്",
  "നാല്പത്തിമൂന്ന്",
  "നാല്പത്തിനാല്",
  "നാല്പത്തിയഞ്ച്",
  "നാല്പത്തിയാറ്",
  "നാല്പത്തിയേഴ്",
  "നാല്പത്തിയെട്ട്",
  "നാല്പത്തിയൊമ്പത്",
  "അമ്പത്",
  "അമ്പത്തിയൊന്ന്",
  "അമ്പത്തിരണ്ട്",
  "അമ്പത്തിമൂന്ന്",
  "അമ്പത്തിനാല്",
  "അമ്പത്തിയഞ്ച്",
  "അമ്പത്തിയാറ്",
  "അമ്പത്തിയേഴ്",
  "അമ്പത്തിയെട്ട്",
  "അമ്പത്തിയൊമ്പത്",
  "അറുപത്",
  "അറുപത്തിയൊന്ന്",
  "അറുപത്തിരണ്ട്",
  "അറുപത്തിമൂന്ന്",
  "അറുപത്തിനാല്",
  "അറുപത്തിയഞ്ച്",
  "അറുപത്തിയാറ്",
  "അറുപത്തിയേഴ്",
  "അറുപത്തിയെട്ട്",
  "അറുപത്തിയൊമ്പത്",
  "എഴുപത്",
  "എഴുപത്തിയൊന്ന്",
  "എഴുപത്തിരണ്ട്",
  "എഴുപത്തിമൂന്ന്",
  "എഴുപത്തിനാല്",
  "എഴുപത്തിയഞ്ച്",
  "എഴുപത്തിയാറ്",
  "എഴുപത്തിയേഴ്",
  "എഴുപത്തിയെട്ട്",
  "എഴുപത്തിയൊമ്പത്",
  "എൺപത്",
  "എൺപത്തിയൊന്ന്",
  "എൺപത്തിരണ്ട്",
  "എൺപത്തിമൂന്ന്",
  "എൺപത്തിനാല്",
  "എൺപത്തിയഞ്ച്",
  "എൺപത്തിയാറ്",
  "എൺപത്തിയേഴ്",
  "എൺപത്തിയെട്ട്",
  "എൺപത്തിയൊമ്പത്",
  "തൊണ്ണൂറ്",
  "തൊണ്ണൂറ്റിയൊന്ന്",
  "തൊണ്ണൂറ്റിരണ്ട്",
  "തൊണ്ണൂറ്റിമൂന്ന്",
  "തൊണ്ണൂറ്റിനാല്",
  "തൊണ്ണൂറ്റിയഞ്ച്",
  "തൊണ്ണൂറ്റിയാറ്",
  "തൊണ്ണൂറ്റിയേഴ്",
  "തൊണ്ണൂറ്റിയെട്ട്",
  "തൊണ്ണൂറ്റിയൊമ്പത്",
];

describe("Malayalam numbers in words", () => {
  it("writes every count below a hundred", () => {
    expect(BELOW_HUNDRED).toHaveLength(100);
    expect(Array.from({ length: 100 }, (_, value) => numberInMalayalamWords(value))).toEqual(BELOW_HUNDRED);
  });

  it.each([
    [0, "പൂജ്യം"],
    [1, "ഒന്ന്"],
    [10, "പത്ത്"],
    [11, "പതിനൊന്ന്"],
    [19, "പത്തൊമ്പത്"],
    [20, "ഇരുപത്"],
    [21, "ഇരുപത്തിയൊന്ന്"],
    [99, "തൊണ്ണൂറ്റിയൊമ്പത്"],
    [100, "നൂറ്"],
    [101, "നൂറ്റിയൊന്ന്"],
    [110, "നൂറ്റിപ്പത്ത്"],
    [999, "തൊള്ളായിരത്തിത്തൊണ്ണൂറ്റിയൊമ്പത്"],
    [1000, "ആയിരം"],
    [1001, "ആയിരത്തി ഒന്ന്"],
    [2500, "രണ്ടായിരത്തി അഞ്ഞൂറ്"],
    [10_000, "പതിനായിരം"],
    [99_999, "തൊണ്ണൂറ്റിയൊമ്പതിനായിരത്തി തൊള്ളായിരത്തിത്തൊണ്ണൂറ്റിയൊമ്പത്"],
    [1_00_000, "ഒരു ലക്ഷം"],
    [1_99_900, "ഒരു ലക്ഷത്തി തൊണ്ണൂറ്റിയൊമ്പതിനായിരത്തി തൊള്ളായിരം"],
    [10_00_000, "പത്ത് ലക്ഷം"],
    [99_99_999, "തൊണ്ണൂറ്റിയൊമ്പത് ലക്ഷത്തി തൊണ്ണൂറ്റിയൊമ്പതിനായിരത്തി തൊള്ളായിരത്തിത്തൊണ്ണൂറ്റിയൊമ്പത്"],
    [1_00_00_000, "ഒരു കോടി"],
  ])("writes %i as %s", (value, words) => {
    expect(numberInMalayalamWords(value)).toBe(words);
  });

  it("writes the hundreds, alone and joined to what follows", () => {
    const hundreds = [100, 200, 300, 400, 500, 600, 700, 800, 900];
    expect(hundreds.map(numberInMalayalamWords)).toEqual([
      "നൂറ്",
      "ഇരുനൂറ്",
      "മുന്നൂറ്",
      "നാനൂറ്",
      "അഞ്ഞൂറ്",
      "അറുനൂറ്",
      "എഴുനൂറ്",
      "എണ്ണൂറ്",
      "തൊള്ളായിരം",
    ]);
    // Before a consonant: the stem and the word, as they are.
    expect(hundreds.map((value) => numberInMalayalamWords(value + 2))).toEqual([
      "നൂറ്റിരണ്ട്",
      "ഇരുനൂറ്റിരണ്ട്",
      "മുന്നൂറ്റിരണ്ട്",
      "നാനൂറ്റിരണ്ട്",
      "അഞ്ഞൂറ്റിരണ്ട്",
      "അറുനൂറ്റിരണ്ട്",
      "എഴുനൂറ്റിരണ്ട്",
      "എണ്ണൂറ്റിരണ്ട്",
      "തൊള്ളായിരത്തിരണ്ട്",
    ]);
    // Before a vowel: the glide യ.
    expect(hundreds.map((value) => numberInMalayalamWords(value + 1))).toEqual([
      "നൂറ്റിയൊന്ന്",
      "ഇരുനൂറ്റിയൊന്ന്",
      "മുന്നൂറ്റിയൊന്ന്",
      "നാനൂറ്റിയൊന്ന്",
      "അഞ്ഞൂറ്റിയൊന്ന്",
      "അറുനൂറ്റിയൊന്ന്",
      "എഴുനൂറ്റിയൊന്ന്",
      "എണ്ണൂറ്റിയൊന്ന്",
      "തൊള്ളായിരത്തിയൊന്ന്",
    ]);
    // Before പ and ത: the stop doubles.
    expect(hundreds.map((value) => numberInMalayalamWords(value + 10))).toEqual([
      "നൂറ്റിപ്പത്ത്",
      "ഇരുനൂറ്റിപ്പത്ത്",
      "മുന്നൂറ്റിപ്പത്ത്",
      "നാനൂറ്റിപ്പത്ത്",
      "അഞ്ഞൂറ്റിപ്പത്ത്",
      "അറുനൂറ്റിപ്പത്ത്",
      "എഴുനൂറ്റിപ്പത്ത്",
      "എണ്ണൂറ്റിപ്പത്ത്",
      "തൊള്ളായിരത്തിപ്പത്ത്",
    ]);
  });

  it("joins a hundred to every kind of ten", () => {
    expect([111, 119, 120, 125, 130, 140, 150, 160, 170, 180, 190, 199].map(numberInMalayalamWords)).toEqual([
      "നൂറ്റിപ്പതിനൊന്ന്",
      "നൂറ്റിപ്പത്തൊമ്പത്",
      "നൂറ്റിയിരുപത്",
      "നൂറ്റിയിരുപത്തിയഞ്ച്",
      "നൂറ്റിമുപ്പത്",
      "നൂറ്റിനാല്പത്",
      "നൂറ്റിയമ്പത്",
      "നൂറ്റിയറുപത്",
      "നൂറ്റിയെഴുപത്",
      "നൂറ്റിയെൺപത്",
      "നൂറ്റിത്തൊണ്ണൂറ്",
      "നൂറ്റിത്തൊണ്ണൂറ്റിയൊമ്പത്",
    ]);
  });

  it("writes thousands with their own forms of the count", () => {
    const thousands = (count: number) => numberInMalayalamWords(count * 1000);
    expect(Array.from({ length: 19 }, (_, index) => thousands(index + 1))).toEqual([
      "ആയിരം",
      "രണ്ടായിരം",
      "മൂവായിരം",
      "നാലായിരം",
      "അയ്യായിരം",
      "ആറായിരം",
      "ഏഴായിരം",
      "എണ്ണായിരം",
      "ഒമ്പതിനായിരം",
      "പതിനായിരം",
      "പതിനൊന്നായിരം",
      "പന്ത്രണ്ടായിരം",
      "പതിമൂവായിരം",
      "പതിനാലായിരം",
      "പതിനയ്യായിരം",
      "പതിനാറായിരം",
      "പതിനേഴായിരം",
      "പതിനെണ്ണായിരം",
      "പത്തൊമ്പതിനായിരം",
    ]);
    expect([20, 30, 40, 50, 60, 70, 80, 90].map(thousands)).toEqual([
      "ഇരുപതിനായിരം",
      "മുപ്പതിനായിരം",
      "നാല്പതിനായിരം",
      "അമ്പതിനായിരം",
      "അറുപതിനായിരം",
      "എഴുപതിനായിരം",
      "എൺപതിനായിരം",
      "തൊണ്ണൂറായിരം",
    ]);
    expect([21, 22, 23, 25, 28, 29, 99].map(thousands)).toEqual([
      "ഇരുപത്തിയൊന്നായിരം",
      "ഇരുപത്തിരണ്ടായിരം",
      "ഇരുപത്തിമൂവായിരം",
      "ഇരുപത്തിയയ്യായിരം",
      "ഇരുപത്തിയെണ്ണായിരം",
      "ഇരുപത്തിയൊമ്പതിനായിരം",
      "തൊണ്ണൂറ്റിയൊമ്പതിനായിരം",
    ]);
    // Followed by more, a thousand ends in -ത്തി and the rest is a word of its own.
    expect(numberInMalayalamWords(1999)).toBe("ആയിരത്തി തൊള്ളായിരത്തിത്തൊണ്ണൂറ്റിയൊമ്പത്");
    expect(numberInMalayalamWords(45_120)).toBe("നാല്പത്തിയയ്യായിരത്തി നൂറ്റിയിരുപത്");
  });

  it("counts lakhs and crores, one as ഒരു", () => {
    expect(numberInMalayalamWords(1_01_000)).toBe("ഒരു ലക്ഷത്തി ആയിരം");
    expect(numberInMalayalamWords(1_00_001)).toBe("ഒരു ലക്ഷത്തി ഒന്ന്");
    expect(numberInMalayalamWords(2_50_000)).toBe("രണ്ട് ലക്ഷത്തി അമ്പതിനായിരം");
    expect(numberInMalayalamWords(21_00_000)).toBe("ഇരുപത്തിയൊന്ന് ലക്ഷം");
    expect(numberInMalayalamWords(1_23_45_678)).toBe("ഒരു കോടി ഇരുപത്തിമൂന്ന് ലക്ഷത്തി നാല്പത്തിയയ്യായിരത്തി അറുനൂറ്റിയെഴുപത്തിയെട്ട്");
    expect(numberInMalayalamWords(1_00_00_100)).toBe("ഒരു കോടി നൂറ്");
    expect(numberInMalayalamWords(5_00_00_000)).toBe("അഞ്ച് കോടി");
    // Beyond 99 crore the crores are counted the Indian way.
    expect(numberInMalayalamWords(100_00_00_000)).toBe("നൂറ് കോടി");
    expect(numberInMalayalamWords(1_00_000_00_00_000)).toBe("ഒരു ലക്ഷം കോടി");
  });

  it("never leaves a vowel letter after a joined stem, nor a stray space, up to ten lakh", () => {
    // An independent vowel only starts a word: a stem's ി joins a vowel through യ.
    const vowelInside = /[\u0D15-\u0D39\u0D3E-\u0D4D][\u0D05-\u0D14]/u;
    const words = /^[\u0D00-\u0D7F]+( [\u0D00-\u0D7F]+)*$/u;
    const wrong: string[] = [];
    for (let value = 0; value <= 10_00_000; value += 7) {
      const written = numberInMalayalamWords(value);
      if (vowelInside.test(written) || !words.test(written)) wrong.push(`${value}: ${written}`);
    }
    expect(wrong).toEqual([]);
  });

  it("refuses what is not a whole number", () => {
    expect(() => numberInMalayalamWords(-1)).toThrow(RangeError);
    expect(() => numberInMalayalamWords(1.5)).toThrow(RangeError);
  });
});

describe("Malayalam amounts in words", () => {
  it.each([
    [0, "പൂജ്യം രൂപ മാത്രം"],
    [100, "ഒരു രൂപ മാത്രം"],
    [200, "രണ്ട് രൂപ മാത്രം"],
    [10_100, "നൂറ്റിയൊന്ന് രൂപ മാത്രം"],
    [1_99_900_00, "ഒരു ലക്ഷത്തി തൊണ്ണൂറ്റിയൊമ്പതിനായിരത്തി തൊള്ളായിരം രൂപ മാത്രം"],
    [1_99_900_50, "ഒരു ലക്ഷത്തി തൊണ്ണൂറ്റിയൊമ്പതിനായിരത്തി തൊള്ളായിരം രൂപയും അമ്പത് പൈസയും മാത്രം"],
    [39_950, "മുന്നൂറ്റിത്തൊണ്ണൂറ്റിയൊമ്പത് രൂപയും അമ്പത് പൈസയും മാത്രം"],
    [101, "ഒരു രൂപയും ഒരു പൈസയും മാത്രം"],
    [1_00_000_00, "ഒരു ലക്ഷം രൂപ മാത്രം"],
    [1_00_00_000_99, "ഒരു കോടി രൂപയും തൊണ്ണൂറ്റിയൊമ്പത് പൈസയും മാത്രം"],
    [5, "അഞ്ച് പൈസ മാത്രം"],
    [1, "ഒരു പൈസ മാത്രം"],
    [10, "പത്ത് പൈസ മാത്രം"],
  ])("writes %i paise as %s", (paise, words) => {
    expect(rupeesInMalayalamWords(paise)).toBe(words);
  });

  it("refuses what is not an amount in paise", () => {
    expect(() => rupeesInMalayalamWords(-1)).toThrow(RangeError);
    expect(() => rupeesInMalayalamWords(0.5)).toThrow(RangeError);
  });
});
