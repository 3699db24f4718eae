import { describe, expect, it } from "vitest";
import { emailKey, generateToken, hashToken, TOKEN_BYTES } from "./tokens.server";

describe("token helpers", () => {
  it("generates 256-bit URL-safe tokens that do not repeat", () => {
    const tokens = Array.from({ length: 200 }, () => generateToken());
    expect(new Set(tokens).size).toBe(200);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, "base64url")).toHaveLength(TOKEN_BYTES);
    }
  });

  it("hashes deterministically with SHA-256, never echoing the token", () => {
    const token = generateToken();
    expect(hashToken(token)).toBe(hashToken(token));
    expect(hashToken(token)).toHaveLength(43);
    expect(hashToken(token)).not.toBe(token);
    expect(hashToken("abc")).toBe("ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0");
  });

  it("keys rate-limit buckets by a hash of the address", () => {
    expect(emailKey("anjali@customer.test")).toBe(emailKey("anjali@customer.test"));
    expect(emailKey("anjali@customer.test")).not.toBe(emailKey("ravi@customer.test"));
    expect(emailKey("anjali@customer.test")).not.toContain("anjali");
  });
});
