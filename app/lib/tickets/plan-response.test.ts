import { describe, expect, it } from "vitest";
import { promisedFirstResponse } from "./plan-response";

describe("a new ticket's promised first reply", () => {
  it("promises the priority's figure, or the plan's when it is shorter, in business hours for medium and low", () => {
    expect(promisedFirstResponse("medium", 120)).toEqual({ minutes: 120, source: "plan", businessHours: true });
    expect(promisedFirstResponse("critical", 120)).toEqual({ minutes: 60, source: "priority", businessHours: false });
    expect(promisedFirstResponse("low", null)).toEqual({ minutes: 1440, source: "priority", businessHours: true });
  });
});
