import { describe, expect, it } from "vitest";
import { importedOpenings as jobs } from "../../../tests/fixtures/imported-2026-11/openings";
import { services } from "~/content/services";
import { rupeeAmounts, rupeeRange, startingPrice } from "./rupees";

describe("rupee figures", () => {
  it("reads Indian digit grouping", () => {
    expect(rupeeAmounts("Starting from ₹2,00,000/project")).toEqual([200000]);
    expect(startingPrice("Starting from ₹1,500/visit")).toEqual({ amount: 1500, unit: "visit" });
    expect(startingPrice("Custom")).toBeNull();
    expect(rupeeRange("₹5,00,000 - ₹8,00,000")).toEqual({ min: 500000, max: 800000 });
    expect(rupeeRange("₹5,00,000")).toBeNull();
  });

  it("finds a starting price and unit in every service and a salary range in every opening", () => {
    for (const service of services) expect(startingPrice(service.price)?.unit, service.id).toBeTruthy();
    for (const job of jobs) expect(rupeeRange(job.salaryRange), job.id).not.toBeNull();
  });
});
