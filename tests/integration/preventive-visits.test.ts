// Contracts' preventive visits on PGlite and PostgreSQL, with the controlled clock (the contract's
// dates move, not the server's time): each period's visit generated once — also by two servers at
// once —, rolling a week ahead; periods ended undone marked missed once; a cancelled contract's due
// visits cancelled and no more generated; the contract's done / due / missed counts and its usage.
import { systemActor } from "~/lib/casework/case-type.server";
import { and, asc, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Database, type DatabaseHandle, openDatabase } from "~/db/client.server";
import { contracts, type VisitEventKind, visitEvents, visits } from "~/db/schema";
import { cancelContract } from "~/lib/contracts/contracts.server";
import { addDays, indiaDay, indiaTime } from "~/lib/contracts/period";
import { contractUsage } from "~/lib/contracts/usage.server";
import { jobsFor } from "~/lib/jobs/jobs.server";
import { type JobRegistry, runDueJobs } from "~/lib/jobs/worker.server";
import {
  contractVisitCounts,
  generateContractVisits,
  markMissedVisits,
  registerPreventiveVisits,
  runPreventiveSchedules,
} from "~/lib/visits/preventive.server";
import { PREVENTIVE_VISITS_JOB_KIND } from "~/lib/visits/visits.server";
import { addContract, addUser } from "~/testing/factories.server";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./support/database";

const quiet = { log() {}, warn() {}, error() {} };

