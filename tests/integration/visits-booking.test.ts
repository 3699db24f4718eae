// Booking visits against PGlite and PostgreSQL: a visit booked from a ticket queues the customer's
// email with its .ics; a technician's overlapping visits are a conflict (back to back is not) unless
// staff book anyway; moving a visit raises the .ics's SEQUENCE and re-plans the day-before reminder;
// cancelling sends METHOD:CANCEL; the reminder is sent once by two workers; the customer asks for
// another time (another customer cannot); the technician's calendar feed, and its revocation.
import { and, asc, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, type DatabaseHandle, openDatabase } from "~/db/client.server";
import { dueJobs, emailOutbox, visitEvents, visits } from "~/db/schema";
import { getEnv } from "~/lib/env.server";
import { jobsFor } from "~/lib/jobs/jobs.server";
import { type JobRegistry, runDueJobs } from "~/lib/jobs/worker.server";
import { calendarFeedText, createCalendarFeed, revokeCalendarFeed } from "~/lib/visits/feeds.server";
import { registerVisitNotices, VISIT_REMINDER_JOB_KIND } from "~/lib/visits/notices.server";
import {
  bookDueVisit,
  bookVisitFromTicket,
  cancelVisit,
  rebookVisit,
  requestReschedule,
  type VisitBooking,
} from "~/lib/visits/schedule.server";
import { indiaDateOf, indiaTimeOn } from "~/lib/visits/window";
import { addContract, addUser, addVisit, openTicket } from "~/testing/factories.server";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./support/database";

const quiet = { log() {}, warn() {}, error() {} };
const HOUR = 3_600_000;

