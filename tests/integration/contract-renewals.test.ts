// Contract renewals on PGlite and PostgreSQL, with the controlled clock (the contract's dates move,
// not the server's time): each reminder sent exactly once by two workers, a superseded one never;
// grace keeps the customer covered and expiry after it ends that; the signed renewal link's page
// renews only on its button's POST, once, and refuses a tampered link; automatic renewal; and the
// staff's digest once a day with two workers.
import { systemActor } from "~/lib/casework/case-type.server";
import { and, asc, eq, isNull, lt, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, type DatabaseHandle, openDatabase } from "~/db/client.server";
import { contractAcceptances, contractEvents, contracts, dueJobs, emailOutbox } from "~/db/schema";
import { CONTRACT_JOB_KIND, cancelContract } from "~/lib/contracts/contracts.server";
import { contractCovering, lapsedContractOf } from "~/lib/contracts/coverage.server";
import {
  CONTRACT_DIGEST_JOB_KIND,
  contractRenewalHandler,
  registerContractJobs,
  scheduleContractDigest,
} from "~/lib/contracts/jobs.server";
import { addDays, indiaDay, indiaTime } from "~/lib/contracts/period";
import { signRenewalToken } from "~/lib/contracts/renewal-links.server";
import type { RenewalPageData } from "~/lib/contracts/renewal-page.server";
import { getEnv } from "~/lib/env.server";
import { formatLongDate as longDate } from "~/lib/india-time";
import { jobsFor, scheduleJob } from "~/lib/jobs/jobs.server";
import { type JobRegistry, runDueJobs } from "~/lib/jobs/worker.server";
import { action, loader } from "~/routes/contract-renewal";
import { addContract, addUser, moveContractEnd, openTicket } from "~/testing/factories.server";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./support/database";
import { callRoute, formPost, routeContext } from "./support/routes";

const quiet = { log() {}, warn() {}, error() {} };
const env = {
  PUBLIC_URL: "https://desk.example.test",
  APP_SECRET: getEnv().APP_SECRET,
  STAFF_EMAIL: "office@example.test",
};
type Customer = { id: number; email: string; fullName: string };

