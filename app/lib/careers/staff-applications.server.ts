// HR's pipeline (issue 17): job applications as HR works them — list with search, filters and
// pages; one application with its history, notes and résumé; stage changes (optionally emailing the
// applicant), assignment, and deletion on request. Every change locks the application row, writes its
// history event, bumps updated_at (the 12-month retention clock) and its audit entry in one
// transaction. Audit entries name the application by id only: after a deletion, nothing personal is
// left in the log.
import { and, asc, count, desc, eq, ilike, inArray, isNull, like, lt, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client.server";
import {
  type ApplicationEventKind,
  type ApplicationStage,
  emailOutbox,
  jobApplicationEvents,
  jobApplications,
  type OutboxStatus,
  users,
} from "~/db/schema";
import { sendEmail } from "~/lib/email/outbox.server";
import { containsPattern } from "~/lib/list-params";
import { recordAudit } from "~/lib/audit/audit.server";
import type { StaffUser } from "~/lib/staff/guard.server";
import { deleteStoredFilesOf, getStoredFile, listStoredFiles } from "~/lib/uploads/store.server";
import { RESUME_OWNER_KIND } from "./apply-form";
import { stageEmail } from "./staff-emails.server";
import type { ApplicationQuery } from "./staff-query";

export const APPLICATIONS_PAGE_SIZE = 25;
const SUBJECT_TYPE = "job_application";

type Actor = Pick<StaffUser, "id" | "email" | "fullName">;

/** Who may be assigned an application: admins (applications are theirs only, ADR 021). */
const HR_ROLES = ["admin"] as const;

function searchText() {
  return sql`${jobApplications.fullName} || ' ' || ${jobApplications.email} || ' ' || ${jobApplications.phone}`;
}

function listFilter(query: ApplicationQuery, staffId: number, now: Date): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.opening) conditions.push(eq(jobApplications.openingId, query.opening));
  if (query.stage) conditions.push(eq(jobApplications.stage, query.stage));
  if (query.overdue) conditions.push(eq(jobApplications.stage, "new"), lt(jobApplications.contactBy, now));
  if (query.assignee === "mine") conditions.push(eq(jobApplications.assigneeId, staffId));
  else if (query.assignee === "unassigned") conditions.push(isNull(jobApplications.assigneeId));
  else if (typeof query.assignee === "number") conditions.push(eq(jobApplications.assigneeId, query.assignee));
  if (query.q) conditions.push(ilike(searchText(), containsPattern(query.q)));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export type ApplicationRow = {
  id: number;
  fullName: string;
  email: string;
  openingId: string;
  stage: ApplicationStage;
  contactBy: Date;
  assigneeName: string | null;
  createdAt: Date;
};

/** One page of applications, newest first, and how many match in all. */
export async function listApplications(db: Database, query: ApplicationQuery, staffId: number, now: Date) {
  const where = listFilter(query, staffId, now);
  const assignee = alias(users, "assignee");
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: jobApplications.id,
        fullName: jobApplications.fullName,
        email: jobApplications.email,
        openingId: jobApplications.openingId,
        stage: jobApplications.stage,
        contactBy: jobApplications.contactBy,
        assigneeName: assignee.fullName,
        createdAt: jobApplications.createdAt,
      })
      .from(jobApplications)
      .leftJoin(assignee, eq(assignee.id, jobApplications.assigneeId))
      .where(where)
      .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
      .limit(APPLICATIONS_PAGE_SIZE)
      .offset((query.page - 1) * APPLICATIONS_PAGE_SIZE),
    db.select({ value: count() }).from(jobApplications).where(where),
  ]);
  return { rows: rows as ApplicationRow[], total: total?.value ?? 0, pageSize: APPLICATIONS_PAGE_SIZE };
}

/** Who an application may be assigned to. */
export async function listHrMembers(db: Database) {
  return db
    .select({ id: users.id, fullName: users.fullName })
    .from(users)
    .where(inArray(users.role, HR_ROLES))
    .orderBy(asc(users.fullName), asc(users.id));
}

export type HistoryEvent = {
  id: number;
  kind: ApplicationEventKind;
  actorName: string;
  body: string | null;
  fromValue: string | null;
  toValue: string | null;
  emailStatus: OutboxStatus | null;
  emailSubject: string | null;
  createdAt: Date;
};

