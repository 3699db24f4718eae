// Invoices against PGlite and PostgreSQL: issuing with GST (intra- and inter-state by the recipient's
// state), numbering that stays consecutive with no gaps and no duplicates when two app servers issue
// at once (PostgreSQL: two connections), a rolled-back issue that gives its number back, credit notes
// in their own series that cancel or reduce an invoice, part payments, and a payment larger than what
// is owed or a bank reference used twice refused.
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "~/db/client.server";
import { openDatabase } from "~/db/client.server";
import { invoiceLines, invoices } from "~/db/schema";
import { systemActor } from "~/lib/casework/case-type.server";
import { indiaDay } from "~/lib/contracts/period";
import { issueCreditNote, issueInvoice, recordPayment } from "~/lib/invoices/invoices.server";
import { addInvoice, addUser, setBillingProfile } from "~/testing/factories.server";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./support/database";

const line = { description: "Network health check", sacCode: "998316", quantityMilli: 1000, ratePaise: 169_407 };

describe.each(databaseKinds)("invoices on %s", (kind) => {
  let database: TestDatabase;
  let db: Database;
  let second: DatabaseHandle | null = null;
  let kerala: { id: number };
  let karnataka: { id: number };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.db;
    second = database.url ? await openDatabase({ databaseUrl: database.url }) : null;
    kerala = await addUser(db, "customer", "Asha Nair");
    karnataka = await addUser(db, "customer", "Bengaluru Traders");
    await setBillingProfile(db, karnataka, {
      legalName: "Bengaluru Traders Pvt Ltd",
      address: "12 MG Road, Bengaluru 560001",
      stateCode: "29",
      gstin: "29AAGCB7383J1Z4",
    });
  });

  afterAll(async () => {
    await second?.close();
    await database?.destroy();
  });

  it("issues CGST + SGST in Kerala and IGST to another state, rounded to the rupee with the round-off", async () => {
    const local = await addInvoice(db, kerala, { lines: [line] });
    const [row] = await db.select().from(invoices).where(eq(invoices.id, local.id));
    // ₹1,694.07 taxable; 9 % each = ₹152.4663 → ₹152.47; total ₹1,999.01 → ₹1,999 (round-off −0.01).
    expect(row).toMatchObject({
      taxablePaise: 169_407,
      cgstPaise: 15_247,
      sgstPaise: 15_247,
      igstPaise: 0,
      roundOffPaise: -1,
      totalPaise: 199_900,
      placeOfSupply: "32",
      status: "due",
      recipientGstin: null,
    });
    expect(local.number).toMatch(/^AIT\/\d{2}-\d{2}\/\d{5}$/);

    const other = await addInvoice(db, karnataka, { lines: [line] });
    const [interstate] = await db.select().from(invoices).where(eq(invoices.id, other.id));
    expect(interstate).toMatchObject({
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 30_493,
      totalPaise: 199_900,
      roundOffPaise: 0,
      placeOfSupply: "29",
      recipientGstin: "29AAGCB7383J1Z4",
      recipientName: "Bengaluru Traders Pvt Ltd",
    });
    const lines = await db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, other.id));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ taxRateBasisPoints: 1800, igstPaise: 30_493 });
  });

  it("numbers consecutively with two issuers at once, and a rolled-back issue leaves no gap", async () => {
    const before = await db.select({ sequence: invoices.sequence }).from(invoices).where(eq(invoices.series, "AIT"));
    const start = Math.max(0, ...before.map((row) => row.sequence));
    const issuers = second ? [db, second.db] : [db, db];
    const issued = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        (issuers[index % 2] as Database).transaction((tx) =>
          issueInvoice(tx, systemActor, { userId: kerala.id, source: "manual", lines: [line] }),
        ),
      ),
    );
    await expect(
      db.transaction(async (tx) => {
        await issueInvoice(tx, systemActor, { userId: kerala.id, source: "manual", lines: [line] });
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    const after = await addInvoice(db, kerala, { lines: [line] });
    const numbers = [...issued.map((document) => document?.number), after.number];
    expect(new Set(numbers).size).toBe(13);
    const rows = await db
      .select({ sequence: invoices.sequence })
      .from(invoices)
      .where(eq(invoices.series, "AIT"))
      .orderBy(asc(invoices.sequence));
    const sequences = rows.map((row) => row.sequence).filter((sequence) => sequence > start);
    expect(sequences).toEqual(Array.from({ length: 13 }, (_, index) => start + index + 1));
  });

  it("cancels with a credit note in its own series, and corrects with a partial one", async () => {
    const invoice = await addInvoice(db, kerala, { lines: [line, { ...line, description: "Router setup" }] });
    const partial = await db.transaction((tx) =>
      issueCreditNote(tx, systemActor, {
        invoiceId: invoice.id,
        reason: "Router setup billed twice",
        lines: [{ ...line, description: "Router setup" }],
      }),
    );
    expect(partial.ok).toBe(true);
    if (!partial.ok) return;
    expect(partial.creditNote.number).toMatch(/^AITC\/\d{2}-\d{2}\/\d{5}$/);
    const [credit] = await db.select().from(invoices).where(eq(invoices.id, partial.creditNote.id));
    expect(credit).toMatchObject({
      kind: "credit_note",
      creditedInvoiceId: invoice.id,
      status: "issued",
      totalPaise: 199_900,
    });
    const [reduced] = await db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(reduced).toMatchObject({ creditedPaise: 199_900, status: "due" });

    const tooMuch = await db.transaction((tx) =>
      issueCreditNote(tx, systemActor, { invoiceId: invoice.id, reason: "again, whole", lines: [line, line] }),
    );
    expect(tooMuch).toEqual({ ok: false, reason: "exceeds-outstanding" });

    const rest = await db.transaction((tx) =>
      issueCreditNote(tx, systemActor, { invoiceId: invoice.id, reason: "Work cancelled", lines: [line] }),
    );
    expect(rest.ok).toBe(true);
    const [cancelled] = await db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(cancelled).toMatchObject({ status: "cancelled", creditedPaise: 399_800 });
  });

  it("takes part payments up to what is owed, and refuses more or a reference used twice", async () => {
    const invoice = await addInvoice(db, kerala, { lines: [line] });
    const today = indiaDay(new Date());
    const pay = (amountPaise: number, reference: string | null, method: "upi" | "cash" = "upi") =>
      db.transaction((tx) =>
        recordPayment(tx, systemActor, { invoiceId: invoice.id, amountPaise, receivedOn: today, method, reference }),
      );
    const first = await pay(100_000, "412345678901");
    expect(first).toMatchObject({ ok: true, settled: false });
    if (first.ok) expect(first.receiptNumber).toMatch(/^RCT\/\d{2}-\d{2}\/\d{5}$/);
    expect((await db.select().from(invoices).where(eq(invoices.id, invoice.id)))[0]).toMatchObject({
      status: "part_paid",
      paidPaise: 100_000,
    });
    expect(await pay(100_000, "412345678902")).toEqual({ ok: false, reason: "exceeds-outstanding" });
    expect(await pay(50_000, "412345678901")).toEqual({ ok: false, reason: "duplicate-reference" });
    const last = await pay(99_900, null, "cash");
    expect(last).toMatchObject({ ok: true, settled: true });
    expect((await db.select().from(invoices).where(eq(invoices.id, invoice.id)))[0]).toMatchObject({
      status: "paid",
      paidPaise: 199_900,
    });
    expect(await pay(100, null, "cash")).toEqual({ ok: false, reason: "not-payable" });
  });
});
