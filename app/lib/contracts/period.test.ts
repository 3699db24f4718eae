import { describe, expect, it } from "vitest";
import {
  addDays,
  addMonths,
  billingDays,
  billingPeriodOn,
  contractEndDay,
  contractPhase,
  currentReminder,
  daysBetween,
  indiaDay,
  indiaTime,
  isCalendarDay,
  lapseDay,
  nextBillingDay,
  renewalReminders,
} from "./period";

describe("calendar days", () => {
  it("knows real days", () => {
    expect(isCalendarDay("2028-02-29")).toBe(true);
    expect(isCalendarDay("2026-02-29")).toBe(false);
    expect(isCalendarDay("2026-04-31")).toBe(false);
    expect(isCalendarDay("2026-13-01")).toBe(false);
    expect(isCalendarDay("26-11-2026")).toBe(false);
  });

  it("counts days across months and leap years", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(daysBetween("2026-01-01", "2027-01-01")).toBe(365);
    expect(daysBetween("2028-01-01", "2029-01-01")).toBe(366);
    expect(daysBetween("2026-12-01", "2026-11-26")).toBe(-5);
  });

  it("reads the date in India, whose midnight is 18:30 UTC the day before", () => {
    expect(indiaDay(new Date("2026-11-25T18:29:59.999Z"))).toBe("2026-11-25");
    expect(indiaDay(new Date("2026-11-25T18:30:00Z"))).toBe("2026-11-26");
    expect(indiaTime("2026-11-26").toISOString()).toBe("2026-11-25T18:30:00.000Z");
    expect(indiaTime("2026-11-26", 9).toISOString()).toBe("2026-11-26T03:30:00.000Z");
    expect(indiaDay(indiaTime("2027-03-31"))).toBe("2027-03-31");
  });
});

describe("months from a day", () => {
  it("keeps the day of the month, or the last day of a shorter month", () => {
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonths("2028-01-31", 1)).toBe("2028-02-29");
    expect(addMonths("2026-01-31", 2)).toBe("2026-03-31");
    expect(addMonths("2026-01-31", 3)).toBe("2026-04-30");
    expect(addMonths("2026-11-15", 2)).toBe("2027-01-15");
    expect(addMonths("2026-03-31", -1)).toBe("2026-02-28");
  });

  it("ends a year's contract the day before the same date a year later", () => {
    expect(contractEndDay("2026-12-01")).toBe("2027-11-30");
    expect(contractEndDay("2026-01-01")).toBe("2026-12-31");
    expect(contractEndDay("2026-03-01")).toBe("2027-02-28");
    expect(contractEndDay("2027-03-01")).toBe("2028-02-29");
    // From 29 February the next year begins on 28 February.
    expect(contractEndDay("2028-02-29")).toBe("2029-02-27");
    expect(contractEndDay("2028-02-28")).toBe("2029-02-27");
  });
});

describe("billing", () => {
  const monthly = { startsOn: "2026-01-31", endsOn: contractEndDay("2026-01-31"), billingPeriod: "monthly" as const };

  it("bills from the start date, each period counted from it", () => {
    expect(billingDays(monthly.startsOn, monthly.endsOn, "monthly")).toEqual([
      "2026-01-31",
      "2026-02-28",
      "2026-03-31",
      "2026-04-30",
      "2026-05-31",
      "2026-06-30",
      "2026-07-31",
      "2026-08-31",
      "2026-09-30",
      "2026-10-31",
      "2026-11-30",
      "2026-12-31",
    ]);
    expect(billingDays("2026-12-01", "2027-11-30", "quarterly")).toEqual([
      "2026-12-01",
      "2027-03-01",
      "2027-06-01",
      "2027-09-01",
    ]);
    expect(billingDays("2026-12-01", "2027-11-30", "annual")).toEqual(["2026-12-01"]);
  });

  it("finds the next billing date and the period a day falls in", () => {
    expect(nextBillingDay(monthly, "2026-02-01")).toBe("2026-02-28");
    expect(nextBillingDay(monthly, "2026-02-28")).toBe("2026-02-28");
    // A period invoiced already (a renewal's first, billed at renewal) is not a billing date to come.
    expect(nextBillingDay(monthly, "2026-02-28", new Set(["2026-02-28"]))).toBe("2026-03-31");
    expect(nextBillingDay(monthly, "2027-01-05")).toBeNull();
    expect(nextBillingDay({ ...monthly, billingPeriod: "annual" }, "2026-02-01")).toBeNull();
    expect(billingPeriodOn(monthly, "2026-03-01")).toEqual({ from: "2026-02-28", to: "2026-03-30" });
    expect(billingPeriodOn(monthly, "2026-12-31")).toEqual({ from: "2026-12-31", to: "2027-01-30" });
    expect(billingPeriodOn(monthly, "2027-02-01")).toBeNull();
  });
});

describe("renewal", () => {
  const contract = { startsOn: "2025-12-01", endsOn: "2026-11-30" };

  it("tells where a contract stands", () => {
    expect(contractPhase(contract, "2025-11-30")).toBe("not-started");
    expect(contractPhase(contract, "2026-10-30")).toBe("running");
    expect(contractPhase(contract, "2026-10-31")).toBe("ending");
    expect(contractPhase(contract, "2026-11-30")).toBe("ending");
    expect(contractPhase(contract, "2026-12-01")).toBe("grace");
    expect(contractPhase(contract, "2026-12-15")).toBe("grace");
    expect(lapseDay(contract.endsOn)).toBe("2026-12-16");
    expect(contractPhase(contract, "2026-12-16")).toBe("lapsed");
  });

  it("reminds 30, 15 and 7 days before, on the day and three times in grace", () => {
    expect(renewalReminders("2026-11-30").map((reminder) => `${reminder.key} ${reminder.day}`)).toEqual([
      "remind:30 2026-10-31",
      "remind:15 2026-11-15",
      "remind:7 2026-11-23",
      "remind:0 2026-11-30",
      "grace:1 2026-12-01",
      "grace:8 2026-12-08",
      "grace:14 2026-12-14",
    ]);
  });

  it("sends only the latest due reminder", () => {
    expect(currentReminder("2026-11-30", "2026-10-30")).toBeNull();
    expect(currentReminder("2026-11-30", "2026-10-31")?.key).toBe("remind:30");
    expect(currentReminder("2026-11-30", "2026-11-24")?.key).toBe("remind:7");
    expect(currentReminder("2026-11-30", "2026-12-15")?.key).toBe("grace:14");
    expect(currentReminder("2026-11-30", "2026-12-16")).toBeNull();
  });
});
