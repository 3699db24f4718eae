// Booking visits: from a ticket, or a contract's due preventive visit; moving one (a new window
// and/or technician), cancelling one, and the customer asking for another time. Each is one
// transaction through the casework kernel: the visit locked, its event with the audit entry, the
// customer's email (with its .ics) and the day-before reminder's job written together.
//
// A technician's overlapping upcoming visits are a conflict: the booking is refused with the
// overlapping visits listed, unless staff confirm they book anyway (two visits at once may be
// intended: a short check next door). The technician's account row is locked while checking, so two
// bookings for one technician are checked one after the other, never both against the old calendar.
// History entries carry the server's time (in the order they are written); a command's `now` dates
// only what it plans: the day-before reminder and the calendar file's DTSTAMP.
import { and, asc, eq, gt, inArray, lt, ne } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { tickets, users, type VisitKind, type VisitStatus, visits } from "~/db/schema";
import type { CaseActor } from "~/lib/casework/case-type.server";
import { type CaseRow, withLockedCase } from "~/lib/casework/commands.server";
import { appendCaseEvent } from "~/lib/casework/events.server";
import type { CaseResult } from "~/lib/casework/result";
import { contractCovering } from "~/lib/contracts/coverage.server";
import { devicesOf } from "~/lib/devices/devices.server";
import { formatTimeWindow } from "~/lib/india-time";
import { noticeVisitChange, rescheduleRequestEmail } from "./notices.server";
import { canMoveVisit, isVisitAtWork, upcomingVisitStatuses } from "./transitions";
import { insertVisit, type Visit, visitCase } from "./visits.server";

/** A visit of the same technician whose window overlaps the one asked for. */
export type VisitConflict = {
  id: number;
  kind: VisitKind;
  windowStartsAt: Date;
  windowEndsAt: Date;
  customerName: string;
};

/** A window and who goes: what booking and moving a visit ask. */
export type VisitSlot = {
  windowStartsAt: Date;
  windowEndsAt: Date;
  technicianId: number;
  /** Staff saw the technician's overlapping visits and book anyway. */
  bookAnyway: boolean;
};

/** What booking asks besides the slot: what kind of visit, for which device, where. */
export type VisitBooking = VisitSlot & {
  kind: VisitKind;
  deviceId: number | null;
  siteAddress: string;
  siteArea: string | null;
};

export type BookingResult =
  | { outcome: "missing" }
  | { outcome: "unchanged" }
  /** The visit moved on since the page was rendered (a due visit booked meanwhile). */
  | { outcome: "conflict"; current: VisitStatus }
  /** A choice that is not one offered: the field it came from. */
  | { outcome: "invalid"; field: "technicianId" | "deviceId" | "status" }
  /** The technician has overlapping visits and staff did not confirm. */
  | { outcome: "overlaps"; conflicts: VisitConflict[] }
  | { outcome: "changed"; id: number; outboxId: number | null };

/**
 * The technician's upcoming visits whose windows overlap `[start, end)` (one ending when it starts
 * is back to back, not a conflict), earliest first; `exceptId` leaves out the visit being moved.
 */
export async function technicianConflicts(
  db: Database,
  technicianId: number,
  window: { start: Date; end: Date },
  exceptId?: number,
): Promise<VisitConflict[]> {
  return db
    .select({
      id: visits.id,
      kind: visits.kind,
      windowStartsAt: visits.windowStartsAt,
      windowEndsAt: visits.windowEndsAt,
      customerName: users.fullName,
    })
    .from(visits)
    .innerJoin(users, eq(users.id, visits.userId))
    .where(
      and(
        eq(visits.technicianId, technicianId),
        inArray(visits.status, [...upcomingVisitStatuses]),
        lt(visits.windowStartsAt, window.end),
        gt(visits.windowEndsAt, window.start),
        exceptId === undefined ? undefined : ne(visits.id, exceptId),
      ),
    )
    .orderBy(asc(visits.windowStartsAt), asc(visits.id)) as Promise<VisitConflict[]>;
}

/**
 * The technician, locked until the transaction ends (bookings for one technician wait for each
 * other), with their overlapping visits; null when the account may not take visits.
 */
