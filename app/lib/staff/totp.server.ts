// The pure parts of the staff second factor (RFC 6238 TOTP through `otpauth`, recovery codes, the
// secret's encryption at rest), free of the database so they are unit-tested on their own.
// docs/decisions/013-staff-roles-and-second-factor.md
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, randomInt } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import { renderSVG } from "uqr";

/** Authenticator apps' defaults (SHA-1, 6 digits, 30 s): every common app supports exactly these. */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** One step either side: a phone clock a little off, or a code typed as it changed, still works. */
const TOTP_WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;
const ISSUER = "Anantha IT Staff";

// ——— Encryption of the secret at rest ———

function secretKey(appSecret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", appSecret, "anantha-staff-totp", "totp-secret-encryption-v1", 32));
}

/** AES-256-GCM with a random 96-bit nonce; 'v1.' prefixes the format so the key can be rotated later. */
export function encryptSecret(base32: string, appSecret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", secretKey(appSecret), iv);
  const body = Buffer.concat([cipher.update(base32, "utf8"), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

/** The base32 secret, or null when the value was not made with this APP_SECRET (or was altered). */
export function decryptSecret(stored: string, appSecret: string): string | null {
  const [version, iv, tag, body] = stored.split(".");
  if (version !== "v1" || !iv || !tag || !body) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", secretKey(appSecret), Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

// ——— TOTP ———

/** A new random secret (160 bits, RFC 4226's recommended length), base32 as apps expect it. */
export function generateTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totp(base32: string, label = "staff") {
  return new TOTP({
    issuer: ISSUER,
    label,
    secret: Secret.fromBase32(base32),
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });
}

/** The otpauth:// URI an authenticator app reads from the QR code. */
export function totpUri(base32: string, accountEmail: string): string {
  return totp(base32, accountEmail).toString();
}

/** The QR code of the URI as an SVG string, drawn on the server (no client script). */
export function totpQrSvg(uri: string): string {
  // A fixed size here rather than classes on the page: the site's one stylesheet is inlined everywhere.
  return renderSVG(uri, { pixelSize: 5, border: 2 }).replace("<svg ", '<svg width="192" height="192" ');
}

/** The secret in groups of four, easier to type into an app by hand. */
export function groupSecret(base32: string): string {
  return base32.replace(/(.{4})/g, "$1 ").trim();
}

/** Only digits, exactly six, after spaces are removed (apps show '123 456'). */
export function normaliseTotpCode(input: string): string | null {
  const code = input.replace(/\s+/g, "");
  return /^\d{6}$/.test(code) ? code : null;
}

/**
 * The time step (RFC 6238's T) a code belongs to, or null when it matches none in the window. The
 * caller stores the step and refuses any later code of the same or an earlier step (replay).
 */
export function matchTotpStep(base32: string, code: string, timestampMs = Date.now()): number | null {
  const normalised = normaliseTotpCode(code);
  if (!normalised) return null;
  const generator = totp(base32);
  const delta = generator.validate({ token: normalised, timestamp: timestampMs, window: TOTP_WINDOW });
  if (delta === null) return null;
  return generator.counter({ timestamp: timestampMs }) + delta;
}

/** The current code of a secret (tests, and nothing else). */
export function currentTotpCode(base32: string, timestampMs = Date.now()): string {
  return totp(base32).generate({ timestamp: timestampMs });
}

// ——— Recovery codes ———

// No 0/O, 1/I/L: codes are read off paper.
const RECOVERY_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/** Ten codes such as 'K7M2Q-9XR4T' (10 characters from 31: about 49 bits each). */
export function generateRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** Upper case, without spaces or dashes; null when it cannot be a recovery code. */
export function normaliseRecoveryCode(input: string): string | null {
  const code = input.toUpperCase().replace(/[\s-]+/g, "");
  return /^[A-Z0-9]{10}$/.test(code) ? code : null;
}

/**
 * Keyed hash (HMAC-SHA-256 with a key derived from APP_SECRET): the codes are random, so no slow
 * password hash is needed, and without the key a copy of the table cannot be checked offline.
 */
export function hashRecoveryCode(code: string, appSecret: string): string {
  const key = hkdfSync("sha256", appSecret, "anantha-staff-recovery", "recovery-code-hash-v1", 32);
  return createHmac("sha256", Buffer.from(key)).update(code, "utf8").digest("base64url");
}
