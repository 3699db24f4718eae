// Contracts worked by staff, against PGlite and PostgreSQL, through the pages' forms: a draft from a
// plan request (and its refusals in the staff's words, a quoted plan, another site row), sending it
// for acceptance (the email filed under 'contract'), cancelling with a reason, renewing on the
// customer's behalf, stale pages refused, notes, the audit entries; the list's filters and its
// formula-safe CSV; the dashboard's figures; and what the contract page reads.
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, contractAcceptances, contractEvents, contracts, emailOutbox, planRequests } from "~/db/schema";
import { acceptContract, contractTerms } from "~/lib/contracts/contracts.server";
import { addDays, indiaDay } from "~/lib/contracts/period";
import { contractActionForm, contractDraftForm } from "~/lib/contracts/staff-actions.server";
import {
  contractCsvRecords,
  contractsDashboardSummary,
  getStaffContract,
  listStaffContracts,
} from "~/lib/contracts/staff.server";
import { type ContractActionData, contractList, type DraftActionData } from "~/lib/contracts/staff-query";
import { getEnv } from "~/lib/env.server";
import { type FormDefinition, handleForm } from "~/lib/forms/pipeline.server";
import type { CaseFormEnv } from "~/lib/casework/case-form.server";
import { csvRow } from "~/lib/newsletter/csv";
import type { StaffUser } from "~/lib/staff/guard.server";
import { addContract, addPlanRequest, addUser, moveContractEnd } from "~/testing/factories.server";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./support/database";

const env = getEnv();
type Customer = { id: number; email: string; fullName: string };

/** A form post as a browser sends it: fields in page order (a name may repeat), from our origin. */
function post(path: string, fields: [string, string][]) {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { origin: env.PUBLIC_URL, "user-agent": "integration-test" },
  });
}

