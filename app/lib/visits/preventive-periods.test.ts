import { describe, expect, it } from "vitest";
import {
  contractYearOn,
  healthCheckPeriods,
  onSitePeriods,
  type PreventiveTerms,
  periodsToGenerate,
  tallyVisits,
} from "./preventive-periods";

const year: PreventiveTerms = {
  startsOn: "2026-01-31",
  endsOn: "2027-01-30",
  healthChecks: "monthly",
  onSiteVisitsPerYear: null,
};

const spans = (periods: { startsOn: string; endsOn: string }[]) => periods.map((p) => `${p.startsOn}..${p.endsOn}`);

describe("health-check periods", () => {
  it("counts months from the start date's day, clamped to shorter months", () => {
    const periods = healthCheckPeriods(year, "2026-04-30");
    expect(spans(periods)).toEqual([
      "2026-01-31..2026-02-27",
      "2026-02-28..2026-03-30",
      "2026-03-31..2026-04-29",
      "2026-04-30..2026-05-30",
    ]);
    expect(periods.map((p) => p.scheduleKey)).toEqual([
      "health:2026-01-31",
      "health:2026-02-28",
      "health:2026-03-31",
      "health:2026-04-30",
    ]);
    expect(periods.every((p) => p.mode === "remote")).toBe(true);
  });

  it("makes twelve monthly periods a year, the last ending on the contract's last day", () => {
    const periods = healthCheckPeriods(year, "2099-01-01");
    expect(periods).toHaveLength(12);
    expect(periods.at(-1)?.endsOn).toBe("2027-01-30");
  });

  it("steps weekly by 7 days and daily by one, never past the contract's end", () => {
    const weekly = healthCheckPeriods({ ...year, healthChecks: "weekly" }, "2026-02-14");
    expect(spans(weekly)).toEqual(["2026-01-31..2026-02-06", "2026-02-07..2026-02-13", "2026-02-14..2026-02-20"]);
    const daily = healthCheckPeriods({ ...year, healthChecks: "daily" }, "2099-01-01");
    expect(daily).toHaveLength(365);
    expect(daily.at(-1)).toMatchObject({ startsOn: "2027-01-30", endsOn: "2027-01-30" });
  });

  it("makes one period for a one-time check: the contract's first month", () => {
    const periods = healthCheckPeriods({ ...year, healthChecks: "one-time" }, "2099-01-01");
    expect(spans(periods)).toEqual(["2026-01-31..2026-02-27"]);
  });

  it("clamps the last weekly period to a short contract's end", () => {
    const periods = healthCheckPeriods(
      { ...year, startsOn: "2026-11-01", endsOn: "2026-11-10", healthChecks: "weekly" },
      "2099-01-01",
    );
    expect(spans(periods)).toEqual(["2026-11-01..2026-11-07", "2026-11-08..2026-11-10"]);
  });
});

describe("on-site periods", () => {
  const terms = { ...year, startsOn: "2026-12-01", endsOn: "2027-11-30" };

  it("spreads 12 a year one a month and 4 a year one a quarter", () => {
    const monthly = onSitePeriods({ ...terms, onSiteVisitsPerYear: 12 }, "2099-01-01");
    expect(monthly).toHaveLength(12);
    expect(monthly[0]).toEqual({
      scheduleKey: "onsite:1",
      mode: "on_site",
      startsOn: "2026-12-01",
      endsOn: "2026-12-31",
    });
    const quarterly = onSitePeriods({ ...terms, onSiteVisitsPerYear: 4 }, "2099-01-01");
    expect(spans(quarterly)).toEqual([
      "2026-12-01..2027-02-28",
      "2027-03-01..2027-05-31",
      "2027-06-01..2027-08-31",
      "2027-09-01..2027-11-30",
    ]);
    expect(quarterly.map((p) => p.scheduleKey)).toEqual(["onsite:1", "onsite:2", "onsite:3", "onsite:4"]);
  });

  it("spreads a count that does not divide 12 by days, covering the year without gaps", () => {
    const periods = onSitePeriods({ ...terms, onSiteVisitsPerYear: 5 }, "2099-01-01");
    expect(periods).toHaveLength(5);
    expect(periods[0]?.startsOn).toBe("2026-12-01");
    expect(periods.at(-1)?.endsOn).toBe("2027-11-30");
    for (let i = 1; i < periods.length; i++) {
      const previous = periods[i - 1];
      const next = new Date(`${previous?.endsOn}T00:00:00Z`);
      next.setUTCDate(next.getUTCDate() + 1);
      expect(periods[i]?.startsOn).toBe(next.toISOString().slice(0, 10));
    }
  });

  it("generates none when the visits are as agreed (null) or remote only (0)", () => {
    expect(onSitePeriods({ ...terms, onSiteVisitsPerYear: null }, "2099-01-01")).toEqual([]);
    expect(onSitePeriods({ ...terms, onSiteVisitsPerYear: 0 }, "2099-01-01")).toEqual([]);
  });

  it("numbers the visits on through a second contract year", () => {
    const periods = onSitePeriods({ ...terms, endsOn: "2028-11-30", onSiteVisitsPerYear: 2 }, "2099-01-01");
    expect(periods.map((p) => `${p.scheduleKey} ${p.startsOn}`)).toEqual([
      "onsite:1 2026-12-01",
      "onsite:2 2027-06-01",
      "onsite:3 2027-12-01",
      "onsite:4 2028-06-01",
    ]);
  });
});

describe("what to generate today", () => {
  const terms: PreventiveTerms = {
    startsOn: "2026-11-01",
    endsOn: "2027-10-31",
    healthChecks: "daily",
    onSiteVisitsPerYear: 4,
  };

  it("rolls: periods started by today plus the lookahead, from the day the contract became active", () => {
    const periods = periodsToGenerate(terms, "2026-11-20", "2026-11-18", 7);
    const health = periods.filter((p) => p.mode === "remote");
    expect(health[0]?.startsOn).toBe("2026-11-18");
    expect(health.at(-1)?.startsOn).toBe("2026-11-27");
    expect(health).toHaveLength(10);
    // The quarter that began before activation is still owed: it ends after it.
    expect(periods.filter((p) => p.mode === "on_site").map((p) => p.scheduleKey)).toEqual(["onsite:1"]);
  });

  it("generates nothing for a contract that starts beyond the lookahead", () => {
    expect(periodsToGenerate(terms, "2026-10-01", "2026-10-01", 7)).toEqual([]);
  });
});

describe("contract year and tallies", () => {
  it("finds the contract year containing a day", () => {
    const terms = { startsOn: "2026-01-31", endsOn: "2027-06-30" };
    expect(contractYearOn(terms, "2026-05-01")).toEqual({ from: "2026-01-31", to: "2027-01-30" });
    expect(contractYearOn(terms, "2027-02-01")).toEqual({ from: "2027-01-31", to: "2027-06-30" });
    expect(contractYearOn(terms, "2025-12-31")).toBeNull();
  });

  it("counts done, still due and missed within a range, cancelled nowhere", () => {
    const rows = [
      { status: "completed", day: "2026-11-01" },
      { status: "booked", day: "2026-11-02" },
      { status: "due", day: "2026-11-03" },
      { status: "missed", day: "2026-11-04" },
      { status: "cancelled", day: "2026-11-05" },
      { status: "completed", day: "2026-12-01" },
    ];
    expect(tallyVisits(rows, { from: "2026-11-01", to: "2026-11-30" })).toEqual({ done: 1, due: 2, missed: 1 });
    expect(tallyVisits(rows, null)).toEqual({ done: 0, due: 0, missed: 0 });
  });
});
