// Each plan's figures (plan-terms.ts) say what its display text (plans.ts) says.
import { describe, expect, it } from "vitest";
import { formatRupees } from "~/lib/money/paise";
import { plans } from "./plans";
import { contractPlanIds, getPlanTerms, planTerms } from "./plan-terms";

const responseMinutes = (text: string) => {
  const match = /^(\d+) hours?$/.exec(text);
  return match ? Number(match[1]) * 60 : null;
};

describe("plan figures", () => {
  it("has figures for every plan and no other", () => {
    expect(planTerms.map((terms) => terms.planId)).toEqual(plans.map((plan) => plan.id));
  });

  for (const plan of plans) {
    describe(plan.name, () => {
      const terms = getPlanTerms(plan.id)!;

      it("prices it as displayed", () => {
        if (terms.pricePaisePerMonth === null) {
          expect(plan.price).toBe("Custom");
        } else {
          expect(formatRupees(terms.pricePaisePerMonth)).toBe(plan.price);
          expect(plan.duration).toBe(terms.contract ? "/month" : "one-time");
        }
      });

      it("promises the displayed response time", () => {
        expect(terms.responseMinutes).toBe(responseMinutes(plan.responseTime));
      });

      it("covers the displayed number of devices", () => {
        const covers = plan.features.find((feature) =>
          /^(Covers up to|Unlimited devices|One (free )?PC)/.test(feature),
        );
        const limit = covers ? /up to (\d+)/.exec(covers)?.[1] : undefined;
        if (terms.deviceLimit === null) expect(covers).toMatch(/^Unlimited devices/);
        else if (limit) expect(terms.deviceLimit).toBe(Number(limit));
        else expect(terms.deviceLimit).toBe(1);
      });

      it("checks health as often as the comparison table says", () => {
        expect(terms.healthChecks).toBe(plan.comparison.healthCheck.toLowerCase());
      });

      it("includes on-site visits exactly when the table shows on-site support", () => {
        expect(terms.onSiteVisitsPerYear !== 0).toBe(plan.comparison.onSiteSupport);
      });

      it("bills in whole periods, with a stated discount between 0 and 100 %", () => {
        for (const option of terms.billingOptions) {
          expect(Number.isInteger(option.discountPercent)).toBe(true);
          expect(option.discountPercent).toBeGreaterThanOrEqual(0);
          expect(option.discountPercent).toBeLessThan(100);
        }
        expect(terms.billingOptions.length > 0).toBe(terms.contract);
      });
    });
  }

  it("makes contracts of the monthly plans only", () => {
    expect(contractPlanIds).toEqual(["starter", "professional", "enterprise", "custom"]);
  });
});
