// Random tokens for session cookies and emailed links. 32 bytes from the CSPRNG (256 bits; ASVS
// 11.5.1 asks for at least 128), sent as base64url; the database keeps only their SHA-256, so a
// leaked table cannot be turned back into working cookies or links.
import { createHash, randomBytes } from "node:crypto";

export const TOKEN_BYTES = 32;

export function generateToken(): string {
  return randomBytes(TOKEN_BYTES).toString("base64url");
}

/** SHA-256 is enough here (unlike for passwords): the input is 256 random bits, not guessable. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("base64url");
}

/** A short, stable, non-reversible key for an email address in rate-limit buckets and logs. */
export function emailKey(email: string): string {
  return createHash("sha256").update(`email:${email}`, "utf8").digest("base64url").slice(0, 22);
}
