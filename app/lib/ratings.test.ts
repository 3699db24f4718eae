import { describe, expect, it } from "vitest";
import { averageRating } from "./ratings";

describe("averageRating", () => {
  it("averages to one decimal place", () => {
    expect(averageRating([5, 5, 5, 4])).toBe(4.8);
    expect(averageRating([3, 4])).toBe(3.5);
    expect(averageRating([5])).toBe(5);
  });

  it("is 0 without ratings", () => {
    expect(averageRating([])).toBe(0);
  });
});
