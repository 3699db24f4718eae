// The contract's core on PGlite and PostgreSQL: a draft copies the plan's figures; only the
// customer's acceptance of the exact terms shown makes it active (once; an outdated page is refused);
// renewal makes the next period a new linked contract, once; cancellation closes it; and the desk
// finds the contract that covers a customer, through its grace period and not after.
import { systemActor } from "~/lib/casework/case-type.server";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contractAcceptances, contractEvents, contracts, dueJobs, planRequests } from "~/db/schema";
import {
  acceptContract,
  cancelContract,
  contractTerms,
  draftContract,
  editDraftContract,
  renewContract,
  sendContractForAcceptance,
} from "~/lib/contracts/contracts.server";
import { contractCovering } from "~/lib/contracts/coverage.server";
import { addDays, indiaDay } from "~/lib/contracts/period";
import { addContract, addPlanRequest, addUser, moveContractEnd } from "~/testing/factories.server";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./support/database";

const meta = { clientAddress: "203.0.113.9", userAgent: "test" };

describe.each(databaseKinds)("contracts on %s", (kind) => {
  let database: TestDatabase;
  let customer: { id: number; email: string; fullName: string };
  let other: { id: number; email: string; fullName: string };
  const contract = async (id: number) => (await database.db.select().from(contracts).where(eq(contracts.id, id)))[0]!;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    customer = await addUser(database.db, "customer", "Asha Nair");
    other = await addUser(database.db, "customer", "Someone Else");
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it("drafts with the plan's figures, and activates only on the customer's acceptance of the terms shown", async () => {
    const { db } = database;
    const request = await addPlanRequest(db, customer.id, { planId: "professional", status: "contacted" });
    const drafted = await draftContract(db, systemActor, {
      userId: customer.id,
      planId: "professional",
      billingPeriod: "quarterly",
      startsOn: "2026-12-01",
      sites: [{ address: "TC 15/1234, Vazhuthacaud", area: "Thiruvananthapuram" }],
      planRequestId: request.id,
    });
    expect(drafted.outcome).toBe("changed");
    const id = drafted.outcome === "changed" ? drafted.id : 0;
    const draft = await contract(id);
    expect(draft).toMatchObject({
      status: "draft",
      pricePaisePerMonth: 1_999_00,
      periodPricePaise: 5_997_00,
      responseMinutes: 480,
      deviceLimit: 10,
      endsOn: "2027-11-30",
    });

    const { hash, text } = await contractTerms(db, draft);
    expect(text).toContain("Professional AMC");
    expect(text).toContain("₹5,997");
    // Not sent yet: not open for acceptance.
    expect((await acceptContract(db, customer, id, { termsHash: hash, ...meta })).outcome).toBe("not-open");
    await sendContractForAcceptance(db, systemActor, id);
    // Another customer cannot accept it.
    expect((await acceptContract(db, other, id, { termsHash: hash, ...meta })).outcome).toBe("missing");

    // Staff change the draft after the customer opened it: their page's hash is outdated.
    await editDraftContract(db, systemActor, id, {
      planId: "professional",
      billingPeriod: "annual",
      startsOn: "2026-12-01",
      sites: [{ address: "TC 15/1234, Vazhuthacaud", area: "Thiruvananthapuram" }],
    });
    expect((await acceptContract(db, customer, id, { termsHash: hash, ...meta })).outcome).toBe("outdated");

    const fresh = await contractTerms(db, await contract(id));
    expect((await acceptContract(db, customer, id, { termsHash: fresh.hash, ...meta })).outcome).toBe("accepted");
    expect((await acceptContract(db, customer, id, { termsHash: fresh.hash, ...meta })).outcome).toBe(
      "already-accepted",
    );

    const accepted = await db.select().from(contractAcceptances).where(eq(contractAcceptances.contractId, id));
    expect(accepted).toHaveLength(1);
    expect(accepted[0]).toMatchObject({
      userId: customer.id,
      channel: "portal",
      clientAddress: "203.0.113.9",
      termsHash: fresh.hash,
    });
    expect(accepted[0]?.termsText).toBe(fresh.text);
    expect((await contract(id)).status).toBe("active");
    const [planRequest] = await db.select().from(planRequests).where(eq(planRequests.id, request.id));
    expect(planRequest?.status).toBe("active");
    const jobs = await db
      .select({ key: dueJobs.key })
      .from(dueJobs)
      .where(eq(dueJobs.subjectId, String(id)));
    expect(jobs.map((job) => job.key).sort()).toEqual(
      [
        // Its first preventive visits (the visits' due job), then its reminders, renewal and expiry.
        "activated",
        "auto-renew",
        "expire",
        "grace:1",
        "grace:14",
        "grace:8",
        "remind:0",
        "remind:15",
        "remind:30",
        "remind:7",
      ].sort(),
    );
    const kinds = (
      await db.select({ kind: contractEvents.kind }).from(contractEvents).where(eq(contractEvents.contractId, id))
    ).map((event) => event.kind);
    expect(kinds).toEqual(["created", "sent", "edited", "accepted"]);
  });

  it("renews once into a new linked contract, and covers the customer through grace only", async () => {
    const { db } = database;
    const customerB = await addUser(db, "customer", "Binu");
    const { id } = await addContract(db, customerB, { planId: "starter", endsInDays: 10 });
    expect((await contractCovering(db, customerB.id))?.id).toBe(id);

    // Past the end, inside grace: still covered; the day after grace: not.
    await moveContractEnd(db, id, -15);
    expect((await contractCovering(db, customerB.id))?.id).toBe(id);
    await moveContractEnd(db, id, -16);
    expect(await contractCovering(db, customerB.id)).toBeNull();
    await moveContractEnd(db, id, 10);

    const renewed = await renewContract(db, customerB, id, {
      channel: "renewal-link",
      acceptedBy: customerB.id,
      customerId: customerB.id,
      ...meta,
    });
    expect(renewed.outcome).toBe("renewed");
    const nextId = renewed.outcome === "renewed" ? renewed.contractId : 0;
    const next = await contract(nextId);
    const old = await contract(id);
    expect(old.status).toBe("renewed");
    expect(next).toMatchObject({
      status: "active",
      previousContractId: id,
      startsOn: addDays(old.endsOn, 1),
      pricePaisePerMonth: 399_00,
    });
    expect(
      await renewContract(db, customerB, id, { channel: "renewal-link", acceptedBy: customerB.id, ...meta }),
    ).toEqual({
      outcome: "already-renewed",
      contractId: nextId,
    });
    // Another customer's renewal link does not reach it.
    expect(
      (
        await renewContract(db, other, nextId, {
          channel: "renewal-link",
          acceptedBy: other.id,
          customerId: other.id,
          ...meta,
        })
      ).outcome,
    ).toBe("missing");
    // The old period still covers until its end; the new one from the day after.
    expect((await contractCovering(db, customerB.id))?.id).toBe(id);
    expect(indiaDay(new Date()) < next.startsOn).toBe(true);
  });

  it("cancels with a reason, and a stale page is a conflict", async () => {
    const { db } = database;
    const { id } = await addContract(db, customer, { planId: "enterprise" });
    expect(await cancelContract(db, systemActor, id, { expected: "draft", reason: "x" })).toEqual({
      outcome: "conflict",
      current: "active",
    });
    expect(await cancelContract(db, systemActor, id, { expected: "active", reason: "Customer moved office" })).toEqual({
      outcome: "changed",
    });
    expect(await contract(id)).toMatchObject({ status: "cancelled", cancelReason: "Customer moved office" });
    const pending = await db
      .select()
      .from(dueJobs)
      .where(eq(dueJobs.subjectId, String(id)));
    expect(pending.filter((job) => job.kind === "contract_renewal" && job.doneAt === null)).toHaveLength(0);
  });
});