describe.each(databaseKinds)("contract renewals on %s", (kind) => {
  let database: TestDatabase;
  let db: Database;
  let second: DatabaseHandle | null = null;
  const registry: JobRegistry = new Map();
  registerContractJobs(env, registry);

  /** Two workers (two connections on PostgreSQL) until neither finds a due job. */
  const drainBoth = async () => {
    const other = second?.db ?? db;
    for (;;) {
      const results = await Promise.all([
        runDueJobs(db, registry, undefined, quiet),
        runDueJobs(other, registry, undefined, quiet),
      ]);
      if (results.every((result) => result.claimed === 0)) return;
    }
  };
  /** The clock reaches the end of today in India: the contract jobs planned for today run now. */
  const reachEndOfToday = async () => {
    await db
      .update(dueJobs)
      .set({ runAt: sql`now()` })
      .where(
        and(
          eq(dueJobs.kind, CONTRACT_JOB_KIND),
          isNull(dueJobs.doneAt),
          lt(dueJobs.runAt, indiaTime(addDays(indiaDay(new Date()), 1))),
        ),
      );
    await drainBoth();
  };
  const contract = async (id: number) => (await db.select().from(contracts).where(eq(contracts.id, id)))[0]!;
  const remindersOf = async (id: number) =>
    (
      await db
        .select({ key: contractEvents.toValue, outboxId: contractEvents.outboxId })
        .from(contractEvents)
        .where(and(eq(contractEvents.contractId, id), eq(contractEvents.kind, "reminder")))
        .orderBy(asc(contractEvents.id))
    ).map((event) => {
      expect(event.outboxId).not.toBeNull();
      return event.key;
    });
  const emailsTo = (to: string, kind: string) =>
    db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.kind, kind)))
      .orderBy(asc(emailOutbox.id));
  const renewalsOf = (id: number) => db.select().from(contracts).where(eq(contracts.previousContractId, id));
  const open = (url: string, method = "GET") =>
    callRoute<RenewalPageData>(loader as never, new Request(url, { method }), routeContext(db));
  const press = (token: string) =>
    callRoute<RenewalPageData>(
      action as never,
      formPost("/contract-renewal", { token }),
      routeContext(db, "203.0.113.40"),
    );
  const renewLinkIn = (text: string) => /Renew AMC-\d+: (https:\/\/\S+)/.exec(text)?.[1] ?? "";
  const tokenOf = (link: string) => new URL(link).searchParams.get("token") ?? "";

  let customer: Customer;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.db;
    second = database.url ? await openDatabase({ databaseUrl: database.url }) : null;
    customer = await addUser(db, "customer", "Asha Nair");
  });
  afterAll(async () => {
    await second?.close();
    await database?.destroy();
  });

  it("sends each reminder exactly once with two workers, 30 days before the end to the last day of grace", async () => {
    const { id } = await addContract(db, customer, { planId: "professional", endsInDays: 30 });
    await openTicket(db, customer);
    await reachEndOfToday();
    await drainBoth();
    expect(await remindersOf(id)).toEqual(["remind:30"]);
    expect((await contract(id)).status).toBe("expiring");

    const [first] = await emailsTo(customer.email, "contract.reminder");
    const ends = (await contract(id)).endsOn;
    expect(first?.recordType).toBe("contract");
    expect(first?.subject).toBe(`Your Professional AMC contract AMC-${id} ends in 30 days, on ${longDate(ends)}`);
    expect(first?.textBody).toContain("First response to a support ticket: within 8 hours.");
    expect(first?.textBody).toContain("Devices covered: up to 10.");
    expect(first?.textBody).toContain(`grace period until ${longDate(addDays(ends, 15))}`);
    expect(first?.textBody).toContain("Support tickets opened: 1.");
    expect(first?.textBody).toContain("Automatic renewal is off.");
    expect(renewLinkIn(first?.textBody ?? "")).toMatch(/^https:\/\/desk\.example\.test\/contract-renewal\?token=/);
    expect(first?.htmlBody).toContain(`<strong>Renew AMC-${id}</strong>`);

    for (const [days, key] of [
      [15, "remind:15"],
      [7, "remind:7"],
      [0, "remind:0"],
      [-1, "grace:1"],
      [-8, "grace:8"],
      [-14, "grace:14"],
    ] as const) {
      await moveContractEnd(db, id, days);
      await reachEndOfToday();
      expect((await remindersOf(id)).at(-1)).toBe(key);
    }
    expect(await remindersOf(id)).toEqual([
      "remind:30",
      "remind:15",
      "remind:7",
      "remind:0",
      "grace:1",
      "grace:8",
      "grace:14",
    ]);
    const sent = await emailsTo(customer.email, "contract.reminder");
    expect(sent).toHaveLength(7);
    expect(sent.at(-1)?.subject).toContain("has ended: renew it before its grace period runs out");
    // One status move to 'expiring', by the system, with the first reminder only.
    const moves = await db
      .select()
      .from(contractEvents)
      .where(and(eq(contractEvents.contractId, id), eq(contractEvents.kind, "status")));
    expect(moves.map((move) => [move.fromValue, move.toValue, move.channel])).toEqual([
      ["active", "expiring", "system"],
    ]);
  });

  it("skips reminders whose day passed while a later one is due, and grace reminders when it renews by itself", async () => {
    const late = await addUser(db, "customer", "Late Signer");
    // Signed with 10 days left: the 30- and 15-day reminders are both due, only the 15-day one is sent.
    const { id } = await addContract(db, late, { endsInDays: 10 });
    await drainBoth();
    expect(await remindersOf(id)).toEqual(["remind:15"]);
    const jobs = await jobsFor(db, CONTRACT_JOB_KIND, id);
    expect(jobs.find((job) => job.key === "remind:30")?.doneAt).not.toBeNull();
    // Moved to 5 days before the end: the 7-day reminder; still nothing for the 30-day one.
    await moveContractEnd(db, id, 5);
    await drainBoth();
    expect(await remindersOf(id)).toEqual(["remind:15", "remind:7"]);
    expect(await emailsTo(late.email, "contract.reminder")).toHaveLength(2);

    // In grace with automatic renewal on, no reminder is sent (it renews on the end date by itself).
    const auto = await addContract(db, late, { autoRenew: true, endsInDays: 20 });
    await moveContractEnd(db, auto.id, -1);
    const handler = contractRenewalHandler(env);
    const [job] = (await jobsFor(db, CONTRACT_JOB_KIND, auto.id)).filter((row) => row.key === "grace:1");
    expect(await db.transaction((tx) => handler(tx, job!))).toBe("done");
    expect(await remindersOf(auto.id)).toEqual([]);
  });

  it("keeps the customer covered in grace, and expires the contract after it", async () => {
    const lapsing = await addUser(db, "customer", "Lapsing Customer");
    const { id } = await addContract(db, lapsing, { planId: "starter", endsInDays: -15 });
    await drainBoth();
    // The last day of grace: only the 14-day grace reminder, and still covered.
    expect(await remindersOf(id)).toEqual(["grace:14"]);
    expect((await contractCovering(db, lapsing.id))?.id).toBe(id);
    expect((await contract(id)).status).toBe("expiring");

    await moveContractEnd(db, id, -16);
    await drainBoth();
    const expired = await contract(id);
    expect(expired.status).toBe("expired");
    expect(await contractCovering(db, lapsing.id)).toBeNull();
    expect((await lapsedContractOf(db, lapsing.id))?.id).toBe(id);
    const [email] = await emailsTo(lapsing.email, "contract.expired");
    expect(email?.subject).toBe(`Your Starter AMC contract AMC-${id} has expired`);
    expect(email?.textBody).toContain("standard response times of our Terms of Service");
    expect(email?.textBody).toContain("https://desk.example.test/amc-plans");
    // Its renewal link now says so, and changes nothing.
    const token = signRenewalToken(id, env.APP_SECRET);
    const page = await press(token);
    expect(page.status).toBe(409);
    expect(page.data).toEqual({ state: "not-renewable", contractId: id });
    expect(await renewalsOf(id)).toHaveLength(0);
    // Expiry ran once; a second run of the workers changes nothing more.
    await drainBoth();
    expect(await emailsTo(lapsing.email, "contract.expired")).toHaveLength(1);
  });

  it("renews through the link's page: GET and HEAD change nothing, the button renews once, a tampered link is refused", async () => {
    const renewing = await addUser(db, "customer", "Renewing Customer");
    const { id } = await addContract(db, renewing, { planId: "professional", endsInDays: 30 });
    await reachEndOfToday();
    const [reminder] = await emailsTo(renewing.email, "contract.reminder");
    const link = renewLinkIn(reminder?.textBody ?? "");
    const token = tokenOf(link);

    // A mail scanner opens the link: the confirmation page, nothing renewed.
    const page = await open(link);
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({
      state: "ready",
      token,
      contractId: id,
      customerName: "Renewing Customer",
      planName: "Professional AMC",
    });
    const ready = page.data.state === "ready" ? page.data : null;
    expect(ready?.terms.join("\n\n")).toContain("Professional AMC");
    expect(ready?.next.startsOn).toBe(addDays((await contract(id)).endsOn, 1));
    expect((await open(link, "HEAD")).status).toBe(200);
    expect(await renewalsOf(id)).toHaveLength(0);
    expect((await contract(id)).status).toBe("expiring");

    // A changed token, or none that parses: a clear refusal, nothing changed.
    const tampered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    const other = signRenewalToken(id + 1, "another secret, not ours");
    for (const bad of [tampered, other, `${id}.`, "", "not-a-token"]) {
      expect((await open(`${env.PUBLIC_URL}/contract-renewal?token=${encodeURIComponent(bad)}`)).status).toBe(400);
      const refused = await press(bad);
      expect(refused.status).toBe(400);
      expect(refused.data).toEqual({ state: "invalid" });
    }
    expect(await renewalsOf(id)).toHaveLength(0);

    // The button renews: a new contract naming this one, accepted through the link by its customer.
    const renewed = await press(token);
    expect(renewed.status).toBe(200);
    const [next] = await renewalsOf(id);
    expect(renewed.data).toEqual({
      state: "renewed",
      contractId: id,
      nextId: next?.id,
      startsOn: next?.startsOn,
      endsOn: next?.endsOn,
      // The renewal's first period is invoiced at once (contract billing).
      invoice: expect.objectContaining({ number: expect.stringMatching(/^AIT\//) }),
    });
    expect(next).toMatchObject({
      status: "active",
      userId: renewing.id,
      startsOn: addDays((await contract(id)).endsOn, 1),
    });
    expect((await contract(id)).status).toBe("renewed");
    const [acceptance] = await db
      .select()
      .from(contractAcceptances)
      .where(eq(contractAcceptances.contractId, next!.id));
    expect(acceptance).toMatchObject({
      channel: "renewal-link",
      userId: renewing.id,
      clientAddress: "203.0.113.40",
      userAgent: "integration-test",
    });
    const [email] = await emailsTo(renewing.email, "contract.renewed");
    expect(email?.subject).toBe(`Contract AMC-${id} renewed as AMC-${next!.id}`);
    expect(email?.textBody).toContain(`runs from ${longDate(next!.startsOn)} to ${longDate(next!.endsOn)}`);
    expect(email?.textBody).toContain("Price: ₹1,999 a month, billed monthly at ₹1,999, plus GST.");
    expect(email?.textBody).toContain(new URL(`/account/contracts/${next!.id}`, getEnv().PUBLIC_URL).href);
    // The old contract's remaining reminders are dropped; the new one has its own.
    expect((await jobsFor(db, CONTRACT_JOB_KIND, id)).filter((job) => job.doneAt === null)).toEqual([]);
    expect(await jobsFor(db, CONTRACT_JOB_KIND, next!.id)).toHaveLength(9);

    // Pressed again (another tab, an older email): already renewed, nothing doubled.
    const again = await press(token);
    expect(again.status).toBe(200);
    const invoice = renewed.data.state === "renewed" ? renewed.data.invoice : null;
    expect(again.data).toEqual({ state: "already-renewed", contractId: id, nextId: next!.id, invoice });
    expect((await open(link)).data).toEqual({ state: "already-renewed", contractId: id, nextId: next!.id, invoice });
    expect(await renewalsOf(id)).toHaveLength(1);
    expect(await emailsTo(renewing.email, "contract.renewed")).toHaveLength(1);
  });

  it("refuses the link of a cancelled or draft contract", async () => {
    const someone = await addUser(db, "customer", "Cancelled Customer");
    const cancelled = await addContract(db, someone, { endsInDays: 20 });
    await cancelContract(db, systemActor, cancelled.id, { expected: "active", reason: "Moved away" });
    const draft = await addContract(db, someone, { state: "sent" });
    for (const id of [cancelled.id, draft.id]) {
      const token = signRenewalToken(id, env.APP_SECRET);
      expect((await open(`${env.PUBLIC_URL}/contract-renewal?token=${token}`)).status).toBe(409);
      expect((await press(token)).data).toEqual({ state: "not-renewable", contractId: id });
      expect(await renewalsOf(id)).toHaveLength(0);
    }
  });

  it("renews by itself at noon of the end date when automatic renewal is on, and not when it is off", async () => {
    const auto = await addUser(db, "customer", "Auto Renewer");
    const on = await addContract(db, auto, { planId: "starter", autoRenew: true, endsInDays: 0 });
    const off = await addContract(db, auto, { planId: "starter", autoRenew: false, endsInDays: 0 });
    await reachEndOfToday();
    const [next, ...more] = await renewalsOf(on.id);
    expect(more).toEqual([]);
    expect(next).toMatchObject({
      status: "active",
      autoRenew: true,
      startsOn: addDays((await contract(on.id)).endsOn, 1),
    });
    expect((await contract(on.id)).status).toBe("renewed");
    const [acceptance] = await db
      .select()
      .from(contractAcceptances)
      .where(eq(contractAcceptances.contractId, next!.id));
    expect(acceptance).toMatchObject({ channel: "auto-renew", userId: null });
    const renewedEmails = await emailsTo(auto.email, "contract.renewed");
    expect(renewedEmails).toHaveLength(1);
    expect(renewedEmails[0]?.textBody).toContain("renewed by itself");

    expect(await renewalsOf(off.id)).toEqual([]);
    expect((await contract(off.id)).status).toBe("expiring");
    expect(await remindersOf(off.id)).toEqual(["remind:0"]);
    // The grace day after: the renewed one reminds no more; the other one does.
    await moveContractEnd(db, off.id, -1);
    await reachEndOfToday();
    expect(await remindersOf(off.id)).toEqual(["remind:0", "grace:1"]);
    expect(await remindersOf(on.id)).not.toContain("grace:1");
  });

  it("emails the staff's digest once a day with two workers, and plans the next day's", async () => {
    const ending = await addUser(db, "customer", "Digest Customer");
    const { id } = await addContract(db, ending, { planId: "enterprise", endsInDays: 12 });
    const today = indiaDay(new Date());
    // Every start plans the next digest; twice is still one job.
    await scheduleContractDigest(db);
    await scheduleContractDigest(db);
    const planned = await jobsFor(db, CONTRACT_DIGEST_JOB_KIND, "daily");
    expect(planned).toHaveLength(1);

    // Today's digest, due now (the clock at 8:00 IST).
    await scheduleJob(db, { kind: CONTRACT_DIGEST_JOB_KIND, subjectId: "daily", key: today, runAt: new Date() });
    await drainBoth();
    await drainBoth();
    const digests = await emailsTo(env.STAFF_EMAIL, "contract.digest");
    expect(digests).toHaveLength(1);
    const [digest] = digests;
    expect(digest?.recordType).toBe("contract");
    expect(digest?.subject).toMatch(/^Contracts ending within 30 days: \d+ \(/);
    expect(digest?.textBody).toContain(`AMC-${id} · Digest Customer · Enterprise AMC`);
    expect(digest?.textBody).toContain(`https://desk.example.test/staff/contracts/${id}`);
    expect(digest?.textBody).toContain("https://desk.example.test/staff/contracts?ending=30");
    expect(digest?.htmlBody).toContain(`<a href="https://desk.example.test/staff/contracts/${id}">AMC-${id}</a>`);
    // A renewed or expired contract is not listed.
    expect(digest?.textBody).not.toContain("Renewing Customer");
    expect(digest?.textBody).not.toContain("Lapsing Customer");

    // Today is done for good; the next day's is planned, once.
    expect(
      await scheduleJob(db, { kind: CONTRACT_DIGEST_JOB_KIND, subjectId: "daily", key: today, runAt: new Date() }),
    ).toEqual({
      scheduled: false,
    });
    await drainBoth();
    expect(await emailsTo(env.STAFF_EMAIL, "contract.digest")).toHaveLength(1);
    const jobs = await jobsFor(db, CONTRACT_DIGEST_JOB_KIND, "daily");
    const pending = jobs.filter((job) => job.doneAt === null);
    expect(pending).toHaveLength(1);
    expect(pending[0]!.key > today).toBe(true);
    expect(pending[0]!.runAt.getTime()).toBe(indiaTime(pending[0]!.key, 8).getTime());

    // A day's digest that runs only on a later day (servers down overnight) sends nothing.
    const yesterday = addDays(today, -1);
    await scheduleJob(db, { kind: CONTRACT_DIGEST_JOB_KIND, subjectId: "daily", key: yesterday, runAt: new Date() });
    await drainBoth();
    expect(await emailsTo(env.STAFF_EMAIL, "contract.digest")).toHaveLength(1);
  });
});
