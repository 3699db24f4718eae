import { describe, expect, it } from "vitest";
import { keralaHolidays } from "./kerala-holidays";

describe("Kerala public holidays (the support desk's business-hours calendar)", () => {
  it("lists real dates, in order, within the years it says it covers, each named", () => {
    const dates = keralaHolidays.days.map((day) => day.date);
    expect(dates).toEqual([...dates].sort());
    expect(new Set(dates).size).toBe(dates.length);
    for (const day of keralaHolidays.days) {
      expect(new Date(`${day.date}T00:00:00Z`).toISOString().slice(0, 10), day.date).toBe(day.date);
      expect(day.date >= keralaHolidays.coversFrom && day.date <= keralaHolidays.coversUntil, day.date).toBe(true);
      expect(day.name.trim()).not.toBe("");
    }
    // Fixed-date holidays of every covered year are present.
    for (const year of ["2026", "2027"]) {
      for (const fixed of ["01-26", "08-15", "10-02", "12-25"]) expect(dates).toContain(`${year}-${fixed}`);
    }
  });

  it("covers at least the next 45 days: add next year's published list before this fails", () => {
    const soon = new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10);
    expect(
      soon <= keralaHolidays.coversUntil,
      `app/content/kerala-holidays.ts ends on ${keralaHolidays.coversUntil}: add the government's list for the next year`,
    ).toBe(true);
  });
});
