import { describe, expect, it } from "vitest";
import { wrapIndex } from "./carousel";

describe("wrapIndex", () => {
  it("moves forward and back inside the list", () => {
    expect(wrapIndex(0, 1, 4)).toBe(1);
    expect(wrapIndex(2, -1, 4)).toBe(1);
  });

  it("wraps around both ends", () => {
    expect(wrapIndex(3, 1, 4)).toBe(0);
    expect(wrapIndex(0, -1, 4)).toBe(3);
    expect(wrapIndex(1, -6, 4)).toBe(3);
  });

  it("copes with an empty list", () => {
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});
