// Migration 0018 (active plan requests from before contracts become contracts) on PGlite and
// PostgreSQL: each active request of a contract plan gets an active contract with the plan's figures
// (a quote's copied response time, or the plan's hour), twelve months from its India start date, its
// 'created' history, a staff acceptance whose hash is its text's SHA-256, and the very due jobs
// scheduleContractJobs plans; everything else — the requests, their histories, other requests — is
// left as it was.
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contractAcceptances, contractEvents, contracts, dueJobs } from "~/db/schema";
import { CONTRACT_JOB_KIND, scheduleContractJobs } from "~/lib/contracts/contracts.server";
import { termsHash } from "~/lib/contracts/terms.server";
import { databaseKinds, databaseMigratedTo, type TestDatabase } from "./support/database";

const BEFORE = "0017_contracts";

const rows = async <T>(query: PromiseLike<unknown>) => ((await query) as { rows: T[] }).rows;

async function insertUser(db: TestDatabase["db"], email: string, role: "customer" | "staff") {
  const [row] = await rows<{ id: number }>(
    db.execute(sql`insert into users (email, full_name, password_hash, role)
      values (${email}, ${email.split("@")[0]}, 'x', ${role}) returning id::int as id`),
  );
  return row!.id;
}

async function insertRequest(
  db: TestDatabase["db"],
  userId: number,
  request: { planId: string; status: string; startedAt?: string; responseTime?: string },
) {
  const [row] = await rows<{ id: number }>(
    db.execute(sql`insert into plan_requests (user_id, plan_id, status, started_at, response_time)
      values (${userId}, ${request.planId}, ${request.status}, ${request.startedAt ?? null}, ${request.responseTime ?? null})
      returning id::int as id`),
  );
  return row!.id;
}

/** What must not change: the requests and their histories, as text. */
const untouched = (db: TestDatabase["db"]) =>
  rows(
    db.execute(sql`select
      (select string_agg(concat_ws('|', id, user_id, plan_id, status, started_at, response_time, updated_at), ',' order by id) from plan_requests) as requests,
      (select string_agg(concat_ws('|', id, plan_request_id, to_value, actor_name), ',' order by id) from plan_request_events) as events,
      (select count(*)::int from users) as users`),
  );

