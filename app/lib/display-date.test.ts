import { describe, expect, it } from "vitest";
import { formatLongDate, formatMonthYear } from "./display-date";

const longDate = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
const monthYear = new Intl.DateTimeFormat("en-IN", { month: "long", year: "numeric", timeZone: "UTC" });

describe("display dates", () => {
  it("prints the same calendar day whatever the server's time zone", () => {
    expect(formatLongDate("2026-11-02")).toBe("2 November 2026");
    expect(formatLongDate("2027-01-31")).toBe("31 January 2027");
    expect(formatMonthYear("2024-02-12")).toBe("February 2024");
  });

  it("prints what Intl's en-IN formatters print, on every day of two years", () => {
    for (let time = Date.UTC(2025, 0, 1); time < Date.UTC(2027, 0, 1); time += 86_400_000) {
      const isoDay = new Date(time).toISOString().slice(0, 10);
      const date = new Date(`${isoDay}T00:00:00Z`);
      expect(formatLongDate(isoDay)).toBe(longDate.format(date));
      expect(formatMonthYear(isoDay)).toBe(monthYear.format(date));
    }
  });
});
