import { describe, expect, it } from "vitest";
import { indiaDateTimeValue, parseIndiaDateTime, plannerWeek, windowsOverlap } from "./window";

describe("visit windows in India time", () => {
  it("reads a datetime-local value as India time and writes it back", () => {
    const at = parseIndiaDateTime("2026-12-01T10:30");
    expect(at?.toISOString()).toBe("2026-12-01T05:00:00.000Z");
    expect(indiaDateTimeValue(at as Date)).toBe("2026-12-01T10:30");
    for (const wrong of ["2026-02-30T10:00", "2026-12-01T24:00", "2026-12-01 10:00", "", "2026-12-01T10:30:00"]) {
      expect(parseIndiaDateTime(wrong)).toBeNull();
    }
  });

  it("overlapping windows conflict; back to back do not", () => {
    const window = (from: number, to: number) => ({ start: new Date(from * 3_600_000), end: new Date(to * 3_600_000) });
    expect(windowsOverlap(window(10, 12), window(11, 13))).toBe(true);
    expect(windowsOverlap(window(10, 12), window(10, 12))).toBe(true);
    expect(windowsOverlap(window(10, 12), window(9, 13))).toBe(true);
    expect(windowsOverlap(window(10, 12), window(12, 14))).toBe(false);
    expect(windowsOverlap(window(12, 14), window(10, 12))).toBe(false);
  });

  it("the planner's week runs Monday to Sunday in India, whichever day is asked", () => {
    const week = plannerWeek("2026-12-03");
    expect(week.monday).toBe("2026-11-30");
    expect(week.days).toEqual([
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
      "2026-12-05",
      "2026-12-06",
    ]);
    expect(week.from.toISOString()).toBe("2026-11-29T18:30:00.000Z");
    expect(week.to.toISOString()).toBe("2026-12-06T18:30:00.000Z");
    expect([week.previous, week.next]).toEqual(["2026-11-23", "2026-12-07"]);
    expect(plannerWeek("2026-11-30").monday).toBe("2026-11-30");
    expect(plannerWeek("2026-12-06").monday).toBe("2026-11-30");
    // Not a date: the current week (Sunday 23:00 in India is still that week).
    expect(plannerWeek("2026-02-30", new Date("2026-12-06T17:30:00Z")).monday).toBe("2026-11-30");
    expect(plannerWeek(null, new Date("2026-12-06T18:30:00Z")).monday).toBe("2026-12-07");
  });
});
