import { describe, expect, it } from "vitest";
import { documentNumber, financialYearDays, financialYearOf } from "./financial-year";

describe("the financial year and document numbers", () => {
  it("runs from 1 April to 31 March", () => {
    expect(financialYearOf("2026-04-01")).toBe("2026-27");
    expect(financialYearOf("2027-03-31")).toBe("2026-27");
    expect(financialYearOf("2026-03-31")).toBe("2025-26");
    expect(financialYearOf("2026-11-26")).toBe("2026-27");
    expect(financialYearOf("2099-12-31")).toBe("2099-00");
    expect(financialYearDays("2026-27")).toEqual({ from: "2026-04-01", to: "2027-03-31" });
    expect(() => financialYearOf("26-11-2026")).toThrow(RangeError);
  });

  it("numbers documents within 16 characters of letters, digits, '-' and '/'", () => {
    expect(documentNumber("AIT", "2026-27", 42)).toBe("AIT/26-27/00042");
    expect(documentNumber("AITC", "2026-27", 1)).toBe("AITC/26-27/00001");
    expect(documentNumber("AITC", "2026-27", 99_999)).toHaveLength(16);
    expect(() => documentNumber("ANANT", "2026-27", 1)).toThrow(/16 characters/);
    expect(() => documentNumber("AIT", "2026-27", 0)).toThrow(RangeError);
  });
});