async function lockTechnician(tx: Database, slot: VisitSlot, exceptId?: number) {
  const [technician] = await tx
    .select({ id: users.id, fullName: users.fullName })
    .from(users)
    .where(and(eq(users.id, slot.technicianId), inArray(users.role, [...(visitCase.assignee.roles ?? [])])))
    .for("update");
  if (!technician) return null;
  const conflicts = await technicianConflicts(
    tx,
    technician.id,
    { start: slot.windowStartsAt, end: slot.windowEndsAt },
    exceptId,
  );
  return { technician, conflicts };
}

/** The customer's device, or null when it is not one of theirs in use. */
async function customerDevice(tx: Database, userId: number, deviceId: number | null) {
  if (deviceId === null) return { ok: true as const };
  const owned = (await devicesOf(tx, userId)).some((device) => device.id === deviceId);
  return owned ? { ok: true as const } : null;
}

const windowText = (visit: Pick<Visit, "windowStartsAt" | "windowEndsAt">) =>
  visit.windowStartsAt && visit.windowEndsAt ? formatTimeWindow(visit.windowStartsAt, visit.windowEndsAt) : "";

const slotColumns = (slot: VisitSlot) => ({
  windowStartsAt: slot.windowStartsAt,
  windowEndsAt: slot.windowEndsAt,
  technicianId: slot.technicianId,
});

/** The 'booked' entry of a visit's history, its email and its reminder. */
async function recordBooking(
  tx: Database,
  actor: CaseActor,
  id: number,
  booking: VisitBooking,
  technicianName: string,
  from: { status: VisitStatus | null; changes: Record<string, unknown> },
  now: Date,
) {
  const { eventId } = await appendCaseEvent(
    tx,
    visitCase,
    id,
    actor,
    {
      kind: "booked",
      fromValue: from.status,
      toValue: "booked",
      body: `${formatTimeWindow(booking.windowStartsAt, booking.windowEndsAt)} · ${technicianName}`,
    },
    {
      changes: from.changes,
      audit: {
        verb: "book",
        after: { ...slotColumns(booking), kind: booking.kind, deviceId: booking.deviceId },
        outboxKey: "outboxId",
      },
    },
  );
  const notice = await noticeVisitChange(tx, id, eventId, "booked", now);
  return { outcome: "changed" as const, id, outboxId: notice?.outboxId ?? null };
}

/** Books a visit from a ticket: the ticket's customer, a device of theirs (or none), a site, a slot. */
export async function bookVisitFromTicket(
  db: Database,
  actor: CaseActor,
  ticketId: number,
  booking: VisitBooking,
  now = new Date(),
): Promise<BookingResult> {
  return db.transaction(async (tx) => {
    const [ticket] = await tx
      .select({ id: tickets.id, customerId: tickets.customerId })
      .from(tickets)
      .where(eq(tickets.id, ticketId));
    if (!ticket) return { outcome: "missing" as const };
    if (!(await customerDevice(tx, ticket.customerId, booking.deviceId)))
      return { outcome: "invalid" as const, field: "deviceId" as const };
    const locked = await lockTechnician(tx, booking);
    if (!locked) return { outcome: "invalid" as const, field: "technicianId" as const };
    if (locked.conflicts.length > 0 && !booking.bookAnyway)
      return { outcome: "overlaps" as const, conflicts: locked.conflicts };
    // The contract covering the customer counts the visit among its on-site visits.
    const covering = await contractCovering(tx, ticket.customerId, now);
    const created = await insertVisit(tx, actor, {
      userId: ticket.customerId,
      ticketId: ticket.id,
      contractId: covering?.id ?? null,
      kind: booking.kind,
      deviceId: booking.deviceId,
      siteAddress: booking.siteAddress,
      siteArea: booking.siteArea,
      ...slotColumns(booking),
    });
    if (!created) throw new Error("a visit from a ticket has no schedule key to collide on");
    // Its 'booked' entry carries the email, as every booking's does (from a ticket or a schedule).
    return recordBooking(
      tx,
      actor,
      created.id,
      booking,
      locked.technician.fullName,
      { status: null, changes: {} },
      now,
    );
  });
}

