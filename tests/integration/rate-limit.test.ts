// The database-backed rate limiter: exact under concurrency (one atomic upsert), shared by every
// connection (app instance), and the window resets.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/client.server";
import { consumeRateLimit, pruneRateLimits } from "~/lib/rate-limit/rate-limit.server";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./support/database";

describe.each(databaseKinds)("rate limiter on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it("allows exactly the limit when many requests arrive at once, across instances", async () => {
    const rule = { name: "burst", limit: 5, windowMs: 60_000 };
    const others = kind === "postgres" ? [await openDatabase({ databaseUrl: database.url!, poolSize: 5 })] : [];
    try {
      const dbs = [database.db, ...others.map((other) => other.db)];
      const results = await Promise.all(
        Array.from({ length: 30 }, (_, i) => consumeRateLimit(dbs[i % dbs.length]!, rule, "1.2.3.4")),
      );
      expect(results.filter((result) => result.allowed)).toHaveLength(5);
      expect(results.map((result) => result.hits).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 30 }, (_, i) => i + 1),
      );
      const blocked = results.find((result) => !result.allowed)!;
      expect(blocked.retryAfterSeconds).toBeGreaterThan(0);
      expect(blocked.retryAfterSeconds).toBeLessThanOrEqual(60);
      expect((await consumeRateLimit(database.db, rule, "5.6.7.8")).allowed).toBe(true);
    } finally {
      for (const other of others) await other.close();
    }
  });

  it("opens a new window once the old one has passed and scales with the multiplier", async () => {
    const rule = { name: "window", limit: 2, windowMs: 1000 };
    expect((await consumeRateLimit(database.db, rule, "k")).allowed).toBe(true);
    expect((await consumeRateLimit(database.db, rule, "k")).allowed).toBe(true);
    expect((await consumeRateLimit(database.db, rule, "k")).allowed).toBe(false);
    expect((await consumeRateLimit(database.db, rule, "k", 10)).allowed).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await consumeRateLimit(database.db, rule, "k")).toMatchObject({ allowed: true, hits: 1 });
    await pruneRateLimits(database.db);
  });
});
