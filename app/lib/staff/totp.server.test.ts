import { describe, expect, it } from "vitest";
import {
  currentTotpCode,
  decryptSecret,
  encryptSecret,
  generateRecoveryCodes,
  generateTotpSecret,
  groupSecret,
  hashRecoveryCode,
  matchTotpStep,
  normaliseRecoveryCode,
  normaliseTotpCode,
  totpUri,
} from "./totp.server";

const SECRET = "test-app-secret-0123456789abcdef0123";

describe("TOTP (RFC 6238)", () => {
  // RFC 6238 appendix B, SHA-1 key "12345678901234567890", 8 digits there; the last 6 digits here.
  const rfcKey = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";
  it.each([
    [59, "287082"],
    [1111111109, "081804"],
    [1234567890, "005924"],
    [2000000000, "279037"],
  ])("matches the RFC's test vector at T=%i", (seconds, code) => {
    expect(currentTotpCode(rfcKey, seconds * 1000)).toBe(code);
    expect(matchTotpStep(rfcKey, code, seconds * 1000)).toBe(Math.floor(seconds / 30));
  });

  it("accepts one step either side, not two", () => {
    const secret = generateTotpSecret();
    const now = 1_800_000_000_000;
    const step = Math.floor(now / 30_000);
    expect(matchTotpStep(secret, currentTotpCode(secret, now - 30_000), now)).toBe(step - 1);
    expect(matchTotpStep(secret, currentTotpCode(secret, now + 30_000), now)).toBe(step + 1);
    expect(matchTotpStep(secret, currentTotpCode(secret, now + 60_000), now)).toBeNull();
    expect(matchTotpStep(secret, "abcdef", now)).toBeNull();
  });

  it("reads codes as apps show them", () => {
    expect(normaliseTotpCode(" 123 456 ")).toBe("123456");
    expect(normaliseTotpCode("12345")).toBeNull();
    expect(normaliseTotpCode("1234567")).toBeNull();
  });

  it("gives a 160-bit base32 secret, an otpauth URI and a typeable grouping", () => {
    const secret = generateTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(totpUri(secret, "asha@example.com")).toMatch(
      new RegExp(`^otpauth://totp/.*asha(%40|@)example\\.com\\?.*secret=${secret}`),
    );
    expect(groupSecret("ABCDEFGHIJ")).toBe("ABCD EFGH IJ");
  });
});

describe("secret encryption at rest", () => {
  it("round-trips, differs every time, and fails closed with another key or an altered value", () => {
    const secret = generateTotpSecret();
    const a = encryptSecret(secret, SECRET);
    const b = encryptSecret(secret, SECRET);
    expect(a).not.toBe(b);
    expect(a).not.toContain(secret);
    expect(decryptSecret(a, SECRET)).toBe(secret);
    expect(decryptSecret(a, `${SECRET}-other`)).toBeNull();
    const parts = a.split(".");
    parts[3] = `${parts[3]!.slice(0, -2)}AA`;
    expect(decryptSecret(parts.join("."), SECRET)).toBeNull();
    expect(decryptSecret("garbage", SECRET)).toBeNull();
  });
});

describe("recovery codes", () => {
  it("are ten distinct, readable codes", () => {
    const codes = generateRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-HJKMNP-Z2-9]{5}-[A-HJKMNP-Z2-9]{5}$/);
  });

  it("are read in any case, with or without the dash, and hashed with a key", () => {
    expect(normaliseRecoveryCode(" abcde-23456 ")).toBe("ABCDE23456");
    expect(normaliseRecoveryCode("ABCDE23456")).toBe("ABCDE23456");
    expect(normaliseRecoveryCode("ABC")).toBeNull();
    expect(hashRecoveryCode("ABCDE23456", SECRET)).toBe(hashRecoveryCode("ABCDE23456", SECRET));
    expect(hashRecoveryCode("ABCDE23456", SECRET)).not.toBe(hashRecoveryCode("ABCDE23456", `${SECRET}x`));
  });
});
