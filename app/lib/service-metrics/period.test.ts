import { describe, expect, it } from "vitest";
import { indiaDate, indiaMidnight, readReportPeriod, reportPeriodQuery } from "./period";

const now = new Date("2026-11-23T20:00:00Z"); // 24 Nov 2026, 01:30 in India
const read = (query: string) => readReportPeriod(new URLSearchParams(query), now);

describe("report period", () => {
  it("uses India days: 20:00 UTC on the 23rd is already the 24th in Kochi", () => {
    expect(indiaDate(now)).toBe("2026-11-24");
    expect(indiaMidnight("2026-11-01")?.toISOString()).toBe("2026-10-31T18:30:00.000Z");
    expect(indiaMidnight("2026-02-30")).toBeNull();
    expect(indiaMidnight("26-1-1")).toBeNull();
  });

  it("rolling presets end now; the default is the last 30 days", () => {
    const week = read("range=7d");
    expect(week.period).toEqual({ from: new Date("2026-11-16T20:00:00Z"), to: now });
    expect(read("").range).toBe("30d");
    expect(read("range=bogus").period.from).toEqual(new Date("2026-10-24T20:00:00Z"));
    expect(read("range=90d").period.from).toEqual(new Date("2026-08-25T20:00:00Z"));
  });

  it("this month and the previous month start at midnight IST, across a year end too", () => {
    expect(read("range=this-month").period).toEqual({ from: new Date("2026-10-31T18:30:00Z"), to: now });
    const previous = read("range=last-month");
    expect(previous.period).toEqual({ from: new Date("2026-09-30T18:30:00Z"), to: new Date("2026-10-31T18:30:00Z") });
    expect([previous.fromDate, previous.toDate]).toEqual(["2026-10-01", "2026-10-31"]);
    const january = readReportPeriod(new URLSearchParams("range=last-month"), new Date("2027-01-05T00:00:00Z"));
    expect([january.fromDate, january.toDate]).toEqual(["2026-12-01", "2026-12-31"]);
  });

  it("a custom period includes its end date; bad ones fall back to the default and say why", () => {
    const custom = read("range=custom&from=2026-11-01&to=2026-11-15");
    expect(custom).toMatchObject({ range: "custom", error: null, fromDate: "2026-11-01", toDate: "2026-11-15" });
    expect(custom.period).toEqual({ from: new Date("2026-10-31T18:30:00Z"), to: new Date("2026-11-15T18:30:00Z") });
    expect(read("range=custom&from=2026-11-01&to=2026-11-01").period.to).toEqual(new Date("2026-11-01T18:30:00Z"));
    expect(read("range=custom&from=2026-11-15&to=2026-11-01")).toMatchObject({ range: "30d", error: "order" });
    expect(read("range=custom&from=x&to=2026-11-01")).toMatchObject({ range: "30d", error: "invalid" });
    expect(read("range=custom&from=2025-01-01&to=2026-11-01")).toMatchObject({ error: "too_long" });
  });

  it("dates changed in the form make a custom period, even with a preset still chosen in the list", () => {
    const shown = "shownFrom=2026-10-25&shownTo=2026-11-24";
    expect(read(`range=30d&from=2026-11-01&to=2026-11-15&${shown}`)).toMatchObject({
      range: "custom",
      fromDate: "2026-11-01",
      toDate: "2026-11-15",
    });
    // Only the list changed: the preset, whatever dates the form still showed.
    expect(read(`range=7d&from=2026-10-25&to=2026-11-24&${shown}`)).toMatchObject({
      range: "7d",
      fromDate: "2026-11-17",
    });
    // A bad date typed under a preset is said, like a bad custom one.
    expect(read(`range=30d&from=2026-11-15&to=2026-11-01&${shown}`)).toMatchObject({ range: "30d", error: "order" });
  });

  it("writes the period back as a query", () => {
    expect(reportPeriodQuery(read("range=custom&from=2026-11-01&to=2026-11-15"))).toBe(
      "range=custom&from=2026-11-01&to=2026-11-15",
    );
    expect(reportPeriodQuery(read("range=7d"))).toBe("range=7d");
  });
});
