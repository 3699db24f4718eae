import { describe, expect, it } from "vitest";
import { serviceLevels } from "~/content/service-level-targets";
import { plans } from "~/content/plans";
import { firstResponseMinutes, parsePlanResponseTime, resolutionMinutes } from "./targets";

describe("SLA targets agree with the Terms page", () => {
  it("takes the response times by priority from the figures /terms shows", () => {
    const shown = serviceLevels.responseTimes.map(([label, figure]) => [
      label.split(":")[0]?.toLowerCase(),
      parsePlanResponseTime(figure),
    ]);
    expect(Object.fromEntries(shown)).toEqual(firstResponseMinutes);
  });

  it("promises the upper end of each resolution range /terms shows", () => {
    const byLabel: Record<string, keyof typeof resolutionMinutes> = {
      "Hardware faults": "hardware",
      "Software issues": "software",
      "Network problems": "network",
      "Data recovery": "data_recovery",
    };
    for (const [label, figure] of serviceLevels.resolutionTimes) {
      const type = byLabel[label];
      expect(type, label).toBeDefined();
      expect(resolutionMinutes[type!], label).toBe(parsePlanResponseTime(figure));
    }
  });

  it("reads every AMC plan's response time", () => {
    for (const plan of plans) expect(parsePlanResponseTime(plan.responseTime), plan.id).toBeGreaterThan(0);
  });
});
