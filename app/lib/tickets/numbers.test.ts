import { describe, expect, it } from "vitest";
import { formatTicketNumber, ticketYear } from "./numbers.server";

describe("ticket numbers", () => {
  it("pads the sequence to five digits", () => {
    expect(formatTicketNumber(2026, 42)).toBe("AIT-2026-00042");
  });

  it("counts the year in India Standard Time", () => {
    expect(ticketYear(new Date("2026-12-31T18:29:00Z"))).toBe(2026);
    expect(ticketYear(new Date("2026-12-31T18:30:00Z"))).toBe(2027);
  });
});
