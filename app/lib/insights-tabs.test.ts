import { describe, expect, it } from "vitest";
import { insightsTabHref, marketImpactTone, parseInsightsTab, tabForKey, technologyImpactTone } from "./insights-tabs";

describe("parseInsightsTab", () => {
  it("defaults to Market Trends", () => {
    for (const value of [null, undefined, "", "nope", "Trends "]) expect(parseInsightsTab(value)).toBe("trends");
  });
  it("accepts the three tab ids, ignoring case", () => {
    expect(parseInsightsTab("industry")).toBe("industry");
    expect(parseInsightsTab("TECHNOLOGY")).toBe("technology");
  });
});

describe("insightsTabHref", () => {
  it("keeps the default tab's URL bare", () => {
    expect(insightsTabHref("/insights", "trends")).toBe("/insights");
    expect(insightsTabHref("/insights", "technology")).toBe("/insights?tab=technology");
  });
});

describe("tabForKey", () => {
  it("moves with the arrow keys, wrapping around, and jumps with Home and End", () => {
    expect(tabForKey("trends", "ArrowRight")).toBe("industry");
    expect(tabForKey("technology", "ArrowRight")).toBe("trends");
    expect(tabForKey("trends", "ArrowLeft")).toBe("technology");
    expect(tabForKey("industry", "Home")).toBe("trends");
    expect(tabForKey("industry", "End")).toBe("technology");
    expect(tabForKey("industry", "Enter")).toBeNull();
  });
});

describe("badge tones", () => {
  it("colours trends and analyses: Critical red, High orange, others green", () => {
    expect(marketImpactTone("Critical")).toBe("red");
    expect(marketImpactTone("High")).toBe("orange");
    expect(marketImpactTone("Medium")).toBe("green");
    expect(marketImpactTone("Low")).toBe("green");
  });
  it("colours technology: Transformational purple, High blue, others grey", () => {
    expect(technologyImpactTone("Transformational")).toBe("purple");
    expect(technologyImpactTone("High")).toBe("blue");
    expect(technologyImpactTone("Medium")).toBe("grey");
  });
});
