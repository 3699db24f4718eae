// /service-levels against PGlite and PostgreSQL: with no tickets and with too few, the
// page publishes no figure and says why; with the known seed (app/testing/service-levels-seed.server.ts)
// every figure is the expected one, and rows still under the minimum sample stay withheld; the
// figures are computed once per hour and server; nothing about a ticket or customer is in them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import type { ServiceLevels } from "~/lib/service-metrics/public-levels";
import {
  computeServiceLevels,
  forgetServiceLevels,
  hourlyServiceLevels,
} from "~/lib/service-metrics/public-levels.server";
import { SEED_CUSTOMER_EMAIL, seedServiceLevels } from "~/testing/service-levels-seed.server";
import { loader } from "~/routes/service-levels";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./support/database";
import { callRoute, routeContext } from "./support/routes";

type PageData = { levels: ServiceLevels | null; period: string | null };

describe.each(databaseKinds)("service levels on %s", (kind) => {
  let database: TestDatabase;
  let db: Database;
  const page = async () =>
    (await callRoute<PageData>(loader as never, new Request("http://localhost/service-levels"), routeContext(db))).data;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.db;
  });
  afterAll(() => database.destroy());

  it("publishes nothing without tickets or with too few, and says how many there are", async () => {
    let { levels, period } = await page();
    expect(levels).toMatchObject({ enough: false, ticketsOpened: 0 });
    expect(period).toMatch(/^Measured over the 90 days from .+ to .+ India time/);
    await seedServiceLevels(db, "few");
    forgetServiceLevels(db);
    ({ levels } = await page());
    expect(levels?.enough).toBe(false);
    expect(levels?.ticketsOpened).toBe(13);
    expect(levels?.firstResponse.find((row) => row.priority === "critical")?.percentWithin).toEqual({
      counted: 10,
      value: null,
    });
    expect(levels?.resolution.find((row) => row.type === "network")?.figures).toEqual({ counted: 10, value: null });
    expect(levels?.satisfaction.value).toBeNull();
  });

  it("publishes the known figures of the seed, and withholds the rows under 30 tickets", async () => {
    await seedServiceLevels(db, "full");
    forgetServiceLevels(db);
    const { levels } = await page();
    expect(levels?.enough).toBe(true);
    expect(levels?.ticketsOpened).toBe(43);
    const response = Object.fromEntries(levels!.firstResponse.map((row) => [row.priority, row.percentWithin]));
    expect(response).toEqual({
      critical: { counted: 40, value: 90 },
      high: { counted: 3, value: null },
      medium: { counted: 0, value: null },
      low: { counted: 0, value: null },
    });
    const resolution = Object.fromEntries(levels!.resolution.map((row) => [row.type, row.figures]));
    expect(resolution).toEqual({
      hardware: { counted: 0, value: null },
      software: { counted: 0, value: null },
      network: { counted: 40, value: { medianMinutes: 120, p90Minutes: 360, percentWithin: 75 } },
      data_recovery: { counted: 0, value: null },
    });
    expect(levels!.firstContact).toEqual({ counted: 40, value: 100 });
    expect(levels!.satisfaction.counted).toBe(34);
    expect(levels!.satisfaction.value?.percentSatisfied).toBeCloseTo((30 / 34) * 100);
    expect(levels!.satisfaction.value?.average).toBeCloseTo(158 / 34);
    // And how many of the resolved tickets were rated: the response rate, said beside it.
    expect(levels!.satisfaction.value).toMatchObject({ resolutions: 40, responseRate: 85 });
    expect(levels!.followUps).toEqual({ counted: 40, value: 80 });
    // Counts and percentages only: no ticket number, no customer.
    const published = JSON.stringify(levels);
    expect(published).not.toMatch(/AIT-|Seeded|@/);
    expect(published).not.toContain(SEED_CUSTOMER_EMAIL);
  });

  it("computes once per hour: a change shows at the next hour", async () => {
    // A second into the current hour, so that `now + 1 s` is surely the same hour.
    const now = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 + 1000);
    const first = await hourlyServiceLevels(db, now);
    expect(await hourlyServiceLevels(db, new Date(now.getTime() + 1000))).toBe(first);
    await seedServiceLevels(db, "few");
    // Same hour: the kept figures.
    expect((await hourlyServiceLevels(db, now)).ticketsOpened).toBe(first.ticketsOpened);
    // The next hour: computed again.
    const next = await hourlyServiceLevels(db, new Date(now.getTime() + 60 * 60_000));
    expect(next).not.toBe(first);
    expect(next.ticketsOpened).toBe(13);
    expect(next).toEqual(await computeServiceLevels(db, new Date(now.getTime() + 60 * 60_000)));
  });
});
