import { describe, expect, it } from "vitest";
import { checkPassword, passwordRequirementLabels, passwordRequirements } from "./password-policy";

describe("password checklist", () => {
  it("lists the spec's four items in order", () => {
    expect(passwordRequirements.map((item) => passwordRequirementLabels[item])).toEqual([
      "At least 8 characters",
      "One uppercase letter",
      "One lowercase letter",
      "One number",
    ]);
  });

  it("checks each item on its own", () => {
    expect(checkPassword("")).toEqual({ length: false, uppercase: false, lowercase: false, number: false });
    expect(checkPassword("abcdefgh")).toEqual({ length: true, uppercase: false, lowercase: true, number: false });
    expect(checkPassword("ABC1")).toEqual({ length: false, uppercase: true, lowercase: false, number: true });
    expect(checkPassword("Kerala2026")).toEqual({ length: true, uppercase: true, lowercase: true, number: true });
  });

  it("counts characters, not UTF-16 units, and accepts letters of other scripts", () => {
    expect(checkPassword("🔒🔒🔒🔒🔒🔒🔒").length).toBe(false);
    expect(checkPassword("🔒🔒🔒🔒🔒🔒🔒🔒").length).toBe(true);
    expect(checkPassword("Éé").uppercase).toBe(true);
    expect(checkPassword("Éé").lowercase).toBe(true);
  });
});
