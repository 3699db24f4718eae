// Contracts billed, on PGlite (and the hourly billing run by two servers at once on PGlite and
// PostgreSQL): acceptance invoices the period in force (plan price + 18 % GST, CGST + SGST in Kerala;
// monthly, quarterly and annual periods), the hourly run invoices a later period once, a free
// contract and invoicing switched off invoice nothing; a renewal by its link is invoiced at once and
// held in grace (the link's page names the invoice) until paid in full or waived by staff; the
// customer's and the desk's words for it; the billing details form (a GSTIN checked); and another
// customer sees none of it.
import { and, asc, eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { billingDetailsCopy } from "~/content/account-billing";
import type { Database, DatabaseHandle } from "~/db/client.server";
import { openDatabase } from "~/db/client.server";
import { auditLog, billingProfiles, contractEvents, contracts, invoiceLines, invoices } from "~/db/schema";
import { contractStateText } from "~/components/contracts/contract-facts";
import { contractStanding } from "~/lib/contracts/coverage.server";
import { getCustomerContract, listCustomerContracts } from "~/lib/contracts/customer-contracts.server";
import { addDays, addMonths, billingPeriodOn, daysBetween, indiaDay } from "~/lib/contracts/period";
import type { RenewalPageData } from "~/lib/contracts/renewal-page.server";
import { signRenewalToken } from "~/lib/contracts/renewal-links.server";
import { contractActionForm } from "~/lib/contracts/staff-actions.server";
import { getStaffContract, listStaffContracts } from "~/lib/contracts/staff.server";
import { type ContractActionData, contractList } from "~/lib/contracts/staff-query";
import { getEnv } from "~/lib/env.server";
import { handleForm } from "~/lib/forms/pipeline.server";
import type { BillingActionData } from "~/lib/invoices/billing-details";
import { resetInvoicingConfig } from "~/lib/invoices/company.server";
import { runContractBilling } from "~/lib/invoices/contract-billing.server";
import { customerInvoice } from "~/lib/invoices/invoices.server";
import * as billingRoute from "~/routes/account-billing";
import * as contractPage from "~/routes/account-contract";
import ContractRenewalPage, * as renewalRoute from "~/routes/contract-renewal";
import { addContract, addPayment, addUser, moveContractEnd, signedInCookie } from "~/testing/factories.server";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./support/database";
import { callPage, callRoute, formPost, routeContext } from "./support/routes";

const env = getEnv();
const today = () => indiaDay(new Date());
type Customer = Awaited<ReturnType<typeof addUser>>;

/** The contract's invoices, by period. */
async function invoicesOf(db: Database, contractId: number) {
  return db
    .select()
    .from(invoices)
    .where(and(eq(invoices.contractId, contractId), eq(invoices.kind, "invoice")))
    .orderBy(asc(invoices.periodStartsOn));
}

async function contractRow(db: Database, id: number) {
  const [row] = await db.select().from(contracts).where(eq(contracts.id, id));
  if (!row) throw new Error(`no contract ${id}`);
  return row;
}

async function eventsOf(db: Database, id: number, kind: "invoiced" | "paid" | "payment_waived") {
  return db
    .select()
    .from(contractEvents)
    .where(and(eq(contractEvents.contractId, id), eq(contractEvents.kind, kind)));
}

/** A contract moved so that today lies `daysIn` days into its term (its later billing periods due). */
async function contractStartedDaysAgo(db: Database, customer: Customer, daysIn: number) {
  const { id } = await addContract(db, customer);
  const row = await contractRow(db, id);
  await moveContractEnd(db, id, daysBetween(row.startsOn, row.endsOn) - daysIn);
  return contractRow(db, id);
}

describe("contract billing on pglite", () => {
  let database: TestDatabase;
  let db: Database;
  let asha: Customer;
  let ravi: Customer;
  let staff: Customer;

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    db = database.db;
    asha = await addUser(db, "customer", "Asha Nair");
    ravi = await addUser(db, "customer", "Ravi Menon");
    staff = await addUser(db, "staff", "Desk Member");
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it("invoices the first period on acceptance: the plan's price plus 18 % GST, CGST and SGST in Kerala", async () => {
    const { id } = await addContract(db, asha, { planId: "professional" });
    const contract = await contractRow(db, id);
    const [invoice, ...more] = await invoicesOf(db, id);
    expect(more).toEqual([]);
    // ₹1,999.00 a month; 9 % each = ₹179.91; ₹2,358.82 rounded to ₹2,359 (round-off +₹0.18).
    expect(invoice).toMatchObject({
      source: "contract",
      userId: asha.id,
      periodStartsOn: contract.startsOn,
      periodEndsOn: addDays(addMonths(contract.startsOn, 1), -1),
      issueDate: today(),
      taxablePaise: 199_900,
      cgstPaise: 17_991,
      sgstPaise: 17_991,
      igstPaise: 0,
      roundOffPaise: 18,
      totalPaise: 235_900,
      placeOfSupply: "32",
      status: "due",
    });
    const [line] = await db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoice!.id));
    expect(line).toMatchObject({
      sacCode: "998316",
      unit: "period",
      quantityMilli: 1000,
      ratePaise: contract.periodPricePaise,
      taxRateBasisPoints: 1800,
    });
    expect(line?.description).toMatch(
      new RegExp(
        `^Professional AMC — annual maintenance contract AMC-${id}, \\d{1,2} \\w+ \\d{4} to \\d{1,2} \\w+ \\d{4}$`,
      ),
    );
    const [event] = await eventsOf(db, id, "invoiced");
    expect(event?.toValue).toBe(invoice!.number);
    expect(contract.awaitingPayment).toBe(false);
  });

  it("bills quarterly and annual contracts for their whole period", async () => {
    const quarterly = await contractRow(db, (await addContract(db, asha, { billingPeriod: "quarterly" })).id);
    const [q] = await invoicesOf(db, quarterly.id);
    expect(q).toMatchObject({
      periodStartsOn: quarterly.startsOn,
      periodEndsOn: addDays(addMonths(quarterly.startsOn, 3), -1),
      taxablePaise: quarterly.periodPricePaise,
    });
    expect(quarterly.periodPricePaise).toBe(3 * quarterly.pricePaisePerMonth);

    const annual = await contractRow(db, (await addContract(db, asha, { billingPeriod: "annual" })).id);
    const [a] = await invoicesOf(db, annual.id);
    expect(a).toMatchObject({ periodStartsOn: annual.startsOn, periodEndsOn: annual.endsOn });
    expect(a?.taxablePaise).toBe(12 * annual.pricePaisePerMonth);
  });

  it("invoices a later period once by the hourly run, and nothing for a free contract or with invoicing off", async () => {
    const running = await contractStartedDaysAgo(db, asha, 40);
    const period = billingPeriodOn(running, today())!;
    expect(period.from).not.toBe(running.startsOn);

    await runContractBilling(db);
    await runContractBilling(db);
    const current = (await invoicesOf(db, running.id)).filter((row) => row.periodStartsOn === period.from);
    expect(current).toHaveLength(1);
    expect(current[0]).toMatchObject({ periodEndsOn: period.to, issueDate: today() });
    expect((await eventsOf(db, running.id, "invoiced")).map((event) => event.toValue)).toContain(current[0]!.number);

    // A contract whose quote is nothing is never invoiced.
    const { id: free } = await addContract(db, asha, {
      planId: "custom",
      custom: { pricePaisePerMonth: 0, responseMinutes: 60, deviceLimit: null, onSiteVisitsPerYear: null },
    });
    await runContractBilling(db);
    expect(await invoicesOf(db, free)).toEqual([]);

    // Invoicing switched off: neither acceptance nor the run bills anything.
    const saved = process.env.INVOICING;
    process.env.INVOICING = "0";
    resetInvoicingConfig();
    try {
      const { id: unbilled } = await addContract(db, ravi);
      const later = await contractStartedDaysAgo(db, ravi, 40);
      expect(await runContractBilling(db)).toBe("");
      expect(await invoicesOf(db, unbilled)).toEqual([]);
      expect(await invoicesOf(db, later.id)).toEqual([]);
    } finally {
      process.env.INVOICING = saved;
      resetInvoicingConfig();
    }
  });

  it("invoices a renewal by its link at once and holds it in grace until paid in full", async () => {
    const { id } = await addContract(db, asha, { endsInDays: 10 });
    const token = signRenewalToken(id, env.APP_SECRET);
    const context = routeContext(db, "203.0.113.40");
    const pressed = await callRoute<RenewalPageData>(
      renewalRoute.action as never,
      formPost("/contract-renewal", { token }, { origin: env.PUBLIC_URL }),
      context,
    );
    expect(pressed.data.state).toBe("renewed");
    const page = pressed.data as Extract<RenewalPageData, { state: "renewed" }>;
    const next = await contractRow(db, page.nextId);
    expect(next.awaitingPayment).toBe(true);
    const [invoice] = await invoicesOf(db, next.id);
    // Dated today although the renewal starts after the old contract's end.
    expect(invoice).toMatchObject({ periodStartsOn: next.startsOn, issueDate: today(), contractId: next.id });
    expect(page.invoice).toEqual({
      id: invoice!.id,
      number: invoice!.number,
      totalPaise: invoice!.totalPaise,
      dueDate: invoice!.dueDate,
    });
    expect((await eventsOf(db, next.id, "invoiced"))[0]?.toValue).toBe(invoice!.number);

    const render = (data: RenewalPageData) =>
      renderToStaticMarkup(
        createElement(
          MemoryRouter,
          null,
          createElement(ContractRenewalPage as never, { loaderData: data, actionData: data }),
        ),
      );
    const renewedHtml = render(pressed.data);
    expect(renewedHtml).toContain(`Renewed — invoice ${invoice!.number}`);
    expect(renewedHtml).toContain(`href="/account/invoices/${invoice!.id}"`);
    expect(renewedHtml).toContain("Amount ₹2,359.00, due by");
    const again = await callRoute<RenewalPageData>(
      renewalRoute.action as never,
      formPost("/contract-renewal", { token }, { origin: env.PUBLIC_URL }),
      context,
    );
    expect(render(again.data)).toContain(`Already renewed as AMC-${next.id} — invoice ${invoice!.number}`);
    expect(await invoicesOf(db, next.id)).toHaveLength(1);

    // The customer's words: the renewal in grace until paid, the old one renewed as it; the desk is told.
    const summaries = await listCustomerContracts(db, asha.id);
    const renewal = summaries.find((row) => row.id === next.id)!;
    const old = summaries.find((row) => row.id === id)!;
    expect(contractStateText(renewal.state)).toBe(`Renewed — in grace until invoice ${invoice!.number} is paid`);
    expect(contractStateText(old.state)).toBe(`Renewed as AMC-${next.id}`);
    expect(renewal.awaitingInvoice).toMatchObject({ id: invoice!.id, number: invoice!.number });
    // Its first period is billed already: the next billing date is the second's.
    expect(renewal.nextBilling?.day).toBe(addMonths(next.startsOn, 1));
    expect((await contractStanding(db, asha.id)).awaitingPayment).toEqual({
      contractId: next.id,
      invoiceNumber: invoice!.number,
    });
    const staffPage = await getStaffContract(db, next.id);
    expect(staffPage?.awaitingInvoice?.number).toBe(invoice!.number);
    expect(staffPage?.invoices.map((row) => [row.number, row.standing])).toEqual([[invoice!.number, "due"]]);

    // A part payment keeps it in grace; the rest releases it, with 'paid' in its history.
    await addPayment(db, { invoiceId: invoice!.id, amountPaise: 100_000, receivedOn: today(), method: "cash" });
    expect((await contractRow(db, next.id)).awaitingPayment).toBe(true);
    await addPayment(db, {
      invoiceId: invoice!.id,
      amountPaise: invoice!.totalPaise - 100_000,
      receivedOn: today(),
      method: "upi",
      reference: "612345678901",
    });
    expect((await contractRow(db, next.id)).awaitingPayment).toBe(false);
    expect((await eventsOf(db, next.id, "paid")).map((event) => event.toValue)).toEqual([invoice!.number]);
    const paidPage = await getCustomerContract(db, asha.id, next.id);
    expect(paidPage?.state.state).not.toBe("awaiting-payment");
    expect(paidPage?.invoices.map((row) => row.standing)).toEqual(["paid"]);
  });

  it("lets staff waive a renewal's payment with a reason, comparing the page's state, audited", async () => {
    const { id } = await addContract(db, asha, { endsInDays: 5 });
    const token = signRenewalToken(id, env.APP_SECRET);
    const pressed = await callRoute<RenewalPageData>(
      renewalRoute.action as never,
      formPost("/contract-renewal", { token }, { origin: env.PUBLIC_URL }),
      routeContext(db),
    );
    const nextId = (pressed.data as Extract<RenewalPageData, { state: "renewed" }>).nextId;
    const act = (fields: Record<string, string>) =>
      handleForm(contractActionForm({ ...staff }, nextId), {
        request: formPost(`/staff/contracts/${nextId}`, fields, { origin: env.PUBLIC_URL }),
        db,
        clientAddress: "198.51.100.7",
        env,
        session: async () => staff,
      }) as Promise<{ type: string; status?: number; body?: ContractActionData }>;

    const noReason = await act({ intent: "waive", expectedStatus: "active", waiveReason: " " });
    expect(noReason.status).toBe(400);
    expect(noReason.body?.fieldErrors.waiveReason).toBeTruthy();
    expect((await act({ intent: "waive", expectedStatus: "expiring", waiveReason: "Paid by cheque" })).status).toBe(
      409,
    );
    expect((await contractRow(db, nextId)).awaitingPayment).toBe(true);

    const awaiting = async () =>
      (await listStaffContracts(db, contractList.parse(new URLSearchParams("awaitingPayment=1")))).rows.map(
        (row) => row.id,
      );
    expect(await awaiting()).toContain(nextId);

    const waived = await act({
      intent: "waive",
      expectedStatus: "active",
      waiveReason: "Paid by cheque at the office",
    });
    expect(waived.type).toBe("redirect");
    expect((await contractRow(db, nextId)).awaitingPayment).toBe(false);
    expect(await awaiting()).not.toContain(nextId);
    const [event] = await eventsOf(db, nextId, "payment_waived");
    expect(event).toMatchObject({ body: "Paid by cheque at the office", actorUserId: staff.id, internal: true });
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, "contract"), eq(auditLog.subjectId, String(nextId))));
    expect(audits.map((entry) => entry.action)).toContain("contract.waive-payment");
    // Waived already: a second press changes nothing.
    expect((await act({ intent: "waive", expectedStatus: "active", waiveReason: "Again" })).status).toBe(409);
    expect(await eventsOf(db, nextId, "payment_waived")).toHaveLength(1);
  });

  it("keeps a contract's invoices from another customer", async () => {
    const { id } = await addContract(db, asha);
    const [invoice] = await invoicesOf(db, id);
    expect(await customerInvoice(db, ravi.id, invoice!.id)).toBeNull();
    expect(await getCustomerContract(db, ravi.id, id)).toBeNull();
    const raviCookie = await signedInCookie(db, { ...ravi, role: "customer" });
    const foreign = await callPage(
      contractPage.loader as never,
      new Request(`http://localhost/account/contracts/${id}`, { headers: { cookie: raviCookie } }),
      routeContext(db),
      { id: String(id) },
    );
    expect(foreign.status).toBe(404);
    const own = await getCustomerContract(db, asha.id, id);
    expect(own?.invoices.map((row) => row.number)).toEqual([invoice!.number]);
  });

  it("keeps the customer's billing details when the GSTIN checks out, and says what is wrong otherwise", async () => {
    const cookie = await signedInCookie(db, { ...ravi, role: "customer" });
    const post = (fields: Record<string, string>) =>
      callPage(
        billingRoute.action as never,
        formPost("/account/billing", fields, { origin: env.PUBLIC_URL, cookie }),
        routeContext(db),
        {},
      ) as Promise<{ status: number; data: BillingActionData | null }>;
    const kept = async () => (await db.select().from(billingProfiles).where(eq(billingProfiles.userId, ravi.id)))[0];
    const base = { legalName: "Menon Traders LLP", address: "TC 12/345, Pattom\nThiruvananthapuram 695004" };

    const refusals: [Record<string, string>, string][] = [
      [{ stateCode: "32", gstin: "32AAGCB7383J1ZA" }, billingDetailsCopy.errors.gstinCheck],
      [{ stateCode: "32", gstin: "29AAGCB7383J1Z4" }, billingDetailsCopy.errors.gstinOtherState("Karnataka", "Kerala")],
      [{ stateCode: "32", gstin: "32ABC" }, billingDetailsCopy.errors.gstinFormat],
      [{ stateCode: "32", gstin: "99AAGCB7383J1Z5" }, billingDetailsCopy.errors.gstinState("99")],
      [{ stateCode: "00", gstin: "" }, billingDetailsCopy.errors.state],
    ];
    for (const [fields, message] of refusals) {
      const refused = await post({ ...base, ...fields });
      expect(refused.status).toBe(400);
      expect(Object.values(refused.data?.fieldErrors ?? {})).toContain(message);
      expect(await kept()).toBeUndefined();
    }

    const saved = await post({ ...base, stateCode: "32", gstin: " 32aagcb7383j1zh " });
    expect(saved.status).toBe(302);
    expect(await kept()).toMatchObject({ ...base, stateCode: "32", gstin: "32AAGCB7383J1ZH" });
    // The same details again change nothing and record nothing.
    expect((await post({ ...base, stateCode: "32", gstin: "32AAGCB7383J1ZH" })).status).toBe(302);
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "billing-profile.update"), eq(auditLog.subjectId, String(ravi.id))));
    expect(audits).toHaveLength(1);

    // Invoices issued from now on are made out to them.
    const { id } = await addContract(db, ravi);
    const [invoice] = await invoicesOf(db, id);
    expect(invoice).toMatchObject({ recipientName: "Menon Traders LLP", recipientGstin: "32AAGCB7383J1ZH" });

    // The page says the details apply from now on, and a signed-out visitor is sent to sign in.
    const signedOut = await callPage(
      billingRoute.loader as never,
      new Request("http://localhost/account/billing"),
      routeContext(db),
      {},
    );
    expect(signedOut.status).toBe(302);
  });
});

describe.each(databaseKinds)("the hourly contract billing run by two servers at once on %s", (kind) => {
  let database: TestDatabase;
  let second: DatabaseHandle | null = null;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    second = database.url ? await openDatabase({ databaseUrl: database.url }) : null;
  });
  afterAll(async () => {
    await second?.close();
    await database?.destroy();
  });

  it("issues one invoice per contract period", async () => {
    const { db } = database;
    const customer = await addUser(db, "customer", "Lakshmi Pillai");
    const running = [];
    for (let n = 0; n < 3; n++) running.push(await contractStartedDaysAgo(db, customer, 40 + n));
    await Promise.all([runContractBilling(db), runContractBilling(second?.db ?? db)]);
    for (const contract of running) {
      const period = billingPeriodOn(contract, today())!;
      const rows = (await invoicesOf(db, contract.id)).filter((row) => row.periodStartsOn === period.from);
      expect(rows).toHaveLength(1);
    }
    const numbers = (await db.select({ number: invoices.number }).from(invoices)).map((row) => row.number);
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});
