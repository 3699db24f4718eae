import { describe, expect, it } from "vitest";
import { applicationContactBy } from "./contact-by";

// 18:00 IST is 12:30 UTC.
describe("applicationContactBy: the end of the 5th Kerala business day after the application's day", () => {
  it("skips a weekend: applied on a Friday afternoon, due the next Friday at 18:00 IST", () => {
    // Fri 2026-11-20 15:00 IST → Mon 23, Tue 24, Wed 25, Thu 26, Fri 27.
    expect(applicationContactBy(new Date("2026-11-20T09:30:00Z")).toISOString()).toBe("2026-11-27T12:30:00.000Z");
  });

  it("does not count the day of the application, early or late", () => {
    // Mon 2026-11-23 09:05 IST and 23:55 IST → Tue 24 … Mon 30.
    expect(applicationContactBy(new Date("2026-11-23T03:35:00Z")).toISOString()).toBe("2026-11-30T12:30:00.000Z");
    expect(applicationContactBy(new Date("2026-11-23T18:25:00Z")).toISOString()).toBe("2026-11-30T12:30:00.000Z");
  });

  it("judges the day in IST: 00:30 IST on Saturday is Saturday, not Friday in UTC", () => {
    // 2026-11-20T19:00Z is Sat 2026-11-21 00:30 IST → Mon 23 … Fri 27, the same as a Friday application.
    expect(applicationContactBy(new Date("2026-11-20T19:00:00Z")).toISOString()).toBe("2026-11-27T12:30:00.000Z");
    // A Sunday application is due the same Friday too.
    expect(applicationContactBy(new Date("2026-11-22T06:00:00Z")).toISOString()).toBe("2026-11-27T12:30:00.000Z");
  });

  it("skips a Kerala holiday and the weekend after it (Christmas, Friday 2026-12-25)", () => {
    // Mon 2026-12-21 → Tue 22, Wed 23, Thu 24, (Fri 25 holiday, Sat, Sun), Mon 28, Tue 29.
    expect(applicationContactBy(new Date("2026-12-21T04:30:00Z")).toISOString()).toBe("2026-12-29T12:30:00.000Z");
  });
});
