import { describe, expect, it } from "vitest";
import { planAccountHref } from "./plan-links";

describe("planAccountHref", () => {
  it("carries the plan and an encoded return path", () => {
    expect(planAccountHref("/login", "professional", "/amc-plans")).toBe(
      "/login?redirectTo=%2Famc-plans&plan=professional",
    );
    expect(planAccountHref("/signup", "free-tier", "/amc-plans")).toBe(
      "/signup?redirectTo=%2Famc-plans&plan=free-tier",
    );
  });

  it("keeps the return path's own query intact", () => {
    const href = planAccountHref("/login", "custom", "/amc-plans?from=home");
    expect(new URL(href, "https://example.org").searchParams.get("redirectTo")).toBe("/amc-plans?from=home");
  });
});
