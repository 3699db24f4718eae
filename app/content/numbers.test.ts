import { describe, expect, it } from "vitest";
import { formatCount, formatFileSize } from "./numbers";

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

describe("formatFileSize", () => {
  it("says a file's size one way everywhere: bytes, then whole KB, then MB to one decimal", () => {
    expect(formatFileSize(0)).toBe("0 B");
    expect(formatFileSize(69)).toBe("69 B");
    expect(formatFileSize(1023)).toBe("1,023 B");
    expect(formatFileSize(1024)).toBe("1 KB");
    expect(formatFileSize(12_800)).toBe("13 KB");
    expect(formatFileSize(1024 * 1024 - 1)).toBe("1 MB");
    expect(formatFileSize(1024 * 1024)).toBe("1 MB");
    expect(formatFileSize(3.4 * 1024 * 1024)).toBe("3.4 MB");
    expect(formatFileSize(10 * 1024 * 1024)).toBe("10 MB");
    expect(formatFileSize(1500 * 1024 * 1024)).toBe("1,500 MB");
  });
});
