import { describe, expect, it } from "vitest";
import { countWords, formatReadTime, readTimeMinutes } from "./format";

describe("article formatting", () => {
  it("counts words, ignoring stray punctuation", () => {
    expect(countWords("  Back up — then test, twice.  \n\n 3-2-1 rule ")).toBe(7);
    expect(countWords("")).toBe(0);
  });

  it("rounds read time up to whole minutes at 200 words a minute, at least one", () => {
    expect(readTimeMinutes(0)).toBe(1);
    expect(readTimeMinutes(200)).toBe(1);
    expect(readTimeMinutes(201)).toBe(2);
    expect(readTimeMinutes(973)).toBe(5);
    expect(formatReadTime(5)).toBe("5 min read");
  });
});
