// The signed "Renew" link of a contract's reminder emails: `/contract-renewal?token=<contract>.<mac>`,
// the MAC an HMAC-SHA256 under APP_SECRET of the contract's id and a purpose tag (so no other signed
// link of the site can pass for one). Whoever holds the email may renew that one contract without
// signing in; a changed number or a link made with another secret is refused before any database
// lookup. The token carries no expiry: whether the contract can still be renewed is its own state
// (renewed once, or closed), checked when the link is used.
import { createHmac, timingSafeEqual } from "node:crypto";

export const RENEWAL_PATH = "/contract-renewal";

const PURPOSE = "contract-renewal:v1";

function mac(contractId: number, secret: string) {
  return createHmac("sha256", secret).update(`${PURPOSE}:${contractId}`).digest("base64url");
}

export function signRenewalToken(contractId: number, secret: string): string {
  return `${contractId}.${mac(contractId, secret)}`;
}

const TOKEN = /^([1-9]\d{0,15})\.([\w-]{43})$/;

/** The contract the token names, or null when it is malformed or not signed by us. */
export function verifyRenewalToken(token: string, secret: string): number | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const contractId = Number(match[1]);
  if (!Number.isSafeInteger(contractId)) return null;
  const expected = Buffer.from(mac(contractId, secret));
  const given = Buffer.from(match[2] ?? "");
  return given.length === expected.length && timingSafeEqual(given, expected) ? contractId : null;
}

/** The link of a contract's renewal page, as an absolute URL for an email. */
export function renewalLinkUrl(contractId: number, env: { PUBLIC_URL: string; APP_SECRET: string }): string {
  const url = new URL(RENEWAL_PATH, env.PUBLIC_URL);
  url.searchParams.set("token", signRenewalToken(contractId, env.APP_SECRET));
  return url.href;
}
