// A rate limiter shared by every app instance: counters live in the database (docs/decisions/008-rate-limit-in-the-database.md).
import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { rateLimits } from "~/db/schema";
import { logger } from "~/lib/log/logger.server";

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
  // now() is each transaction's start: a request that began before, and then waited on, the one that
  // opened the window sees slightly more than a whole window left. Never promise more than one window.
  const retryAfterSeconds = Math.min(Math.ceil(windowSeconds), Math.max(1, Number(row?.retryAfter ?? windowSeconds)));
  return { allowed: hits <= limit, hits, limit, retryAfterSeconds };
}

/** Counts one request in each bucket (rule and key) in turn; the first one over its limit is returned. */
export async function exceededRateLimit(
  db: Database,
  buckets: readonly (readonly [RateLimitRule, string])[],
  multiplier = 1,
): Promise<(RateLimitResult & { rule: RateLimitRule }) | null> {
  for (const [rule, key] of buckets) {
    const result = await consumeRateLimit(db, rule, key, multiplier);
    if (!result.allowed) {
      logger.warn(`[rate-limit] ${rule.name} reached`);
      return { ...result, rule };
    }
  }
  return null;
}

/** Deletes counters whose window ended long ago (run now and then by the background worker). */
export async function pruneRateLimits(db: Database) {
  await db.delete(rateLimits).where(sql`${rateLimits.windowStart} < now() - interval '1 day'`);
}
