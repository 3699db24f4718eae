// Service reports (docs/decisions/029-visits.md): the PDF issued when a visit is finished, emailed
// to the customer with the PDF attached, stored with its SHA-256, and never changed once issued.
// - Finishing a visit schedules the VISIT_REPORT_JOB_KIND job (visits.server.ts); its handler here
//   issues the first report in the job's transaction, so with any number of servers it is issued
//   exactly once — and a handler that finds a report already there does nothing.
// - A correction (staff, with a reason) is a new report with a new number that names the one it
//   supersedes, emailed again; the old report's row and bytes stay as they were.
// - Numbers are SR-<year>-<5 digits>, counted per year in India time: the next number is the year's
//   highest + 1, taken under a transaction-level advisory lock, so two servers issuing at once wait
//   for each other and never take the same number (the unique index would refuse it anyway).
import { createHash } from "node:crypto";
import { and, eq, inArray, like, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { devices, users, type VisitSignatureMethod, visitReports } from "~/db/schema";
import * as devicesEn from "~/content/devices";
import * as devicesMl from "~/content/devices.ml";
import * as reportsEn from "~/content/visit-reports";
import * as reportsMl from "~/content/visit-reports.ml";
import * as visitsEn from "~/content/visits";
import * as visitsMl from "~/content/visits.ml";
import { customerLocale } from "~/lib/auth/auth.server";
import { type CaseActor, systemActor } from "~/lib/casework/case-type.server";
import { lockCase } from "~/lib/casework/commands.server";
import { appendCaseEvent } from "~/lib/casework/events.server";
import { escapeHtml } from "~/lib/email/html";
import type { Env } from "~/lib/env.server";
import type { Locale } from "~/lib/i18n/locale";
import { localized } from "~/lib/i18n/localized";
import { formatDateTime } from "~/lib/india-time";
import { type JobHandler, type JobRegistry, registerJobHandler } from "~/lib/jobs/worker.server";
import { IST_OFFSET_MS } from "~/lib/sla/calendar";
import { getStoredFile, listStoredFiles, storeUploadedFiles } from "~/lib/uploads/store.server";
import { VISIT_PHOTO_OWNER, VISIT_SIGNATURE_OWNER } from "./field-form";
import { visitPageUrl } from "./notices.server";
import { renderServiceReport, type ServiceReportData, type ServiceReportPhoto } from "./report-pdf.server";
import { VISIT_REPORT_JOB_KIND, type Visit, visitCase } from "./visits.server";

type ReportEnv = Pick<Env, "PUBLIC_URL">;

const reportWords = localized(reportsEn, reportsMl);
/** The report's PDF prints the English labels; its email speaks the customer's language. */
const visitWords = localized(visitsEn, visitsMl);
const deviceWords = localized(devicesEn, devicesMl);

/** The stored-file owner of a report's PDF (with the visit's id); photos and signatures are field-form's. */
export const VISIT_REPORT_FILE_OWNER = "visit-report";

// One key for every server: the advisory lock that serialises taking report numbers.
const NUMBER_LOCK = "visit-report-number";

export type VisitReport = typeof visitReports.$inferSelect;

/** The year a report issued at `at` is counted in (India time, the company's calendar). */
export function reportYear(at: Date): number {
  return new Date(at.getTime() + IST_OFFSET_MS).getUTCFullYear();
}

export function formatReportNumber(year: number, sequence: number): string {
  return `SR-${year}-${String(sequence).padStart(5, "0")}`;
}

/** The next number of the year; the lock is held until the caller's transaction ends. */
async function nextReportNumber(tx: Database, at: Date): Promise<string> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${NUMBER_LOCK}, 0))`);
  const year = reportYear(at);
  const prefix = `SR-${year}-`;
  const [row] = await tx
    .select({ last: sql<number>`coalesce(max(split_part(${visitReports.number}, '-', 3)::int), 0)`.mapWith(Number) })
    .from(visitReports)
    .where(like(visitReports.number, `${prefix}%`));
  return formatReportNumber(year, (row?.last ?? 0) + 1);
}

/**
 * What the report prints, read from the visit and its customer, device, technician and files, with
 * the kinds of visit and device in the customer's language.
 */
async function reportData(
  tx: Database,
  visit: Visit,
  issue: { number: string; issuedAt: Date; correction: ServiceReportData["correction"] },
  locale: Locale,
): Promise<ServiceReportData> {
  const [customer] = await tx
    .select({ fullName: users.fullName, email: users.email })
    .from(users)
    .where(eq(users.id, visit.userId));
  if (!customer) throw new Error(`visit ${visit.id} has no customer`);
  const [technician] = visit.technicianId
    ? await tx.select({ fullName: users.fullName }).from(users).where(eq(users.id, visit.technicianId))
    : [];
  const [device] = visit.deviceId ? await tx.select().from(devices).where(eq(devices.id, visit.deviceId)) : [];
  const photos: ServiceReportPhoto[] = [];
  for (const file of await listStoredFiles(tx, { kind: VISIT_PHOTO_OWNER, id: visit.id })) {
    // Only images are photos; the bytes are read for the kinds the PDF draws, the rest listed by name.
    if (file.kind === "png" || file.kind === "jpeg") {
      const stored = await getStoredFile(tx, { kind: VISIT_PHOTO_OWNER, id: visit.id }, file.id);
      if (stored) photos.push({ fileName: stored.fileName, kind: stored.kind, bytes: stored.bytes });
    } else {
      photos.push({ fileName: file.fileName, kind: file.kind, bytes: new Uint8Array() });
    }
  }
  return {
    number: issue.number,
    issuedAt: issue.issuedAt,
    correction: issue.correction,
    customer: { name: customer.fullName, email: customer.email },
    remote: visit.mode === "remote",
    site: visit.siteAddress ? { address: visit.siteAddress, area: visit.siteArea } : null,
    device: device
      ? {
          kind: deviceWords[locale].deviceKindLabels[device.kind],
          make: device.make,
          model: device.model,
          serialNumber: device.serialNumber,
        }
      : null,
    technician: technician?.fullName ?? null,
    visitKind: `${visitWords[locale].visitKindLabels[visit.kind]} · ${visitWords[locale].visitModeLabels[visit.mode]}`,
    window:
      visit.windowStartsAt && visit.windowEndsAt
        ? { startsAt: visit.windowStartsAt, endsAt: visit.windowEndsAt }
        : null,
    setOffAt: visit.setOffAt,
    arrivedAt: visit.arrivedAt,
    finishedAt: visit.finishedAt,
    workDone: visit.workNotes,
    checklist: visit.checklist,
    partsUsed: visit.partsUsed,
    fixed: visit.fixed,
    photos,
    signature: await signatureOf(tx, visit),
  };
}

async function signatureOf(tx: Database, visit: Visit): Promise<ServiceReportData["signature"]> {
  if (!visit.signerName || !visit.signatureMethod || !visit.signedAt) return null;
  const method: VisitSignatureMethod = visit.signatureMethod;
  if (method === "typed") return { method, signerName: visit.signerName, signedAt: visit.signedAt };
  const file = visit.signatureFileId
    ? await getStoredFile(tx, { kind: VISIT_SIGNATURE_OWNER, id: visit.id }, visit.signatureFileId)
    : null;
  return {
    method,
    signerName: visit.signerName,
    signedAt: visit.signedAt,
    png: file?.kind === "png" ? file.bytes : null,
  };
}

/**
 * The email that carries a report, with its PDF attached (read from the stored file at delivery), in
 * the customer's language, as the PDF is.
 */
function reportEmail(
  data: ServiceReportData,
  visit: Visit,
  file: { id: string; fileName: string },
  env: ReportEnv,
  locale: Locale,
) {
  const emailWords = reportWords[locale].serviceReportEmailWords;
  const labels = visitWords[locale];
  const kind = visit.mode === "remote" ? labels.visitModeLabels.remote : labels.visitKindLabels[visit.kind];
  const paragraphs = data.correction
    ? emailWords.correctedLines(data.correction.supersedesNumber, data.correction.reason)
    : emailWords.lines(kind, formatDateTime(data.finishedAt ?? data.issuedAt, locale));
  const link = visitPageUrl(visit.id, env.PUBLIC_URL, locale);
  const lines = [emailWords.greeting(data.customer.name), ...paragraphs];
  return {
    kind: "visit.report",
    to: data.customer.email,
    subject: data.correction
      ? emailWords.correctedSubject(data.number, data.correction.supersedesNumber)
      : emailWords.subject(data.number, kind),
    text: [...lines, `${emailWords.viewLine} ${link}`, emailWords.signature].join("\n\n"),
    html: [
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p>${escapeHtml(emailWords.viewLine)} <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
      `<p>${escapeHtml(emailWords.signature)}</p>`,
    ].join("\n"),
    attachments: [{ fileName: file.fileName, contentType: "application/pdf", storedFileId: file.id }],
  };
}

/**
 * Issues a report of the locked, completed visit: renders it, stores the PDF, records the row, the
 * 'report_issued' event with its audit entry, and the customer's email — all in `tx`.
 */
async function issueReport(
  tx: Database,
  visit: Visit,
  actor: CaseActor,
  env: ReportEnv,
  now: Date,
  supersedes: { report: VisitReport; reason: string } | null,
): Promise<VisitReport> {
  const number = await nextReportNumber(tx, now);
  const correction = supersedes ? { supersedesNumber: supersedes.report.number, reason: supersedes.reason } : null;
  // The report is in the customer's language when it is issued, and stays so: the stored PDF is the
  // document as issued (its hash is recorded), whichever page later downloads it.
  const locale = await customerLocale(tx, visit.userId);
  const data = await reportData(tx, visit, { number, issuedAt: now, correction }, locale);
  const pdf = await renderServiceReport(data, locale);
  const sha256 = createHash("sha256").update(pdf).digest("hex");
  const fileName = `${number}.pdf`;
  const [file] = await storeUploadedFiles(tx, { kind: VISIT_REPORT_FILE_OWNER, id: visit.id }, [
    { fileName, kind: "pdf", mediaType: "application/pdf", size: pdf.byteLength, sha256, bytes: pdf },
  ]);
  if (!file) throw new Error(`report ${number} was not stored`);
  const [report] = await tx
    .insert(visitReports)
    .values({
      visitId: visit.id,
      number,
      fileId: file.id,
      sha256,
      supersedesId: supersedes?.report.id ?? null,
      correctionReason: supersedes?.reason ?? null,
      issuedById: actor.id,
      issuedAt: now,
    })
    .returning();
  if (!report) throw new Error(`report ${number} was not recorded`);
  await appendCaseEvent(
    tx,
    visitCase,
    visit.id,
    actor,
    {
      kind: "report_issued",
      channel: actor.id === null ? "system" : "web",
      fromValue: supersedes?.report.number ?? null,
      toValue: number,
      body: supersedes?.reason ?? null,
    },
    {
      email: reportEmail(data, visit, { id: file.id, fileName }, env, locale),
      audit: {
        verb: supersedes ? "correct_report" : "report",
        after: { number, sha256, supersedes: supersedes?.report.number ?? null },
        outboxKey: "outboxId",
      },
      now,
    },
  );
  return report;
}

/**
 * Issues the first report of a completed visit, in the caller's transaction: nothing when the visit
 * is not completed or already has a report (a second run of the job, a visit finished again).
 */
export async function issueFirstVisitReport(
  tx: Database,
  visitId: number,
  env: ReportEnv,
  now = new Date(),
): Promise<VisitReport | null> {
  // Locked first: a correction or another run of the job waits, then finds the report.
  const visit = (await lockCase(tx, visitCase, visitId)) as Visit | null;
  if (visit?.status !== "completed") return null;
  const [existing] = await tx
    .select({ id: visitReports.id })
    .from(visitReports)
    .where(eq(visitReports.visitId, visitId))
    .limit(1);
  if (existing) return null;
  return issueReport(tx, visit, systemActor, env, now, null);
}

/** The visit_report job's handler: issues the finished visit's first report. */
export function visitReportHandler(env: ReportEnv, now: () => Date = () => new Date()): JobHandler {
  return async (tx, job) => {
    const id = Number(job.subjectId);
    if (!Number.isSafeInteger(id)) return "done";
    await issueFirstVisitReport(tx, id, env, now());
    return "done";
  };
}

/** Registers the report job's handler with the due-jobs worker; app/lib/runtime.server.ts calls it at start. */
export function registerVisitReportJobs(env: ReportEnv, registry?: JobRegistry) {
  registerJobHandler(VISIT_REPORT_JOB_KIND, visitReportHandler(env), registry);
}

export type CorrectionResult =
  | { outcome: "issued"; report: VisitReport }
  | { outcome: "missing" }
  /** Not completed, or its first report is not issued yet: nothing to correct. */
  | { outcome: "no-report" };

/**
 * A corrected report of a visit (staff): a new report superseding the current one (the latest, which
 * nothing supersedes yet), with the reason printed on it, emailed to the customer again.
 */
export async function issueCorrectedVisitReport(
  db: Database,
  actor: CaseActor & { id: number },
  visitId: number,
  reason: string,
  env: ReportEnv,
  now = new Date(),
): Promise<CorrectionResult> {
  return db.transaction(async (tx) => {
    const visit = (await lockCase(tx, visitCase, visitId)) as Visit | null;
    if (!visit) return { outcome: "missing" } as const;
    const reports = await tx.select().from(visitReports).where(eq(visitReports.visitId, visitId));
    const superseded = new Set(reports.map((report) => report.supersedesId));
    const current = reports.find((report) => !superseded.has(report.id));
    if (visit.status !== "completed" || !current) return { outcome: "no-report" } as const;
    const report = await issueReport(tx, visit, actor, env, now, { report: current, reason });
    return { outcome: "issued", report } as const;
  });
}

/** A report as the visit pages list it: its number, when, and how it stands among the corrections. */
export type VisitReportListing = {
  id: number;
  visitId: number;
  number: string;
  issuedAt: Date;
  correctionReason: string | null;
  /** The report this one corrects, and the one that corrects it. */
  supersedesNumber: string | null;
  supersededByNumber: string | null;
};

/** The reports of these visits, oldest first within each visit (a ticket's or a contract's page). */
export async function reportsOfVisits(
  db: Database,
  visitIds: readonly number[],
): Promise<Map<number, VisitReportListing[]>> {
  const byVisit = new Map<number, VisitReportListing[]>();
  if (visitIds.length === 0) return byVisit;
  const rows = await db
    .select()
    .from(visitReports)
    .where(inArray(visitReports.visitId, [...visitIds]))
    .orderBy(visitReports.issuedAt, visitReports.id);
  const numberOf = new Map(rows.map((row) => [row.id, row.number]));
  const supersededBy = new Map(rows.flatMap((row) => (row.supersedesId ? [[row.supersedesId, row.number]] : [])));
  for (const row of rows) {
    const listing: VisitReportListing = {
      id: row.id,
      visitId: row.visitId,
      number: row.number,
      issuedAt: row.issuedAt,
      correctionReason: row.correctionReason,
      supersedesNumber: row.supersedesId ? (numberOf.get(row.supersedesId) ?? null) : null,
      supersededByNumber: supersededBy.get(row.id) ?? null,
    };
    byVisit.set(row.visitId, [...(byVisit.get(row.visitId) ?? []), listing]);
  }
  return byVisit;
}

/** A report as a visit's line on a ticket's or contract's page links it: its number, to download. */
export type ReportLink = { id: number; number: string };

/**
 * These visits, each with the reports in force (those no correction superseded): what a ticket's or
 * a contract's page links beside each visit; the visit's own page lists the whole history.
 */
export async function withReportLinks<Row extends { id: number }>(
  db: Database,
  rows: readonly Row[],
): Promise<(Row & { reports: ReportLink[] })[]> {
  const reports = await reportsOfVisits(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...row,
    reports: (reports.get(row.id) ?? [])
      .filter((report) => report.supersededByNumber === null)
      .map(({ id, number }) => ({ id, number })),
  }));
}

/**
 * A report's PDF, if the report belongs to this visit (the download routes check who may see the
 * visit first); null for an unknown report or another visit's, answered alike as 404.
 */
export async function visitReportFile(db: Database, visitId: number, reportId: number) {
  const [report] = await db
    .select({ fileId: visitReports.fileId })
    .from(visitReports)
    .where(and(eq(visitReports.id, reportId), eq(visitReports.visitId, visitId)));
  if (!report) return null;
  return getStoredFile(db, { kind: VISIT_REPORT_FILE_OWNER, id: visitId }, report.fileId);
}
