import { describe, expect, it } from "vitest";
import { formatCount } from "./numbers";

describe("formatCount", () => {
  it("groups digits the Indian way", () => {
    expect(formatCount(0)).toBe("0");
    expect(formatCount(999)).toBe("999");
    expect(formatCount(5000)).toBe("5,000");
    expect(formatCount(1234567)).toBe("12,34,567");
    expect(formatCount(-12345)).toBe("-12,345");
  });

  it("prints what toLocaleString('en-IN') prints for whole numbers", () => {
    const samples = [1, 12, 123, 1234, 12345, 123456, 1234567, 12345678, 123456789, 1000000000, 99999, 100000];
    for (let n = 0; n < 5000; n += 7) samples.push(n * 131);
    for (const n of samples) expect(formatCount(n)).toBe(n.toLocaleString("en-IN"));
  });
});
