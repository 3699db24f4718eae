import { describe, expect, it } from "vitest";
import { containsPattern, idParam, pageParam, queryString } from "./list-params";

describe("list params", () => {
  it("reads page numbers and ids defensively", () => {
    expect(pageParam(new URLSearchParams("page=3"))).toBe(3);
    for (const bad of ["", "page=0", "page=-2", "page=x", "page=1e9"]) {
      expect(pageParam(new URLSearchParams(bad)), bad).toBe(1);
    }
    expect(pageParam(new URLSearchParams("page=999999999"))).toBe(100_000);
    expect(idParam("42")).toBe(42);
    for (const bad of [undefined, "", "0", "-1", "4.2", "abc", "1234567890123456"]) expect(idParam(bad)).toBeNull();
  });

  it("escapes LIKE's wildcards and builds short query strings", () => {
    expect(containsPattern("100%_a\\b")).toBe("%100\\%\\_a\\\\b%");
    expect(queryString({ q: "a b", status: null, assignee: "mine", page: 1 })).toBe("?q=a+b&assignee=mine");
    expect(queryString({ q: "", page: 2 })).toBe("?page=2");
    expect(queryString({ q: "" })).toBe("");
  });
});
