// The customer's side of invoices. On PGlite: /account/invoices with each invoice's status in words
// and credit notes naming what they credit; an invoice's page with its UPI QR code (another
// customer's, or nobody signed in: the 404 and the sign-in redirect); the "I have paid" UTR form —
// bad input answered beside its field with nothing stored, a good reference stored once with its
// event and the staff's email, no form on a paid invoice; the invoice's email with its PDF and the
// QR code as an inline image, delivered to a real SMTP sink. On PGlite and PostgreSQL: the reminders,
// each sent once with two workers claiming at once, the weekly overdue one planning the next, none
// once paid, and a receipt per payment.
import { and, asc, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "~/db/client.server";
import { openDatabase } from "~/db/client.server";
import { emailOutbox, invoiceEvents, invoices, paymentClaims } from "~/db/schema";
import { systemActor } from "~/lib/casework/case-type.server";
import { addDays, indiaDay, indiaTime } from "~/lib/contracts/period";
import { createSmtpTransport } from "~/lib/email/transport.server";
import { deliverOutboxBatch } from "~/lib/email/worker.server";
import { getEnv } from "~/lib/env.server";
import { INVOICE_JOB_KIND, issueCreditNote } from "~/lib/invoices/invoices.server";
import { invoiceJobHandler, registerInvoiceJobs } from "~/lib/invoices/notices.server";
import { jobsFor } from "~/lib/jobs/jobs.server";
import { type JobRegistry, runDueJobs } from "~/lib/jobs/worker.server";
import * as accountInvoice from "~/routes/account-invoice";
import * as accountInvoices from "~/routes/account-invoices";
import { addInvoice, addPayment, addUser, signedInCookie } from "~/testing/factories.server";
import { pdfText } from "../support/pdf-text";
import { startSmtpSink } from "../support/smtp-sink";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./support/database";
import { callPage, formPost, routeContext } from "./support/routes";

const env = getEnv();
const quiet = { log() {}, warn() {}, error() {} };
type Person = { id: number; email: string; fullName: string };

/** The markup of a page's static regions, asked for as a client navigation's data (which carries it). */
function regionsHtml(data: unknown): string {
  return Object.values(data as Record<string, { html?: string | null }>)
    .map((region) => (region && typeof region === "object" && "html" in region ? (region.html ?? "") : ""))
    .join("\n");
}

const emailsOf = (db: Database, kind: string, to: string) =>
  db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, kind), eq(emailOutbox.toAddress, to)))
    .orderBy(asc(emailOutbox.id));

