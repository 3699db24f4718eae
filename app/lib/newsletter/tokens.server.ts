// Signed tokens for the links in newsletter emails: `<payload>.<signature>`, both base64url, the
// signature an HMAC-SHA256 of the payload under APP_SECRET. No database lookup is needed to reject a
// forged or expired link, and nothing secret is in the payload (only a subscriber id and a nonce).
import { createHmac, timingSafeEqual } from "node:crypto";

export type TokenPurpose = "confirm" | "unsubscribe";

export type TokenPayload = {
  /** What the link may do; a confirm token cannot unsubscribe and vice versa. */
  purpose: TokenPurpose;
  subscriberId: number;
  /** The subscriber's confirm nonce (confirm links only). */
  nonce?: string;
  /** Expiry, seconds since the epoch (confirm links only; unsubscribe links work for ever). */
  expiresAt?: number;
};

/** Confirmation links expire after two days. */
export const CONFIRM_TOKEN_TTL_SECONDS = 48 * 60 * 60;

function signature(payload: string, secret: string) {
  return createHmac("sha256", secret).update(`newsletter:${payload}`).digest("base64url");
}

export function signToken(payload: TokenPayload, secret: string): string {
  const body = Buffer.from(
    JSON.stringify({ p: payload.purpose, s: payload.subscriberId, n: payload.nonce, e: payload.expiresAt }),
  ).toString("base64url");
  return `${body}.${signature(body, secret)}`;
}

export type TokenCheck = { ok: true; payload: TokenPayload } | { ok: false; reason: "invalid" | "expired" };

export function verifyToken(
  token: string,
  purpose: TokenPurpose,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): TokenCheck {
  if (token.length > 1000) return { ok: false, reason: "invalid" };
  const [body, mac, extra] = token.split(".");
  if (!body || !mac || extra !== undefined) return { ok: false, reason: "invalid" };
  const expected = Buffer.from(signature(body, secret));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: "invalid" };
  let decoded: { p?: unknown; s?: unknown; n?: unknown; e?: unknown };
  try {
    decoded = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
  } catch {
    return { ok: false, reason: "invalid" };
  }
  if (decoded.p !== purpose || typeof decoded.s !== "number" || !Number.isSafeInteger(decoded.s)) {
    return { ok: false, reason: "invalid" };
  }
  const payload: TokenPayload = {
    purpose,
    subscriberId: decoded.s,
    nonce: typeof decoded.n === "string" ? decoded.n : undefined,
    expiresAt: typeof decoded.e === "number" ? decoded.e : undefined,
  };
  if (purpose === "confirm") {
    if (!payload.nonce || payload.expiresAt === undefined) return { ok: false, reason: "invalid" };
    if (payload.expiresAt < nowSeconds) return { ok: false, reason: "expired" };
  }
  return { ok: true, payload };
}
