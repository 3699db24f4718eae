import { describe, expect, it } from "vitest";
import { staffReturnPath } from "./second-factor.server";

describe("where a verified staff member goes next", () => {
  it("only to a page of the console", () => {
    expect(staffReturnPath("/staff/team?x=1")).toBe("/staff/team?x=1");
    expect(staffReturnPath("/staff")).toBe("/staff");
    for (const bad of [
      "https://evil.test/staff",
      "//evil.test",
      "/staffing",
      "/staff//evil",
      "/staff\\x",
      "/account",
      null,
    ]) {
      expect(staffReturnPath(bad)).toBe("/staff");
    }
    expect(staffReturnPath("/staff/second-factor?redirectTo=/staff")).toBe("/staff");
  });
});
