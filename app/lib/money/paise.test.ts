import { describe, expect, it } from "vitest";
import {
  divideRoundingHalfUp,
  formatRupees,
  formatRupeesExact,
  lessPercent,
  paiseToDecimal,
  parseRupees,
  periodPricePaise,
  prorate,
} from "./paise";

describe("rounding to the paisa", () => {
  it("rounds half up, once", () => {
    expect(divideRoundingHalfUp(10, 4)).toBe(3); // 2.5 → 3
    expect(divideRoundingHalfUp(9, 4)).toBe(2); // 2.25 → 2
    expect(divideRoundingHalfUp(11, 4)).toBe(3); // 2.75 → 3
    expect(divideRoundingHalfUp(0, 7)).toBe(0);
    expect(() => divideRoundingHalfUp(1, 0)).toThrow(RangeError);
    expect(() => divideRoundingHalfUp(1.5, 2)).toThrow(RangeError);
  });

  it("takes a percentage off to the nearest paisa", () => {
    expect(lessPercent(399_00, 10)).toBe(359_10);
    expect(lessPercent(1_999_00, 15)).toBe(1_699_15);
    expect(lessPercent(333, 50)).toBe(167); // 166.5 → 167
    expect(lessPercent(1_999_00, 0)).toBe(1_999_00);
    expect(() => lessPercent(100, 101)).toThrow(RangeError);
    expect(() => lessPercent(-1, 0)).toThrow(RangeError);
  });

  it("prices a billing period from the monthly price", () => {
    expect(periodPricePaise(399_00, 1, 0)).toBe(399_00);
    expect(periodPricePaise(1_999_00, 3, 0)).toBe(5_997_00);
    expect(periodPricePaise(4_999_00, 12, 0)).toBe(59_988_00);
    expect(periodPricePaise(4_999_00, 12, 10)).toBe(53_989_20);
  });

  it("prorates by days, half a paisa up", () => {
    expect(prorate(399_00, 10, 30)).toBe(133_00);
    expect(prorate(1_999_00, 1, 31)).toBe(6_448); // 6448.387 → 6448
    expect(prorate(100, 1, 8)).toBe(13); // 12.5 → 13
    expect(prorate(399_00, 30, 30)).toBe(399_00);
    expect(() => prorate(100, 31, 30)).toThrow(RangeError);
  });
});

describe("rupees as the company writes them", () => {
  it("groups digits the Indian way, with paise only when there are some", () => {
    expect(formatRupees(399_00)).toBe("₹399");
    expect(formatRupees(1_999_00)).toBe("₹1,999");
    expect(formatRupees(1_99_900_00)).toBe("₹1,99,900");
    expect(formatRupees(359_10)).toBe("₹359.10");
    expect(formatRupees(5)).toBe("₹0.05");
    expect(formatRupeesExact(1_99_900_00)).toBe("₹1,99,900.00");
    expect(formatRupeesExact(1_23_45_678_90)).toBe("₹1,23,45,678.90");
    expect(paiseToDecimal(1_999_05)).toBe("1999.05");
  });

  it("matches Intl's en-IN currency format", () => {
    const intl = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" });
    for (const paise of [0, 5, 399_00, 359_10, 1_99_900_00, 12_34_56_789]) {
      expect(formatRupeesExact(paise)).toBe(intl.format(paise / 100));
    }
  });

  it("reads typed amounts", () => {
    expect(parseRupees("4999")).toBe(4_999_00);
    expect(parseRupees("₹4,999")).toBe(4_999_00);
    expect(parseRupees(" 1,99,900.5 ")).toBe(1_99_900_50);
    expect(parseRupees("12.05")).toBe(12_05);
    for (const bad of ["", "abc", "12.345", "-5", "1e5", "4,99,9"]) expect(parseRupees(bad)).toBeNull();
  });
});
