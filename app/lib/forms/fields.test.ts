import { describe, expect, it } from "vitest";
import { cleanLine, cleanText } from "./fields";

describe("cleanLine", () => {
  it("trims, collapses whitespace and removes line breaks and control characters", () => {
    expect(cleanLine("  Anjali \r\n  Nair\t ")).toBe("Anjali Nair");
    expect(cleanLine("a\u0000b\u0007c")).toBe("a b c");
    expect(cleanLine("evil\u202Etxt.exe")).toBe("evil txt.exe");
  });

  it("normalises to NFC and repairs lone surrogates", () => {
    expect(cleanLine("Cafe\u0301")).toBe("Café");
    expect(cleanLine("x\uD800y")).toBe("x\uFFFDy");
  });
});

describe("cleanText", () => {
  it("keeps line breaks (as \\n) but drops other control characters", () => {
    expect(cleanText("  Line 1\r\nLine 2\rLine 3\u0000\u0008 ")).toBe("Line 1\nLine 2\nLine 3");
    expect(cleanText("tab\tstays")).toBe("tab\tstays");
  });
});