describe.each(databaseKinds)("invoices, customer side, on %s", (kind) => {
  let database: TestDatabase;
  let db: Database;
  let second: DatabaseHandle | null = null;
  const registry: JobRegistry = new Map();
  registerInvoiceJobs(env, registry);
  let asha: Person;
  let biju: Person;
  let ashaCookie: string;
  // India's date, taken per test (a run may cross India's midnight, 18:30 UTC).
  let today = indiaDay(new Date());
  beforeEach(() => {
    today = indiaDay(new Date());
  });
  // The pages and the form read and write one database: PGlite is enough for them; what two app
  // servers could do at once (the reminders) runs on PostgreSQL too.
  const onPglite = it.runIf(kind === "pglite");

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.db;
    second = database.url ? await openDatabase({ databaseUrl: database.url }) : null;
    asha = await addUser(db, "customer", "Asha Nair");
    biju = await addUser(db, "customer", "Biju Thomas");
    ashaCookie = await signedInCookie(db, { ...asha, role: "customer" });
  });
  afterAll(async () => {
    await second?.close();
    await database?.destroy();
  });

  const page = (id: number | string, cookie = ashaCookie) =>
    callPage(
      accountInvoice.loader as never,
      new Request(`http://localhost/account/invoices/${id}.data`, { headers: { cookie } }),
      routeContext(db),
      { id: String(id) },
    );
  const post = (id: number, fields: Record<string, string>, cookie = ashaCookie) =>
    callPage(
      accountInvoice.action as never,
      formPost(`/account/invoices/${id}`, fields, { origin: env.PUBLIC_URL, cookie }),
      routeContext(db),
      { id: String(id) },
    );
  const claimsOf = (invoiceId: number) => db.select().from(paymentClaims).where(eq(paymentClaims.invoiceId, invoiceId));
  const eventsOf = (invoiceId: number, kind: (typeof invoiceEvents.$inferSelect)["kind"]) =>
    db
      .select()
      .from(invoiceEvents)
      .where(and(eq(invoiceEvents.invoiceId, invoiceId), eq(invoiceEvents.kind, kind)));

  let due: { id: number; number: string };
  let creditNote: { number: string; credits: string };

  onPglite("lists the customer's own invoices and credit notes, newest first, with their status in words", async () => {
    const overdue = await addInvoice(
      db,
      asha,
      { issueDate: addDays(today, -40), dueDate: addDays(today, -10) },
      indiaTime(addDays(today, -40), 10),
    );
    const paid = await addInvoice(db, asha);
    await addPayment(db, { invoiceId: paid.id, amountPaise: 118_000, receivedOn: today, method: "cash" });
    const cancelled = await addInvoice(db, asha);
    const credit = await db.transaction((tx) =>
      issueCreditNote(tx, systemActor, { invoiceId: cancelled.id, reason: "Billed twice" }),
    );
    if (!credit.ok) throw new Error("no credit note");
    creditNote = { number: credit.creditNote.number, credits: cancelled.number };
    due = await addInvoice(db, asha);
    const others = await addInvoice(db, biju);

    const listed = await callPage(
      accountInvoices.loader as never,
      new Request("http://localhost/account/invoices.data", { headers: { cookie: ashaCookie } }),
      routeContext(db),
    );
    expect(listed.status).toBe(200);
    const html = regionsHtml(listed.data);
    for (const [id, words] of [
      [overdue.id, "Overdue"],
      [paid.id, "Paid"],
      [cancelled.id, "Cancelled"],
      [due.id, "Due"],
      [credit.creditNote.id, `Credit note for ${cancelled.number}`],
    ] as const) {
      expect(html).toContain(`href="/account/invoices/${id}"`);
      expect(html).toContain(`href="/account/invoices/${id}/pdf"`);
      expect(html).toContain(words);
    }
    expect(html).toContain("₹1,180.00");
    expect(html).not.toContain(others.number);
    // Newest first: the last issued comes before the one issued 40 days ago.
    expect(html.indexOf(due.number)).toBeLessThan(html.indexOf(overdue.number));

    const empty = await callPage(
      accountInvoices.loader as never,
      new Request("http://localhost/account/invoices.data", {
        headers: { cookie: await signedInCookie(db, { ...(await addUser(db, "customer", "New")), role: "customer" }) },
      }),
      routeContext(db),
    );
    expect(regionsHtml(empty.data)).toContain("You have no invoices yet.");
    const signedOut = await callPage(
      accountInvoices.loader as never,
      new Request("http://localhost/account/invoices"),
      routeContext(db),
    );
    expect(signedOut.status).toBe(302);
    expect(signedOut.location).toMatch(/^\/login\?/);
  });

  onPglite(
    "shows the customer's invoice with its UPI QR code; another customer's, or a bad id, is the 404",
    async () => {
      const shown = await page(due.id);
      expect(shown.status).toBe(200);
      const html = regionsHtml(shown.data);
      expect(html).toContain(due.number);
      expect(html).toContain("<svg");
      expect(html).toContain('href="upi://pay?pa=ananthait%40okaxis');
      expect(html).toContain("I have paid — enter your UPI reference (UTR)");

      const bijuCookie = await signedInCookie(db, { ...biju, role: "customer" });
      expect((await page(due.id, bijuCookie)).status).toBe(404);
      expect((await page("abc")).status).toBe(404);
      expect((await post(due.id, { utr: "123456789012" }, bijuCookie)).status).toBe(404);
      expect(await claimsOf(due.id)).toEqual([]);
    },
  );

  onPglite(
    "answers a bad UTR, an amount above what is due or a future date beside its field, storing nothing",
    async () => {
      const cases: [Record<string, string>, string, string][] = [
        [{ utr: "12345" }, "utr", "Enter the 12-digit UTR"],
        [{ utr: "ABCDEFGHIJKL" }, "utr", "Enter the 12-digit UTR"],
        [{ utr: "123456789012", amount: "1,180.01" }, "amount", "more than the ₹1,180.00 due"],
        [{ utr: "123456789012", amount: "0" }, "amount", "more than zero"],
        [{ utr: "123456789012", amount: "lots" }, "amount", "Enter the amount in rupees"],
        [{ utr: "123456789012", paidOn: addDays(today, 1) }, "paidOn", "cannot be in the future"],
        [{ utr: "123456789012", paidOn: "2026-02-30" }, "paidOn", "Enter the date"],
      ];
      for (const [fields, field, message] of cases) {
        const answer = await post(due.id, fields);
        expect(answer.status).toBe(400);
        const body = answer.data as { fieldErrors: Record<string, string>; values: Record<string, string> };
        expect(body.fieldErrors[field]).toContain(message);
        expect(body.values.utr).toBe(fields.utr);
      }
      expect(await claimsOf(due.id)).toEqual([]);
      expect(await eventsOf(due.id, "utr_submitted")).toEqual([]);
      expect(await emailsOf(db, "invoice.utr", env.STAFF_EMAIL)).toEqual([]);
    },
  );

  onPglite("stores a good reference once with its event and the staff's email, and shows it as pending", async () => {
    const sent = await post(due.id, { utr: "4012 3456 7890", amount: "500", paidOn: today });
    expect(sent.status).toBe(302);
    expect(sent.location).toBe(`/account/invoices/${due.id}`);
    expect(await claimsOf(due.id)).toMatchObject([
      { utr: "401234567890", amountPaise: 50_000, paidOn: today, status: "pending", userId: asha.id },
    ]);
    const [event, ...more] = await eventsOf(due.id, "utr_submitted");
    expect(more).toEqual([]);
    expect(event).toMatchObject({ toValue: "401234567890", internal: false, actorUserId: asha.id });
    const [email] = await emailsOf(db, "invoice.utr", env.STAFF_EMAIL);
    expect(email).toMatchObject({ id: event!.outboxId, recordType: "invoice" });
    expect(email!.subject).toContain(due.number);
    expect(email!.textBody).toContain("UTR: 401234567890");
    expect(email!.textBody).toContain("Amount: ₹500.00");
    expect(email!.textBody).toContain(`/staff/invoices/${due.id}`);

    // The same reference again (a resubmitted form): nothing new.
    const again = await post(due.id, { utr: "401234567890" });
    expect(again.status).toBe(302);
    expect(await claimsOf(due.id)).toHaveLength(1);
    expect(await eventsOf(due.id, "utr_submitted")).toHaveLength(1);
    expect(await emailsOf(db, "invoice.utr", env.STAFF_EMAIL)).toHaveLength(1);

    const html = regionsHtml((await page(due.id)).data);
    expect(html).toContain("We have your reference 401234567890");
    expect(html).toContain("staff confirm payments within one business day");
  });

  onPglite("offers no form on a paid invoice, and lists its payment with the receipt's link", async () => {
    const paid = await addInvoice(db, asha);
    const payment = await addPayment(db, {
      invoiceId: paid.id,
      amountPaise: 118_000,
      receivedOn: today,
      method: "upi",
      reference: "998877665544",
    });
    const html = regionsHtml((await page(paid.id)).data);
    expect(html).not.toContain("I have paid");
    expect(html).not.toContain("upi://");
    expect(html).toContain(`href="/account/invoices/${paid.id}/receipts/${payment.paymentId}"`);
    expect((await post(paid.id, { utr: "123456789012" })).status).toBe(409);

    // Part-paid: a reference staff confirmed already is "already received", nothing stored.
    const part = await addInvoice(db, asha);
    await addPayment(db, {
      invoiceId: part.id,
      amountPaise: 18_000,
      receivedOn: today,
      method: "upi",
      reference: "556677889900",
    });
    expect((await post(part.id, { utr: "556677889900" })).status).toBe(302);
    expect(await claimsOf(part.id)).toEqual([]);
    expect(regionsHtml((await page(part.id)).data)).toContain("I have paid");
    expect(await claimsOf(paid.id)).toEqual([]);
  });

  onPglite(
    "emails an issued invoice with its PDF and the UPI QR code inline, delivered over SMTP",
    async () => {
      const invoice = await addInvoice(db, asha, {
        periodStartsOn: "2026-12-01",
        periodEndsOn: "2026-12-31",
      });
      while ((await runDueJobs(db, registry, undefined, quiet)).claimed > 0);
      const [row] = await db.select().from(invoices).where(eq(invoices.id, invoice.id));
      const emails = (await emailsOf(db, "invoice.issued", asha.email)).filter((email) =>
        email.subject.includes(invoice.number),
      );
      expect(emails).toHaveLength(1);
      const email = emails[0]!;
      expect(email.subject).toMatch(
        new RegExp(`^Tax invoice ${invoice.number} — ₹1,180\\.00 due \\d{1,2} \\w{3} \\d{4}$`),
      );
      expect(email.recordType).toBe("invoice");
      expect(email.textBody).toContain("upi://pay?pa=ananthait%40okaxis");
      expect(email.textBody).toContain(`/account/invoices/${invoice.id}`);
      expect(email.textBody).toContain("For the period");
      expect(email.htmlBody).toContain('<img src="cid:upi-qr"');
      expect(email.attachments).toMatchObject([
        { fileName: `${invoice.number.replaceAll("/", "-")}.pdf`, contentType: "application/pdf" },
        { fileName: "upi-qr.png", contentType: "image/png", contentId: "upi-qr" },
      ]);
      // The credit note issued earlier went out by the same job, with its own PDF and no UPI part.
      const [credited] = await db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.subject, `Credit note ${creditNote.number} for ${creditNote.credits}`));
      expect(credited).toMatchObject({ kind: "invoice.issued", toAddress: asha.email });
      expect(credited!.textBody).toContain("Reason: Billed twice");
      expect(credited!.attachments).toMatchObject([{ fileName: `${creditNote.number.replaceAll("/", "-")}.pdf` }]);
      const [emailed] = await eventsOf(invoice.id, "emailed");
      expect(emailed).toMatchObject({ toValue: row!.number, outboxId: email.id, channel: "system" });

      const sink = await startSmtpSink();
      try {
        const transport = createSmtpTransport(sink.url);
        while ((await deliverOutboxBatch(db, transport, undefined, quiet)).claimed > 0);
        transport.close();
        const [mail] = await sink.waitFor((message) => message.subject.includes(invoice.number));
        const pdf = mail!.attachments.find((file) => file.contentType === "application/pdf");
        expect(pdfText(Buffer.from(pdf!.base64, "base64"))).toContain(invoice.number);
        const qr = mail!.attachments.find((file) => file.contentType === "image/png");
        expect(qr).toMatchObject({ disposition: "inline", contentId: "<upi-qr>" });
        expect(Buffer.from(qr!.base64, "base64").subarray(1, 4).toString()).toBe("PNG");
        expect(mail!.html).toContain('src="cid:upi-qr"');
      } finally {
        await sink.stop();
      }
    },
    20_000,
  );

  /** Two app servers' workers claiming at once, until nothing is due. */
  async function runRacing() {
    const other = second?.db ?? db;
    let claimed = 1;
    while (claimed > 0) {
      const results = await Promise.all([
        runDueJobs(db, registry, undefined, quiet),
        runDueJobs(other, registry, undefined, quiet),
      ]);
      claimed = results.reduce((total, result) => total + result.claimed, 0);
    }
  }
  const reminderEvents = (invoiceId: number) =>
    db
      .select()
      .from(invoiceEvents)
      .where(and(eq(invoiceEvents.invoiceId, invoiceId), eq(invoiceEvents.kind, "reminder")))
      .orderBy(asc(invoiceEvents.id));

  it("sends each reminder once with two workers at once, and the weekly overdue one plans the next", async () => {
    // Due ten days ago: the reminders before and on the due day and the first weekly one are all due.
    const dueDate = addDays(today, -10);
    const customer = await addUser(db, "customer", "Meera Pillai");
    const invoice = await addInvoice(
      db,
      customer,
      { issueDate: addDays(today, -40), dueDate },
      indiaTime(addDays(today, -40), 10),
    );
    const started = performance.now();
    await runRacing();
    await runRacing();
    console.info(`[invoices-customer] ${kind}: reminders sent in ${Math.round(performance.now() - started)} ms`);

    const events = await reminderEvents(invoice.id);
    expect(events.map((event) => event.toValue).sort()).toEqual(["remind:before", "remind:due", "remind:overdue:1"]);
    const reminders = (await emailsOf(db, "invoice.reminder", customer.email)).filter((email) =>
      email.subject.includes(invoice.number),
    );
    expect(reminders).toHaveLength(3);
    expect(new Set(events.map((event) => event.outboxId))).toEqual(new Set(reminders.map((email) => email.id)));
    const overdue = reminders.find((email) => email.subject.includes("overdue"));
    expect(overdue?.subject).toBe(`Invoice ${invoice.number} is overdue by 10 days: ₹1,180.00 to pay`);
    expect(overdue?.htmlBody).toContain("cid:upi-qr");
    expect(overdue?.attachments).toMatchObject([{ contentId: "upi-qr" }]);
    expect((await emailsOf(db, "invoice.issued", customer.email)).length).toBeGreaterThanOrEqual(1);

    // The next weekly one is planned for a week after the first (in four days), not sent yet.
    const jobs = await jobsFor(db, INVOICE_JOB_KIND, invoice.id);
    expect(jobs.find((job) => job.key === "remind:overdue:2")).toMatchObject({
      doneAt: null,
      runAt: indiaTime(addDays(dueDate, 14), 9),
    });

    // A handler run again for a key already sent (a job scheduled again by hand) sends nothing more.
    const handler = invoiceJobHandler(env);
    await db.transaction((tx) =>
      handler(tx, { kind: INVOICE_JOB_KIND, subjectId: String(invoice.id), key: "remind:due" } as never),
    );
    expect(await reminderEvents(invoice.id)).toHaveLength(3);

    // Paid in two parts: a receipt for each, the reminders stop, the rest of the plan is dropped.
    await addPayment(db, {
      invoiceId: invoice.id,
      amountPaise: 50_000,
      receivedOn: today,
      method: "upi",
      reference: "111122223333",
    });
    await addPayment(db, { invoiceId: invoice.id, amountPaise: 68_000, receivedOn: today, method: "cash" });
    await runRacing();
    const receipts = await db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, "invoice.receipt"), like(emailOutbox.textBody, `%${invoice.number}%`)))
      .orderBy(asc(emailOutbox.id));
    expect(receipts).toHaveLength(2);
    expect(receipts[0]!.textBody).toContain("Amount: ₹500.00");
    expect(receipts[0]!.textBody).toContain("Reference: 111122223333");
    expect(receipts[0]!.textBody).toContain("Still due on the invoice: ₹680.00");
    expect(receipts[1]!.textBody).toContain("The invoice is paid in full.");
    expect(receipts[1]!.attachments).toMatchObject([{ contentType: "application/pdf" }]);
    const emailed = await db
      .select()
      .from(invoiceEvents)
      .where(and(eq(invoiceEvents.invoiceId, invoice.id), eq(invoiceEvents.kind, "emailed")));
    expect(emailed.map((event) => event.toValue)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^RCT\//), expect.stringMatching(/^RCT\//)]),
    );
    expect((await jobsFor(db, INVOICE_JOB_KIND, invoice.id)).some((job) => job.key === "remind:overdue:2")).toBe(false);
    await db.transaction((tx) =>
      handler(tx, { kind: INVOICE_JOB_KIND, subjectId: String(invoice.id), key: "remind:overdue:2" } as never),
    );
    expect(await reminderEvents(invoice.id)).toHaveLength(3);
  });
});
