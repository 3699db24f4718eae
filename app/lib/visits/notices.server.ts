// What the customer is told about a visit, by email through the outbox, each carrying the visit as
// an iCalendar file (visit.ics, RFC 5545): when it is booked, moved or cancelled (queued in the
// transaction of that event, and kept on it), the day before (a due job, planned with each booking
// and run exactly once by the due-jobs worker, whichever server claims it), and when the technician
// sets off (called by the technician's step, which records its own event).
import { eq, sql } from "drizzle-orm";
import { site } from "~/content/site";
import { visitRescheduleRequestWords as rescheduleWords } from "~/content/staff-visits";
import * as emailsEn from "~/content/visit-emails";
import * as emailsMl from "~/content/visit-emails.ml";
import * as visitsEn from "~/content/visits";
import * as visitsMl from "~/content/visits.ml";
import type { Database } from "~/db/client.server";
import { users, visits } from "~/db/schema";
import type { CaseWriter } from "~/lib/casework/case-type.server";
import { emailCaseEvent } from "~/lib/casework/events.server";
import { escapeHtml } from "~/lib/email/html";
import { type OutgoingEmail, sendEmail } from "~/lib/email/outbox.server";
import { getEnv } from "~/lib/env.server";
import { type Locale, pathIn } from "~/lib/i18n/locale";
import { localized } from "~/lib/i18n/localized";
import { formatTimeWindow } from "~/lib/india-time";
import { cancelJobsFor, scheduleJob } from "~/lib/jobs/jobs.server";
import { type JobHandler, type JobRegistry, registerJobHandler } from "~/lib/jobs/worker.server";
import { type CalendarEvent, visitInvitation } from "./ics";
import { type Visit, visitById, visitCase } from "./visits.server";
import { indiaDateOf, indiaTimeOn } from "./window";

/** The due job of a visit's day-before reminder: subject the visit, key 'day-before:{sequence}'. */
export const VISIT_REMINDER_JOB_KIND = "visit_reminder";

/** The reminder goes out at 17:00 India time on the day before the visit's day. */
export const DAY_BEFORE_HOUR_IST = 17;

/** The first word of a name: how the customer is told who is coming. */
export const firstName = (fullName: string) => fullName.trim().split(/\s+/)[0] ?? fullName;

/** Where a visit takes place, as one line. */
export function siteLine(visit: Pick<Visit, "siteAddress" | "siteArea">): string | null {
  if (!visit.siteAddress) return null;
  return visit.siteArea ? `${visit.siteAddress}, ${visit.siteArea}` : visit.siteAddress;
}

/** The customer's page of a visit, as an absolute URL (in the customer's language). */
export const visitPageUrl = (id: number, publicUrl = getEnv().PUBLIC_URL, locale: Locale = "en") =>
  new URL(pathIn(locale, `/account/visits/${id}`), publicUrl).href;

/** The staff's page of a visit, as an absolute URL. */
export const staffVisitPageUrl = (id: number, publicUrl = getEnv().PUBLIC_URL) =>
  new URL(`/staff/visits/${id}`, publicUrl).href;

/** The calendar event's UID: the same for every copy of one visit, so calendars replace it. */
export const visitUid = (id: number, publicUrl = getEnv().PUBLIC_URL) => `visit-${id}@${new URL(publicUrl).hostname}`;

/**
 * The visit's version for calendars (SEQUENCE), as a column of a query on visits: 0 when booked, one
 * more with each move and with the cancellation, so a calendar always takes the newest copy.
 */
// Written out with the table's own names: in a query on visits alone Drizzle leaves columns
// unqualified, and inside the subquery "id" would then name the event's id.
export const visitSequenceColumn = sql<number>`(select count(*) from visit_events sequence_events
  where sequence_events.visit_id = "visits"."id" and sequence_events.kind in ('rescheduled', 'cancelled'))`.mapWith(
  Number,
);

/** One visit's SEQUENCE (see visitSequenceColumn). */
export async function visitSequence(db: CaseWriter, visitId: number): Promise<number> {
  const [row] = await db.select({ value: visitSequenceColumn }).from(visits).where(eq(visits.id, visitId));
  return row?.value ?? 0;
}

export const organizer = { name: site.name, email: site.email };

type Person = { fullName: string; email: string };

async function person(db: CaseWriter, id: number | null): Promise<Person | null> {
  if (id === null) return null;
  const [row] = await db.select({ fullName: users.fullName, email: users.email }).from(users).where(eq(users.id, id));
  return row ?? null;
}