describe.each(databaseKinds)("staff contracts on %s", (kind) => {
  let database: TestDatabase;
  let staff: StaffUser;
  let customer: Customer;
  // India's date, taken per test: a run that crosses 18:30 UTC (India's midnight) would otherwise
  // compare a date taken before midnight with one the server takes after it.
  let today = indiaDay(new Date());
  beforeEach(() => {
    today = indiaDay(new Date());
  });

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const member = await addUser(database.db, "staff", "Desk Member");
    staff = { ...member, role: "staff" };
    customer = await addUser(database.db, "customer", "Asha Nair");
  });
  afterAll(async () => {
    await database?.destroy();
  });

  const request = <Body>(definition: FormDefinition<Body, CaseFormEnv>, path: string, fields: [string, string][]) =>
    handleForm(definition, {
      request: post(path, fields),
      db: database.db,
      clientAddress: "198.51.100.7",
      env,
      session: async () => staff,
    });
  const draft = (fields: [string, string][], id?: number) =>
    request(
      contractDraftForm(staff, id === undefined ? { mode: "new" } : { mode: "edit", id }),
      id === undefined ? "/staff/contracts/new" : `/staff/contracts/${id}/edit`,
      [...fields, ["intent", "save"]],
    ) as Promise<{ type: string; status?: number; location?: string; body?: DraftActionData }>;
  const act = (id: number, fields: Record<string, string>) =>
    request(contractActionForm(staff, id), `/staff/contracts/${id}`, Object.entries(fields)) as Promise<{
      type: string;
      status?: number;
      location?: string;
      body?: ContractActionData;
    }>;
  const contract = async (id: number) => (await database.db.select().from(contracts).where(eq(contracts.id, id)))[0]!;
  const idFrom = (location: string | undefined) => Number(/\/staff\/contracts\/(\d+)$/.exec(location ?? "")?.[1]);
  const audits = (id: number) =>
    database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, "contract"), eq(auditLog.subjectId, String(id))));

  it("drafts from a plan request, refusing mistakes in the staff's words; adds a site row; the customer's acceptance activates the request", async () => {
    const { db } = database;
    const planRequest = await addPlanRequest(db, customer.id, { planId: "professional", status: "contacted" });
    const base: [string, string][] = [
      ["planId", "professional"],
      ["billingPeriod", "quarterly"],
      ["startsOn", addDays(today, 7)],
      ["siteAddress1", "TC 15/1234, Vazhuthacaud"],
      ["siteArea1", "Thiruvananthapuram"],
      ["siteAddress2", ""],
      ["siteArea2", ""],
    ];

    const refused = await draft([
      ["customerEmail", "nobody@customer.test"],
      ["planId", "free-tier"],
      ["billingPeriod", "weekly"],
      ["startsOn", addDays(today, -1)],
      ["siteAddress1", "Half a row"],
      ["siteArea1", ""],
    ]);
    expect(refused).toMatchObject({
      type: "data",
      status: 400,
      body: {
        message: "The draft was not saved. Please correct the fields marked below.",
        fieldErrors: {
          customerEmail: "No customer account has this email address",
          planId: "Choose a plan that becomes a contract",
          startsOn: "The start date cannot be in the past",
          siteArea1: "Enter the site's area, or clear its address",
        },
        values: { customerEmail: "nobody@customer.test", siteAddress1: "Half a row" },
      },
    });
    // A staff account is not a customer either.
    const notCustomer = await draft([["customerEmail", staff.email], ...base]);
    expect(notCustomer.body?.fieldErrors.customerEmail).toBe("No customer account has this email address");

    // "Add another site" saves nothing and comes back with one more row and everything typed.
    const more = await request(contractDraftForm(staff, { mode: "new" }), "/staff/contracts/new", [
      ["planRequest", String(planRequest.id)],
      ...base,
      ["intent", "addSite"],
      ["intent", "save"],
    ]);
    expect(more).toMatchObject({ type: "data", status: 200, body: { intent: "addSite", siteRows: 3 } });
    expect((more as { body: DraftActionData }).body.values.siteAddress1).toBe("TC 15/1234, Vazhuthacaud");

    const saved = await draft([["planRequest", String(planRequest.id)], ...base]);
    expect(saved).toMatchObject({ type: "redirect" });
    const id = idFrom(saved.location);
    expect(await contract(id)).toMatchObject({
      userId: customer.id,
      planRequestId: planRequest.id,
      status: "draft",
      billingPeriod: "quarterly",
      periodPricePaise: 5_997_00,
      startsOn: addDays(today, 7),
    });
    const page = await getStaffContract(db, id);
    expect(page?.sites).toEqual([{ address: "TC 15/1234, Vazhuthacaud", area: "Thiruvananthapuram" }]);
    expect(page?.acceptance).toBeNull();
    expect(page?.service).toBeNull();
    expect((await audits(id)).map((entry) => entry.action)).toEqual(["contract.draft"]);

    // The draft's edit page: the same form; the customer stays the draft's.
    const edited = await draft([...base.filter(([name]) => name !== "billingPeriod"), ["billingPeriod", "annual"]], id);
    expect(edited).toMatchObject({ type: "redirect", location: `/staff/contracts/${id}` });
    expect((await contract(id)).periodPricePaise).toBe(23_988_00);

    // Sent, and accepted by the customer: the plan request becomes active (the only way now).
    expect(await act(id, { intent: "send", expectedStatus: "draft" })).toMatchObject({ type: "redirect" });
    const { hash } = await contractTerms(db, await contract(id));
    await acceptContract(db, customer, id, { termsHash: hash, clientAddress: "203.0.113.5", userAgent: "test" });
    const [activated] = await db.select().from(planRequests).where(eq(planRequests.id, planRequest.id));
    expect(activated?.status).toBe("active");
    // A contract no longer a draft cannot be edited.
    expect(await draft(base, id)).toMatchObject({ type: "data", status: 409 });
  });

  it("drafts a Custom Enterprise contract with its quote, and refuses a quote that is not one", async () => {
    const fields: [string, string][] = [
      ["customerEmail", customer.email.toUpperCase()],
      ["planId", "custom"],
      ["billingPeriod", "monthly"],
      ["startsOn", today],
    ];
    const refused = await draft([
      ...fields,
      ["price", "a lot"],
      ["responseHours", "0"],
      ["responseMinutes", "0"],
      ["deviceLimit", "many"],
    ]);
    expect(refused.body?.fieldErrors).toMatchObject({
      price: "Enter the quoted monthly price in rupees, for example 12,500",
      responseHours: "Enter a response time of at least one minute",
      deviceLimit: "Enter a whole number, or leave it empty",
    });
    const saved = await draft([
      ...fields,
      ["price", "₹12,500.50"],
      ["responseHours", "1"],
      ["responseMinutes", "30"],
      ["deviceLimit", ""],
      ["visits", "24"],
    ]);
    expect(await contract(idFrom(saved.location))).toMatchObject({
      planId: "custom",
      pricePaisePerMonth: 12_500_50,
      responseMinutes: 90,
      deviceLimit: null,
      onSiteVisitsPerYear: 24,
    });
  });

  it("sends for acceptance (the email filed under 'contract'), refusing a stale page", async () => {
    const { id } = await addContract(database.db, customer, { state: "draft" });
    expect(await act(id, { intent: "send", expectedStatus: "active" })).toMatchObject({
      type: "data",
      status: 409,
      body: { message: expect.stringContaining("Someone changed this contract to draft") },
    });
    expect(await act(id, { intent: "send", expectedStatus: "draft" })).toMatchObject({
      type: "redirect",
      location: `/staff/contracts/${id}`,
    });
    const [sent] = await database.db
      .select()
      .from(contractEvents)
      .where(and(eq(contractEvents.contractId, id), eq(contractEvents.kind, "sent")));
    const [mail] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, sent!.outboxId!));
    expect(mail).toMatchObject({
      kind: "contract.sent",
      toAddress: customer.email,
      recordType: "contract",
      subject: expect.stringContaining(`AMC-${id}`),
    });
    const page = await getStaffContract(database.db, id);
    expect(page?.history.map((event) => [event.kind, event.emailStatus])).toEqual([
      ["created", null],
      ["sent", "pending"],
    ]);
    expect((await audits(id)).map((entry) => [entry.action, entry.actorEmail])).toEqual([
      ["contract.draft", ""],
      ["contract.send", staff.email],
    ]);
  });

  it("cancels with a required reason, emailing the customer once it was sent, never a draft never sent", async () => {
    const { id } = await addContract(database.db, customer, { state: "active" });
    expect(await act(id, { intent: "cancel", expectedStatus: "active", reason: "  " })).toMatchObject({
      type: "data",
      status: 400,
      body: { fieldErrors: { reason: "Reason is required" } },
    });
    expect(
      await act(id, { intent: "cancel", expectedStatus: "active", reason: "Moved their office to Kochi" }),
    ).toMatchObject({ type: "redirect" });
    expect(await contract(id)).toMatchObject({ status: "cancelled", cancelReason: "Moved their office to Kochi" });
    const [event] = await database.db
      .select()
      .from(contractEvents)
      .where(and(eq(contractEvents.contractId, id), eq(contractEvents.toValue, "cancelled")));
    const [mail] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, event!.outboxId!));
    expect(mail).toMatchObject({ kind: "contract.cancelled", recordType: "contract" });
    expect(mail!.textBody).toContain("Moved their office to Kochi");
    const cancelled = (await audits(id)).find((entry) => entry.action === "contract.cancel");
    expect(cancelled).toMatchObject({ actorEmail: staff.email, before: { status: "active" } });
    // The page was rendered before: refused as stale, nothing doubled.
    expect(await act(id, { intent: "cancel", expectedStatus: "active", reason: "Again" })).toMatchObject({
      type: "data",
      status: 409,
    });

    const unsent = await addContract(database.db, customer, { state: "draft" });
    await act(unsent.id, { intent: "cancel", expectedStatus: "draft", reason: "Drafted by mistake" });
    const [unsentEvent] = await database.db
      .select()
      .from(contractEvents)
      .where(and(eq(contractEvents.contractId, unsent.id), eq(contractEvents.toValue, "cancelled")));
    expect(unsentEvent?.outboxId).toBeNull();
  });

  it("renews on the customer's behalf after a confirmation, accepted in the staff member's name, once", async () => {
    const { id } = await addContract(database.db, customer, { state: "active", endsInDays: 5 });
    const asked = await act(id, { intent: "renew", expectedStatus: "active" });
    expect(asked).toMatchObject({ type: "data", status: 200, body: { confirm: true } });
    expect((await contract(id)).status).toBe("active");

    const renewed = await act(id, { intent: "renew", expectedStatus: "active", confirm: "yes" });
    expect(renewed.type).toBe("redirect");
    const next = idFrom(renewed.location);
    expect(await contract(next)).toMatchObject({ previousContractId: id, status: "active" });
    expect((await contract(id)).status).toBe("renewed");
    const [acceptance] = await database.db
      .select()
      .from(contractAcceptances)
      .where(eq(contractAcceptances.contractId, next));
    expect(acceptance).toMatchObject({ channel: "staff", userId: staff.id, clientAddress: "198.51.100.7" });
    expect((await audits(id)).find((entry) => entry.action === "contract.renew")).toMatchObject({
      actorEmail: staff.email,
      after: { channel: "staff", next },
    });
    // The renewal chain, both ways; a second renewal from the old page is stale.
    expect((await getStaffContract(database.db, id))?.chain).toEqual({ previous: null, next });
    expect((await getStaffContract(database.db, next))?.chain).toEqual({ previous: id, next: null });
    expect(await act(id, { intent: "renew", expectedStatus: "active", confirm: "yes" })).toMatchObject({
      type: "data",
      status: 409,
    });
    expect(await database.db.select().from(contracts).where(eq(contracts.previousContractId, id))).toHaveLength(1);
  });

  it("adds a note, audited; the page reads the acceptance, the measured service and the entitlements", async () => {
    const { id } = await addContract(database.db, customer, { state: "active" });
    expect(await act(id, { intent: "note", note: "Called about a second site." })).toMatchObject({ type: "redirect" });
    expect((await audits(id)).map((entry) => entry.action)).toContain("contract.note");
    const page = await getStaffContract(database.db, id);
    expect(page?.history.at(-1)).toMatchObject({
      kind: "note",
      body: "Called about a second site.",
      actorName: staff.fullName,
    });
    expect(page?.acceptance).toMatchObject({
      channel: "portal",
      accountEmail: customer.email,
      clientAddress: "127.0.0.1",
    });
    expect(page?.acceptance?.termsText).toContain(`AMC-${id}`);
    expect(page?.service).toMatchObject({ from: today, figures: { opened: 0, firstResponse: { within: 0, due: 0 } } });
    expect(page?.usage).toMatchObject({ visitsUsed: 0, devicesCovered: 0, deviceLimit: 10 });
  });

  it("lists with filters and exports the same filters as formula-safe CSV; the dashboard sums paise", async () => {
    const { db } = database;
    const before = await contractsDashboardSummary(db);
    const tricky = await addUser(db, "customer", '=HYPERLINK("http://x")');
    const ending = await addContract(db, tricky, { planId: "professional", state: "active", endsInDays: 10 });
    const later = await addContract(db, tricky, { planId: "starter", state: "active", autoRenew: true });
    await moveContractEnd(db, later.id, 200);
    const after = await contractsDashboardSummary(db);
    expect(after.active - before.active).toBe(2);
    expect(after.mrrPaise - before.mrrPaise).toBe(1_999_00 + 399_00);
    expect(after.endingCount - before.endingCount).toBe(1);
    expect(after.endingMrrPaise - before.endingMrrPaise).toBe(1_999_00);

    const find = (search: string) => listStaffContracts(db, contractList.parse(new URLSearchParams(search)));
    const mine = await find(`q=${encodeURIComponent(tricky.email)}`);
    expect(mine.rows.map((row) => row.id)).toEqual([ending.id, later.id]);
    expect((await find(`q=${encodeURIComponent(tricky.email)}&ending=30`)).rows.map((row) => row.id)).toEqual([
      ending.id,
    ]);
    expect((await find(`q=${encodeURIComponent(tricky.email)}&autoRenewOff=1`)).rows.map((row) => row.id)).toEqual([
      ending.id,
    ]);
    expect((await find(`q=${encodeURIComponent(tricky.email)}&plan=starter`)).rows.map((row) => row.id)).toEqual([
      later.id,
    ]);
    const inForce = await find("status=in-force");
    expect(inForce.total).toBe(after.active);
    expect(inForce.rows.every((row) => row.status === "active" || row.status === "expiring")).toBe(true);
    expect((await find("status=cancelled")).rows.every((row) => row.status === "cancelled")).toBe(true);
    // A hostile URL still shows a list.
    expect((await find("status=%00&ending=-1&page=abc&q=%25")).total).toBe(0);

    const { page: _, ...filters } = contractList.parse(new URLSearchParams(`q=${encodeURIComponent(tricky.email)}`));
    const csv = (await contractCsvRecords(db, staff, filters)).map(csvRow).join("");
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "Contract,Customer,Email,Plan,Status,Billing period,Starts on,Ends on,Monthly price (INR),Price per billing period (INR),Auto-renew",
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(
      `AMC-${ending.id},"'=HYPERLINK(""http://x"")",${tricky.email},Professional AMC,Active,Monthly`,
    );
    expect(lines[1]).toContain(",1999.00,1999.00,no");
    expect(lines[2]).toContain(",399.00,399.00,yes");
    const [exported] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "contract.export"), inArray(auditLog.actorEmail, [staff.email])));
    expect(exported?.after).toMatchObject({ q: tricky.email });
  });
});
