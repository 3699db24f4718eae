// Service reports against PGlite and PostgreSQL: a completed visit's report issued by its job exactly
// once (the stored PDF's SHA-256 is the one recorded; a second run does nothing), its text read back
// with pdftotext, the customer's email with the PDF attached, numbers that two servers issuing at
// once never share, a staff correction as a new report that supersedes the old one (whose bytes
// stay), and the downloads: the visit's customer and staff only, every other case the 404.
import { createHash } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "~/db/client.server";
import { openDatabase } from "~/db/client.server";
import { emailOutbox, storedFiles, tickets, users, visitEvents, visitReports, visits } from "~/db/schema";
import { addDevice } from "~/lib/devices/devices.server";
import type { MailMessage } from "~/lib/email/transport.server";
import { deliverOutboxBatch } from "~/lib/email/worker.server";
import { getEnv } from "~/lib/env.server";
import { type JobRegistry, runDueJobs } from "~/lib/jobs/worker.server";
import { uploadedFile } from "~/lib/uploads/multipart.server";
import { storeUploadedFiles } from "~/lib/uploads/store.server";
import {
  issueFirstVisitReport,
  registerVisitReportJobs,
  reportsOfVisits,
  VISIT_REPORT_FILE_OWNER,
  visitReportHandler,
} from "~/lib/visits/reports.server";
import { contractVisits, ticketVisits } from "~/lib/visits/staff.server";
import { scheduleVisitReport } from "~/lib/visits/visits.server";
import { loader as accountContract } from "~/routes/account-contract";
import { loader as accountTicket } from "~/routes/account-ticket";
import { loader as customerDownload } from "~/routes/account-visit-report";
import { loader as staffDownload } from "~/routes/staff/visit-report";
import { action as correctionAction } from "~/routes/staff/visit-reports";
import { addContract, addUser, addVisit, openTicket, signedInCookie } from "~/testing/factories.server";
import { pdfText } from "../support/pdf-text";
import { samples } from "../support/file-samples";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./support/database";
import { behindConsole, callPage, consoleCookie, formPost, routeContext } from "./support/routes";

const env = getEnv();
const quiet = { log() {}, warn() {}, error() {} };

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const statusOf = (thrown: unknown) => (thrown as { init?: ResponseInit | null }).init?.status;

