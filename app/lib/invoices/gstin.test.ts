import { describe, expect, it } from "vitest";
import {
  gstinCheckCharacter,
  gstinPan,
  gstinProblem,
  gstinStateCode,
  isValidGstin,
  isValidPan,
  normaliseTaxId,
} from "./gstin";

describe("GSTIN", () => {
  it("computes the check character of published examples", () => {
    expect(gstinCheckCharacter("27AAPFU0939F1Z")).toBe("V");
    expect(gstinCheckCharacter("29AAGCB7383J1Z")).toBe("4");
    expect(gstinCheckCharacter("33AAACI1681G1Z")).toBe("W");
  });

  it("accepts valid ones and says why others are not", () => {
    for (const valid of ["27AAPFU0939F1ZV", "29AAGCB7383J1Z4", "32ABMFA4321K1ZM", "33AAACI1681G1ZW"]) {
      expect(gstinProblem(valid)).toBeNull();
      expect(isValidGstin(valid)).toBe(true);
    }
    expect(gstinProblem("27AAPFU0939F1ZA")).toBe("check");
    expect(gstinProblem("29AAGCB7383J1Z5")).toBe("check");
    expect(gstinProblem("27AAPFU0939F1Z")).toBe("format");
    expect(gstinProblem("27aapfu0939f1zv")).toBe("format");
    expect(gstinProblem("2AAAPFU0939F1ZV")).toBe("format");
    // 25 and 99 are not states' codes (25 merged into 26 in 2020).
    const withState = (code: string) => `${code}AAPFU0939F1Z`;
    expect(gstinProblem(`${withState("99")}${gstinCheckCharacter(withState("99"))}`)).toBe("state");
  });

  it("normalises what people type, and reads the state and the PAN", () => {
    expect(normaliseTaxId(" 32abmfa4321k1zm ")).toBe("32ABMFA4321K1ZM");
    expect(normaliseTaxId("32 ABMFA 4321K 1ZM")).toBe("32ABMFA4321K1ZM");
    expect(gstinStateCode("32ABMFA4321K1ZM")).toBe("32");
    expect(gstinPan("32ABMFA4321K1ZM")).toBe("ABMFA4321K");
    expect(isValidPan("ABMFA4321K")).toBe(true);
    expect(isValidPan("ABMFA4321")).toBe(false);
  });
});
