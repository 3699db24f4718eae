// The support desk measured against the customer's AMC contract, on PGlite and PostgreSQL: a new
// ticket copies the response time of the contract covering the customer (the shortest of several),
// keeps it through the grace period and loses it once the contract lapses; the staff ticket page
// names the contract and flags grace and expiry; the customer's pages say when a lapsed contract no
// longer shortens their targets. The contract is moved, not the clock (moveContractEnd).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tickets } from "~/db/schema";
import { getEnv } from "~/lib/env.server";
import { openTicket } from "~/lib/tickets/customer-tickets.server";
import type { TicketContract } from "~/lib/tickets/staff-queue";
import { loader as newTicketLoader } from "~/routes/account-ticket-new";
import { loader as staffTicketLoader } from "~/routes/staff/ticket";
import { addContract, addUser, moveContractEnd, signedInCookie } from "~/testing/factories.server";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./support/database";
import { behindConsole, routeContext } from "./support/routes";

const env = getEnv();
const fields = {
  subject: "Server unreachable",
  description: "The file server stopped answering this morning.",
  priority: "medium" as const,
  type: "network" as const,
  device: "",
  location: "",
};

describe.each(databaseKinds)("the desk and contracts on %s", (kind) => {
  let database: TestDatabase;
  let staffCookie: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const staff = await addUser(database.db, "staff", "Desk Agent");
    staffCookie = await signedInCookie(database.db, staff);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  async function ticketFor(customer: { id: number; email: string; fullName: string }) {
    const opened = await openTicket(database.db, customer, fields, {
      submissionId: crypto.randomUUID(),
      source: "web",
      staffEmail: env.STAFF_EMAIL,
      publicUrl: env.PUBLIC_URL,
    });
    const [row] = await database.db.select().from(tickets).where(eq(tickets.id, opened!.id));
    return row!;
  }

  async function staffPage(number: string) {
    const request = new Request(`http://localhost/staff/tickets/${number}`, { headers: { cookie: staffCookie } });
    return (await behindConsole(staffTicketLoader)({
      request,
      context: routeContext(database.db),
      params: { number },
    } as never)) as { ticket: { contract: TicketContract | null } };
  }

  async function newTicketPage(customer: { id: number; email: string; role: "customer" | "staff" | "admin" }) {
    const cookie = await signedInCookie(database.db, customer);
    const request = new Request("http://localhost/account/tickets/new", { headers: { cookie } });
    return (await newTicketLoader({
      request,
      url: new URL(request.url),
      context: routeContext(database.db),
      params: {},
    } as never)) as {
      contractNote: { id: string } | null;
    };
  }

  it("gives a Professional contract's customer 8 hours, through grace, and the standard target once it lapses", async () => {
    const customer = await addUser(database.db, "customer", "Meera Iyer");
    const { id } = await addContract(database.db, customer, { planId: "professional" });

    const covered = await ticketFor(customer);
    expect(covered.planResponseMinutes).toBe(8 * 60);
    expect((await staffPage(covered.number)).ticket.contract).toMatchObject({
      id,
      planName: "Professional AMC",
      responseMinutes: 480,
      state: "in-force",
      graceUntil: null,
    });
    expect((await newTicketPage(customer)).contractNote).toBeNull();

    // Ended five days ago: within the 15 days' grace the plan's service continues.
    await moveContractEnd(database.db, id, -5);
    const inGrace = await ticketFor(customer);
    expect(inGrace.planResponseMinutes).toBe(480);
    const graceContract = (await staffPage(inGrace.number)).ticket.contract;
    expect(graceContract).toMatchObject({ id, state: "grace" });
    expect(graceContract!.graceUntil! > graceContract!.endsOn).toBe(true);

    // Past grace (the expiry job has not run yet: coverage and the flag go by the dates).
    await moveContractEnd(database.db, id, -16);
    const lapsed = await ticketFor(customer);
    expect(lapsed.planResponseMinutes).toBeNull();
    // The medium priority's own target: 8 business hours from the opening, not the plan's 8 hours.
    expect(lapsed.firstResponseDueAt).not.toBeNull();
    const lapsedContract = (await staffPage(lapsed.number)).ticket.contract;
    expect(lapsedContract).toMatchObject({ id, state: "lapsed", graceUntil: null });
    expect(lapsedContract!.expiredOn! > lapsedContract!.endsOn).toBe(true);
    // The staff page of the earlier ticket flags the lapse too: the flag is about the customer now.
    expect((await staffPage(covered.number)).ticket.contract).toMatchObject({ state: "lapsed" });
    expect((await newTicketPage(customer)).contractNote).not.toBeNull();
  });

  it("takes the shortest response time when two contracts cover the customer", async () => {
    const customer = await addUser(database.db, "customer", "Arjun Das");
    await addContract(database.db, customer, { planId: "professional" });
    const { id: enterprise } = await addContract(database.db, customer, {
      planId: "enterprise",
      sites: [{ address: "Technopark Phase 3", area: "Kazhakkoottam" }],
    });
    const ticket = await ticketFor(customer);
    expect(ticket.planResponseMinutes).toBe(2 * 60);
    expect((await staffPage(ticket.number)).ticket.contract).toMatchObject({ id: enterprise, state: "in-force" });
  });

  it("gives a customer who never had a contract the standard target and no contract on the page", async () => {
    const customer = await addUser(database.db, "customer", "Sara Khan");
    // A draft is not a contract yet.
    await addContract(database.db, customer, { planId: "enterprise", state: "sent" });
    const ticket = await ticketFor(customer);
    expect(ticket.planResponseMinutes).toBeNull();
    expect((await staffPage(ticket.number)).ticket.contract).toBeNull();
    expect((await newTicketPage(customer)).contractNote).toBeNull();
  });
});
