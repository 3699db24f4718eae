import { describe, expect, it } from "vitest";
import { serviceLevels } from "./service-level-targets";
import { ticketPriorityLabels, ticketPriorityMeanings } from "./tickets";

describe("ticket priorities", () => {
  it("mean what the Terms' response-time table says", () => {
    const terms = serviceLevels.responseTimes.map(([label]) => label);
    for (const [priority, meaning] of Object.entries(ticketPriorityMeanings)) {
      const label = ticketPriorityLabels[priority as keyof typeof ticketPriorityLabels];
      expect(terms).toContain(`${label}: ${meaning.charAt(0).toLowerCase()}${meaning.slice(1)}`);
    }
  });
});
