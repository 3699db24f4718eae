// HR's pipeline against PGlite and PostgreSQL: the list's filters and the
// overdue 'contact by' date; stage changes with the applicant's email through the outbox, notes and
// assignment, each with its history event, its audit entry (no personal data) and a fresh retention
// clock; stale pages refused (409); deletion on request with its confirmation step, résumé and
// emails gone; who may see applications (admins: a customer and plain staff get the 404 of an
// unknown URL); and the retention sweep with a controlled clock, two servers deleting once.
import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "~/db/client.server";
import { openDatabase } from "~/db/client.server";
import {
  applicationStages,
  auditLog,
  emailOutbox,
  jobApplicationEvents,
  jobApplications,
  storedFiles,
} from "~/db/schema";
import { retentionCutoff, sweepExpiredApplications } from "~/lib/careers/retention.server";
import { applicationActionForm } from "~/lib/careers/staff-actions.server";
import {
  applicationsDashboardSummary,
  changeApplicationStage,
  jobApplicationCase,
  listApplications,
} from "~/lib/careers/staff-applications.server";
import { type ApplicationQuery, applicationList, pipelineStages } from "~/lib/careers/staff-query";
import { addCaseNote, assignCase } from "~/lib/casework/commands.server";
import { sendEmail } from "~/lib/email/outbox.server";
import { getEnv } from "~/lib/env.server";
import { handleForm } from "~/lib/forms/pipeline.server";
import type { StaffUser } from "~/lib/staff/guard.server";
import { loader as applicationLoader } from "~/routes/staff/application";
import { loader as resumeLoader } from "~/routes/staff/application-resume";
import { loader as listLoader } from "~/routes/staff/applications";
import { addApplication, addUser, signedInCookie, TEST_RESUME_PDF } from "~/testing/factories.server";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./support/database";
import { behindConsole, formPost, routeContext } from "./support/routes";
import { cookieSettings } from "~/lib/http/cookies.server";
import { takeFlash } from "~/lib/toast/flash.server";

const DAY = 24 * 60 * 60_000;
const query = (overrides: Partial<ApplicationQuery> = {}): ApplicationQuery => ({
  ...applicationList.parse(new URLSearchParams()),
  ...overrides,
});

async function auditFor(db: Database, id: number) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectType, "job_application"), eq(auditLog.subjectId, String(id))))
    .orderBy(asc(auditLog.id));
}

async function eventsOf(db: Database, id: number) {
  return db
    .select()
    .from(jobApplicationEvents)
    .where(eq(jobApplicationEvents.applicationId, id))
    .orderBy(asc(jobApplicationEvents.id));
}

async function rowOf(db: Database, id: number) {
  const [row] = await db.select().from(jobApplications).where(eq(jobApplications.id, id));
  return row ?? null;
}

async function filesOf(db: Database, id: number) {
  return db
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(and(eq(storedFiles.ownerKind, "job-application"), eq(storedFiles.ownerId, String(id))));
}

/** Sets the retention clock as if the last change happened at `at`. */
async function lastChangedAt(db: Database, id: number, at: Date) {
  await db.update(jobApplications).set({ updatedAt: at }).where(eq(jobApplications.id, id));
}

it("the pipeline's stages are the database's", () => {
  expect(pipelineStages).toEqual([...applicationStages]);
});

it("the retention cutoff is 12 calendar months back, month ends clamped", () => {
  expect(retentionCutoff(new Date("2027-11-23T10:00:00Z")).toISOString()).toBe("2026-11-23T10:00:00.000Z");
  expect(retentionCutoff(new Date("2028-02-29T00:00:00Z")).toISOString()).toBe("2027-02-28T00:00:00.000Z");
  expect(retentionCutoff(new Date("2027-03-31T08:00:00Z")).toISOString()).toBe("2026-03-31T08:00:00.000Z");
});

