// Reconciling payments and the accountant's month, against PGlite and PostgreSQL: a bank statement
// uploaded through the page's multipart form is read (preamble, byte-order mark, quoted narrations)
// into proposals — by a customer's UTR, by the invoice number in the narration, by an amount only
// one invoice owes, or none — and nothing is paid until staff confirm; a confirmation is a payment
// with its statement line (the invoice paid, the claim confirmed, the receipt planned) and happens
// once even when two staff confirm at once; the same file twice, a picture called .csv, a file too
// large, one without a header and one without credits are refused with nothing stored. Then a month
// with intra-state, inter-state B2B and B2C-large invoices and a credit note, as the Tally CSV
// (formula-safe, audited) and as GSTR-1.
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "~/db/client.server";
import { openDatabase } from "~/db/client.server";
import {
  auditLog,
  bankStatementLines,
  bankStatements,
  dueJobs,
  invoicePayments,
  invoices,
  paymentClaims,
} from "~/db/schema";
import { systemActor } from "~/lib/casework/case-type.server";
import { getEnv } from "~/lib/env.server";
import { handleForm } from "~/lib/forms/pipeline.server";
import { gstr1OfMonth, parseMonth } from "~/lib/invoices/accountant.server";
import { issueCreditNote } from "~/lib/invoices/invoices.server";
import {
  type StatementReviewData,
  type StatementUploadData,
  statementReviewForm,
  statementUploadForm,
} from "~/lib/invoices/statement-actions.server";
import { confirmLine, statementReview } from "~/lib/invoices/statements.server";
import type { StaffUser } from "~/lib/staff/guard.server";
import { MIB } from "~/lib/uploads/kinds";
import { loader as exportLoader } from "~/routes/staff/invoices-export";
import { addInvoice, addPayment, addUser, setBillingProfile } from "~/testing/factories.server";
import { samples } from "../support/file-samples";
import { multipartBody } from "../support/multipart";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./support/database";
import { behindConsole, consoleCookie, formPost, routeContext } from "./support/routes";

const env = getEnv();
type Answer<T> = { type: string; status?: number; location?: string; body?: T };

const repair = (ratePaise: number) => ({
  description: "On-site repair",
  sacCode: "998713",
  quantityMilli: 1000,
  ratePaise,
});