describe.each(databaseKinds)("migration 0018 (legacy active plans) on %s", (kind) => {
  const migratedDatabase = databaseMigratedTo(kind, BEFORE);

  it("makes each active plan request of a contract plan an active contract, with its jobs, and nothing else", async () => {
    const { db, migrate } = migratedDatabase();
    const asha = await insertUser(db, "asha@legacy.test", "customer");
    const ravi = await insertUser(db, "ravi@legacy.test", "customer");
    const deepa = await insertUser(db, "deepa@staff.legacy.test", "staff");
    // 20:00 UTC on 31 March is 1 April in India: the contract starts on 1 April.
    const professional = await insertRequest(db, asha, {
      planId: "professional",
      status: "active",
      startedAt: "2025-03-31T20:00:00Z",
      responseTime: "8 hours",
    });
    await db.execute(sql`insert into plan_request_events (plan_request_id, kind, actor_user_id, actor_name, from_value, to_value)
      values (${professional}, 'status', ${deepa}, 'Deepa Staff', 'contacted', 'active')`);
    const quoted = await insertRequest(db, ravi, {
      planId: "custom",
      status: "active",
      startedAt: "2025-06-10T06:00:00Z",
      responseTime: "4 hours",
    });
    const unreadable = await insertRequest(db, ravi, {
      planId: "custom",
      status: "active",
      startedAt: "2025-06-11T06:00:00Z",
      responseTime: "Same day",
    });
    // From 29 February the year ends on 27 February (period.ts).
    const leap = await insertRequest(db, asha, {
      planId: "starter",
      status: "active",
      startedAt: "2024-02-29T04:00:00Z",
    });
    // None of these becomes a contract: the Free Tier is no contract, the others are not active.
    await insertRequest(db, asha, { planId: "free-tier", status: "active", startedAt: "2025-01-01T04:00:00Z" });
    await insertRequest(db, ravi, { planId: "enterprise", status: "contacted" });
    await insertRequest(db, ravi, { planId: "enterprise", status: "active" });
    const before = await untouched(db);

    await migrate();

    const made = await db.select().from(contracts).orderBy(contracts.planRequestId);
    expect(
      made.map((row) => [
        row.planRequestId,
        row.userId,
        row.planId,
        row.planName,
        row.pricePaisePerMonth,
        row.periodPricePaise,
        row.responseMinutes,
        row.deviceLimit,
        row.onSiteVisitsPerYear,
        row.healthChecks,
        row.startsOn,
        row.endsOn,
      ]),
    ).toEqual([
      [
        professional,
        asha,
        "professional",
        "Professional AMC",
        199_900,
        199_900,
        480,
        10,
        0,
        "weekly",
        "2025-04-01",
        "2026-03-31",
      ],
      [quoted, ravi, "custom", "Custom Enterprise", 0, 0, 240, null, null, "daily", "2025-06-10", "2026-06-09"],
      [unreadable, ravi, "custom", "Custom Enterprise", 0, 0, 60, null, null, "daily", "2025-06-11", "2026-06-10"],
      [leap, asha, "starter", "Starter AMC", 39_900, 39_900, 1440, 2, 0, "monthly", "2024-02-29", "2025-02-27"],
    ]);
    for (const contract of made) {
      expect(contract).toMatchObject({
        status: "active",
        billingPeriod: "monthly",
        autoRenew: false,
        discountPercent: 0,
      });
      expect(contract.activatedAt).toEqual(contract.createdAt);
    }

    const [professionalContract] = made;
    const events = await db
      .select()
      .from(contractEvents)
      .where(eq(contractEvents.contractId, professionalContract!.id));
    expect(events).toEqual([
      expect.objectContaining({
        kind: "created",
        internal: true,
        channel: "system",
        actorUserId: deepa,
        toValue: "active",
      }),
    ]);
    expect(events[0]!.body).toContain(`plan request #${professional}`);
    // A request whose activation has no recorded actor is the system's.
    const [quotedEvent] = await db.select().from(contractEvents).where(eq(contractEvents.contractId, made[1]!.id));
    expect(quotedEvent).toMatchObject({ kind: "created", actorName: "System", actorUserId: null });

    const acceptances = await db.select().from(contractAcceptances).orderBy(contractAcceptances.contractId);
    expect(acceptances).toHaveLength(made.length);
    for (const acceptance of acceptances) {
      expect(acceptance.channel).toBe("staff");
      expect(acceptance.termsHash).toBe(termsHash(acceptance.termsText));
    }
    expect(acceptances[0]).toMatchObject({ userId: deepa });
    expect(acceptances[0]!.termsText).toContain(`Activated by staff from plan request #${professional}`);
    expect(acceptances[0]!.termsText).toContain("before online acceptance existed");
    expect(acceptances[0]!.termsText).toContain("₹1,999 a month");
    expect(acceptances[0]!.termsText).toContain("\n\nPlan: Professional AMC\nPeriod: 1 April 2025 to 31 March 2026\n");

    // The jobs are the ones scheduleContractJobs plans: planning them again changes no time.
    const jobs = async () =>
      (await db.select().from(dueJobs).where(eq(dueJobs.kind, CONTRACT_JOB_KIND)))
        .map((job) => `${job.subjectId} ${job.key} ${job.runAt.toISOString()}`)
        .sort();
    const migrated = await jobs();
    expect(migrated).toHaveLength(made.length * 9);
    for (const contract of made) await scheduleContractJobs(db, contract);
    expect(await jobs()).toEqual(migrated);

    expect(await untouched(db)).toEqual(before);
  });
});