describe.each(databaseKinds)("HR's pipeline on %s", (kind) => {
  let database: TestDatabase;
  let db: Database;
  let hr: StaffUser;
  let hr2: StaffUser;
  let anita: StaffUser;
  let meera: StaffUser;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.db;
    hr = await addUser(db, "admin", "Hema HR");
    hr2 = await addUser(db, "admin", "Ravi Admin");
    anita = await addUser(db, "staff", "Anita Staff");
    meera = await addUser(db, "customer", "Meera Customer");
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it("lists by opening and stage, searches, and marks what is past its contact-by date", async () => {
    const now = new Date();
    const tag = randomUUID().slice(0, 6);
    const late = await addApplication(db, {
      fullName: `Late ${tag}`,
      openingId: "cloud-architect",
      at: new Date(now.getTime() - 10 * DAY),
    });
    const fresh = await addApplication(db, { fullName: `Fresh ${tag}`, openingId: "full-stack-developer" });
    const moved = await addApplication(db, {
      fullName: `Moved ${tag}`,
      openingId: "cloud-architect",
      at: new Date(now.getTime() - 10 * DAY),
    });
    await changeApplicationStage(db, hr, moved.id, { stage: "screening", expected: "new", email: false });

    const byName = await listApplications(db, query({ q: tag }), hr.id, now);
    expect(byName.rows.map((row) => row.id)).toEqual([fresh.id, moved.id, late.id]);
    const cloud = await listApplications(db, query({ q: tag, opening: "cloud-architect" }), hr.id, now);
    expect(cloud.rows.map((row) => row.id).sort()).toEqual([late.id, moved.id].sort());
    const screening = await listApplications(db, query({ q: tag, stage: "screening" }), hr.id, now);
    expect(screening.rows.map((row) => row.id)).toEqual([moved.id]);
    // Ten days ago is past 5 business days; a moved application is no longer waiting.
    const overdue = await listApplications(db, query({ q: tag, overdue: true }), hr.id, now);
    expect(overdue.rows.map((row) => row.id)).toEqual([late.id]);
    expect((await listApplications(db, query({ q: late.email }), hr.id, now)).total).toBe(1);
    expect((await listApplications(db, query({ q: `${tag}%` }), hr.id, now)).total).toBe(0);
    const summary = await applicationsDashboardSummary(db, now);
    expect(summary.count).toBeGreaterThanOrEqual(2);
    expect(summary.overdue).toBeGreaterThanOrEqual(1);
    expect(summary.items[0]!.contactBy.getTime()).toBeLessThanOrEqual(summary.items.at(-1)!.contactBy.getTime());
  });

  it("a stage change emails the applicant once through the outbox, is in the history and audited without personal data", async () => {
    const app = await addApplication(db, {
      fullName: "Lakshmi Nair",
      openingId: "cloud-architect",
      at: new Date(Date.now() - 3 * DAY),
    });
    const before = await rowOf(db, app.id);
    const result = await changeApplicationStage(db, hr, app.id, { stage: "interview", expected: "new", email: true });
    expect(result).toEqual({ outcome: "changed", emailed: true });
    const after = await rowOf(db, app.id);
    expect(after).toMatchObject({ stage: "interview" });
    expect(after!.contactedAt).not.toBeNull();
    expect(after!.updatedAt.getTime()).toBeGreaterThan(before!.updatedAt.getTime());

    const emails = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, app.email));
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({
      kind: "careers.stage.interview",
      subject: "Interview invitation: Cloud Architect",
    });
    expect(emails[0]!.textBody).toContain("Dear Lakshmi Nair,");
    expect(emails[0]!.textBody).toContain("deleted");
    const events = await eventsOf(db, app.id);
    expect(events.map((event) => [event.kind, event.fromValue, event.toValue])).toEqual([
      ["submitted", null, null],
      ["stage", "new", "interview"],
      ["emailed", null, "interview"],
    ]);
    expect(events[2]!.outboxId).toBe(emails[0]!.id);

    // Without the box ticked, or to a stage without an email: no email.
    await changeApplicationStage(db, hr, app.id, { stage: "offer", expected: "interview", email: false });
    await changeApplicationStage(db, hr, app.id, { stage: "new", expected: "offer", email: true });
    expect(await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, app.email))).toHaveLength(1);
    // Someone else moved it meanwhile: refused, nothing written.
    expect(
      await changeApplicationStage(db, hr2, app.id, { stage: "rejected", expected: "offer", email: true }),
    ).toEqual({
      outcome: "conflict",
      current: "new",
    });
    expect(await changeApplicationStage(db, hr2, app.id, { stage: "new", expected: "new", email: true })).toEqual({
      outcome: "unchanged",
    });

    const audit = await auditFor(db, app.id);
    expect(audit.map((entry) => [entry.action, entry.actorEmail, entry.before, entry.after])).toEqual([
      ["application.stage", hr.email, { stage: "new" }, { stage: "interview", emailOutboxId: emails[0]!.id }],
      ["application.stage", hr.email, { stage: "interview" }, { stage: "offer" }],
      ["application.stage", hr.email, { stage: "offer" }, { stage: "new" }],
    ]);
    expect(JSON.stringify(audit)).not.toMatch(/Lakshmi|applicant\./);
  });

  it("notes and assignment bump the retention clock, are audited, and refuse a stale page", async () => {
    const app = await addApplication(db, { at: new Date(Date.now() - 200 * DAY) });
    await addCaseNote(db, jobApplicationCase, hr, app.id, "Strong on networking; ask about Kubernetes.");
    const noted = await rowOf(db, app.id);
    expect(Date.now() - noted!.updatedAt.getTime()).toBeLessThan(60_000);
    await lastChangedAt(db, app.id, new Date(Date.now() - 100 * DAY));
    expect(await assignCase(db, jobApplicationCase, hr, app.id, { assigneeId: hr2.id, expected: null })).toEqual({
      outcome: "changed",
      name: hr2.fullName,
    });
    expect(Date.now() - (await rowOf(db, app.id))!.updatedAt.getTime()).toBeLessThan(60_000);
    expect(await assignCase(db, jobApplicationCase, hr, app.id, { assigneeId: hr.id, expected: null })).toEqual({
      outcome: "conflict",
      current: hr2.fullName,
    });
    // Only HR (admins) can be given applications.
    expect(await assignCase(db, jobApplicationCase, hr, app.id, { assigneeId: anita.id, expected: hr2.id })).toEqual({
      outcome: "invalid",
    });
    const audit = await auditFor(db, app.id);
    expect(audit.map((entry) => entry.action)).toEqual(["application.note", "application.assign"]);
    expect(audit[0]!.after).toEqual({ noteLength: 43 });
    const events = await eventsOf(db, app.id);
    expect(events.map((event) => event.kind)).toEqual(["submitted", "note", "assign"]);
    expect(events[1]!.body).toBe("Strong on networking; ask about Kubernetes.");
  });

  it("the page's form handler: toast, 409 on a stale page, 400 on bad input, and deletion in two steps", async () => {
    const fullEnv = getEnv();
    const app = await addApplication(db, {
      fullName: "Arjun Menon",
      email: `arjun.${randomUUID().slice(0, 6)}@example.test`,
    });
    const submit = (fields: Record<string, string>, staff: StaffUser = hr, headers: Record<string, string> = {}) =>
      handleForm(applicationActionForm(staff, app.id), {
        request: formPost(`/staff/applications/${app.id}`, fields, headers),
        db,
        clientAddress: "198.51.100.7",
        env: fullEnv,
        session: async () => null,
      });
    const ok = await submit({ intent: "stage", stage: "screening", expectedStage: "new", email: "on" });
    expect(ok).toMatchObject({ type: "redirect", location: `/staff/applications/${app.id}` });
    const cookie = (ok as { headers: Headers }).headers.get("set-cookie")!.split(";")[0]!;
    const { flash } = await takeFlash(
      new Request("http://localhost/", { headers: { cookie } }),
      cookieSettings(fullEnv),
    );
    expect(flash).toEqual({ type: "success", message: "Moved to Screening; the applicant's email is queued." });

    const stale = await submit({ intent: "stage", stage: "rejected", expectedStage: "new" }, hr2);
    expect(stale).toMatchObject({ type: "data", status: 409, body: { intent: "stage" } });
    expect((stale as { body: { message: string } }).body.message).toMatch(/moved this application to Screening/);
    expect(await submit({ intent: "stage", stage: "archived", expectedStage: "screening" })).toMatchObject({
      status: 400,
      body: { fieldErrors: { stage: "Choose a stage." } },
    });
    expect(await submit({ intent: "note", note: "  " })).toMatchObject({
      status: 400,
      body: { intent: "note", fieldErrors: { note: "Note is required" } },
    });
    expect(await submit({ intent: "note", note: "x" }, hr, { origin: "https://evil.test" })).toMatchObject({
      status: 403,
    });
    await submit({ intent: "note", note: "Called; interview next week." });

    // The public form's acknowledgement (not linked from this history here) goes too.
    await sendEmail(db, { kind: "application.acknowledgement", to: app.email, subject: "Thanks", text: "x" });
    const hrNote = await sendEmail(db, {
      kind: "application.hr",
      to: "hr@company.test",
      replyTo: app.email,
      subject: "New application",
      text: "Arjun Menon applied",
    });
    // Deletion: the first post only asks; the confirmed one deletes everything personal.
    expect(await submit({ intent: "delete" })).toMatchObject({ status: 200, body: { confirm: true } });
    expect(await rowOf(db, app.id)).not.toBeNull();
    expect(await filesOf(db, app.id)).toHaveLength(1);
    const deleted = await submit({ intent: "delete", confirm: "yes" });
    expect(deleted).toMatchObject({ type: "redirect", location: "/staff/applications" });
    expect(await rowOf(db, app.id)).toBeNull();
    expect(await eventsOf(db, app.id)).toEqual([]);
    expect(await filesOf(db, app.id)).toEqual([]);
    expect(await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, app.email))).toEqual([]);
    expect(await db.select().from(emailOutbox).where(eq(emailOutbox.id, hrNote.id))).toEqual([]);
    const audit = await auditFor(db, app.id);
    expect(audit.at(-1)).toMatchObject({
      action: "application.delete",
      actorEmail: hr.email,
      after: { deleted: true, files: 1, reason: "request" },
    });
    expect(JSON.stringify(audit)).not.toMatch(/Arjun|arjun|interview next week/);
  });

  it("admins only: a customer and plain staff get the 404 of an unknown URL; the résumé is a download", async () => {
    const [hrCookie, staffCookie, customerCookie] = [
      await signedInCookie(db, hr),
      await signedInCookie(db, anita),
      await signedInCookie(db, meera),
    ];
    const app = await addApplication(db, { fullName: "Priya Das" });
    const other = await addApplication(db);
    const fileId = app.fileIds[0]!;
    const call = async (loader: (args: never) => unknown, path: string, cookie: string | null, params = {}) => {
      const request = new Request(`http://localhost${path}`, { headers: cookie ? { cookie } : {} });
      try {
        return await behindConsole(loader)({ request, context: routeContext(db), params } as never);
      } catch (thrown) {
        return thrown as { init?: ResponseInit | null; status?: number; headers?: Headers };
      }
    };
    const page = (await call(applicationLoader as never, `/staff/applications/${app.id}`, hrCookie, {
      id: String(app.id),
    })) as { application: { fullName: string; files: { id: string }[] } };
    expect(page.application).toMatchObject({ fullName: "Priya Das", files: [{ id: fileId }] });
    const list = (await call(listLoader as never, "/staff/applications?q=Priya", hrCookie)) as { total: number };
    expect(list.total).toBeGreaterThan(0);
    const resumePath = `/staff/applications/${app.id}/resume/${fileId}`;
    const resumeParams = { id: String(app.id), fileId };
    const download = (await call(resumeLoader as never, resumePath, hrCookie, resumeParams)) as Response;
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toMatch(/^attachment;/);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(download.headers.get("cache-control")).toBe("private, no-store");
    // Never shown inline, never sniffed into something that runs.
    expect(download.headers.get("x-content-type-options")).toBe("nosniff");
    expect(download.headers.get("content-security-policy")).toContain("sandbox");
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(TEST_RESUME_PDF);

    for (const [loader, path, params] of [
      [listLoader, "/staff/applications", {}],
      [applicationLoader, `/staff/applications/${app.id}`, { id: String(app.id) }],
      [resumeLoader, resumePath, resumeParams],
    ] as const) {
      for (const cookie of [customerCookie, staffCookie]) {
        const answer = (await call(loader as never, path, cookie, params)) as { init: ResponseInit | null };
        expect(answer.init?.status, path).toBe(404);
      }
      const signedOut = (await call(loader as never, path, null, params)) as Response;
      expect(signedOut.status).toBe(302);
    }
    // Another application's file, an unknown id, nonsense: the same 404.
    for (const params of [
      { id: String(other.id), fileId },
      { id: "999999999", fileId },
      { id: String(app.id), fileId: "not-a-uuid" },
    ]) {
      const answer = (await call(resumeLoader as never, "/staff/applications/x/resume/y", hrCookie, params)) as {
        init: ResponseInit | null;
      };
      expect(answer.init?.status).toBe(404);
    }
    const unknown = (await call(applicationLoader as never, "/staff/applications/0", hrCookie, { id: "0" })) as {
      init: ResponseInit | null;
    };
    expect(unknown.init?.status).toBe(404);
  });

  it("retention: 12 months after the last change an application and its résumé go; a change resets the clock", async () => {
    const now = new Date();
    const cutoff = retentionCutoff(now);
    const kept = await addApplication(db, { at: new Date(now.getTime() - 400 * DAY) });
    await lastChangedAt(db, kept.id, new Date(cutoff.getTime() + DAY)); // 11 months and 29–30 days ago
    const due = await addApplication(db, { at: new Date(now.getTime() - 400 * DAY) });
    await lastChangedAt(db, due.id, cutoff); // exactly 12 months ago
    const touched = await addApplication(db, { at: new Date(now.getTime() - 400 * DAY) });
    await addCaseNote(db, jobApplicationCase, hr, touched.id, "Still interested; keep for the next opening.");

    const result = await sweepExpiredApplications(db, { now });
    expect(result).toEqual({ applications: 1, files: 1 });
    expect(await rowOf(db, due.id)).toBeNull();
    expect(await filesOf(db, due.id)).toEqual([]);
    expect(await eventsOf(db, due.id)).toEqual([]);
    expect(await rowOf(db, kept.id)).not.toBeNull();
    expect(await rowOf(db, touched.id)).not.toBeNull();
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "application.retention-delete"))
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    expect(entry).toMatchObject({ actorEmail: "system:careers-retention", after: { ids: [due.id], files: 1 } });

    // Two days on, the first one's time has come; the changed one lives 12 months from its change.
    expect(await sweepExpiredApplications(db, { now: new Date(now.getTime() + 2 * DAY) })).toEqual({
      applications: 1,
      files: 1,
    });
    expect(await rowOf(db, kept.id)).toBeNull();
    expect(await rowOf(db, touched.id)).not.toBeNull();
    // (Other tests' applications share this database: they may go too, so only this one is checked.)
    const changedAt = (await rowOf(db, touched.id))!.updatedAt;
    await sweepExpiredApplications(db, { now: new Date(retentionCutoff(changedAt, -12).getTime() - 60_000) });
    expect(await rowOf(db, touched.id)).not.toBeNull();
    // (+1 ms: the database keeps microseconds, a Date only milliseconds.)
    await sweepExpiredApplications(db, { now: new Date(retentionCutoff(changedAt, -12).getTime() + 1) });
    expect(await rowOf(db, touched.id)).toBeNull();
  });

  it("retention: two servers sweeping at once delete each application once", { timeout: 60_000 }, async () => {
    // On PostgreSQL the second sweeper has its own connection pool, as another app server would.
    const other: DatabaseHandle | null = database.url ? await openDatabase({ databaseUrl: database.url }) : null;
    try {
      const now = new Date();
      const old = new Date(retentionCutoff(now).getTime() - DAY);
      const ids: number[] = [];
      for (let i = 0; i < 24; i++) {
        const app = await addApplication(db, { at: old, resume: i % 2 === 0 });
        ids.push(app.id);
      }
      const auditBefore = await db
        .select({ id: auditLog.id })
        .from(auditLog)
        .where(eq(auditLog.action, "application.retention-delete"));
      const results = await Promise.all([
        sweepExpiredApplications(db, { now, batchSize: 5 }),
        sweepExpiredApplications(other?.db ?? db, { now, batchSize: 5 }),
        sweepExpiredApplications(db, { now, batchSize: 5 }),
      ]);
      expect(results.reduce((sum, result) => sum + result.applications, 0)).toBe(24);
      expect(results.reduce((sum, result) => sum + result.files, 0)).toBe(12);
      expect(
        await db.select({ id: jobApplications.id }).from(jobApplications).where(inArray(jobApplications.id, ids)),
      ).toEqual([]);
      const entries = await db
        .select({ id: auditLog.id, after: auditLog.after })
        .from(auditLog)
        .where(eq(auditLog.action, "application.retention-delete"));
      const counted = entries
        .filter((entry) => !auditBefore.some((seen) => seen.id === entry.id))
        .flatMap((entry) => (entry.after as { ids: number[] }).ids);
      expect(counted.sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    } finally {
      await other?.close();
    }
  });
});
