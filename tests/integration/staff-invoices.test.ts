// Invoices worked by staff, on PGlite, through the pages' forms and loaders: the list's filters
// (status with overdue read from the due date, month, financial year, customer search), issuing by
// hand (GST figures, another line row keeping what was typed, refusals in the staff's words with
// nothing issued), issuing for a visit (the form prefilled, the visit linked), payments (part, full,
// over-payment, a bad UTR, a reference used twice, a customer's claim confirmed or rejected), credit
// notes (full and partial, never more than is owed), stale pages refused, the console closed to
// customers, and the dashboard's overdue figure.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { invoiceEvents, invoicePayments, invoices, paymentClaims, visits } from "~/db/schema";
import type { CaseFormEnv } from "~/lib/casework/case-form.server";
import { addDays, indiaDay } from "~/lib/contracts/period";
import { getEnv } from "~/lib/env.server";
import { type FormDefinition, handleForm } from "~/lib/forms/pipeline.server";
import { resetInvoicingConfig } from "~/lib/invoices/company.server";
import { financialYearOf } from "~/lib/invoices/financial-year";
import { invoicesDashboardSummary, listStaffInvoices } from "~/lib/invoices/staff.server";
import { invoiceActionForm, issueInvoiceForm } from "~/lib/invoices/staff-actions.server";
import { type InvoiceActionData, invoiceList } from "~/lib/invoices/staff-query";
import type { StaffUser } from "~/lib/staff/guard.server";
import { loader as invoiceLoader } from "~/routes/staff/invoice";
import { loader as newInvoiceLoader } from "~/routes/staff/invoice-new";
import { loader as invoicesLoader } from "~/routes/staff/invoices";
import { loader as visitLoader } from "~/routes/staff/visit";
import {
  addInvoice,
  addPayment,
  addUser,
  openTicket,
  setBillingProfile,
  signedInCookie,
} from "~/testing/factories.server";
import { createTestDatabase, type TestDatabase } from "./support/database";
import { behindConsole, consoleCookie, routeContext } from "./support/routes";

const env = getEnv();
type Answer<Body> = { type: string; status?: number; location?: string; body?: Body };

function post(path: string, fields: [string, string][]) {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { origin: env.PUBLIC_URL, "user-agent": "integration-test" },
  });
}

