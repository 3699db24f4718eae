import { describe, expect, it } from "vitest";
import { isOpeningOpen } from "./apply-form";

describe("isOpeningOpen (deadline judged in IST)", () => {
  const opening = { applicationDeadline: "2026-12-15" };
  it("is open all through the deadline day in India", () => {
    // 2026-12-15 23:59 IST = 18:29 UTC.
    expect(isOpeningOpen(opening, new Date("2026-12-15T18:29:59Z"))).toBe(true);
    expect(isOpeningOpen(opening, new Date("2026-12-14T20:00:00Z"))).toBe(true);
  });
  it("closes at midnight IST, although it is still the deadline day in UTC", () => {
    // 2026-12-16 00:00 IST = 2026-12-15 18:30 UTC.
    expect(isOpeningOpen(opening, new Date("2026-12-15T18:30:00Z"))).toBe(false);
    expect(isOpeningOpen(opening, new Date("2027-01-01T00:00:00Z"))).toBe(false);
  });
});
