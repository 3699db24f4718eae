// HR's pipeline: job applications as a case type of the casework kernel — the list with search,
// filters and pages; one application with its history and résumé; the stage move (optionally
// emailing the applicant) and deletion on request. Assignment and notes are the kernel's commands.
// Every change restarts the 12-month retention clock (updated_at). Audit entries name the
// application by id only: after a deletion, nothing personal is left in the log.
import { and, asc, count, desc, eq, ilike, inArray, like, lt, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client.server";
import {
  type ApplicationEventKind,
  type ApplicationStage,
  emailOutbox,
  jobApplicationEvents,
  jobApplications,
  jobOpenings,
  users,
} from "~/db/schema";
import { recordAudit } from "~/lib/audit/audit.server";
import { type CaseActor, type CaseWriter, defineCaseType } from "~/lib/casework/case-type.server";
import {
  type CaseRow,
  changeCaseStatus,
  type StatusChangeExtras,
  withLockedCase,
} from "~/lib/casework/commands.server";
import { assigneeCondition, findPage } from "~/lib/casework/finder.server";
import { containsPattern } from "~/lib/casework/list-codec";
import { type CaseHistoryEvent, getCaseRecord } from "~/lib/casework/record.server";
import { deleteStoredFilesOf, getStoredFile, listStoredFiles } from "~/lib/uploads/store.server";
import { RESUME_OWNER_KIND } from "./apply-form";
import { openingTitle, stageEmail } from "./staff-emails.server";
import type { ApplicationQuery } from "./staff-query";

export const jobApplicationCase = defineCaseType({
  subject: "job_application",
  auditPrefix: "application",
  table: jobApplications,
  events: jobApplicationEvents,
  eventRecordKey: "applicationId",
  status: { key: "stage" },
  // Applications are personal data for HR, and HR is the admins (ADR 021).
  assignee: { key: "assigneeId", roles: ["admin"] },
  // Every staff change restarts the 12-month retention clock.
  touchKey: "updatedAt",
  // A note may hold what the applicant said; the audit log keeps only its length.
  noteAudit: "length",
});

type ApplicationRecord = typeof jobApplications.$inferSelect;

function searchText() {
  return sql`${jobApplications.fullName} || ' ' || ${jobApplications.email} || ' ' || ${jobApplications.phone}`;
}

/** One page of applications, newest first, and how many match in all. */
export async function listApplications(db: Database, query: ApplicationQuery, staffId: number, now: Date) {
  const assignee = alias(users, "assignee");
  return findPage({
    rows: db
      .select({
        id: jobApplications.id,
        fullName: jobApplications.fullName,
        email: jobApplications.email,
        openingId: jobApplications.openingId,
        // Whatever the opening's status now: an application keeps its opening's title.
        openingTitle: jobOpenings.title,
        stage: jobApplications.stage,
        contactBy: jobApplications.contactBy,
        assigneeName: assignee.fullName,
        createdAt: jobApplications.createdAt,
      })
      .from(jobApplications)
      .leftJoin(assignee, eq(assignee.id, jobApplications.assigneeId))
      .leftJoin(jobOpenings, eq(jobOpenings.slug, jobApplications.openingId))
      .$dynamic(),
    count: db.select({ value: count() }).from(jobApplications).$dynamic(),
    where: [
      query.opening && eq(jobApplications.openingId, query.opening),
      query.stage && eq(jobApplications.stage, query.stage),
      query.overdue && and(eq(jobApplications.stage, "new"), lt(jobApplications.contactBy, now)),
      assigneeCondition(jobApplications.assigneeId, query.assignee, staffId),
      query.q && ilike(searchText(), containsPattern(query.q)),
    ],
    orderBy: [desc(jobApplications.createdAt), desc(jobApplications.id)],
    page: query.page,
  });
}

export type ApplicationRow = Awaited<ReturnType<typeof listApplications>>["rows"][number];

export type HistoryEvent = CaseHistoryEvent<ApplicationEventKind> & { emailSubject: string | null };

/** An application with its assignee, history (oldest first) and résumé files, or null. */
export async function getApplication(db: Database, id: number) {
  const [application, files] = await Promise.all([
    getCaseRecord<ApplicationRecord, HistoryEvent>(db, jobApplicationCase, id, { emailSubject: emailOutbox.subject }),
    listStoredFiles(db, { kind: RESUME_OWNER_KIND, id }),
  ]);
  return application && { ...application, files };
}

/**
 * What a move brings for an application: the first move out of 'new' keeps HR's promise
 * (contacted_at), and with `email` the stage's email (if it has one) goes to the applicant, shown in
 * the history as an entry of its own and named in the move's audit entry by its outbox id.
 */
export async function stageMove(
  row: CaseRow,
  to: ApplicationStage,
  email: boolean,
  tx: CaseWriter,
): Promise<StatusChangeExtras> {
  const application = row as ApplicationRecord;
  const firstContact = application.contactedAt === null && application.stage === "new";
  return {
    changes: firstContact ? { contactedAt: sql`now()` } : {},
    email: email
      ? stageEmail({ ...application, openingTitle: await openingTitle(tx, application.openingId) }, to)
      : null,
    emailEvent: "emailed",
    outboxKey: "emailOutboxId",
  };
}

/**
 * Moves the application to another stage, unless someone moved it since the page was rendered
 * (`expected`): the page's stage form does the same through the kernel's status intent.
 */
export async function changeApplicationStage(
  db: Database,
  actor: CaseActor,
  id: number,
  change: { stage: ApplicationStage; expected: ApplicationStage; email: boolean },
) {
  const result = await changeCaseStatus<ApplicationStage>(
    db,
    jobApplicationCase,
    actor,
    id,
    { to: change.stage, expected: change.expected },
    (row, to, tx) => stageMove(row, to, change.email, tx),
  );
  return result.outcome === "changed"
    ? { outcome: "changed" as const, emailed: result.outboxId !== undefined }
    : result;
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
export async function deleteApplication(db: Database, actor: CaseActor, id: number) {
  return withLockedCase(db, jobApplicationCase, id, async (tx, row) => {
    const { files } = await deleteApplicationsWithData(tx, [row as ApplicationRecord]);
    // Only the id, the stage and what was removed: the person is forgotten, the act is not.
    await recordAudit(tx, actor, {
      action: "application.delete",
      subjectType: jobApplicationCase.subject,
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