describe("staff invoices on pglite", () => {
  let database: TestDatabase;
  let staff: StaffUser;
  let asha: StaffUser;
  let traders: StaffUser;
  // India's date, taken per test (a run may cross India's midnight, 18:30 UTC).
  let today = indiaDay(new Date());
  beforeEach(() => {
    today = indiaDay(new Date());
  });

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    const member = await addUser(database.db, "staff", "Desk Member");
    staff = { ...member, role: "staff" };
    asha = await addUser(database.db, "customer", "Asha Nair");
    traders = await addUser(database.db, "customer", "Bengaluru Traders");
    await setBillingProfile(database.db, traders, {
      legalName: "Bengaluru Traders Pvt Ltd",
      address: "12 MG Road, Bengaluru 560001",
      stateCode: "29",
      gstin: "29AAGCB7383J1Z4",
    });
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
    }) as Promise<Answer<Body>>;
  const issue = (fields: [string, string][], intent = "issue") =>
    request(issueInvoiceForm(staff), "/staff/invoices/new", [...fields, ["intent", intent], ["intent", "issue"]]);
  const act = (id: number, fields: Record<string, string>) =>
    request<InvoiceActionData>(invoiceActionForm(staff, id), `/staff/invoices/${id}`, Object.entries(fields));
  const invoice = async (id: number) => (await database.db.select().from(invoices).where(eq(invoices.id, id)))[0]!;
  const idFrom = (location: string | undefined) => Number(/\/staff\/invoices\/(\d+)$/.exec(location ?? "")?.[1]);
  const count = async () => (await database.db.select({ id: invoices.id }).from(invoices)).length;
  const page = async (loader: (args: never) => unknown, path: string, params: Record<string, string> = {}) => {
    const cookie = await consoleCookie(database.db, staff.id);
    return behindConsole(loader)({
      request: new Request(`http://localhost${path}`, { headers: { cookie } }),
      context: routeContext(database.db),
      params,
    } as never);
  };

  const line = (row: number, fields: Partial<Record<string, string>>): [string, string][] =>
    ["description", "code", "quantity", "unit", "rate", "discount"].map((name) => [
      `${name}${row}`,
      fields[name] ?? (name === "quantity" ? "1" : name === "unit" ? "nos" : ""),
    ]);

  it("issues an invoice by hand with its GST; another line keeps what was typed; mistakes are refused with nothing issued", async () => {
    const before = await count();
    const refused = await issue([
      ["customerEmail", "nobody@customer.test"],
      ...line(1, { description: "Network audit", code: "99831", rate: "a lot" }),
      ...line(2, { description: "", code: "", rate: "", discount: "" }),
      ["notes", ""],
    ]);
    expect(refused).toMatchObject({
      type: "data",
      status: 400,
      body: {
        message: "The invoice was not issued. Please correct the fields marked below.",
        fieldErrors: {
          customerEmail: "No customer account has this email address",
          code1: "Enter a 6-digit SAC from 99… or a 4, 6 or 8-digit HSN code",
          rate1: "Enter the rate in rupees, for example 1,500 or 1500.50",
        },
        values: { description1: "Network audit" },
      },
    });
    // Nothing but empty rows is no invoice either; a staff account is not a customer.
    const empty = await issue([["customerEmail", staff.email], ...line(1, {}), ...line(2, {})]);
    expect(empty.body?.fieldErrors).toMatchObject({
      customerEmail: "No customer account has this email address",
      lines: "Enter at least one line",
    });
    const discounted = await issue([
      ["customerEmail", asha.email],
      ...line(1, { description: "Repair", code: "998713", rate: "100", discount: "150" }),
    ]);
    expect(discounted.body?.fieldErrors.discount1).toBe(
      "Enter a discount in rupees no larger than the line's amount, or leave it empty",
    );
    expect(await count()).toBe(before);

    // "Add another line" issues nothing and comes back with one more row and everything typed.
    const typed: [string, string][] = [
      ["customerEmail", asha.email.toUpperCase()],
      ...line(1, { description: "Network health check", code: "998316", rate: "1,694.07" }),
      ...line(2, {
        description: "Patch cords",
        code: "8544 42",
        quantity: "4",
        unit: "pcs",
        rate: "250",
        discount: "100",
      }),
      ["notes", "Thank you for your business."],
    ];
    const more = await issue(typed, "addLine");
    expect(more).toMatchObject({ type: "data", status: 200, body: { intent: "addLine", lineRows: 3 } });
    expect(more.body?.values).toMatchObject({ rate1: "1,694.07", description2: "Patch cords", unit2: "pcs" });
    expect(await count()).toBe(before);

    const issued = await issue([...typed, ...line(3, {})]);
    expect(issued).toMatchObject({ type: "redirect" });
    const id = idFrom(issued.location);
    // ₹1,694.07 + (4 × ₹250 − ₹100) = ₹2,594.07 taxable; 9 % each: ₹152.47 + ₹81 = ₹233.47 a tax.
    expect(await invoice(id)).toMatchObject({
      userId: asha.id,
      source: "manual",
      status: "due",
      grossPaise: 269_407,
      discountPaise: 10_000,
      taxablePaise: 259_407,
      cgstPaise: 23_347,
      sgstPaise: 23_347,
      igstPaise: 0,
      roundOffPaise: -1,
      totalPaise: 306_100,
      notes: "Thank you for your business.",
      dueDate: addDays(today, 30),
    });
    const shown = (await page(invoiceLoader as never, `/staff/invoices/${id}`, { id: String(id) })) as {
      document: { lines: { sacCode: string; unit: string; quantityMilli: number }[] };
      history: { kind: string }[];
    };
    expect(shown.document.lines.map((row) => [row.sacCode, row.unit, row.quantityMilli])).toEqual([
      ["998316", "nos", 1000],
      ["854442", "pcs", 4000],
    ]);
    expect(shown.history.map((event) => event.kind)).toEqual(["issued"]);

    // Another state's registered customer pays IGST.
    const other = await issue([
      ["customerEmail", traders.email],
      ...line(1, { description: "Network health check", code: "998316", rate: "1694.07" }),
    ]);
    expect(await invoice(idFrom(other.location))).toMatchObject({
      igstPaise: 30_493,
      cgstPaise: 0,
      totalPaise: 199_900,
    });
  });

  it("starts a visit's invoice from the visit, and issues it for the visit", async () => {
    const ticket = await openTicket(database.db, asha);
    const [visit] = await database.db
      .insert(visits)
      .values({
        userId: asha.id,
        ticketId: ticket.id,
        kind: "repair",
        status: "completed",
        finishedAt: new Date("2026-11-20T06:30:00Z"),
        partsUsed: "Keyboard (US layout)\nMouse",
      })
      .returning({ id: visits.id });
    const form = (await page(newInvoiceLoader as never, `/staff/invoices/new?visit=${visit!.id}`)) as {
      enabled: boolean;
      visit: { id: number; text: string };
      initial: Record<string, string>;
    };
    expect(form.enabled).toBe(true);
    expect(form.visit.text).toContain("Asha Nair");
    expect(form.initial).toMatchObject({
      description1: "On-site service: Repair on 20 November 2026",
      code1: "998713",
      description2: "Keyboard (US layout), Mouse",
      code2: "8473",
    });
    expect(form.initial.rate1).toBeUndefined();
    // An unknown visit is the site's 404.
    const missing = await page(newInvoiceLoader as never, "/staff/invoices/new?visit=999999").catch((thrown) => thrown);
    expect((missing as { init?: ResponseInit }).init?.status).toBe(404);

    const issued = await issue([
      ["visit", String(visit!.id)],
      ...line(1, { description: form.initial.description1, code: "998713", rate: "800" }),
      ...line(2, { description: form.initial.description2, code: "8473", rate: "1,200" }),
    ]);
    const id = idFrom(issued.location);
    expect(await invoice(id)).toMatchObject({
      userId: asha.id,
      source: "visit",
      visitId: visit!.id,
      totalPaise: 236_000,
    });
    // The visit's page lists its invoice and offers another.
    const visitPage = (await page(visitLoader as never, `/staff/visits/${visit!.id}`, { id: String(visit!.id) })) as {
      invoices: { id: number; standing: string }[];
      canInvoice: boolean;
    };
    expect(visitPage.invoices).toMatchObject([{ id, standing: "due" }]);
    expect(visitPage.canInvoice).toBe(true);
  });

  it("records part and full payments with receipts, refusing an over-payment, a bad UTR and a reference used twice", async () => {
    const { id } = await addInvoice(database.db, asha); // ₹1,180
    const pay = (fields: Record<string, string>, expectedStatus = "due") =>
      act(id, { intent: "payment", expectedStatus, receivedOn: today, method: "upi", ...fields });

    const over = await pay({ amount: "1,180.01", reference: "412345678901" });
    expect(over).toMatchObject({
      status: 400,
      body: { fieldErrors: { amount: "That is more than the ₹1,180.00 still due." } },
    });
    const badUtr = await pay({ amount: "500", reference: "4123-4567" });
    expect(badUtr.body?.fieldErrors.reference).toBe("Enter the UPI transaction's 12-digit UTR");
    const badAmount = await pay({ amount: "0", reference: "412345678901", receivedOn: addDays(today, 1) });
    expect(badAmount.body?.fieldErrors).toMatchObject({
      amount: "Enter the amount received in rupees, for example 1,180 or 1180.50",
      receivedOn: "The date received cannot be in the future",
    });
    expect(await database.db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, id))).toEqual([]);

    // A claim the customer made is confirmed by the payment with its UTR.
    await database.db.insert(paymentClaims).values({ invoiceId: id, userId: asha.id, utr: "412345678901" });
    const part = await pay({ amount: "500", reference: "4123 4567 8901" });
    expect(part).toMatchObject({ type: "redirect", location: `/staff/invoices/${id}` });
    expect(await invoice(id)).toMatchObject({ status: "part_paid", paidPaise: 50_000 });
    const [claim] = await database.db.select().from(paymentClaims).where(eq(paymentClaims.invoiceId, id));
    expect(claim?.status).toBe("confirmed");

    // The page that still showed 'due' is stale now.
    expect(await pay({ amount: "100", reference: "", method: "cash" })).toMatchObject({
      status: 409,
      body: { message: expect.stringContaining("it is now part-paid") },
    });
    const twice = await pay({ amount: "100", reference: "412345678901" }, "part_paid");
    expect(twice.body?.fieldErrors.reference).toBe(
      "A payment with this reference is already recorded: the same transfer cannot count twice.",
    );
    const bank = await pay({ amount: "680", method: "bank_transfer", reference: "" }, "part_paid");
    expect(bank.body?.fieldErrors.reference).toBe("Enter the bank's UTR: 6 to 22 letters and digits");
    const rest = await pay({ amount: "680", method: "bank_transfer", reference: "sbin 1234 5678 9012" }, "part_paid");
    expect(rest).toMatchObject({ type: "redirect" });
    expect(await invoice(id)).toMatchObject({ status: "paid", paidPaise: 118_000 });
    const payments = await database.db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, id));
    expect(payments.map((payment) => [payment.method, payment.reference])).toEqual([
      ["upi", "412345678901"],
      ["bank_transfer", "SBIN123456789012"],
    ]);
    // A paid invoice takes nothing more.
    expect(await pay({ amount: "1", method: "cash" }, "paid")).toMatchObject({ status: 409 });
  });

  it("offers a pending claim to the payment form, and rejects a claim with a note in the history", async () => {
    const { id } = await addInvoice(database.db, asha);
    const [claim] = await database.db
      .insert(paymentClaims)
      .values({ invoiceId: id, userId: asha.id, utr: "598765432109", amountPaise: 118_000, paidOn: today })
      .returning();
    const shown = (await page(invoiceLoader as never, `/staff/invoices/${id}?claim=${claim!.id}`, {
      id: String(id),
    })) as { claims: unknown[]; payment: { values: Record<string, string> } };
    expect(shown.claims).toHaveLength(1);
    expect(shown.payment.values).toEqual({
      amount: "1180.00",
      receivedOn: today,
      method: "upi",
      reference: "598765432109",
    });
    expect(await act(id, { intent: "rejectClaim", expectedStatus: "due", claim: String(claim!.id) })).toMatchObject({
      type: "redirect",
    });
    const [rejected] = await database.db.select().from(paymentClaims).where(eq(paymentClaims.id, claim!.id));
    expect(rejected?.status).toBe("rejected");
    const events = await database.db.select().from(invoiceEvents).where(eq(invoiceEvents.invoiceId, id));
    expect(events.at(-1)).toMatchObject({ kind: "note", body: "Rejected the customer's claim of UTR 598765432109" });
    expect(await act(id, { intent: "rejectClaim", expectedStatus: "due", claim: String(claim!.id) })).toMatchObject({
      status: 409,
      body: { message: "That claim is no longer pending." },
    });
  });

  it("cancels with a credit note, or credits part; never more than is still due", async () => {
    const full = await addInvoice(database.db, asha);
    expect(await act(full.id, { intent: "cancel", expectedStatus: "due", reason: "" })).toMatchObject({
      status: 400,
      body: { fieldErrors: { reason: expect.any(String) } },
    });
    const cancelled = await act(full.id, { intent: "cancel", expectedStatus: "due", reason: "Billed twice" });
    expect(cancelled).toMatchObject({ type: "redirect", location: `/staff/invoices/${full.id}` });
    expect(await invoice(full.id)).toMatchObject({ status: "cancelled", creditedPaise: 118_000 });
    const [note] = await database.db.select().from(invoices).where(eq(invoices.creditedInvoiceId, full.id));
    expect(note).toMatchObject({ kind: "credit_note", status: "issued", reason: "Billed twice", totalPaise: 118_000 });
    expect(note?.number).toMatch(/^AITC\//);

    const partial = await addInvoice(database.db, asha);
    await addPayment(database.db, { invoiceId: partial.id, amountPaise: 80_000, receivedOn: today, method: "cash" });
    // ₹380 still due: the whole invoice cannot be credited, nor ₹330 + GST (₹389.40).
    expect(await act(partial.id, { intent: "cancel", expectedStatus: "part_paid", reason: "Cancel" })).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining("more than the ₹380.00 still due") },
    });
    const fields = { intent: "partialCredit", expectedStatus: "part_paid", description: "Goodwill", reason: "Late" };
    expect(await act(partial.id, { ...fields, creditAmount: "330" })).toMatchObject({ status: 400 });
    expect((await act(partial.id, { ...fields, creditAmount: "-5" })).body?.fieldErrors.creditAmount).toBe(
      "Enter the amount to credit before GST, in rupees",
    );
    expect(await act(partial.id, { ...fields, creditAmount: "100", expectedStatus: "due" })).toMatchObject({
      status: 409,
    });
    expect(await act(partial.id, { ...fields, creditAmount: "100" })).toMatchObject({ type: "redirect" });
    expect(await invoice(partial.id)).toMatchObject({ status: "part_paid", creditedPaise: 11_800 });
    const [credit] = await database.db.select().from(invoices).where(eq(invoices.creditedInvoiceId, partial.id));
    expect(credit).toMatchObject({ taxablePaise: 10_000, cgstPaise: 900, sgstPaise: 900 });
  });

  it("lists with filters: status (overdue from the due date), month, financial year, source, customer", async () => {
    const { db } = database;
    const old = await addInvoice(db, traders, { issueDate: "2026-09-15", dueDate: "2026-10-15" });
    const list = async (search: string) =>
      listStaffInvoices(db, invoiceList.parse(new URLSearchParams(search)), new Date(`${today}T12:00:00+05:30`));
    const overdue = await list("status=overdue");
    expect(overdue.rows.map((row) => row.id)).toContain(old.id);
    expect(overdue.rows.every((row) => row.standing === "overdue")).toBe(true);
    expect((await list("status=due")).rows.map((row) => row.id)).toContain(old.id);
    expect((await list("status=paid")).rows.every((row) => row.status === "paid")).toBe(true);
    expect((await list("status=credit_note")).rows.every((row) => row.kind === "credit_note")).toBe(true);
    expect((await list("status=credit_note")).total).toBe(2);
    expect((await list("month=2026-09")).rows.map((row) => row.id)).toEqual([old.id]);
    expect((await list("month=2026-13")).total).toBe((await list("")).total);
    expect((await list(`year=${financialYearOf("2026-09-15")}&q=bengaluru`)).total).toBe(2);
    expect((await list("source=visit")).total).toBe(1);
    expect((await list("q=29AAGCB7383J1Z4")).total).toBe(2);
    expect((await list(`q=${encodeURIComponent(asha.email)}&status=cancelled`)).total).toBe(1);
    // Newest first.
    const all = (await list("")).rows;
    expect(all.at(-1)?.id).toBe(old.id);
    const shown = (await page(invoicesLoader as never, "/staff/invoices?status=overdue")) as { total: number };
    expect(shown.total).toBe(overdue.total);

    // The dashboard: what overdue invoices still owe, summed in the database.
    await addPayment(db, { invoiceId: old.id, amountPaise: 99_900, receivedOn: today, method: "cash" });
    expect(await invoicesDashboardSummary(db)).toEqual({ overdueCount: 1, overduePaise: 18_100 });
  });

  it("offers no form while invoicing is not set up, and issues nothing", async () => {
    const before = await count();
    process.env.INVOICING = "0";
    resetInvoicingConfig();
    try {
      const form = (await page(newInvoiceLoader as never, "/staff/invoices/new")) as { enabled: boolean };
      expect(form.enabled).toBe(false);
      const refused = await issue([
        ["customerEmail", asha.email],
        ...line(1, { description: "Repair", code: "998713", rate: "100" }),
      ]);
      expect(refused).toMatchObject({ status: 400, body: { message: expect.stringContaining("not set up") } });
    } finally {
      process.env.INVOICING = "1";
      resetInvoicingConfig();
    }
    expect(await count()).toBe(before);
  });

  it("keeps every invoice page from a customer: the 404 of an unknown URL", async () => {
    const { id } = await addInvoice(database.db, asha);
    const cookie = await signedInCookie(database.db, { ...asha, role: "customer" });
    for (const [loader, path, params] of [
      [invoicesLoader, "/staff/invoices", {}],
      [newInvoiceLoader, "/staff/invoices/new", {}],
      [invoiceLoader, `/staff/invoices/${id}`, { id: String(id) }],
    ] as const) {
      const answer = await behindConsole(loader as never)({
        request: new Request(`http://localhost${path}`, { headers: { cookie } }),
        context: routeContext(database.db),
        params,
      } as never).catch((thrown: unknown) => thrown);
      expect((answer as { init?: ResponseInit | null }).init?.status, path).toBe(404);
    }
  });
});
