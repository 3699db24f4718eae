import { describe, expect, it } from "vitest";
import { signToken, verifyToken } from "./tokens.server";

const secret = "s".repeat(40);
const now = 1_800_000_000;

describe("newsletter link tokens", () => {
  it("round-trips a confirm token until it expires", () => {
    const token = signToken({ purpose: "confirm", subscriberId: 7, nonce: "n-1", expiresAt: now + 60 }, secret);
    expect(verifyToken(token, "confirm", secret, now)).toEqual({
      ok: true,
      payload: { purpose: "confirm", subscriberId: 7, nonce: "n-1", expiresAt: now + 60 },
    });
    expect(verifyToken(token, "confirm", secret, now + 61)).toEqual({ ok: false, reason: "expired" });
  });

  it("rejects other secrets, other purposes, tampering and junk", () => {
    const token = signToken({ purpose: "confirm", subscriberId: 7, nonce: "n", expiresAt: now + 60 }, secret);
    expect(verifyToken(token, "confirm", "t".repeat(40), now)).toEqual({ ok: false, reason: "invalid" });
    expect(verifyToken(token, "unsubscribe", secret, now)).toEqual({ ok: false, reason: "invalid" });
    const [body, mac] = token.split(".") as [string, string];
    const forged = Buffer.from(JSON.stringify({ p: "confirm", s: 8, n: "n", e: now + 60 })).toString("base64url");
    expect(verifyToken(`${forged}.${mac}`, "confirm", secret, now).ok).toBe(false);
    expect(verifyToken(`${body}.${mac}x`, "confirm", secret, now).ok).toBe(false);
    for (const junk of ["", ".", "a.b.c", "%%%.***", "x".repeat(2000)])
      expect(verifyToken(junk, "confirm", secret, now).ok).toBe(false);
  });

  it("makes unsubscribe tokens that never expire and cannot confirm", () => {
    const token = signToken({ purpose: "unsubscribe", subscriberId: 3 }, secret);
    expect(verifyToken(token, "unsubscribe", secret, now + 10 ** 9)).toMatchObject({
      ok: true,
      payload: { subscriberId: 3 },
    });
    expect(verifyToken(token, "confirm", secret, now).ok).toBe(false);
  });
});