/** Books a contract's due preventive visit: its window, technician, device and site. */
export async function bookDueVisit(
  db: Database,
  actor: CaseActor,
  id: number,
  booking: VisitBooking,
  now = new Date(),
): Promise<BookingResult> {
  const result = await withLockedCase(db, visitCase, id, async (tx, row: CaseRow) => {
    const visit = row as unknown as Visit;
    if (visit.status !== "due") return { outcome: "conflict" as const, current: visit.status };
    // A remote health check has no window or site: the technician only ticks and finishes it.
    if (visit.mode !== "on_site") return { outcome: "invalid" as const, field: "status" as const };
    if (!(await customerDevice(tx, visit.userId, booking.deviceId)))
      return { outcome: "invalid" as const, field: "deviceId" as const };
    const locked = await lockTechnician(tx, booking, id);
    if (!locked) return { outcome: "invalid" as const, field: "technicianId" as const };
    if (locked.conflicts.length > 0 && !booking.bookAnyway)
      return { outcome: "overlaps" as const, conflicts: locked.conflicts };
    return recordBooking(
      tx,
      actor,
      id,
      booking,
      locked.technician.fullName,
      {
        status: "due",
        changes: {
          ...slotColumns(booking),
          status: "booked",
          kind: booking.kind,
          deviceId: booking.deviceId,
          siteAddress: booking.siteAddress,
          siteArea: booking.siteArea,
        },
      },
      now,
    );
  });
  return result;
}

/**
 * Moves a booked visit to a new window and/or technician ('rescheduled'; a missed visit or one whose
 * technician turned back is booked again the same way). Clears the customer's request for another
 * time, tells the customer (the .ics's SEQUENCE rises) and plans the reminder for the new window.
 */
export async function rebookVisit(
  db: Database,
  actor: CaseActor,
  id: number,
  slot: VisitSlot,
  now = new Date(),
): Promise<BookingResult> {
  return withLockedCase(db, visitCase, id, async (tx, row: CaseRow) => {
    const visit = row as unknown as Visit;
    if (visit.status === "due" || !canMoveVisit(visit.status, "booked"))
      return { outcome: "invalid" as const, field: "status" as const };
    const same =
      visit.status === "booked" &&
      visit.technicianId === slot.technicianId &&
      visit.windowStartsAt?.getTime() === slot.windowStartsAt.getTime() &&
      visit.windowEndsAt?.getTime() === slot.windowEndsAt.getTime();
    if (same) return { outcome: "unchanged" as const };
    const locked = await lockTechnician(tx, slot, id);
    if (!locked) return { outcome: "invalid" as const, field: "technicianId" as const };
    if (locked.conflicts.length > 0 && !slot.bookAnyway)
      return { outcome: "overlaps" as const, conflicts: locked.conflicts };
    const { eventId } = await appendCaseEvent(
      tx,
      visitCase,
      id,
      actor,
      {
        kind: "rescheduled",
        fromValue: windowText(visit),
        toValue: windowText(slot),
        body: locked.technician.fullName,
      },
      {
        changes: { ...slotColumns(slot), status: "booked", rescheduleRequestedAt: null, rescheduleNote: null },
        audit: {
          verb: "reschedule",
          before: {
            windowStartsAt: visit.windowStartsAt,
            windowEndsAt: visit.windowEndsAt,
            technicianId: visit.technicianId,
          },
          after: slotColumns(slot),
          outboxKey: "outboxId",
        },
      },
    );
    const notice = await noticeVisitChange(tx, id, eventId, "rebooked", now);
    return { outcome: "changed" as const, id, outboxId: notice?.outboxId ?? null };
  });
}

export type CancelResult =
  | { outcome: "missing" }
  | { outcome: "invalid" }
  | { outcome: "changed"; outboxId: number | null };