describe.each(databaseKinds)("invoice reconciliation on %s", (kind) => {
  let database: TestDatabase;
  let db: Database;
  let second: DatabaseHandle | null = null;
  let staff: StaffUser;
  let asha: { id: number };
  let bengaluru: { id: number };
  let chennai: { id: number };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.db;
    second = database.url ? await openDatabase({ databaseUrl: database.url }) : null;
    staff = await addUser(db, "staff", "Accounts Desk");
    asha = await addUser(db, "customer", "Asha Nair");
    bengaluru = await addUser(db, "customer", "Bengaluru Traders");
    await setBillingProfile(db, bengaluru, {
      legalName: "Bengaluru Traders Pvt Ltd",
      address: "12 MG Road, Bengaluru 560001",
      stateCode: "29",
      gstin: "29AAGCB7383J1Z4",
    });
    chennai = await addUser(db, "customer", "Chennai Clinic");
    await setBillingProfile(db, chennai, {
      legalName: "Chennai Clinic",
      address: "4 Anna Salai, Chennai",
      stateCode: "33",
    });
  });

  afterAll(async () => {
    await second?.close();
    await database?.destroy();
  });

  const upload = (fileName: string, bytes: Uint8Array) => {
    const { body, contentType } = multipartBody([{ name: "statement", fileName, bytes, contentType: "text/csv" }]);
    return handleForm(statementUploadForm(staff) as never, {
      request: new Request("http://localhost/staff/invoices/statements", {
        method: "POST",
        headers: { "content-type": contentType, origin: env.PUBLIC_URL },
        body,
      }),
      db,
      clientAddress: "198.51.100.7",
      env,
      session: async () => staff,
    }) as Promise<Answer<StatementUploadData>>;
  };
  const act = (statementId: number, fields: Record<string, string>) =>
    handleForm(statementReviewForm(staff, statementId) as never, {
      request: formPost(`/staff/invoices/statements/${statementId}`, fields, { origin: env.PUBLIC_URL }),
      db,
      clientAddress: "198.51.100.7",
      env,
      session: async () => staff,
    }) as Promise<Answer<StatementReviewData>>;
  const statementCount = async () => (await db.select({ n: count() }).from(bankStatements))[0]?.n;
  const invoiceRow = async (id: number) => (await db.select().from(invoices).where(eq(invoices.id, id)))[0]!;

  it("proposes matches from a statement, records nothing until staff confirm, and confirms a line once", async () => {
    const claimed = await addInvoice(db, asha); // ₹1,180
    await db.insert(paymentClaims).values({ invoiceId: claimed.id, userId: asha.id, utr: "412345678901" });
    const named = await addInvoice(db, bengaluru, { lines: [repair(169_407)] }); // ₹1,999
    const byAmount = await addInvoice(db, asha, { lines: [repair(250_000)] }); // ₹2,950
    const recorded = await addInvoice(db, asha, { lines: [repair(400_000)] }); // ₹4,720
    await addPayment(db, {
      invoiceId: recorded.id,
      amountPaise: 100_000,
      receivedOn: "2026-11-18",
      method: "bank_transfer",
      reference: "SBIN326001234567",
    });

    const statement = [
      "\uFEFFHDFC BANK Ltd.,,,,,,",
      '"Account : ANANTHA IT SOLUTIONS LLP, Trivandrum",,,,,,',
      "Statement From : 01/11/2026 To : 25/11/2026,,,,,,",
      "",
      "Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance",
      '20/11/26,UPI-ASHA NAIR-asha@okaxis-HDFC0000001-412345678901-Payment,0000412345678901,20/11/26,,"1,180.00","1,01,180.00"',
      `21/11/26,"NEFT CR-HDFCN52026112612345678-BENGALURU TRADERS, ${named.number.replaceAll("/", " ")}",,21/11/26,,"1,999.00","1,03,179.00"`,
      '22/11/26,IMPS-433012345678-ASHA NAIR,,22/11/26,,"2,950.00","1,06,129.00"',
      '22/11/26,ATM WDL MG ROAD,,22/11/26,"5,000.00",,"1,01,129.00"',
      '23/11/26,NEFT CR-SBIN326001234567-ASHA NAIR,,23/11/26,,"1,000.00","1,02,129.00"',
      '24/11/26,"CASH DEPOSIT, KAZHAKKOOTTAM",,24/11/26,,77.77,"1,02,206.77"',
      "",
      "STATEMENT SUMMARY :-,,,,,,",
    ].join("\r\n");
    const bytes = new TextEncoder().encode(statement);
    const imported = await upload("hdfc-november.csv", bytes);
    expect(imported).toMatchObject({ type: "redirect" });
    const statementId = Number(/\/staff\/invoices\/statements\/(\d+)$/.exec(imported.location ?? "")?.[1]);

    const review = await statementReview(db, statementId);
    expect(review?.statement).toMatchObject({ fileName: "hdfc-november.csv", layout: "hdfc" });
    expect(
      review?.lines.map((line) => [line.position, line.status, line.matchedBy, line.invoice?.number ?? null]),
    ).toEqual([
      [1, "proposed", "utr", claimed.number],
      [2, "proposed", "number", named.number],
      [3, "proposed", "amount", byAmount.number],
      [4, "ignored", "recorded", recorded.number],
      [5, "unmatched", null, null],
    ]);
    expect(review?.lines[0]).toMatchObject({
      valueDate: "2026-11-20",
      reference: "412345678901",
      amountPaise: 118_000,
    });
    expect(review?.lines[1]).toMatchObject({ reference: "HDFCN52026112612345678", amountPaise: 199_900 });
    expect(review?.lines[3]?.payment).toMatchObject({ invoiceNumber: recorded.number });
    // Proposals only: no payment, the claim still waits.
    expect((await invoiceRow(claimed.id)).paidPaise).toBe(0);
    expect((await db.select().from(paymentClaims).where(eq(paymentClaims.invoiceId, claimed.id)))[0]?.status).toBe(
      "pending",
    );
    const imports = await db.select().from(auditLog).where(eq(auditLog.action, "invoice.statement_import"));
    expect(imports).toMatchObject([{ subjectId: String(statementId), actorUserId: staff.id }]);

    // Two staff confirm the UTR line at once: one payment; the other is told it is confirmed already.
    const lineId = review!.lines[0]!.id;
    const other = second ? second.db : db;
    const results = await Promise.all([
      confirmLine(db, staff, statementId, lineId),
      confirmLine(other, staff, statementId, lineId),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toMatchObject([{ ok: false, reason: "confirmed" }]);
    const [payment] = await db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, claimed.id));
    expect(payment).toMatchObject({
      amountPaise: 118_000,
      receivedOn: "2026-11-20",
      method: "upi",
      reference: "412345678901",
      statementLineId: lineId,
      recordedById: staff.id,
    });
    expect(await invoiceRow(claimed.id)).toMatchObject({ status: "paid", paidPaise: 118_000 });
    expect((await db.select().from(paymentClaims).where(eq(paymentClaims.invoiceId, claimed.id)))[0]).toMatchObject({
      status: "confirmed",
      paymentId: payment?.id,
    });
    const receipt = await db
      .select()
      .from(dueJobs)
      .where(and(eq(dueJobs.subjectId, String(claimed.id)), eq(dueJobs.key, `receipt:${payment?.id}`)));
    expect(receipt).toHaveLength(1);
    expect(await act(statementId, { intent: "confirm", lineId: String(lineId) })).toMatchObject({
      status: 409,
      body: { message: expect.stringMatching(/already confirmed/) },
    });

    // The number line through the page's form: a bank transfer with its UTR.
    const numberLine = review!.lines[1]!.id;
    expect(await act(statementId, { intent: "confirm", lineId: String(numberLine) })).toMatchObject({
      type: "redirect",
      location: `/staff/invoices/statements/${statementId}`,
    });
    expect(await invoiceRow(named.id)).toMatchObject({ status: "paid" });
    const [transfer] = await db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, named.id));
    expect(transfer).toMatchObject({ method: "bank_transfer", reference: "HDFCN52026112612345678" });

    // The unmatched line: an unknown number, one owing less than the line, then the right one; then ignore another.
    const loose = review!.lines[4]!.id;
    const choose = (invoiceNumber: string) =>
      act(statementId, { intent: "choose", lineId: String(loose), invoiceNumber });
    expect(await choose("AIT/26-27/99999")).toMatchObject({
      status: 400,
      body: { fieldErrors: { invoiceNumber: expect.stringMatching(/No invoice/) } },
    });
    expect(await choose(claimed.number)).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/paid or cancelled/) },
    });
    expect(await choose(byAmount.number.toLowerCase())).toMatchObject({ type: "redirect" });
    expect((await statementReview(db, statementId))?.lines[4]).toMatchObject({
      status: "proposed",
      matchedBy: "staff",
    });
    const amountLine = review!.lines[2]!.id;
    expect(await act(statementId, { intent: "ignore", lineId: String(amountLine) })).toMatchObject({
      type: "redirect",
    });
    expect(await act(statementId, { intent: "confirm", lineId: String(amountLine) })).toMatchObject({
      status: 409,
      body: { message: expect.stringMatching(/ignored/) },
    });
    expect(await act(statementId, { intent: "confirm", lineId: "999999" })).toMatchObject({ status: 404 });
    const lines = await db.select().from(bankStatementLines).where(eq(bankStatementLines.statementId, statementId));
    expect(lines.map((line) => line.status).sort()).toEqual([
      "confirmed",
      "confirmed",
      "ignored",
      "ignored",
      "proposed",
    ]);

    // The same file again: recognised, nothing new.
    const again = await upload("copy.csv", bytes);
    expect(again).toMatchObject({
      status: 409,
      body: { duplicateOf: statementId, message: expect.stringMatching(/already imported on/) },
    });
    expect(await statementCount()).toBe(1);
  });

  it("refuses what is no statement, with a message and nothing stored", async () => {
    const before = await statementCount();
    const picture = await upload("statement.csv", samples.png);
    expect(picture).toMatchObject({
      status: 400,
      body: { fieldErrors: { statement: expect.stringMatching(/is not a/) } },
    });
    const large = await upload("big.csv", new TextEncoder().encode(`Date,Narration,Credit\n${"x".repeat(2 * MIB)}`));
    expect(large.status).toBe(413);
    expect(large.body?.fieldErrors.statement).toBeTruthy();
    const noHeader = await upload(
      "notes.csv",
      new TextEncoder().encode("Dear team,\nplease find the statement attached.\n"),
    );
    expect(noHeader).toMatchObject({
      status: 400,
      body: { fieldErrors: { statement: expect.stringMatching(/No statement was found/) } },
    });
    const debitsOnly = await upload(
      "debits.csv",
      new TextEncoder().encode("Date,Narration,Withdrawal,Deposit\n01/11/2026,ATM,500.00,\n"),
    );
    expect(debitsOnly).toMatchObject({
      status: 400,
      body: { fieldErrors: { statement: expect.stringMatching(/no amounts received/) } },
    });
    expect(await statementCount()).toBe(before);
  });

  it("gives the accountant the month as a formula-safe Tally CSV and as GSTR-1", async () => {
    const october = (day: number) => new Date(`2026-10-${String(day).padStart(2, "0")}T06:00:00Z`);
    const mischief = await addUser(db, "customer", "Mischief");
    await setBillingProfile(db, mischief, {
      legalName: '=HYPERLINK("http://evil.example","x")',
      address: "Kowdiar, Thiruvananthapuram",
      stateCode: "32",
    });
    const local = await addInvoice(db, asha, { lines: [repair(100_000)] }, october(3)); // CGST + SGST
    const b2b = await addInvoice(db, bengaluru, { lines: [repair(169_407)] }, october(5)); // IGST
    const large = await addInvoice(db, chennai, { lines: [repair(15_000_000)] }, october(8)); // ₹1,77,000 inter-state
    const odd = await addInvoice(db, mischief, { lines: [repair(169_407)] }, october(9)); // round-off −0.01
    const credit = await db.transaction((tx) =>
      issueCreditNote(tx, systemActor, { invoiceId: b2b.id, reason: "Billed twice" }, october(20)),
    );
    if (!credit.ok) throw new Error(credit.reason);

    const cookie = await consoleCookie(db, staff.id);
    const served = (await behindConsole(exportLoader as never)({
      request: new Request("http://localhost/staff/invoices/export.csv?month=2026-10", { headers: { cookie } }),
      context: routeContext(db),
      params: {},
    } as never)) as Response;
    expect(served.headers.get("content-disposition")).toBe('attachment; filename="invoices-2026-10.csv"');
    const text = await served.text();
    const rows = text.trimEnd().split("\r\n");
    expect(rows[0]).toMatch(/^Voucher Date,Voucher Type,Voucher Number,Reference,/);
    expect(rows).toHaveLength(6);
    expect(rows).toContain(
      `03-10-2026,Sales,${local.number},,,Asha Nair,,Kerala,32,998713,1000.00,9,90.00,9,90.00,,0.00,0.00,1180.00,Due`,
    );
    expect(rows).toContain(
      `05-10-2026,Sales,${b2b.number},,,Bengaluru Traders Pvt Ltd,29AAGCB7383J1Z4,Karnataka,29,998713,1694.07,,0.00,,0.00,18,304.93,0.00,1999.00,Cancelled`,
    );
    expect(rows).toContain(
      `20-10-2026,Credit Note,${credit.creditNote.number},${b2b.number},05-10-2026,Bengaluru Traders Pvt Ltd,29AAGCB7383J1Z4,Karnataka,29,998713,1694.07,,0.00,,0.00,18,304.93,0.00,1999.00,Issued`,
    );
    // The customer's name cannot run as a formula; the round-off stays a signed number.
    const mischiefRow = rows.find((row) => row.includes(odd.number));
    expect(mischiefRow).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(mischiefRow).toContain(",-0.01,1999.00,Due");
    expect(await db.select().from(auditLog).where(eq(auditLog.action, "invoice.export"))).toMatchObject([
      { actorUserId: staff.id, after: { month: "2026-10" } },
    ]);

    const report = await gstr1OfMonth(db, parseMonth("2026-10")!);
    expect(report.b2b).toEqual([
      expect.objectContaining({
        recipientGstin: "29AAGCB7383J1Z4",
        number: b2b.number,
        totalPaise: 199_900,
        placeOfSupply: "29",
        taxRateBasisPoints: 1800,
        taxablePaise: 169_407,
        igstPaise: 30_493,
        cgstPaise: 0,
      }),
    ]);
    expect(report.b2cLarge).toEqual([
      expect.objectContaining({
        number: large.number,
        placeOfSupply: "33",
        taxablePaise: 15_000_000,
        igstPaise: 2_700_000,
      }),
    ]);
    expect(report.b2cSmall).toEqual([
      {
        placeOfSupply: "32",
        intraState: true,
        taxRateBasisPoints: 1800,
        taxablePaise: 269_407,
        cgstPaise: 24_247,
        sgstPaise: 24_247,
        igstPaise: 0,
      },
    ]);
    expect(report.creditNotesRegistered).toEqual([
      expect.objectContaining({
        number: credit.creditNote.number,
        invoiceNumber: b2b.number,
        taxablePaise: 169_407,
        igstPaise: 30_493,
      }),
    ]);
    expect(report.sacSummary).toEqual([
      expect.objectContaining({
        sacCode: "998713",
        quantityMilli: 3000,
        taxablePaise: 15_269_407,
        igstPaise: 2_700_000,
      }),
    ]);
    expect(report.documents).toEqual([
      { series: "AIT", kind: "invoice", from: local.number, to: odd.number, count: 4, cancelled: 1 },
      {
        series: "AITC",
        kind: "credit_note",
        from: credit.creditNote.number,
        to: credit.creditNote.number,
        count: 1,
        cancelled: 0,
      },
    ]);
  });
});