/** The customer's emails go out in their language (users.locale). */
async function recipientOf(db: CaseWriter, id: number): Promise<(Person & { locale: Locale }) | null> {
  const [row] = await db
    .select({ fullName: users.fullName, email: users.email, locale: users.locale })
    .from(users)
    .where(eq(users.id, id));
  return row ?? null;
}

const emailWords = localized(emailsEn, emailsMl);
const visitWords = localized(visitsEn, visitsMl);

type NoticeKind = "booked" | "rebooked" | "cancelled" | "dayBefore" | "setOff";

/** The email of one notice, with the visit's .ics, or null when the visit has no window to tell. */
async function noticeEmail(
  db: CaseWriter,
  visit: Visit,
  kind: NoticeKind,
  now: Date,
  reason?: string | null,
): Promise<Omit<OutgoingEmail, "recordType"> | null> {
  if (!visit.windowStartsAt || !visit.windowEndsAt) return null;
  const recipient = await recipientOf(db, visit.userId);
  if (!recipient) return null;
  const { locale } = recipient;
  const words = emailWords[locale].visitEmailWords;
  const technician = await person(db, visit.technicianId);
  const technicianName = technician ? firstName(technician.fullName) : words.technicianTbc;
  const kindLabel = visitWords[locale].visitKindLabels[visit.kind];
  const window = formatTimeWindow(visit.windowStartsAt, visit.windowEndsAt, locale);
  const where = siteLine(visit);
  const url = visitPageUrl(visit.id, getEnv().PUBLIC_URL, locale);
  const cancelled = kind === "cancelled";
  const event: CalendarEvent = {
    uid: visitUid(visit.id),
    sequence: await visitSequence(db, visit.id),
    stamp: now,
    start: visit.windowStartsAt,
    end: visit.windowEndsAt,
    summary: words.calendar.summary(kindLabel),
    location: where,
    description: words.calendar.description(technicianName, url),
    organizer,
    attendee: { name: recipient.fullName, email: recipient.email },
    url,
    cancelled,
  };
  const subjects: Record<NoticeKind, string> = {
    booked: words.booked.subject(kindLabel, window),
    rebooked: words.rebooked.subject(kindLabel, window),
    cancelled: words.cancelled.subject(kindLabel, window),
    dayBefore: words.dayBefore.subject(kindLabel, window),
    setOff: words.setOff.subject(technicianName),
  };
  const leads: Record<NoticeKind, string> = {
    booked: words.booked.lead(kindLabel),
    rebooked: words.rebooked.lead(kindLabel),
    cancelled: words.cancelled.lead(kindLabel),
    dayBefore: words.dayBefore.lead(kindLabel),
    setOff: words.setOff.lead(technicianName),
  };
  const paragraphs = [
    leads[kind],
    [words.when(window), words.technician(technicianName), where ? words.site(where) : words.noSite].join("\n"),
    ...(cancelled && reason ? [words.cancelled.reason(reason)] : []),
    words.calendarNote,
  ];
  const text = [words.greeting(recipient.fullName), ...paragraphs, `${words.viewLine} ${url}`, words.signature].join(
    "\n\n",
  );
  const html = [
    `<p>${escapeHtml(words.greeting(recipient.fullName))}</p>`,
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll("\n", "<br>")}</p>`),
    `<p>${escapeHtml(words.viewLine)} <a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`,
    `<p>${escapeHtml(words.signature)}</p>`,
  ].join("\n");
  const method = cancelled ? "CANCEL" : "REQUEST";
  return {
    kind: `visit.${kind === "dayBefore" ? "day_before" : kind === "setOff" ? "set_off" : kind}`,
    to: recipient.email,
    subject: subjects[kind],
    text,
    html,
    attachments: [
      {
        fileName: "visit.ics",
        contentType: `text/calendar; charset=utf-8; method=${method}`,
        text: visitInvitation(event),
      },
    ],
  };
}

/** When the day-before reminder of a window starting at `start` goes out. */
export function dayBeforeTime(start: Date): Date {
  return indiaTimeOn(indiaDateOf(start), DAY_BEFORE_HOUR_IST - 24);
}

/**
 * Plans the visit's day-before reminder for its current window (a pending one for an earlier window
 * is dropped); none when that time has passed already (booked for tomorrow evening: the booking's
 * email is the reminder), or when the visit is cancelled.
 */
async function planDayBefore(tx: Database, visit: Visit, now: Date) {
  await cancelJobsFor(tx, VISIT_REMINDER_JOB_KIND, visit.id);
  if (visit.status !== "booked" || !visit.windowStartsAt) return;
  const runAt = dayBeforeTime(visit.windowStartsAt);
  if (runAt <= now) return;
  const sequence = await visitSequence(tx, visit.id);
  await scheduleJob(tx, { kind: VISIT_REMINDER_JOB_KIND, subjectId: visit.id, key: `day-before:${sequence}`, runAt });
}

/**
 * Tells the customer of a booking, a move or a cancellation, in the transaction of its event
 * (`eventId`, which keeps the email's outbox id), and plans (or drops) the day-before reminder.
 */
export async function noticeVisitChange(
  tx: Database,
  visitId: number,
  eventId: number,
  kind: "booked" | "rebooked" | "cancelled",
  now = new Date(),
): Promise<{ outboxId: number } | null> {
  const visit = await visitById(tx, visitId);
  if (!visit) return null;
  await planDayBefore(tx, visit, now);
  const email = await noticeEmail(tx, visit, kind, now, visit.cancelReason);
  if (!email) return null;
  return { outboxId: await emailCaseEvent(tx, visitCase, eventId, email) };
}

/**
 * Tells the customer the technician has set off (their step records its event with this outbox id).
 * Null for a visit without a window (a remote health check).
 */
export async function noticeVisitSetOff(tx: Database, visitId: number): Promise<{ outboxId: number } | null> {
  const visit = await visitById(tx, visitId);
  if (!visit) return null;
  const email = await noticeEmail(tx, visit, "setOff", new Date());
  if (!email) return null;
  const queued = await sendEmail(tx, { ...email, recordType: visitCase.subject });
  return { outboxId: queued.id };
}

/**
 * The 'visit_reminder' job handler: the day-before email, only for a visit still booked whose
 * window is the one the job was planned for (a move plans a new job and drops the old one; this
 * check covers a move made while the old one was already claimed).
 */
export function visitReminderHandler(now: () => Date = () => new Date()): JobHandler {
  return async (tx, job) => {
    const id = Number(job.subjectId);
    if (!Number.isSafeInteger(id)) return "done";
    const visit = await visitById(tx, id);
    if (visit?.status !== "booked") return "done";
    if (job.key !== `day-before:${await visitSequence(tx, id)}`) return "done";
    const email = await noticeEmail(tx, visit, "dayBefore", now());
    if (email) await sendEmail(tx, { ...email, recordType: visitCase.subject });
    return "done";
  };
}

/** Registers the reminder's handler with the due-jobs worker; app/lib/runtime.server.ts calls it at start. */
export function registerVisitNotices(registry?: JobRegistry) {
  registerJobHandler(VISIT_REMINDER_JOB_KIND, visitReminderHandler(), registry);
}

/**
 * The email that tells staff a customer asked for another time: to the visit's technician, or to
 * the staff address when nobody is assigned yet, linking the visit's staff page (where it is booked
 * again). The caller records it on the request's event.
 */
export async function rescheduleRequestEmail(
  db: CaseWriter,
  visit: Visit,
  customer: Person,
  note: string,
  env = getEnv(),
): Promise<Omit<OutgoingEmail, "recordType">> {
  const technician = await person(db, visit.technicianId);
  const kindLabel = visitWords.en.visitKindLabels[visit.kind];
  const window =
    visit.windowStartsAt && visit.windowEndsAt ? formatTimeWindow(visit.windowStartsAt, visit.windowEndsAt) : "";
  const url = staffVisitPageUrl(visit.id, env.PUBLIC_URL);
  const paragraphs = [
    rescheduleWords.lead(customer.fullName, kindLabel),
    ...(window ? [rescheduleWords.booked(window)] : []),
    rescheduleWords.note(note),
  ];
  return {
    kind: "visit.reschedule_requested",
    to: technician?.email ?? env.STAFF_EMAIL,
    subject: rescheduleWords.subject(customer.fullName, kindLabel, window),
    text: [...paragraphs, `${rescheduleWords.action} ${url}`].join("\n\n"),
    html: [
      ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
      `<p>${escapeHtml(rescheduleWords.action)} <a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`,
    ].join("\n"),
  };
}
