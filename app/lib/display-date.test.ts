import { describe, expect, it } from "vitest";
import { formatLongDate, formatMonthYear } from "./display-date";

describe("display dates", () => {
  it("prints the same calendar day whatever the server's time zone", () => {
    expect(formatLongDate("2026-11-02")).toBe("2 November 2026");
    expect(formatLongDate("2027-01-31")).toBe("31 January 2027");
    expect(formatMonthYear("2024-02-12")).toBe("February 2024");
  });
});
