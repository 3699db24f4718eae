import { describe, expect, it } from "vitest";
import { type CalendarEvent, escapeText, foldLine, utcDateTime, visitFeed, visitInvitation } from "./ics";

const event: CalendarEvent = {
  uid: "visit-7@ananthait.in",
  sequence: 2,
  stamp: new Date("2026-11-26T08:00:00Z"),
  start: new Date("2026-12-01T04:30:00Z"),
  end: new Date("2026-12-01T06:30:00Z"),
  summary: "Repair visit, Anantha IT Solutions",
  location: "TC 15/1234; Vazhuthacaud, Thiruvananthapuram",
  description: "Technician: Ravi\nYour visit: https://ananthait.in/account/visits/7",
  organizer: { name: "Anantha IT Solutions", email: "hello@ananthait.in" },
  attendee: { name: "Asha Nair", email: "asha@example.in" },
  url: "https://ananthait.in/account/visits/7",
};

const unfold = (text: string) => text.replace(/\r\n /g, "");

describe("visit calendars", () => {
  it("escapes backslash, semicolon, comma and line breaks in TEXT values", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
  });

  it("writes UTC date-times in the 'Z' form", () => {
    expect(utcDateTime(new Date("2026-12-01T04:30:00.000Z"))).toBe("20261201T043000Z");
  });

  it("folds lines longer than 75 octets, never inside a UTF-8 character", () => {
    const long = `DESCRIPTION:${"ആ".repeat(60)}`;
    const folded = foldLine(long);
    const lines = folded.split("\r\n");
    expect(lines.length).toBeGreaterThan(1);
    for (const [index, line] of lines.entries()) {
      const octets = new TextEncoder().encode(line).length;
      expect(octets).toBeLessThanOrEqual(75);
      if (index > 0) expect(line.startsWith(" ")).toBe(true);
      // Each piece decodes on its own: no character was cut in two.
      expect(line).not.toContain("\uFFFD");
    }
    expect(folded.replace(/\r\n /g, "")).toBe(long);
    expect(foldLine("SUMMARY:short")).toBe("SUMMARY:short");
  });

  it("an invitation is one VEVENT with METHOD:REQUEST, CRLF line ends and every line within 75 octets", () => {
    const text = visitInvitation(event);
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of text.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const lines = unfold(text).split("\r\n");
    expect(lines.slice(0, 2)).toEqual(["BEGIN:VCALENDAR", "VERSION:2.0"]);
    expect(lines).toContain("METHOD:REQUEST");
    expect(lines).toContain("UID:visit-7@ananthait.in");
    expect(lines).toContain("SEQUENCE:2");
    expect(lines).toContain("DTSTAMP:20261126T080000Z");
    expect(lines).toContain("DTSTART:20261201T043000Z");
    expect(lines).toContain("DTEND:20261201T063000Z");
    expect(lines).toContain("LOCATION:TC 15/1234\\; Vazhuthacaud\\, Thiruvananthapuram");
    expect(lines).toContain("DESCRIPTION:Technician: Ravi\\nYour visit: https://ananthait.in/account/visits/7");
    expect(lines).toContain('ORGANIZER;CN="Anantha IT Solutions":mailto:hello@ananthait.in');
    expect(lines).toContain("STATUS:CONFIRMED");
    expect(lines.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(1);
    expect(lines.at(-2)).toBe("END:VCALENDAR");
  });

  it("a cancellation says METHOD:CANCEL and STATUS:CANCELLED", () => {
    const lines = unfold(visitInvitation({ ...event, sequence: 3, cancelled: true })).split("\r\n");
    expect(lines).toContain("METHOD:CANCEL");
    expect(lines).toContain("STATUS:CANCELLED");
    expect(lines).toContain("SEQUENCE:3");
  });

  it("a feed holds many events and no METHOD", () => {
    const text = visitFeed("Visits of Ravi", [event, { ...event, uid: "visit-8@ananthait.in", sequence: 0 }]);
    expect(text).not.toContain("METHOD:");
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(text).toContain("X-WR-CALNAME:Visits of Ravi\r\n");
  });
});
