// A customer whose account is in Malayalam (users.locale 'ml') gets their visit and invoice emails in
// Malayalam: subject, body and dates, with links to the /ml pages; the attachments (the .ics, the
// invoice's PDF) are unchanged. On PGlite: only the words differ from the English emails, which the
// visit and invoice suites check.
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { emailOutbox, users } from "~/db/schema";
import { getEnv } from "~/lib/env.server";
import { registerInvoiceJobs } from "~/lib/invoices/notices.server";
import { type JobRegistry, runDueJobs } from "~/lib/jobs/worker.server";
import { bookVisitFromTicket } from "~/lib/visits/schedule.server";
import { indiaDateOf, indiaTimeOn } from "~/lib/visits/window";
import { addInvoice, addUser, openTicket } from "~/testing/factories.server";
import { createTestDatabase, type TestDatabase } from "./support/database";

const env = getEnv();
const quiet = { log() {}, warn() {}, error() {} };
const HOUR = 3_600_000;

describe("a Malayalam customer's emails", () => {
  let database: TestDatabase;
  let db: Database;
  let staff: Awaited<ReturnType<typeof addUser>>;
  let technician: Awaited<ReturnType<typeof addUser>>;
  let customer: Awaited<ReturnType<typeof addUser>>;
  const registry: JobRegistry = new Map();
  registerInvoiceJobs(env, registry);

  const emailsOf = (kind: string) =>
    db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, kind), eq(emailOutbox.toAddress, customer.email)))
      .orderBy(asc(emailOutbox.id));

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    db = database.db;
    staff = await addUser(db, "staff", "Desk Member");
    technician = await addUser(db, "staff", "Ravi Menon");
    customer = await addUser(db, "customer", "Asha Nair");
    await db.update(users).set({ locale: "ml" }).where(eq(users.id, customer.id));
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it("books a visit in Malayalam, linking the /ml visit page", async () => {
    const day = indiaDateOf(new Date(Date.now() + 10 * 24 * HOUR));
    const ticket = await openTicket(db, customer);
    const result = await bookVisitFromTicket(db, staff, ticket.id, {
      kind: "repair",
      deviceId: null,
      siteAddress: "TC 15/1234, Vazhuthacaud",
      siteArea: "Thiruvananthapuram",
      windowStartsAt: indiaTimeOn(day, 10),
      windowEndsAt: indiaTimeOn(day, 12),
      technicianId: technician.id,
      bookAnyway: false,
    });
    if (result.outcome !== "changed") throw new Error(result.outcome);
    const [email, ...more] = await emailsOf("visit.booked");
    expect(more).toEqual([]);
    expect(email!.subject).toMatch(/^റിപ്പയർ സന്ദർശനം ബുക്ക് ചെയ്തു: /);
    expect(email!.textBody).toContain("നമസ്കാരം Asha Nair,");
    expect(email!.textBody).toContain("ടെക്നീഷ്യൻ: Ravi");
    // The window's day and month in Malayalam, the times as India writes them.
    expect(email!.textBody).toMatch(/സമയം: .*(ജനു|ഫെബ്|മാർ|ഏപ്രി|മേയ്|ജൂൺ|ജൂലൈ|ഓഗ|സെപ്|ഒക്ടോ|നവം|ഡിസം)/);
    expect(email!.textBody).not.toContain("Hello");
    expect(email!.textBody).toContain(new URL(`/ml/account/visits/${result.id}`, env.PUBLIC_URL).href);
    expect(email!.htmlBody).toContain(`href="${new URL(`/ml/account/visits/${result.id}`, env.PUBLIC_URL).href}"`);
    expect(email!.attachments).toMatchObject([{ fileName: "visit.ics" }]);
  });

  it("emails an issued invoice in Malayalam with /ml links, its PDF still attached", async () => {
    const invoice = await addInvoice(db, customer, { periodStartsOn: "2026-12-01", periodEndsOn: "2026-12-31" });
    while ((await runDueJobs(db, registry, undefined, quiet)).claimed > 0);
    const [email, ...more] = await emailsOf("invoice.issued");
    expect(more).toEqual([]);
    expect(email!.subject).toMatch(new RegExp(`^ടാക്സ് ഇൻവോയ്സ് ${invoice.number} — ₹1,180\\.00, അടയ്ക്കേണ്ട തീയതി `));
    expect(email!.textBody).toContain("1 ഡിസം 2026 മുതൽ 31 ഡിസം 2026 വരെ");
    expect(email!.textBody).toContain("UPI വഴി പണമടയ്ക്കാം");
    expect(email!.textBody).toContain(new URL(`/ml/account/invoices/${invoice.id}`, env.PUBLIC_URL).href);
    expect(email!.textBody).not.toMatch(/Hello|Tax invoice|Pay by UPI/);
    expect(email!.attachments).toMatchObject([
      { fileName: `${invoice.number.replaceAll("/", "-")}.pdf`, contentType: "application/pdf" },
      { fileName: "upi-qr.png" },
    ]);
  });
});
