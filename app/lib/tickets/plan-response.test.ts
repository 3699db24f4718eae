import { describe, expect, it } from "vitest";
import { bestPlanResponseMinutes, parsePlanResponseTime, promisedFirstResponse } from "./plan-response";

describe("plan response times", () => {
  it("reads the plans' own wording and short forms", () => {
    expect(parsePlanResponseTime("2 h")).toBe(120);
    expect(parsePlanResponseTime("48 hours")).toBe(2880);
    expect(parsePlanResponseTime("1 hour")).toBe(60);
    expect(parsePlanResponseTime("30 min")).toBe(30);
    expect(parsePlanResponseTime("1 day")).toBe(1440);
    expect(parsePlanResponseTime("4-8 hours")).toBe(480);
  });

  it("gives null for anything it cannot read, so a promise is never shortened by accident", () => {
    expect(parsePlanResponseTime(null)).toBeNull();
    expect(parsePlanResponseTime("")).toBeNull();
    expect(parsePlanResponseTime("Same day")).toBeNull();
    expect(parsePlanResponseTime("0 h")).toBeNull();
    expect(parsePlanResponseTime("2 weeks")).toBeNull();
  });

  it("takes the shortest of several active plans", () => {
    expect(bestPlanResponseMinutes(["24 hours", "2 hours", null, "odd"])).toBe(120);
    expect(bestPlanResponseMinutes([null])).toBeNull();
  });

  it("promises the priority's figure, or the plan's when it is shorter", () => {
    expect(promisedFirstResponse("medium", 120)).toEqual({ minutes: 120, source: "plan", businessHours: true });
    expect(promisedFirstResponse("critical", 120)).toEqual({ minutes: 60, source: "priority", businessHours: false });
    expect(promisedFirstResponse("low", null)).toEqual({ minutes: 1440, source: "priority", businessHours: true });
  });
});