describe.each(databaseKinds)("service reports on %s", (kind) => {
  let database: TestDatabase;
  let db: Database;
  let second: DatabaseHandle | null = null;
  const registry: JobRegistry = new Map();
  registerVisitReportJobs(env, registry);
  type Person = { id: number; email: string; fullName: string };
  let customer: Person;
  let otherCustomer: Person;
  let technician: Person;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.db;
    second = database.url ? await openDatabase({ databaseUrl: database.url }) : null;
    customer = await addUser(db, "customer", "Asha Nair");
    otherCustomer = await addUser(db, "customer", "Biju Thomas");
    technician = await addUser(db, "staff", "Ravi Kumar");
  });
  afterAll(async () => {
    await second?.close();
    await database?.destroy();
  });

  /** A repair visit finished on site and signed on the glass, as the technician's page leaves it. */
  async function completedVisit(owner: Person = customer) {
    const ticket = await openTicket(db, owner);
    const device = await addDevice(db, { id: null, email: "", fullName: "System" }, owner.id, {
      kind: "laptop",
      make: "Dell",
      model: "Latitude 5420",
      serialNumber: "DL-5420-77",
      siteAddress: null,
      siteArea: null,
      purchasedOn: null,
      warrantyEndsOn: null,
      notes: null,
      cameraChannels: null,
      diskGb: null,
      retentionDays: null,
      covered: true,
    });
    if (device.outcome !== "changed") throw new Error("device not added");
    const visit = await addVisit(db, owner, {
      ticketId: ticket.id,
      kind: "repair",
      deviceId: device.id,
      siteAddress: "TC 15/1234, Vazhuthacaud",
      siteArea: "Thiruvananthapuram",
      technicianId: technician.id,
      windowStartsAt: new Date("2026-11-26T04:30:00Z"),
      windowEndsAt: new Date("2026-11-26T06:30:00Z"),
    });
    const [signature] = await storeUploadedFiles(db, { kind: "visit-signature", id: visit.id }, [
      uploadedFile({ kind: "png", fileName: "signature.png" }, samples.png),
    ]);
    await storeUploadedFiles(db, { kind: "visit", id: visit.id }, [
      uploadedFile({ kind: "png", fileName: "before.png" }, samples.png),
      uploadedFile({ kind: "webp", fileName: "after.webp" }, samples.webp),
    ]);
    const [row] = await db.select({ checklist: visits.checklist }).from(visits).where(eq(visits.id, visit.id));
    await db
      .update(visits)
      .set({
        status: "completed",
        setOffAt: new Date("2026-11-26T04:05:00Z"),
        arrivedAt: new Date("2026-11-26T04:41:00Z"),
        finishedAt: new Date("2026-11-26T05:52:00Z"),
        workNotes: "Replaced the failed keyboard and updated the BIOS.",
        partsUsed: "Keyboard (US layout)",
        fixed: true,
        checklist: row!.checklist.map((line, index) => ({ ...line, done: index < 3 })),
        signerName: owner.fullName,
        signatureMethod: "drawn",
        signedAt: new Date("2026-11-26T05:51:00Z"),
        signatureFileId: signature!.id,
      })
      .where(eq(visits.id, visit.id));
    return visit.id;
  }

  const reportsOf = (visitId: number) =>
    db.select().from(visitReports).where(eq(visitReports.visitId, visitId)).orderBy(asc(visitReports.id));
  const storedPdf = async (fileId: string) =>
    (await db.select().from(storedFiles).where(eq(storedFiles.id, fileId)))[0]!;

  let visitId: number;
  /** A report of another visit of the same customer. */
  let neighbourReportId: number;

  it("issues a completed visit's report once through its job: stored with its SHA-256, emailed with the PDF", async () => {
    visitId = await completedVisit();
    await scheduleVisitReport(db, visitId);
    const started = performance.now();
    expect(await runDueJobs(db, registry, undefined, quiet)).toMatchObject({ claimed: 1, done: 1 });
    console.info(`[visit-reports] one report issued by its job in ${Math.round(performance.now() - started)} ms`);

    const [report, ...others] = await reportsOf(visitId);
    expect(others).toEqual([]);
    expect(report).toMatchObject({ supersedesId: null, correctionReason: null, issuedById: null });
    expect(report!.number).toMatch(/^SR-20\d\d-\d{5}$/);
    const file = await storedPdf(report!.fileId);
    expect(file).toMatchObject({
      ownerKind: VISIT_REPORT_FILE_OWNER,
      ownerId: String(visitId),
      kind: "pdf",
      fileName: `${report!.number}.pdf`,
      sha256: report!.sha256,
    });
    expect(sha256(file.bytes)).toBe(report!.sha256);

    const text = pdfText(file.bytes);
    for (const expected of [
      report!.number,
      "Asha Nair",
      customer.email,
      "TC 15/1234, Vazhuthacaud",
      "Laptop: Dell Latitude 5420",
      "Serial number DL-5420-77",
      "Technician: Ravi Kumar",
      "Replaced the failed keyboard and updated the BIOS.",
      "[x] Problem reproduced and cause found",
      "[ ] Data and settings checked after the repair",
      "Keyboard (US layout)",
      "Set off: 26 Nov 2026, 9:35 am",
      "Arrived: 26 Nov 2026, 10:11 am",
      "Finished: 26 Nov 2026, 11:22 am",
      "before.png",
      "after.webp",
      "Signed by Asha Nair, 26 Nov 2026, 11:21 am",
    ]) {
      expect(text).toContain(expected);
    }

    const events = await db
      .select()
      .from(visitEvents)
      .where(and(eq(visitEvents.visitId, visitId), eq(visitEvents.kind, "report_issued")));
    expect(events).toMatchObject([{ toValue: report!.number, channel: "system" }]);
    const emails = await db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, "visit.report"), eq(emailOutbox.toAddress, customer.email)));
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({
      id: events[0]!.outboxId,
      recordType: "visit",
      attachments: [
        { fileName: `${report!.number}.pdf`, contentType: "application/pdf", storedFileId: report!.fileId },
      ],
    });
    expect(emails[0]!.subject).toContain(report!.number);
    expect(emails[0]!.textBody).toContain(`/account/visits/${visitId}`);
  });

  it("delivers the email with the PDF's bytes read from the stored file", async () => {
    const [report] = await reportsOf(visitId);
    const sent: MailMessage[] = [];
    const transport = { send: async (message: MailMessage) => void sent.push(message), close() {} };
    while ((await deliverOutboxBatch(db, transport, undefined, quiet)).claimed > 0);
    const mail = sent.find((message) => message.subject.includes(report!.number));
    expect(mail?.attachments).toHaveLength(1);
    const attachment = mail!.attachments![0]!;
    expect(attachment).toMatchObject({ fileName: `${report!.number}.pdf`, contentType: "application/pdf" });
    expect(sha256(attachment.content as Uint8Array)).toBe(report!.sha256);
  });

  it("does nothing when run again, nor for a visit that is not completed", async () => {
    const handler = visitReportHandler(env);
    const job = { kind: "visit_report", subjectId: String(visitId), key: "report" } as never;
    await db.transaction((tx) => handler(tx, job));
    expect(await db.transaction((tx) => issueFirstVisitReport(tx, visitId, env))).toBeNull();
    // The job itself stays done: scheduling it again plans nothing.
    await scheduleVisitReport(db, visitId);
    expect(await runDueJobs(db, registry, undefined, quiet)).toMatchObject({ claimed: 0 });
    expect(await reportsOf(visitId)).toHaveLength(1);

    const booked = await addVisit(db, customer, { ticketId: (await openTicket(db, customer)).id, kind: "survey" });
    expect(await db.transaction((tx) => issueFirstVisitReport(tx, booked.id, env))).toBeNull();
    expect(await reportsOf(booked.id)).toEqual([]);
  });

  it("numbers reports issued at once by two servers one after the other", async () => {
    const [a, b] = [await completedVisit(), await completedVisit()];
    const other = second?.db ?? db;
    const [first, next] = await Promise.all([
      db.transaction((tx) => issueFirstVisitReport(tx, a, env)),
      other.transaction((tx) => issueFirstVisitReport(tx, b, env)),
    ]);
    const sequence = (number: string) => Number(number.slice(-5));
    expect([sequence(first!.number), sequence(next!.number)].sort()).toEqual([2, 3]);
    neighbourReportId = first!.id;
  });

  it("staff issue a corrected report: a new number superseding the old, emailed again; the old bytes stay", async () => {
    const [original] = await reportsOf(visitId);
    const originalBytes = (await storedPdf(original!.fileId)).bytes;
    const cookie = await consoleCookie(db, technician.id);
    const correct = (fields: Record<string, string>) =>
      behindConsole(correctionAction as never)({
        request: formPost(`/staff/visits/${visitId}/reports`, fields, { origin: env.PUBLIC_URL, cookie }),
        context: routeContext(db),
        params: { id: String(visitId) },
      } as never) as Promise<Response>;

    const refused = await correct({ intent: "correct-report", reason: "   " });
    expect(refused.status).toBe(302);
    expect(refused.headers.get("location")).toBe(`/staff/visits/${visitId}`);
    expect(await reportsOf(visitId)).toHaveLength(1);

    const done = await correct({ intent: "correct-report", reason: "The serial number was wrong" });
    expect(done.status).toBe(302);
    const [old, corrected] = await reportsOf(visitId);
    expect(corrected).toMatchObject({
      supersedesId: old!.id,
      correctionReason: "The serial number was wrong",
      issuedById: technician.id,
    });
    expect(corrected!.number).not.toBe(old!.number);
    expect(old).toEqual(original);
    const oldFile = await storedPdf(old!.fileId);
    expect(oldFile.bytes).toEqual(originalBytes);
    expect(sha256(oldFile.bytes)).toBe(old!.sha256);
    const newFile = await storedPdf(corrected!.fileId);
    expect(sha256(newFile.bytes)).toBe(corrected!.sha256);
    expect(pdfText(newFile.bytes)).toContain(`Corrects report ${old!.number}: The serial number was wrong`);

    const emails = await db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, "visit.report"), eq(emailOutbox.toAddress, customer.email)))
      .orderBy(asc(emailOutbox.id));
    expect(emails.at(-1)).toMatchObject({
      subject: `Corrected service report ${corrected!.number} (replaces ${old!.number})`,
      attachments: [{ fileName: `${corrected!.number}.pdf`, storedFileId: corrected!.fileId }],
    });

    const listed = (await reportsOfVisits(db, [visitId])).get(visitId);
    expect(listed).toMatchObject([
      { number: old!.number, supersededByNumber: corrected!.number, supersedesNumber: null },
      { number: corrected!.number, supersedesNumber: old!.number, supersededByNumber: null },
    ]);
  });

  it("links the report in force beside the visit on its ticket's and contract's pages, customer's and staff's", async () => {
    const [old, corrected] = await reportsOf(visitId);
    const contract = await addContract(db, customer, { planId: "starter" });
    await db.update(visits).set({ contractId: contract.id }).where(eq(visits.id, visitId));
    const [visit] = await db.select({ ticketId: visits.ticketId }).from(visits).where(eq(visits.id, visitId));
    const [ticket] = await db.select({ number: tickets.number }).from(tickets).where(eq(tickets.id, visit!.ticketId!));
    const inForce = [{ id: corrected!.id, number: corrected!.number }];
    expect((await ticketVisits(db, visit!.ticketId!)).map((line) => line.reports)).toEqual([inForce]);
    expect((await contractVisits(db, contract.id)).visits).toMatchObject([{ id: visitId, reports: inForce }]);

    // The customer's pages are server-rendered regions (asked for as a client navigation's data, which
    // carries their markup): the link is in it, the superseded report is not.
    const cookie = await signedInCookie(db, { ...customer, role: "customer" });
    const html = async (loader: unknown, path: string, params: Record<string, string>) => {
      const answer = await callPage(
        loader as never,
        new Request(`http://localhost${path}.data`, { headers: { cookie } }),
        routeContext(db),
        params,
      );
      expect(answer.status).toBe(200);
      return Object.values(answer.data as Record<string, { html?: string | null }>)
        .concat(Object.values((answer.data as { regions?: object }).regions ?? {}))
        .map((region) => (region && typeof region === "object" && "html" in region ? region.html : ""))
        .join("\n");
    };
    const link = `/account/visits/${visitId}/reports/${corrected!.id}`;
    const ticketPage = await html(accountTicket, `/account/tickets/${ticket!.number}`, { number: ticket!.number });
    expect(ticketPage).toContain(`href="${link}"`);
    expect(ticketPage).toContain(`${corrected!.number} (PDF)`);
    expect(ticketPage).not.toContain(old!.number);
    const contractPage = await html(accountContract, `/account/contracts/${contract.id}`, { id: String(contract.id) });
    expect(contractPage).toContain(`href="${link}"`);
    expect(contractPage).not.toContain(old!.number);
    // Another customer's contract is still nobody's page.
    const other = await addContract(db, otherCustomer, { planId: "starter" });
    const refused = await callPage(
      accountContract as never,
      new Request(`http://localhost/account/contracts/${other.id}`, { headers: { cookie } }),
      routeContext(db),
      { id: String(other.id) },
    );
    expect(refused.status).toBe(404);
  });

  it("serves a report as a download to the visit's customer and to staff; anyone else gets the 404", async () => {
    const [report] = await reportsOf(visitId);
    const path = `/account/visits/${visitId}/reports/${report!.id}`;
    const asCustomer = async (person: Person, params = { id: String(visitId), reportId: String(report!.id) }) =>
      customerDownload({
        request: new Request(`http://localhost${path}`, {
          headers: { cookie: await signedInCookie(db, { ...person, role: "customer" }) },
        }),
        context: routeContext(db),
        params,
      } as never).catch((thrown: unknown) => thrown);

    const served = (await asCustomer(customer)) as Response;
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("application/pdf");
    expect(served.headers.get("content-disposition")).toMatch(
      new RegExp(`^attachment; filename="${report!.number}.pdf"`),
    );
    expect(sha256(new Uint8Array(await served.arrayBuffer()))).toBe(report!.sha256);
    expect(statusOf(await asCustomer(otherCustomer))).toBe(404);
    // Another visit's report under this visit's address, and addresses that name nothing.
    expect(statusOf(await asCustomer(customer, { id: String(visitId), reportId: String(neighbourReportId) }))).toBe(
      404,
    );
    expect(statusOf(await asCustomer(customer, { id: "x", reportId: String(report!.id) }))).toBe(404);

    const asStaff = async (cookie: string) =>
      behindConsole(staffDownload as never)({
        request: new Request(`http://localhost/staff/visits/${visitId}/reports/${report!.id}`, { headers: { cookie } }),
        context: routeContext(db),
        params: { id: String(visitId), reportId: String(report!.id) },
      } as never).catch((thrown: unknown) => thrown);
    const staffServed = (await asStaff(await consoleCookie(db, technician.id))) as Response;
    expect(staffServed.headers.get("content-disposition")).toMatch(/^attachment/);
    expect(sha256(new Uint8Array(await staffServed.arrayBuffer()))).toBe(report!.sha256);
    expect(statusOf(await asStaff(await signedInCookie(db, { ...customer, role: "customer" })))).toBe(404);
  });

  it("issues a Malayalam customer's report in Malayalam, as its email", async () => {
    const malayali = await addUser(db, "customer", "Lakshmi Menon");
    await db.update(users).set({ locale: "ml" }).where(eq(users.id, malayali.id));
    const visit = await completedVisit(malayali);
    const report = await db.transaction((tx) => issueFirstVisitReport(tx, visit, env));
    const text = pdfText((await storedPdf(report!.fileId)).bytes);
    for (const expected of [
      "സർവീസ് റിപ്പോർട്ട്",
      `റിപ്പോർട്ട് ${report!.number}`,
      "ലാപ്ടോപ്പ്: Dell Latitude 5420",
      "റിപ്പയർ · നേരിട്ടുള്ള സന്ദർശനം",
      "ടെക്നീഷ്യൻ: Ravi Kumar",
      "പുറപ്പെട്ടത്: 26 നവം 2026",
      "Replaced the failed keyboard and updated the BIOS.",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("Service report");
    const [email] = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, malayali.email));
    expect(email!.subject).toContain(`സർവീസ് റിപ്പോർട്ട് ${report!.number}`);
  });
});
