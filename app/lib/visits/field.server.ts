// The technician's steps on a visit, from their phone: set off, arrived, progress (checklist, notes,
// parts, fixed), photos, and finish with the customer's acknowledgement (a drawn signature or a
// typed name). Only the visit's technician — or an admin — may take them; to anyone else the visit
// does not exist. Every step is one transaction with the visit locked, its times are the server's,
// and every post carries a submission id recorded on its event: the same form posted again (a
// double press, an offline form sent twice) finds its event and changes nothing ('duplicate').
import { and, asc, eq, gte, inArray, isNull, lt, lte, or, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { users, type VisitChecklistItem, type VisitStatus, visitEvents, visits } from "~/db/schema";
import type { CaseActor } from "~/lib/casework/case-type.server";
import { withLockedCase } from "~/lib/casework/commands.server";
import { appendCaseEvent } from "~/lib/casework/events.server";
import type { CaseResult } from "~/lib/casework/result";
import type { StaffUser } from "~/lib/staff/guard.server";
import type { UploadedFile } from "~/lib/uploads/multipart.server";
import { uploadedFile } from "~/lib/uploads/multipart.server";
import { detectFileKind } from "~/lib/uploads/sniff";
import {
  getStoredFile,
  listStoredFiles,
  type StoredFile,
  type StoredFileInfo,
  storeUploadedFiles,
} from "~/lib/uploads/store.server";
import { FIELD_LIMITS, VISIT_PHOTO_OWNER, VISIT_SIGNATURE_OWNER } from "./field-form";
import { noticeVisitSetOff } from "./notices.server";
import { canMoveVisit, isVisitAtWork, isVisitClosed } from "./transitions";
import { scheduleVisitReport, type Visit, visitById, visitCase } from "./visits.server";

/** Who works a visit in the field: a staff member or an admin (the console's signed-in user). */
export type FieldActor = Pick<StaffUser, "id" | "email" | "fullName" | "role">;

export type FieldResult = CaseResult<never, object>;

/** Whether this person may take the visit's steps: its technician, or an admin. */
export function mayWorkVisit(actor: FieldActor, visit: Pick<Visit, "technicianId">): boolean {
  return actor.role === "admin" || visit.technicianId === actor.id;
}

// --- Reading --------------------------------------------------------------------------------------

const INDIA_OFFSET_MS = 330 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** The India calendar day of an instant, as its start and end instants and its 'YYYY-MM-DD'. */
function indiaDayAround(now: Date): { starts: Date; ends: Date; day: string } {
  const startMs = Math.floor((now.getTime() + INDIA_OFFSET_MS) / DAY_MS) * DAY_MS - INDIA_OFFSET_MS;
  return {
    starts: new Date(startMs),
    ends: new Date(startMs + DAY_MS),
    day: new Date(startMs + INDIA_OFFSET_MS).toISOString().slice(0, 10),
  };
}

export type TodayVisit = Pick<
  Visit,
  "id" | "kind" | "mode" | "status" | "windowStartsAt" | "windowEndsAt" | "siteAddress" | "siteArea" | "periodEndsOn"
> & { customerName: string; customerEmail: string };

const todayColumns = {
  id: visits.id,
  kind: visits.kind,
  mode: visits.mode,
  status: visits.status,
  windowStartsAt: visits.windowStartsAt,
  windowEndsAt: visits.windowEndsAt,
  siteAddress: visits.siteAddress,
  siteArea: visits.siteArea,
  periodEndsOn: visits.periodEndsOn,
  customerName: users.fullName,
  customerEmail: users.email,
};

const workingStatuses: VisitStatus[] = ["due", "booked", "on_the_way", "on_site", "completed"];

/** At most this many unassigned remote checks are offered at once (the soonest due first). */
export const UNASSIGNED_REMOTE_LIMIT = 50;

/**
 * The technician's day (India date): their visits whose window starts today, in window order, then
 * their remote health checks due today (within their period, not yet done), soonest period end first,
 * and the remote health checks due today that nobody has taken (generated unassigned by contracts'
 * schedules: whoever is free takes one, and it joins their list).
 */
export async function todaysVisits(
  db: Database,
  technicianId: number,
  now = new Date(),
): Promise<{ day: string; visits: TodayVisit[]; remote: TodayVisit[]; unassigned: TodayVisit[] }> {
  const today = indiaDayAround(now);
  const select = (...where: SQL[]) =>
    db
      .select(todayColumns)
      .from(visits)
      .innerJoin(users, eq(users.id, visits.userId))
      .where(and(...where));
  const remoteDueToday = [
    eq(visits.mode, "remote"),
    inArray(visits.status, ["due", "booked"]),
    or(isNull(visits.periodStartsOn), lte(visits.periodStartsOn, today.day)) as SQL,
    or(isNull(visits.periodEndsOn), gte(visits.periodEndsOn, today.day)) as SQL,
  ];
  const booked = await select(
    eq(visits.technicianId, technicianId),
    eq(visits.mode, "on_site"),
    inArray(visits.status, workingStatuses),
    gte(visits.windowStartsAt, today.starts),
    lt(visits.windowStartsAt, today.ends),
  ).orderBy(asc(visits.windowStartsAt), asc(visits.id));
  const remote = await select(eq(visits.technicianId, technicianId), ...remoteDueToday).orderBy(
    asc(visits.periodEndsOn),
    asc(visits.id),
  );
  const unassigned = await select(isNull(visits.technicianId), ...remoteDueToday)
    .orderBy(asc(visits.periodEndsOn), asc(visits.id))
    .limit(UNASSIGNED_REMOTE_LIMIT);
  return { day: today.day, visits: booked, remote, unassigned };
}

export type FieldVisitPage = {
  visit: Visit;
  customerName: string;
  customerEmail: string;
  photos: Pick<StoredFileInfo, "id" | "fileName" | "size">[];
};

/** The work page's visit, or null when it is not this person's to work (the page's 404). */
export async function fieldVisitPage(db: Database, actor: FieldActor, id: number): Promise<FieldVisitPage | null> {
  const [row] = await db
    .select({ visit: visits, customerName: users.fullName, customerEmail: users.email })
    .from(visits)
    .innerJoin(users, eq(users.id, visits.userId))
    .where(eq(visits.id, id));
  if (!row || !mayWorkVisit(actor, row.visit)) return null;
  const photos = (await listStoredFiles(db, photoOwner(id))).map(({ id, fileName, size }) => ({ id, fileName, size }));
  return { ...row, photos };
}

/** The visit when this person may work it, else null (the form's 404, before any change). */
export async function fieldVisitOf(db: Database, actor: FieldActor, id: number): Promise<Visit | null> {
  const visit = await visitById(db, id);
  return visit && mayWorkVisit(actor, visit) ? visit : null;
}

/** A photo of a visit this person may work, with its bytes; null for anything else (the route's 404). */
export async function fieldVisitPhoto(
  db: Database,
  actor: FieldActor,
  id: number,
  fileId: string,
): Promise<StoredFile | null> {
  const [visit] = await db.select({ technicianId: visits.technicianId }).from(visits).where(eq(visits.id, id));
  if (!visit || !mayWorkVisit(actor, visit)) return null;
  return getStoredFile(db, photoOwner(id), fileId);
}

const photoOwner = (visitId: number) => ({ kind: VISIT_PHOTO_OWNER, id: visitId });

// --- The steps --------------------------------------------------------------------------------------

/** The checklist ticks, notes, parts and fixed-or-not the technician saves (and finishes with). */
export type FieldProgress = {
  /** The indexes of the checklist's items ticked done; the rest are not done. */
  done: readonly number[];
  workNotes: string | null;
  partsUsed: string | null;
  fixed: boolean | null;
};

/** How the customer acknowledged the work: a drawn signature (PNG bytes) or their typed name. */
export type Acknowledgement = { signerName: string; signaturePng: Uint8Array | null };

/** A post of a step: its submission id (its repeats record nothing) and, for tests, the server's time. */
export type FieldPost = { submissionId: string; now?: Date };

type StepContext = { tx: Database; visit: Visit; now: Date; submissionId: string };

/**
 * One step on a visit this person may work, with the visit locked: 'missing' when it is not theirs,
 * 'duplicate' when this submission was recorded already (before any rule, so a replay of a step that
 * moved the visit on is not refused), 'invalid' when the visit is closed.
 */
async function fieldStep(
  db: Database,
  actor: FieldActor,
  id: number,
  { submissionId, now = new Date() }: FieldPost,
  step: (context: StepContext) => Promise<FieldResult>,
): Promise<FieldResult> {
  return withLockedCase(db, visitCase, id, async (tx, row) => {
    const visit = row as Visit;
    if (!mayWorkVisit(actor, visit)) return { outcome: "missing" as const };
    const [earlier] = await tx
      .select({ id: visitEvents.id })
      .from(visitEvents)
      .where(and(eq(visitEvents.visitId, id), eq(visitEvents.submissionId, submissionId)));
    if (earlier) return { outcome: "duplicate" as const };
    if (isVisitClosed(visit.status)) return { outcome: "invalid" as const };
    return step({ tx, visit, now, submissionId });
  });
}

const caseActor = (actor: FieldActor): CaseActor => ({ id: actor.id, email: actor.email, fullName: actor.fullName });

/** A move of the visit on the way to the customer: its event (with the post's key) and the step's server time. */
async function recordMove(
  { tx, visit, now, submissionId }: StepContext,
  actor: FieldActor,
  move: { kind: "set_off" | "arrived"; to: VisitStatus; stamp: "setOffAt" | "arrivedAt" },
) {
  return appendCaseEvent(
    tx,
    visitCase,
    visit.id,
    caseActor(actor),
    { kind: move.kind, fromValue: visit.status, toValue: move.to, submissionId },
    {
      changes: { status: move.to, [move.stamp]: now },
      audit: { verb: move.kind, before: { status: visit.status }, after: { status: move.to } },
      now,
    },
  );
}

/** Set off: booked → on the way, the customer told by email. Not for remote health checks. */
export function setOffToVisit(db: Database, actor: FieldActor, id: number, post: FieldPost) {
  return fieldStep(db, actor, id, post, async (context) => {
    const { tx, visit } = context;
    if (!canMoveVisit(visit.status, "on_the_way", visit.mode)) return { outcome: "invalid" as const };
    const move = { kind: "set_off", to: "on_the_way", stamp: "setOffAt" } as const;
    const appended = await recordMove(context, actor, move);
    if (!appended) return { outcome: "duplicate" as const };
    const notice = await noticeVisitSetOff(tx, id);
    if (notice)
      await tx.update(visitEvents).set({ outboxId: notice.outboxId }).where(eq(visitEvents.id, appended.eventId));
    return { outcome: "changed" as const };
  });
}

/** Arrived: on the way (or straight from booked, when set off was skipped) → on site. */
export function arriveAtVisit(db: Database, actor: FieldActor, id: number, post: FieldPost) {
  return fieldStep(db, actor, id, post, async (context) => {
    const { visit } = context;
    if (!canMoveVisit(visit.status, "on_site", visit.mode)) return { outcome: "invalid" as const };
    const move = { kind: "arrived", to: "on_site", stamp: "arrivedAt" } as const;
    const appended = await recordMove(context, actor, move);
    return appended ? { outcome: "changed" as const } : { outcome: "duplicate" as const };
  });
}

/** The visit's columns a progress post sets: the checklist ticked by index, notes, parts, fixed. */
function progressChanges(visit: Visit, progress: FieldProgress) {
  const done = new Set(progress.done);
  const checklist: VisitChecklistItem[] = visit.checklist.map((line, index) => ({
    item: line.item,
    done: done.has(index),
  }));
  return { checklist, workNotes: progress.workNotes, partsUsed: progress.partsUsed, fixed: progress.fixed };
}

const progressSummary = (changes: ReturnType<typeof progressChanges>) =>
  `checklist ${changes.checklist.filter((line) => line.done).length} of ${changes.checklist.length} done`;

/** Saves the work so far (kept in the history as a note of how much of the checklist is done). */
export function saveVisitProgress(
  db: Database,
  actor: FieldActor,
  id: number,
  progress: FieldProgress,
  post: FieldPost,
) {
  return fieldStep(db, actor, id, post, async ({ tx, visit, now, submissionId }) => {
    if (!isVisitAtWork(visit)) return { outcome: "invalid" as const };
    const changes = progressChanges(visit, progress);
    const appended = await appendCaseEvent(
      tx,
      visitCase,
      id,
      caseActor(actor),
      { kind: "note", internal: true, body: progressSummary(changes), submissionId },
      { changes, audit: { verb: "progress", after: { fixed: changes.fixed } }, now },
    );
    return appended ? { outcome: "changed" as const } : { outcome: "duplicate" as const };
  });
}

/** Adds photos of the work (already checked by content and size) as the visit's stored files. */
export function addVisitPhotos(
  db: Database,
  actor: FieldActor,
  id: number,
  photos: readonly UploadedFile[],
  post: FieldPost,
) {
  return fieldStep(db, actor, id, post, async ({ tx, now, submissionId }) => {
    const names = photos.map((photo) => photo.fileName).join(", ");
    const appended = await appendCaseEvent(
      tx,
      visitCase,
      id,
      caseActor(actor),
      { kind: "note", internal: true, body: `photos: ${names}`, submissionId },
      { audit: { verb: "photos", after: { photos: photos.length } }, now },
    );
    if (!appended) return { outcome: "duplicate" as const };
    await storeUploadedFiles(tx, photoOwner(id), photos);
    return { outcome: "changed" as const };
  });
}

/** The drawn signature's bytes as a stored file, when they are a PNG within the limit; else null. */
export function signatureFile(bytes: Uint8Array): UploadedFile | null {
  if (bytes.byteLength === 0 || bytes.byteLength > FIELD_LIMITS.signatureBytes) return null;
  if (detectFileKind(bytes) !== "png") return null;
  return uploadedFile({ kind: "png", fileName: "signature.png" }, bytes);
}

/**
 * Finishes the visit with the work as posted: on site → completed, the customer's acknowledgement
 * recorded ('signed', with the drawn signature stored as a file), then 'finished', and the service
 * report asked for in the same transaction. A remote health check needs no acknowledgement.
 * 'invalid' when the visit is not at work, or an on-site visit comes without a signer's name or with
 * a signature that is not a PNG within the limit.
 */
export function finishVisit(
  db: Database,
  actor: FieldActor,
  id: number,
  work: { progress: FieldProgress; acknowledgement: Acknowledgement | null },
  post: FieldPost,
) {
  return fieldStep(db, actor, id, post, async ({ tx, visit, now, submissionId }) => {
    if (!isVisitAtWork(visit)) return { outcome: "invalid" as const };
    const who = caseActor(actor);
    const changes: Record<string, unknown> = { ...progressChanges(visit, work.progress) };
    let finishedKey: string | null = submissionId;
    if (visit.mode === "on_site") {
      const ack = work.acknowledgement;
      const signerName = ack?.signerName.trim() ?? "";
      const drawn = ack?.signaturePng ? signatureFile(ack.signaturePng) : null;
      if (!ack || signerName === "" || (ack.signaturePng && !drawn)) return { outcome: "invalid" as const };
      const method = drawn ? "drawn" : "typed";
      const signed = await appendCaseEvent(
        tx,
        visitCase,
        id,
        who,
        { kind: "signed", body: signerName, toValue: method, submissionId },
        { audit: { verb: "signed", after: { signerName, method } }, now },
      );
      if (!signed) return { outcome: "duplicate" as const };
      finishedKey = null;
      const [stored] = drawn ? await storeUploadedFiles(tx, { kind: VISIT_SIGNATURE_OWNER, id }, [drawn]) : [undefined];
      Object.assign(changes, {
        signerName,
        signatureMethod: method,
        signedAt: now,
        signatureFileId: stored?.id ?? null,
      });
    }
    const finished = await appendCaseEvent(
      tx,
      visitCase,
      id,
      who,
      { kind: "finished", fromValue: visit.status, toValue: "completed", submissionId: finishedKey },
      {
        changes: { ...changes, status: "completed", finishedAt: now },
        audit: { verb: "finished", before: { status: visit.status }, after: { status: "completed" } },
        now,
      },
    );
    if (!finished) return { outcome: "duplicate" as const };
    await scheduleVisitReport(tx, id, now);
    return { outcome: "changed" as const };
  });
}