/** An application with its assignee, history (oldest first) and résumé files, or null. */
export async function getApplication(db: Database, id: number) {
  const assignee = alias(users, "assignee");
  const [row] = await db
    .select({ application: jobApplications, assigneeName: assignee.fullName })
    .from(jobApplications)
    .leftJoin(assignee, eq(assignee.id, jobApplications.assigneeId))
    .where(eq(jobApplications.id, id));
  if (!row) return null;
  const [events, files] = await Promise.all([
    db
      .select({
        id: jobApplicationEvents.id,
        kind: jobApplicationEvents.kind,
        actorName: jobApplicationEvents.actorName,
        body: jobApplicationEvents.body,
        fromValue: jobApplicationEvents.fromValue,
        toValue: jobApplicationEvents.toValue,
        emailStatus: emailOutbox.status,
        emailSubject: emailOutbox.subject,
        createdAt: jobApplicationEvents.createdAt,
      })
      .from(jobApplicationEvents)
      .leftJoin(emailOutbox, eq(emailOutbox.id, jobApplicationEvents.outboxId))
      .where(eq(jobApplicationEvents.applicationId, id))
      .orderBy(asc(jobApplicationEvents.createdAt), asc(jobApplicationEvents.id)),
    listStoredFiles(db, { kind: RESUME_OWNER_KIND, id }),
  ]);
  return { ...row.application, assigneeName: row.assigneeName, events: events as HistoryEvent[], files };
}

export async function applicationExists(db: Database, id: number) {
  const [row] = await db.select({ id: jobApplications.id }).from(jobApplications).where(eq(jobApplications.id, id));
  return row !== undefined;
}

/** The application row, locked until the transaction ends (two HR members act one after the other). */
async function lockApplication(tx: Database, id: number) {
  const [row] = await tx.select().from(jobApplications).where(eq(jobApplications.id, id)).for("update");
  return row ?? null;
}

async function addEvent(
  tx: Database,
  actor: Actor,
  applicationId: number,
  event: { kind: ApplicationEventKind; body?: string; fromValue?: string; toValue?: string; outboxId?: number },
) {
  await tx.insert(jobApplicationEvents).values({
    applicationId,
    kind: event.kind,
    actorUserId: actor.id,
    actorName: actor.fullName,
    body: event.body ?? null,
    fromValue: event.fromValue ?? null,
    toValue: event.toValue ?? null,
    outboxId: event.outboxId ?? null,
  });
}

/** Every staff change restarts the 12-month retention clock (updated_at). */
function touched(extra: Partial<typeof jobApplications.$inferInsert> = {}) {
  return { ...extra, updatedAt: sql`now()` };
}

export type ChangeResult<T = undefined> =
  | { outcome: "missing" }
  | { outcome: "unchanged" }
  | { outcome: "conflict"; current: T }
  | { outcome: "changed"; emailed?: boolean };

/**
 * Moves the application to another stage, unless someone moved it since the page was rendered
 * (`expected`). With `email`, the stage's email (if it has one) is queued to the applicant in the
 * same transaction and recorded in the history. The first move out of 'new' keeps HR's promise
 * (contacted_at).
 */
export async function changeApplicationStage(
  db: Database,
  actor: Actor,
  id: number,
  change: { stage: ApplicationStage; expected: ApplicationStage; email: boolean },
): Promise<ChangeResult<ApplicationStage>> {
  return db.transaction(async (tx) => {
    const row = await lockApplication(tx, id);
    if (!row) return { outcome: "missing" };
    if (row.stage !== change.expected) return { outcome: "conflict", current: row.stage };
    if (row.stage === change.stage) return { outcome: "unchanged" };
    await tx
      .update(jobApplications)
      .set(
        touched({
          stage: change.stage,
          ...(row.contactedAt === null && row.stage === "new" ? { contactedAt: sql`now()` as never } : {}),
        }),
      )
      .where(eq(jobApplications.id, id));
    await addEvent(tx, actor, id, { kind: "stage", fromValue: row.stage, toValue: change.stage });
    const email = change.email ? stageEmail(row, change.stage) : null;
    let outboxId: number | null = null;
    if (email) {
      outboxId = (await sendEmail(tx, email)).id;
      await addEvent(tx, actor, id, { kind: "emailed", toValue: change.stage, outboxId });
    }
    await recordAudit(tx, actor, {
      action: "application.stage",
      subjectType: SUBJECT_TYPE,
      subjectId: id,
      before: { stage: row.stage },
      after: { stage: change.stage, ...(outboxId === null ? {} : { emailOutboxId: outboxId }) },
    });
    return { outcome: "changed", emailed: outboxId !== null };
  });
}

async function staffName(tx: Database, userId: number | null) {
  if (userId === null) return "";
  const [row] = await tx.select({ fullName: users.fullName }).from(users).where(eq(users.id, userId));
  return row?.fullName ?? "";
}

/** Assigns the application (or nobody: null), unless the assignee changed since the page was rendered. */
export async function assignApplication(
  db: Database,
  actor: Actor,
  id: number,
  change: { assigneeId: number | null; expected: number | null },
): Promise<
  Exclude<ChangeResult<string>, { outcome: "changed" }> | { outcome: "invalid" } | { outcome: "changed"; name: string }
