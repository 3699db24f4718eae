import { describe, expect, it } from "vitest";
import { numberInIndianWords, rupeesInWords } from "./amount-words";

describe("amounts in words, the Indian way", () => {
  it("writes rupees with 'Only', and paise when there are any", () => {
    expect(rupeesInWords(199_900)).toBe("Rupees One Thousand Nine Hundred Ninety-Nine Only");
    expect(rupeesInWords(39_950)).toBe("Rupees Three Hundred Ninety-Nine and Fifty Paise Only");
    expect(rupeesInWords(100)).toBe("Rupees One Only");
    expect(rupeesInWords(0)).toBe("Rupees Zero Only");
    expect(rupeesInWords(5)).toBe("Five Paise Only");
  });

  it("counts in lakhs and crores", () => {
    expect(rupeesInWords(19_990_000)).toBe("Rupees One Lakh Ninety-Nine Thousand Nine Hundred Only");
    expect(numberInIndianWords(1_00_000)).toBe("One Lakh");
    expect(numberInIndianWords(12_34_567)).toBe("Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven");
    expect(numberInIndianWords(1_00_00_000)).toBe("One Crore");
    expect(numberInIndianWords(5_43_21_01_234)).toBe(
      "Five Hundred Forty-Three Crore Twenty-One Lakh One Thousand Two Hundred Thirty-Four",
    );
    expect(numberInIndianWords(99_99_999)).toBe("Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine");
  });

  it("writes the teens, the tens and hundreds without 'and'", () => {
    expect(numberInIndianWords(11)).toBe("Eleven");
    expect(numberInIndianWords(40)).toBe("Forty");
    expect(numberInIndianWords(101)).toBe("One Hundred One");
    expect(numberInIndianWords(1010)).toBe("One Thousand Ten");
  });

  it("refuses what is not an amount", () => {
    expect(() => rupeesInWords(-1)).toThrow(RangeError);
    expect(() => rupeesInWords(1.5)).toThrow(RangeError);
  });
});
