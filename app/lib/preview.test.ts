import { describe, expect, it } from "vitest";
import { previewList } from "./preview";

describe("previewList", () => {
  it("shows the first items and counts the rest", () => {
    expect(previewList(["a", "b", "c", "d", "e"], 3)).toEqual({ shown: ["a", "b", "c"], hiddenCount: 2 });
  });
  it("hides nothing when the list is short", () => {
    expect(previewList(["a", "b"], 3)).toEqual({ shown: ["a", "b"], hiddenCount: 0 });
    expect(previewList([], 6)).toEqual({ shown: [], hiddenCount: 0 });
  });
});
