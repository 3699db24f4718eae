import { describe, expect, it } from "vitest";
import {
  formatDate,
  formatDateTime,
  formatTimeWindow,
  formatDayInIndia,
  formatDeadline,
  formatLongDate,
  formatLongDateTime,
  formatMonthYear,
  formatPromisedTime,
  formatReadersClockTime,
  isoString,
} from "./india-time";

const longDate = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
const monthYear = new Intl.DateTimeFormat("en-IN", { month: "long", year: "numeric", timeZone: "UTC" });

// 13:58 UTC is 7:28 pm in India; 20:00 UTC is already the next day there.
const evening = new Date("2026-11-23T13:58:00Z");
const pastMidnightInIndia = new Date("2026-11-23T20:00:00Z");

describe("India time", () => {
  it("prints each named format in India time, from a Date, its ISO string or its milliseconds", () => {
    expect(formatDateTime(evening)).toBe("23 Nov 2026, 7:28 pm");
    expect(formatDateTime(evening.toISOString())).toBe("23 Nov 2026, 7:28 pm");
    expect(formatDateTime(evening.getTime())).toBe("23 Nov 2026, 7:28 pm");
    expect(formatDate(evening)).toBe("23 Nov 2026");
    expect(formatLongDateTime(evening)).toBe("23 November 2026 at 7:28 pm");
    expect(formatDayInIndia(evening)).toBe("23 November 2026");
    expect(formatDeadline(new Date("2026-11-23T12:20:00Z"))).toBe("23 Nov 2026, 5:50 pm IST");
    expect(formatPromisedTime(new Date("2026-11-27T12:30:00Z"))).toBe("Friday, 27 November 2026 at 6:00 pm IST");
  });

  it("gives the day in India, not the server's", () => {
    expect(formatDate(pastMidnightInIndia)).toBe("24 Nov 2026");
    expect(formatDayInIndia(pastMidnightInIndia)).toBe("24 November 2026");
    expect(formatDateTime(pastMidnightInIndia)).toBe("24 Nov 2026, 1:30 am");
  });

  it("prints the live chat's time on the reader's own clock", () => {
    const reader = new Intl.DateTimeFormat("en-IN", { hour: "numeric", minute: "2-digit" });
    expect(formatReadersClockTime(evening.getTime())).toBe(reader.format(evening));
  });

  it("passes an ISO string through and turns a Date into one", () => {
    expect(isoString("2026-11-23T13:58:00.000Z")).toBe("2026-11-23T13:58:00.000Z");
    expect(isoString(evening)).toBe("2026-11-23T13:58:00.000Z");
  });
});

describe("content dates (ISO days)", () => {
  it("prints the same calendar day whatever the server's time zone", () => {
    expect(formatLongDate("2026-11-02")).toBe("2 November 2026");
    expect(formatLongDate("2027-01-31")).toBe("31 January 2027");
    expect(formatMonthYear("2024-02-12")).toBe("February 2024");
  });

  it("prints dates the Indian way, the same in every time zone (an article's date)", () => {
    expect(formatLongDate("2026-11-10")).toBe("10 November 2026");
    expect(formatLongDate("2026-01-01")).toBe("1 January 2026");
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

describe("dates in Malayalam", () => {
  const moment = new Date("2026-11-25T13:58:00Z");
  it("writes the day first, as Kerala does, with Intl's Malayalam names", () => {
    expect(formatDayInIndia(moment, "ml")).toBe("25 നവംബർ 2026");
    expect(formatLongDate("2026-11-25", "ml")).toBe("25 നവംബർ 2026");
    expect(formatMonthYear("2026-01-02", "ml")).toBe("ജനുവരി 2026");
    expect(formatDate(moment, "ml")).toBe("25 നവം 2026");
    expect(formatDateTime(moment, "ml")).toBe("25 നവം 2026, 7:28 PM");
    expect(formatPromisedTime(moment, "ml")).toBe("ബുധനാഴ്‌ച, 25 നവംബർ 2026, 7:28 PM IST");
    expect(formatTimeWindow(moment, new Date("2026-11-25T15:58:00Z"), "ml")).toBe(
      "ബുധനാഴ്‌ച, 25 നവംബർ 2026, 7:28 PM – 9:28 PM IST",
    );
  });

  it("names the months as Intl does", () => {
    for (let month = 1; month <= 12; month += 1) {
      const iso = `2026-${String(month).padStart(2, "0")}-15`;
      const intl = new Intl.DateTimeFormat("ml-IN", { month: "long", timeZone: "UTC" }).format(new Date(iso));
      expect(formatMonthYear(iso, "ml")).toBe(`${intl} 2026`);
    }
  });
});
