// Guards for public form actions (style.md §8): a bounded body read that never throws, the
// honeypot check, the client's address, and a rate limiter shared by all app instances.
import { sql } from "drizzle-orm";
import { createContext, type RouterContextProvider } from "react-router";
import type { Database } from "~/db/client.server";
import { rateLimits } from "~/db/schema";
import { HONEYPOT_FIELD } from "~/lib/forms/honeypot";

/** Large enough for the longest contact message in any script, small enough to refuse junk early. */
export const MAX_FORM_BYTES = 64 * 1024;

/**
 * A body somewhat over the limit is read to its end (and discarded) so the client, still sending,
 * receives the 413 instead of a broken connection; a body beyond this is cut off.
 */
const DRAIN_BYTES = 1024 * 1024;

export type FormReadResult = { ok: true; form: FormData } | { ok: false; status: 400 | 413 | 415; message: string };

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * Reads a form post without trusting it: the content type must be a form encoding (415), the body
 * at most `maxBytes` whatever Content-Length claims (413), and undecodable input is a 400, never a 500.
 * Invalid UTF-8 decodes to U+FFFD, as browsers do, rather than failing.
 */
export async function readFormBody(request: Request, maxBytes = MAX_FORM_BYTES): Promise<FormReadResult> {
  const contentType = request.headers.get("content-type") ?? "";
  const mediaType = contentType.split(";", 1)[0]?.trim().toLowerCase() ?? "";
  if (!FORM_TYPES.includes(mediaType)) {
    return { ok: false, status: 415, message: "Please send the form from the website." };
  }
  const tooLarge = { ok: false, status: 413, message: "The form is too large. Please shorten your message." } as const;
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > DRAIN_BYTES) return tooLarge;

  let bytes: Uint8Array<ArrayBuffer>;
  try {
    const read = await readLimited(request, maxBytes);
    if (!read) return tooLarge;
    bytes = read;
  } catch {
    return { ok: false, status: 400, message: "The form could not be read. Please try again." };
  }
  try {
    if (mediaType === "application/x-www-form-urlencoded") {
      const text = new TextDecoder("utf-8", { fatal: false }).decode(bytes);
      const form = new FormData();
      for (const [name, value] of new URLSearchParams(text)) form.append(name, value);
      return { ok: true, form };
    }
    const copy = new Response(bytes, { headers: { "content-type": contentType } });
    return { ok: true, form: await copy.formData() };
  } catch {
    return { ok: false, status: 400, message: "The form could not be read. Please try again." };
  }
}

/** The body's bytes, or null when it is over the limit (read on to DRAIN_BYTES, then cut off). */
async function readLimited(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > DRAIN_BYTES) {
      await reader.cancel().catch(() => {});
      return null;
    }
    if (size <= maxBytes) chunks.push(value);
  }
  if (size > maxBytes) return null;
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** True when the hidden honeypot field has a value: a bot. The caller answers as if all went well. */
export function isHoneypotFilled(form: FormData) {
  const value = form.get(HONEYPOT_FIELD);
  return typeof value === "string" ? value.trim() !== "" : value !== null;
}

/** The client's address as the HTTP server saw it (Express `req.ip`, which honours TRUST_PROXY). */
export const clientAddressContext = createContext<string | null>(null);

export function clientAddress(context: Readonly<RouterContextProvider>) {
  return context.get(clientAddressContext) ?? "unknown";
}

export type RateLimitRule = { name: string; limit: number; windowMs: number };

export const rateLimitRules = {
  /** Spec-independent abuse limit: five contact messages per ten minutes from one address. */
  contact: { name: "contact", limit: 5, windowMs: 10 * 60_000 },
  newsletter: { name: "newsletter", limit: 10, windowMs: 10 * 60_000 },
} satisfies Record<string, RateLimitRule>;

export type RateLimitResult = { allowed: boolean; hits: number; limit: number; retryAfterSeconds: number };

/**
 * Counts one request for `key` under `rule` and says whether it is within the limit. One atomic
 * upsert on the shared database, with the database's clock, so every app instance agrees.
 * `multiplier` raises the limit (RATE_LIMIT_MULTIPLIER, used by the end-to-end tests).
 */
export async function consumeRateLimit(
  db: Database,
  rule: RateLimitRule,
  key: string,
  multiplier = 1,
): Promise<RateLimitResult> {
  const limit = Math.floor(rule.limit * multiplier);
  const windowSeconds = rule.windowMs / 1000;
  const expired = sql`${rateLimits.windowStart} <= now() - make_interval(secs => ${windowSeconds})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key: `${rule.name}:${key}`, windowStart: sql`now()`, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${rateLimits.windowStart} end`,
      },
    })
    .returning({
      hits: rateLimits.hits,
      retryAfter: sql<number>`ceil(extract(epoch from (${rateLimits.windowStart} + make_interval(secs => ${windowSeconds}) - now())))::int`,
    });
  const hits = row?.hits ?? 1;
  return {
    allowed: hits <= limit,
    hits,
    limit,
    retryAfterSeconds: Math.max(1, Number(row?.retryAfter ?? windowSeconds)),
  };
}

/** Deletes counters whose window ended long ago (run now and then by the background worker). */
export async function pruneRateLimits(db: Database) {
  await db.delete(rateLimits).where(sql`${rateLimits.windowStart} < now() - interval '1 day'`);
}
