import { describe, expect, it } from "vitest";
import { choiceParam, containsPattern, listHref, pageCount, pageParam, searchParam } from "./list-query";

describe("staff list parameters", () => {
  it("reads page numbers defensively", () => {
    for (const [raw, page] of [
      ["2", 2],
      ["0", 1],
      ["-3", 1],
      ["abc", 1],
      ["1.5", 1],
      ["1e9", 1],
      [null, 1],
    ] as const) {
      const params = new URLSearchParams(raw === null ? "" : `page=${raw}`);
      expect(pageParam(params)).toBe(page);
    }
  });

  it("cleans search text and escapes LIKE patterns", () => {
    expect(searchParam(new URLSearchParams("q=%20asha%0A"))).toBe("asha");
    expect(searchParam(new URLSearchParams(`q=${"x".repeat(300)}`))).toHaveLength(100);
    expect(containsPattern("50%_a\\b")).toBe("%50\\%\\_a\\\\b%");
  });

  it("accepts only known choices and builds list links", () => {
    expect(choiceParam(new URLSearchParams("s=active"), "s", ["active", "draft"])).toBe("active");
    expect(choiceParam(new URLSearchParams("s=evil"), "s", ["active"])).toBeNull();
    expect(pageCount(0)).toBe(1);
    expect(pageCount(51, 25)).toBe(3);
    const params = new URLSearchParams("status=active&page=3");
    expect(listHref("/staff/x", params, { page: 1 })).toBe("/staff/x?status=active");
    expect(listHref("/staff/x", params, { page: 4, status: null })).toBe("/staff/x?page=4");
  });
});
