import { describe, expect, it } from "vitest";
import { bestPlanResponseMinutes, promisedFirstResponse } from "./plan-response";

describe("a new ticket's promised first reply", () => {
  it("takes the shortest of several active plans, ignoring what it cannot read", () => {
    expect(bestPlanResponseMinutes(["24 hours", "2 hours", null, "Same day"])).toBe(120);
    expect(bestPlanResponseMinutes([null])).toBeNull();
    expect(bestPlanResponseMinutes([])).toBeNull();
  });

  it("promises the priority's figure, or the plan's when it is shorter, in business hours for medium and low", () => {
    expect(promisedFirstResponse("medium", 120)).toEqual({ minutes: 120, source: "plan", businessHours: true });
    expect(promisedFirstResponse("critical", 120)).toEqual({ minutes: 60, source: "priority", businessHours: false });
    expect(promisedFirstResponse("low", null)).toEqual({ minutes: 1440, source: "priority", businessHours: true });
  });
});