/** Cancels a visit not yet under way, with the reason the customer is told; drops its reminder. */
export async function cancelVisit(
  db: Database,
  actor: CaseActor,
  id: number,
  reason: string,
  now = new Date(),
): Promise<CancelResult> {
  return withLockedCase(db, visitCase, id, async (tx, row: CaseRow) => {
    const visit = row as unknown as Visit;
    if (!canMoveVisit(visit.status, "cancelled")) return { outcome: "invalid" as const };
    const { eventId } = await appendCaseEvent(
      tx,
      visitCase,
      id,
      actor,
      { kind: "cancelled", fromValue: visit.status, toValue: "cancelled", body: reason },
      {
        changes: { status: "cancelled", cancelReason: reason },
        audit: { verb: "cancel", before: { status: visit.status }, after: { reason }, outboxKey: "outboxId" },
      },
    );
    // A due visit never had a window: nothing was promised, so nothing is said.
    const notice = visit.status === "due" ? null : await noticeVisitChange(tx, id, eventId, "cancelled", now);
    return { outcome: "changed" as const, outboxId: notice?.outboxId ?? null };
  });
}

/**
 * The customer asks for another time for their booked visit: kept on the visit (staff see it flagged
 * on the planner and the visit's page until they book it again) and in its history, and emailed to
 * its technician (or the staff address, with none assigned) in the same transaction.
 */
export async function requestReschedule(
  db: Database,
  customer: CaseActor & { id: number },
  id: number,
  note: string,
  now = new Date(),
): Promise<{ outcome: "missing" } | { outcome: "invalid" } | { outcome: "changed" }> {
  return withLockedCase(db, visitCase, id, async (tx, row: CaseRow) => {
    const visit = row as unknown as Visit;
    // Another customer's visit is one that does not exist.
    if (visit.userId !== customer.id) return { outcome: "missing" as const };
    if (visit.status !== "booked") return { outcome: "invalid" as const };
    await appendCaseEvent(
      tx,
      visitCase,
      id,
      customer,
      { kind: "reschedule_requested", body: note },
      {
        changes: { rescheduleRequestedAt: now, rescheduleNote: note },
        email: await rescheduleRequestEmail(tx, visit, customer, note),
        audit: { verb: "reschedule_request", after: { note }, outboxKey: "outboxId" },
      },
    );
    return { outcome: "changed" as const };
  });
}

export type RemoteAssignResult = CaseResult<string, { technicianName: string }>;

/**
 * Gives a remote health check to a technician (or to nobody: null), unless its technician changed
 * since the page was rendered (`expected`; 'conflict' with who has it now). Remote checks are
 * generated unassigned and have no window, so this is how one reaches somebody's day: a staff member
 * taking it from today's list, or staff assigning it on its page. Asking for what is already so is
 * 'unchanged' whatever was expected, so taking a check twice is harmless. 'invalid' for an on-site
 * visit (booked with a window and technician instead), a check already done or closed, or an account
 * that may not take visits.
 */
export async function assignRemoteCheck(
  db: Database,
  actor: CaseActor,
  id: number,
  change: { technicianId: number | null; expected: number | null },
): Promise<RemoteAssignResult> {
  return withLockedCase(db, visitCase, id, async (tx, row: CaseRow) => {
    const visit = row as unknown as Visit;
    if (visit.mode !== "remote" || !isVisitAtWork(visit)) return { outcome: "invalid" as const };
    const nameOf = async (userId: number | null) => {
      if (userId === null) return "";
      const [person] = await tx
        .select({ fullName: users.fullName })
        .from(users)
        .where(and(eq(users.id, userId), inArray(users.role, [...visitCase.assignee.roles])));
      return person?.fullName ?? null;
    };
    if (visit.technicianId === change.technicianId) return { outcome: "unchanged" as const };
    const currentName = (await nameOf(visit.technicianId)) ?? "";
    if (visit.technicianId !== change.expected) return { outcome: "conflict" as const, current: currentName };
    const technicianName = await nameOf(change.technicianId);
    if (technicianName === null) return { outcome: "invalid" as const };
    await appendCaseEvent(
      tx,
      visitCase,
      id,
      actor,
      { kind: "assigned", internal: true, fromValue: currentName || null, toValue: technicianName || null },
      {
        changes: { technicianId: change.technicianId },
        audit: {
          verb: "assign",
          before: { technicianId: visit.technicianId },
          after: { technicianId: change.technicianId },
        },
      },
    );
    return { outcome: "changed" as const, technicianName };
  });
}