describe.each(databaseKinds)("visit booking on %s", (kind) => {
  let database: TestDatabase;
  let db: Database;
  let second: DatabaseHandle | null = null;
  let staff: Awaited<ReturnType<typeof addUser>>;
  let technician: Awaited<ReturnType<typeof addUser>>;
  let customer: Awaited<ReturnType<typeof addUser>>;
  let other: Awaited<ReturnType<typeof addUser>>;
  let ticketId: number;
  const registry: JobRegistry = new Map();
  registerVisitNotices(registry);
  /** A day well ahead, so its day-before reminder is still to come. */
  const day = indiaDateOf(new Date(Date.now() + 10 * 24 * HOUR));
  const at = (hour: number, dayOffset = 0) => indiaTimeOn(day, hour + dayOffset * 24);

  const booking = (start: number, end: number, more: Partial<VisitBooking> = {}): VisitBooking => ({
    kind: "repair",
    deviceId: null,
    siteAddress: "TC 15/1234; Vazhuthacaud",
    siteArea: "Thiruvananthapuram",
    windowStartsAt: at(start),
    windowEndsAt: at(end),
    technicianId: technician.id,
    bookAnyway: false,
    ...more,
  });
  const outbox = async (id: number | null) => {
    const [row] = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.id, id ?? 0));
    if (!row) throw new Error(`no outbox row ${id}`);
    return row;
  };
  const ics = async (id: number | null) => {
    const row = await outbox(id);
    const [file] = row.attachments ?? [];
    return { row, file, text: (file?.text ?? "").replace(/\r\n /g, "") };
  };
  const pendingReminders = async (id: number) =>
    (await jobsFor(db, VISIT_REMINDER_JOB_KIND, id)).filter((job) => job.doneAt === null);

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.db;
    second = database.url ? await openDatabase({ databaseUrl: database.url }) : null;
    staff = await addUser(db, "staff", "Desk Member");
    technician = await addUser(db, "staff", "Ravi Menon");
    customer = await addUser(db, "customer", "Asha Nair");
    other = await addUser(db, "customer", "Biju Thomas");
    ticketId = (await openTicket(db, customer)).id;
  });
  afterAll(async () => {
    await second?.close();
    await database?.destroy();
  });

  let bookedId = 0;

  it("books a visit from a ticket and queues the customer's email with its .ics", async () => {
    const result = await bookVisitFromTicket(db, staff, ticketId, booking(10, 12));
    if (result.outcome !== "changed") throw new Error(result.outcome);
    bookedId = result.id;
    const [visit] = await db.select().from(visits).where(eq(visits.id, bookedId));
    expect(visit).toMatchObject({ status: "booked", technicianId: technician.id, ticketId, userId: customer.id });
    const { row, file, text } = await ics(result.outboxId);
    expect(row).toMatchObject({ kind: "visit.booked", toAddress: customer.email, recordType: "visit" });
    expect(file).toMatchObject({ fileName: "visit.ics", contentType: "text/calendar; charset=utf-8; method=REQUEST" });
    expect(file?.text).toMatch(/\r\n$/);
    expect(text).toContain("METHOD:REQUEST");
    expect(text).toMatch(new RegExp(`UID:visit-${bookedId}@`));
    expect(text).toContain("SEQUENCE:0");
    expect(text).toContain(
      `DTSTART:${at(10)
        .toISOString()
        .replace(/[-:]|\.\d{3}/g, "")}`,
    );
    expect(row.textBody).toContain("Ravi");
    expect(row.textBody).not.toContain("Menon");
    expect(row.textBody).toContain("10:00 am to 12:00 pm IST");
    expect(row.textBody).toContain("TC 15/1234; Vazhuthacaud, Thiruvananthapuram");
    expect(row.textBody).toContain(`/account/visits/${bookedId}`);
    const events = await db
      .select({ kind: visitEvents.kind, outboxId: visitEvents.outboxId })
      .from(visitEvents)
      .where(eq(visitEvents.visitId, bookedId))
      .orderBy(asc(visitEvents.id));
    expect(events).toEqual([
      { kind: "created", outboxId: null },
      { kind: "booked", outboxId: result.outboxId },
    ]);
    const reminders = await pendingReminders(bookedId);
    expect(reminders.map((job) => job.key)).toEqual(["day-before:0"]);
    expect(reminders[0]?.runAt).toEqual(indiaTimeOn(day, 17 - 24));
  });

  it("refuses a technician's overlapping window unless booked anyway; back to back is no conflict", async () => {
    const overlapping = await bookVisitFromTicket(db, staff, ticketId, booking(11, 13));
    expect(overlapping.outcome).toBe("overlaps");
    if (overlapping.outcome === "overlaps") expect(overlapping.conflicts.map((visit) => visit.id)).toEqual([bookedId]);
    const backToBack = await bookVisitFromTicket(db, staff, ticketId, booking(12, 14));
    expect(backToBack.outcome).toBe("changed");
    const anyway = await bookVisitFromTicket(db, staff, ticketId, booking(11, 13, { bookAnyway: true }));
    expect(anyway.outcome).toBe("changed");
    // Someone else's technician, or a customer's account, cannot take visits; another's device is refused.
    expect(await bookVisitFromTicket(db, staff, ticketId, booking(8, 9, { technicianId: customer.id }))).toEqual({
      outcome: "invalid",
      field: "technicianId",
    });
    if (anyway.outcome === "changed") await cancelVisit(db, staff, anyway.id, "Booked twice");
    if (backToBack.outcome === "changed") await cancelVisit(db, staff, backToBack.id, "Booked twice");
  });

  it("the customer asks for another time; another customer's request finds nothing", async () => {
    expect(await requestReschedule(db, other, bookedId, "Please make it Friday")).toEqual({ outcome: "missing" });
    expect(await requestReschedule(db, customer, bookedId, "Please make it Friday")).toEqual({ outcome: "changed" });
    const [visit] = await db.select().from(visits).where(eq(visits.id, bookedId));
    expect(visit?.rescheduleNote).toBe("Please make it Friday");
    expect(visit?.rescheduleRequestedAt).not.toBeNull();
    // Its technician is told in the same transaction, with a link to the visit's staff page.
    const [event] = await db
      .select()
      .from(visitEvents)
      .where(and(eq(visitEvents.visitId, bookedId), eq(visitEvents.kind, "reschedule_requested")));
    const email = await outbox(event?.outboxId ?? null);
    expect(email).toMatchObject({
      kind: "visit.reschedule_requested",
      recordType: "visit",
      toAddress: technician.email,
    });
    expect(email.textBody).toContain("Please make it Friday");
    expect(email.textBody).toContain(`/staff/visits/${bookedId}`);
  });

  it("tells the staff address of a request for a visit nobody is assigned to", async () => {
    const { id } = await addVisit(db, customer, {
      ticketId,
      kind: "survey",
      windowStartsAt: at(8, 3),
      windowEndsAt: at(9, 3),
    });
    expect(await requestReschedule(db, customer, id, "Not that week")).toEqual({ outcome: "changed" });
    const [event] = await db
      .select()
      .from(visitEvents)
      .where(and(eq(visitEvents.visitId, id), eq(visitEvents.kind, "reschedule_requested")));
    const email = await outbox(event?.outboxId ?? null);
    expect(email).toMatchObject({ kind: "visit.reschedule_requested", toAddress: getEnv().STAFF_EMAIL });
    expect(email.textBody).toContain(`/staff/visits/${id}`);
    await cancelVisit(db, staff, id, "Test over");
  });

  it("moving a visit raises the .ics's SEQUENCE, clears the request and re-plans the day-before reminder", async () => {
    const moved = await rebookVisit(db, staff, bookedId, {
      windowStartsAt: at(14, 1),
      windowEndsAt: at(16, 1),
      technicianId: technician.id,
      bookAnyway: false,
    });
    if (moved.outcome !== "changed") throw new Error(moved.outcome);
    const { row, text } = await ics(moved.outboxId);
    expect(row.kind).toBe("visit.rebooked");
    expect(text).toContain("SEQUENCE:1");
    expect(text).toContain("METHOD:REQUEST");
    const [visit] = await db.select().from(visits).where(eq(visits.id, bookedId));
    expect(visit).toMatchObject({ rescheduleRequestedAt: null, rescheduleNote: null, status: "booked" });
    const reminders = await pendingReminders(bookedId);
    expect(reminders.map((job) => [job.key, job.runAt])).toEqual([["day-before:1", indiaTimeOn(day, 17)]]);
  });

  it("sends the day-before reminder once, with two workers", async () => {
    await db
      .update(dueJobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(and(eq(dueJobs.kind, VISIT_REMINDER_JOB_KIND), isNull(dueJobs.doneAt)));
    const otherDb = second?.db ?? db;
    await Promise.all([
      runDueJobs(db, registry, undefined, quiet),
      runDueJobs(otherDb, registry, undefined, quiet),
      runDueJobs(db, registry, undefined, quiet),
    ]);
    const sent = await db.select().from(emailOutbox).where(eq(emailOutbox.kind, "visit.day_before"));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.attachments?.[0]?.text).toContain("SEQUENCE:1");
    expect(await pendingReminders(bookedId)).toEqual([]);
  });

  it("cancelling sends METHOD:CANCEL and drops a pending reminder", async () => {
    const result = await bookVisitFromTicket(db, staff, ticketId, booking(9, 10));
    if (result.outcome !== "changed") throw new Error(result.outcome);
    expect(await pendingReminders(result.id)).toHaveLength(1);
    const cancelled = await cancelVisit(db, staff, result.id, "The printer works again");
    if (cancelled.outcome !== "changed") throw new Error(cancelled.outcome);
    const { row, file, text } = await ics(cancelled.outboxId);
    expect(row.kind).toBe("visit.cancelled");
    expect(row.textBody).toContain("The printer works again");
    expect(file?.contentType).toBe("text/calendar; charset=utf-8; method=CANCEL");
    expect(text).toContain("METHOD:CANCEL");
    expect(text).toContain("STATUS:CANCELLED");
    expect(text).toContain("SEQUENCE:1");
    expect(await pendingReminders(result.id)).toEqual([]);
    expect(await cancelVisit(db, staff, result.id, "again")).toEqual({ outcome: "invalid" });
  });

  it("books a contract's due preventive visit once", async () => {
    const contract = await addContract(db, customer, { planId: "starter" });
    const due = await addVisit(db, customer, { contractId: contract.id, kind: "health_check", scheduleKey: "t:1" });
    const result = await bookDueVisit(db, staff, due.id, booking(15, 16, { kind: "health_check" }));
    expect(result.outcome).toBe("changed");
    expect(await bookDueVisit(db, staff, due.id, booking(15, 16))).toEqual({ outcome: "conflict", current: "booked" });
  });

  it("a technician's feed lists their visits until it is revoked", async () => {
    const token = await createCalendarFeed(db, technician.id);
    const text = (await calendarFeedText(db, token)) ?? "";
    expect(text).toContain(`UID:visit-${bookedId}@`);
    expect(text).not.toContain("METHOD:");
    expect(text).toContain("Asha Nair");
    // A new feed revokes the old; revoking leaves none.
    const newer = await createCalendarFeed(db, technician.id);
    expect(await calendarFeedText(db, token)).toBeNull();
    expect(await revokeCalendarFeed(db, technician.id)).toBe(true);
    expect(await calendarFeedText(db, newer)).toBeNull();
    expect(await calendarFeedText(db, "not-a-token")).toBeNull();
  });
});