> {
  return db.transaction(async (tx) => {
    const row = await lockApplication(tx, id);
    if (!row) return { outcome: "missing" };
    if (row.assigneeId !== change.expected) {
      return { outcome: "conflict", current: await staffName(tx, row.assigneeId) };
    }
    if (row.assigneeId === change.assigneeId) return { outcome: "unchanged" };
    let toName = "";
    if (change.assigneeId !== null) {
      const [member] = await tx
        .select({ fullName: users.fullName })
        .from(users)
        .where(and(eq(users.id, change.assigneeId), inArray(users.role, HR_ROLES)));
      if (!member) return { outcome: "invalid" };
      toName = member.fullName;
    }
    const fromName = await staffName(tx, row.assigneeId);
    await tx
      .update(jobApplications)
      .set(touched({ assigneeId: change.assigneeId }))
      .where(eq(jobApplications.id, id));
    await addEvent(tx, actor, id, { kind: "assign", fromValue: fromName, toValue: toName });
    await recordAudit(tx, actor, {
      action: "application.assign",
      subjectType: SUBJECT_TYPE,
      subjectId: id,
      before: { assigneeId: row.assigneeId },
      after: { assigneeId: change.assigneeId },
    });
    return { outcome: "changed", name: toName };
  });
}

/** Adds a note to the history (HR only; never emailed). The audit entry keeps its length, not its words. */
export async function addApplicationNote(db: Database, actor: Actor, id: number, note: string) {
  return db.transaction(async (tx) => {
    const row = await lockApplication(tx, id);
    if (!row) return { outcome: "missing" as const };
    await tx.update(jobApplications).set(touched()).where(eq(jobApplications.id, id));
    await addEvent(tx, actor, id, { kind: "note", body: note });
    await recordAudit(tx, actor, {
      action: "application.note",
      subjectType: SUBJECT_TYPE,
      subjectId: id,
      after: { noteLength: note.length },
    });
    return { outcome: "changed" as const };
  });
}

/**
 * Deletes applications with everything that holds their personal data, in the caller's transaction:
 * the résumés (stored_files), the emails about the applicant still in the outbox (linked from the
 * history, or careers emails — kinds careers.* and application.* — to or replying to the same
 * address: HR's notification too), and the rows (the history goes with them by the foreign key's
 * cascade). Answers how many files went.
 */
export async function deleteApplicationsWithData(
  tx: Database,
  rows: readonly { id: number; email: string }[],
): Promise<{ files: number }> {
  if (rows.length === 0) return { files: 0 };
  const ids = rows.map((row) => row.id);
  const emails = rows.map((row) => row.email);
  const files = await deleteStoredFilesOf(tx, RESUME_OWNER_KIND, ids);
  const linked = tx
    .select({ id: jobApplicationEvents.outboxId })
    .from(jobApplicationEvents)
    .where(inArray(jobApplicationEvents.applicationId, ids));
  await tx.delete(emailOutbox).where(
    or(
      inArray(emailOutbox.id, linked),
      // The public form's emails: to the applicant, and HR's notification (Reply-To: the applicant).
      and(
        or(like(emailOutbox.kind, "careers.%"), like(emailOutbox.kind, "application.%")),
        or(inArray(emailOutbox.toAddress, emails), inArray(emailOutbox.replyTo, emails)),
      ),
    ),
  );
  await tx.delete(jobApplications).where(inArray(jobApplications.id, ids));
  return { files };
}

/** Deletes one application on the applicant's request (the confirmed form). */
export async function deleteApplication(db: Database, actor: Actor, id: number) {
  return db.transaction(async (tx) => {
    const row = await lockApplication(tx, id);
    if (!row) return { outcome: "missing" as const };
    const { files } = await deleteApplicationsWithData(tx, [row]);
    // Only the id, the stage and what was removed: the person is forgotten, the act is not.
    await recordAudit(tx, actor, {
      action: "application.delete",
      subjectType: SUBJECT_TYPE,
      subjectId: id,
      before: { stage: row.stage, openingId: row.openingId },
      after: { deleted: true, files, reason: "request" },
    });
    return { outcome: "changed" as const, files };
  });
}

/** For the dashboard: how many applications are new, how many of them are overdue, and the oldest few. */
export async function applicationsDashboardSummary(db: Database, now: Date, limit = 5) {
  const isNew = eq(jobApplications.stage, "new");
  const [items, [totals]] = await Promise.all([
    db
      .select({
        id: jobApplications.id,
        fullName: jobApplications.fullName,
        openingId: jobApplications.openingId,
        contactBy: jobApplications.contactBy,
      })
      .from(jobApplications)
      .where(isNew)
      .orderBy(asc(jobApplications.contactBy), asc(jobApplications.id))
      .limit(limit),
    db
      .select({
        total: count(),
        overdue:
          sql<number>`count(*) filter (where ${jobApplications.contactBy} < ${now.toISOString()}::timestamptz)`.mapWith(
            Number,
          ),
      })
      .from(jobApplications)
      .where(isNew),
  ]);
  return { count: totals?.total ?? 0, overdue: totals?.overdue ?? 0, items };
}

/** A résumé of this application (by owner and id: another application's file id is not found). */
export async function getApplicationResume(db: Database, applicationId: number, fileId: string) {
  return getStoredFile(db, { kind: RESUME_OWNER_KIND, id: applicationId }, fileId);
}
