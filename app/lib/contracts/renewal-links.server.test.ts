import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { renewalLinkUrl, signRenewalToken, verifyRenewalToken } from "./renewal-links.server";

const secret = "r".repeat(40);

describe("renewal links", () => {
  it("round-trips the contract", () => {
    expect(verifyRenewalToken(signRenewalToken(42, secret), secret)).toBe(42);
  });

  it("refuses another secret, another contract, another purpose's MAC, and junk", () => {
    const token = signRenewalToken(42, secret);
    const [, mac] = token.split(".");
    expect(verifyRenewalToken(token, "s".repeat(40))).toBeNull();
    expect(verifyRenewalToken(`43.${mac}`, secret)).toBeNull();
    expect(verifyRenewalToken(`${token}x`, secret)).toBeNull();
    // The same id signed for another purpose (another kind of link) is not a renewal link.
    const otherPurpose = createHmac("sha256", secret).update("42").digest("base64url");
    expect(verifyRenewalToken(`42.${otherPurpose}`, secret)).toBeNull();
    for (const junk of ["", "42", "42.", "0.abc", `42.${"a".repeat(43)}`, `-1.${mac}`, "x".repeat(5000)])
      expect(verifyRenewalToken(junk, secret)).toBeNull();
  });

  it("makes an absolute link to the renewal page", () => {
    const url = new URL(renewalLinkUrl(7, { PUBLIC_URL: "https://x.test", APP_SECRET: secret }));
    expect(url.origin + url.pathname).toBe("https://x.test/contract-renewal");
    expect(verifyRenewalToken(url.searchParams.get("token") ?? "", secret)).toBe(7);
  });
});