describe.each(databaseKinds)("preventive visits on %s", (kind) => {
  let database: TestDatabase;
  let db: Database;
  let second: DatabaseHandle | null = null;
  const registry: JobRegistry = new Map();
  registerPreventiveVisits(registry);
  // India's date, taken per test (a run may cross India's midnight, 18:30 UTC).
  let today = indiaDay(new Date());
  beforeEach(() => {
    today = indiaDay(new Date());
  });

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.db;
    second = database.url ? await openDatabase({ databaseUrl: database.url }) : null;
  });
  afterAll(async () => {
    await second?.close();
    await database?.destroy();
  });

  const contractRow = async (id: number) => (await db.select().from(contracts).where(eq(contracts.id, id)))[0]!;
  const visitsOf = (contractId: number) =>
    db.select().from(visits).where(eq(visits.contractId, contractId)).orderBy(asc(visits.id));
  const eventsOf = async (contractId: number, eventKind: VisitEventKind) => {
    const [row] = await db
      .select({ value: count() })
      .from(visitEvents)
      .innerJoin(visits, eq(visits.id, visitEvents.visitId))
      .where(and(eq(visits.contractId, contractId), eq(visitEvents.kind, eventKind)));
    return row?.value ?? 0;
  };
  /**
   * An Enterprise contract (daily health checks, 12 on-site visits a year) that started `daysAgo`
   * days ago and was accepted then (its periods since are owed).
   */
  const enterpriseSince = async (daysAgo: number) => {
    const customer = await addUser(db, "customer", "Meera Pillai");
    const { id } = await addContract(db, customer, { planId: "enterprise", startsOn: addDays(today, -daysAgo) });
    await db
      .update(contracts)
      .set({ activatedAt: indiaTime(addDays(today, -daysAgo), 10) })
      .where(eq(contracts.id, id));
    return { customer, id };
  };

  it("generates the first week's visits when the contract is accepted, through its due job", async () => {
    const customer = await addUser(db, "customer", "Arjun Menon");
    const { id } = await addContract(db, customer, { planId: "enterprise" });
    const [job] = await jobsFor(db, PREVENTIVE_VISITS_JOB_KIND, id);
    expect(job).toMatchObject({ key: "activated", doneAt: null });
    await runDueJobs(db, registry, undefined, quiet);
    const rows = await visitsOf(id);
    const health = rows.filter((row) => row.mode === "remote");
    // Today and the 7 days ahead: 8 daily checks, and this month's on-site visit.
    expect(health.map((row) => row.scheduleKey)).toEqual(
      Array.from({ length: 8 }, (_, k) => `health:${addDays(today, k)}`),
    );
    expect(health.every((row) => row.kind === "health_check" && row.status === "due" && row.siteAddress === null)).toBe(
      true,
    );
    const onSite = rows.filter((row) => row.mode === "on_site");
    expect(onSite).toHaveLength(1);
    expect(onSite[0]).toMatchObject({
      scheduleKey: "onsite:1",
      kind: "health_check",
      status: "due",
      periodStartsOn: today,
      siteAddress: "TC 15/1234, Vazhuthacaud",
      siteArea: "Thiruvananthapuram",
      userId: customer.id,
    });
    expect(await eventsOf(id, "created")).toBe(rows.length);
  });

  it("makes each period's visit once, however often it runs, and two servers at once make one row per period", async () => {
    const { id } = await enterpriseSince(20);
    const other = second?.db ?? db;
    const contract = await contractRow(id);
    const [a, b] = await Promise.all([generateContractVisits(db, contract), generateContractVisits(other, contract)]);
    const rows = await visitsOf(id);
    // 20 past days, today and 7 ahead; the on-site visit of the month in which today falls.
    expect(rows.filter((row) => row.mode === "remote")).toHaveLength(28);
    expect(rows.filter((row) => row.mode === "on_site")).toHaveLength(1);
    expect(a + b).toBe(rows.length);
    expect(new Set(rows.map((row) => row.scheduleKey)).size).toBe(rows.length);
    expect(await eventsOf(id, "created")).toBe(rows.length);
    expect(await generateContractVisits(db, contract)).toBe(0);
    await Promise.all([runPreventiveSchedules(db), runPreventiveSchedules(other)]);
    expect(await visitsOf(id)).toHaveLength(rows.length);
  });

  it("marks a period that ended undone missed, once, and leaves a visit booked for a later window alone", async () => {
    const { id } = await enterpriseSince(5);
    await generateContractVisits(db, await contractRow(id));
    const ended = (await visitsOf(id)).filter((row) => row.periodEndsOn !== null && row.periodEndsOn < today);
    expect(ended).toHaveLength(5);
    const [late, passed] = ended;
    const window = (from: Date) => ({ windowStartsAt: from, windowEndsAt: new Date(from.getTime() + 2 * 3_600_000) });
    await db
      .update(visits)
      .set({ status: "booked", ...window(new Date(Date.now() + 3_600_000)) })
      .where(eq(visits.id, late!.id));
    await db
      .update(visits)
      .set({ status: "booked", ...window(new Date(Date.now() - 5 * 3_600_000)) })
      .where(eq(visits.id, passed!.id));
    const other = second?.db ?? db;
    const [a, b] = await Promise.all([markMissedVisits(db), markMissedVisits(other)]);
    expect(a + b).toBeGreaterThanOrEqual(4);
    const rows = await visitsOf(id);
    const missed = rows.filter((row) => row.status === "missed");
    expect(missed.map((row) => row.id).sort()).toEqual(
      ended
        .filter((row) => row.id !== late!.id)
        .map((row) => row.id)
        .sort(),
    );
    expect(rows.find((row) => row.id === late!.id)?.status).toBe("booked");
    expect(await eventsOf(id, "missed")).toBe(4);
    expect(await markMissedVisits(db)).toBe(0);
    expect(await eventsOf(id, "missed")).toBe(4);
  });

  it("cancels a cancelled contract's due visits and generates no more for it", async () => {
    const { id } = await enterpriseSince(0);
    await generateContractVisits(db, await contractRow(id));
    const before = await visitsOf(id);
    expect(before.length).toBeGreaterThan(0);
    const cancelled = await cancelContract(db, systemActor, id, { expected: "active", reason: "Moved away" });
    expect(cancelled.outcome).toBe("changed");
    await runPreventiveSchedules(db, new Date(Date.now() + 3 * 86_400_000));
    const after = await visitsOf(id);
    expect(after).toHaveLength(before.length);
    expect(after.every((row) => row.status === "cancelled" && row.cancelReason)).toBe(true);
    expect(await eventsOf(id, "cancelled")).toBe(before.length);
  });

  it("counts done, due and missed this billing period and this contract year, and the contract's usage", async () => {
    const { id } = await enterpriseSince(3);
    await runPreventiveSchedules(db);
    const rows = await visitsOf(id);
    const todays = rows.find((row) => row.scheduleKey === `health:${today}`);
    const onSite = rows.find((row) => row.scheduleKey === "onsite:1");
    await db.update(visits).set({ status: "completed" }).where(eq(visits.id, todays!.id));
    await db.update(visits).set({ status: "completed" }).where(eq(visits.id, onSite!.id));
    const contract = await contractRow(id);
    const counts = await contractVisitCounts(db, contract);
    // Monthly billing from 3 days ago: the period holds the 3 missed days, today (done) and 7 due ahead.
    expect(counts.period?.from).toBe(contract.startsOn);
    expect(counts.healthChecks.period).toEqual({ done: 1, due: 7, missed: 3 });
    expect(counts.healthChecks.year).toEqual({ done: 1, due: 7, missed: 3 });
    expect(counts.onSite.year).toEqual({ done: 1, due: 0, missed: 0 });
    const usage = await contractUsage(db, contract);
    expect(usage).toMatchObject({ healthChecksDone: 1, visitsUsed: 1, visitsIncluded: 12 });
    expect(usage.visits.healthChecks.period).toEqual({ done: 1, due: 7, missed: 3 });
  });
});
