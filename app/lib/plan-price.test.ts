import { describe, expect, it } from "vitest";
import { plans } from "~/content/plans";
import { planPriceText } from "./plan-price";

describe("planPriceText", () => {
  it("joins a per-period price without a space and other durations with one", () => {
    expect(plans.map(planPriceText)).toEqual([
      "₹0 one-time",
      "₹399/month",
      "₹1,999/month",
      "₹4,999/month",
      "Custom quote",
    ]);
  });
});
