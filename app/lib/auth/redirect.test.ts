import { describe, expect, it } from "vitest";
import { afterAuthPath, authPageHref, authParams, planIdOrNull, safeRedirectPath } from "./redirect";

describe("safeRedirectPath", () => {
  it("keeps same-site paths with their query and hash", () => {
    expect(safeRedirectPath("/amc-plans")).toBe("/amc-plans");
    expect(safeRedirectPath("/blog?tag=Cloud#top")).toBe("/blog?tag=Cloud#top");
  });

  it("keeps an encoded CR/LF encoded, inside a path on this site", () => {
    const result = safeRedirectPath("/%0d%0aSet-Cookie:x");
    expect(result).toBe("/%0d%0aSet-Cookie:x");
    expect(result).not.toMatch(/[\r\n]/);
  });

  it("refuses the obvious open-redirect forms outright", () => {
    for (const value of [
      "//evil.test",
      "//evil.test/x",
      "/\\evil.test",
      "https://evil.test",
      "javascript:alert(1)",
      "evil.test",
      "",
      "/\u0000x",
    ]) {
      expect(safeRedirectPath(value)).toBeNull();
    }
  });

  it("refuses non-strings and over-long values", () => {
    expect(safeRedirectPath(null)).toBeNull();
    expect(safeRedirectPath(42)).toBeNull();
    expect(safeRedirectPath(`/${"a".repeat(600)}`)).toBeNull();
  });

  it("never sends a visitor back to an auth page", () => {
    expect(safeRedirectPath("/login")).toBeNull();
    expect(safeRedirectPath("/signup?plan=starter")).toBeNull();
    expect(safeRedirectPath("/reset-password/")).toBeNull();
    expect(safeRedirectPath("/LOGOUT")).toBeNull();
  });
});

describe("afterAuthPath", () => {
  it("defaults to /account", () => {
    expect(afterAuthPath(null, null)).toBe("/account");
    expect(afterAuthPath("//evil.test", null)).toBe("/account");
  });

  it("uses a valid return path", () => {
    expect(afterAuthPath("/services", null)).toBe("/services");
  });

  it("brings a plan back to its confirmation on the plans page", () => {
    expect(afterAuthPath("/amc-plans", "professional")).toBe("/amc-plans?plan=professional");
    expect(afterAuthPath(null, "free-tier")).toBe("/amc-plans?plan=free-tier");
    expect(afterAuthPath("/amc-plans?plan=starter", "enterprise")).toBe("/amc-plans?plan=enterprise");
  });

  it("ignores unknown plans", () => {
    expect(planIdOrNull("gold")).toBeNull();
    expect(afterAuthPath("/amc-plans", "gold")).toBe("/amc-plans");
  });
});

describe("authPageHref and authParams", () => {
  it("builds the login link the plans modal uses", () => {
    expect(authPageHref("/login", "/amc-plans", "professional")).toBe(
      "/login?redirectTo=%2Famc-plans&plan=professional",
    );
    expect(authPageHref("/signup")).toBe("/signup");
    expect(authPageHref("/signup", "https://evil.test", "gold")).toBe("/signup");
  });

  it("reads only valid values back", () => {
    expect(authParams(new URLSearchParams("redirectTo=%2Famc-plans&plan=starter"))).toEqual({
      redirectTo: "/amc-plans",
      plan: "starter",
    });
    expect(authParams(new URLSearchParams("redirectTo=%2F%2Fevil.test&plan=x"))).toEqual({
      redirectTo: null,
      plan: null,
    });
  });
});

describe("in Malayalam", () => {
  it("comes back to the page in the language of the sign-in page", () => {
    expect(afterAuthPath(null, null, "ml")).toBe("/ml/account");
    expect(afterAuthPath("/ml/account/tickets/7", null, "ml")).toBe("/ml/account/tickets/7");
    expect(afterAuthPath("/account/tickets", null, "ml")).toBe("/ml/account/tickets");
    expect(afterAuthPath(null, "professional", "ml")).toBe("/ml/amc-plans?plan=professional");
    expect(afterAuthPath("/ml/account", null, "en")).toBe("/account");
  });

  it("never turns a Malayalam path into one to another site, nor to a sign-in page", () => {
    expect(afterAuthPath("/ml//evil.test", null, "en")).toBe("/account");
    expect(afterAuthPath("/ml//evil.test", null, "ml")).not.toMatch(/^\/\//);
    expect(safeRedirectPath("/ml/login")).toBeNull();
    expect(safeRedirectPath("/ml/signup?x=1")).toBeNull();
  });

  it("links to the sign-in pages under /ml", () => {
    expect(authPageHref("/login", "/ml/account", null, "ml")).toBe("/ml/login?redirectTo=%2Fml%2Faccount");
    expect(authPageHref("/signup", null, null, "ml")).toBe("/ml/signup");
  });
});
