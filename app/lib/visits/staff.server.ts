// The staff's side of visits as their pages read it: the planner's week (each technician's visits
// by day, overlaps marked), the visits due and not booked, the customers' requests for another
// time, one visit with its history, and what the booking form offers (the ticket's or due visit's
// customer, their devices and sites, the technicians).
import { and, asc, desc, eq, gte, inArray, isNotNull, lt } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client.server";
import { contractSites, devices, tickets, users, type VisitEventKind, visits } from "~/db/schema";
import { listAssignees } from "~/lib/casework/commands.server";
import { type CaseHistoryEvent, listCaseHistory } from "~/lib/casework/record.server";
import { deviceCoverOf } from "~/lib/contracts/coverage.server";
import { devicesOf } from "~/lib/devices/devices.server";
import { reportsOfVisits, withReportLinks } from "./reports.server";
import { upcomingVisitStatuses } from "./transitions";
import { latestContractVisits, visitCase } from "./visits.server";
import { type PlannerWeek, windowsOverlap } from "./window";

const customer = alias(users, "customer");
const technician = alias(users, "technician");

const visitColumns = {
  id: visits.id,
  kind: visits.kind,
  status: visits.status,
  windowStartsAt: visits.windowStartsAt,
  windowEndsAt: visits.windowEndsAt,
  siteArea: visits.siteArea,
  technicianId: visits.technicianId,
  rescheduleRequestedAt: visits.rescheduleRequestedAt,
  customerName: customer.fullName,
  ticketNumber: tickets.number,
};

/** One visit on the planner. */
export type PlannedVisit = {
  id: number;
  kind: (typeof visits.$inferSelect)["kind"];
  status: (typeof visits.$inferSelect)["status"];
  windowStartsAt: Date;
  windowEndsAt: Date;
  siteArea: string | null;
  technicianId: number | null;
  rescheduleRequestedAt: Date | null;
  customerName: string;
  ticketNumber: string | null;
  /** Overlaps another upcoming visit of the same technician. */
  conflict: boolean;
};

const upcoming = (status: PlannedVisit["status"]) => (upcomingVisitStatuses as readonly string[]).includes(status);

/** Marks the upcoming visits that overlap another upcoming visit of their technician. */
export function markConflicts(rows: Omit<PlannedVisit, "conflict">[]): PlannedVisit[] {
  return rows.map((row) => ({
    ...row,
    conflict:
      row.technicianId !== null &&
      upcoming(row.status) &&
      rows.some(
        (other) =>
          other.id !== row.id &&
          other.technicianId === row.technicianId &&
          upcoming(other.status) &&
          windowsOverlap(
            { start: row.windowStartsAt, end: row.windowEndsAt },
            { start: other.windowStartsAt, end: other.windowEndsAt },
          ),
      ),
  }));
}

/**
 * The planner: every staff member who may take visits (a row each, with no visits too: a free day
 * is worth seeing), the week's visits (cancelled ones left out), the due visits not booked and the
 * visits whose customer asked for another time.
 */
export async function plannerData(db: Database, week: PlannerWeek) {
  const rows = await db
    .select(visitColumns)
    .from(visits)
    .innerJoin(customer, eq(customer.id, visits.userId))
    .leftJoin(tickets, eq(tickets.id, visits.ticketId))
    .where(
      and(
        isNotNull(visits.windowStartsAt),
        lt(visits.windowStartsAt, week.to),
        gte(visits.windowEndsAt, week.from),
        inArray(visits.status, ["booked", "on_the_way", "on_site", "completed", "missed"]),
      ),
    )
    .orderBy(asc(visits.windowStartsAt), asc(visits.id));
  const [technicians, due, rescheduleRequested] = await Promise.all([
    listAssignees(db, visitCase),
    db
      .select({
        id: visits.id,
        kind: visits.kind,
        periodEndsOn: visits.periodEndsOn,
        contractId: visits.contractId,
        customerName: customer.fullName,
      })
      .from(visits)
      .innerJoin(customer, eq(customer.id, visits.userId))
      .where(and(eq(visits.status, "due"), eq(visits.mode, "on_site")))
      .orderBy(asc(visits.periodEndsOn), asc(visits.id))
      .limit(100),
    db
      .select({ ...visitColumns, rescheduleNote: visits.rescheduleNote })
      .from(visits)
      .innerJoin(customer, eq(customer.id, visits.userId))
      .leftJoin(tickets, eq(tickets.id, visits.ticketId))
      .where(and(isNotNull(visits.rescheduleRequestedAt), inArray(visits.status, [...upcomingVisitStatuses])))
      .orderBy(asc(visits.rescheduleRequestedAt), asc(visits.id)),
  ]);
  return { technicians, visits: markConflicts(rows as Omit<PlannedVisit, "conflict">[]), due, rescheduleRequested };
}

export type VisitHistoryEvent = CaseHistoryEvent<VisitEventKind>;

/** A visit as its staff page reads it, or null. */
export async function getStaffVisit(db: Database, id: number) {
  const [row] = await db
    .select({
      visit: visits,
      customerName: customer.fullName,
      customerEmail: customer.email,
      technicianName: technician.fullName,
      ticketNumber: tickets.number,
      ticketSubject: tickets.subject,
      deviceMake: devices.make,
      deviceModel: devices.model,
    })
    .from(visits)
    .innerJoin(customer, eq(customer.id, visits.userId))
    .leftJoin(technician, eq(technician.id, visits.technicianId))
    .leftJoin(tickets, eq(tickets.id, visits.ticketId))
    .leftJoin(devices, eq(devices.id, visits.deviceId))
    .where(eq(visits.id, id));
  if (!row) return null;
  const [history, technicians, reports] = await Promise.all([
    listCaseHistory<VisitHistoryEvent>(db, visitCase, id),
    listAssignees(db, visitCase),
    reportsOfVisits(db, [id]),
  ]);
  return { ...row, history, technicians, reports: reports.get(id) ?? [] };
}
export type StaffVisit = NonNullable<Awaited<ReturnType<typeof getStaffVisit>>>;

/** A place offered on the booking form. */
export type SiteChoice = { address: string; area: string };

/**
 * What the booking form offers for a ticket (`ticketId`) or a contract's due visit (`visitId`): whose
 * visit, their devices in use, their sites (the contract's, then the devices'), the technicians;
 * null when there is no such ticket or due visit.
 */
export async function bookingChoices(db: Database, of: { ticketId: number } | { visitId: number }) {
  let origin: {
    userId: number;
    ticket: { id: number; number: string; subject: string } | null;
    visit: { id: number; kind: (typeof visits.$inferSelect)["kind"]; contractId: number | null } | null;
    deviceId: number | null;
    sites: SiteChoice[];
  };
  if ("ticketId" in of) {
    const [ticket] = await db
      .select({
        id: tickets.id,
        number: tickets.number,
        subject: tickets.subject,
        customerId: tickets.customerId,
        deviceId: tickets.deviceId,
      })
      .from(tickets)
      .where(eq(tickets.id, of.ticketId));
    if (!ticket) return null;
    const cover = await deviceCoverOf(db, ticket.customerId);
    origin = {
      userId: ticket.customerId,
      ticket,
      visit: null,
      deviceId: ticket.deviceId,
      sites: cover.sites.map((site) => ({ address: site.address, area: site.area })),
    };
  } else {
    const [visit] = await db
      .select({ id: visits.id, userId: visits.userId, kind: visits.kind, contractId: visits.contractId })
      .from(visits)
      .where(and(eq(visits.id, of.visitId), eq(visits.status, "due"), eq(visits.mode, "on_site")));
    if (!visit) return null;
    const sites = visit.contractId
      ? await db
          .select({ address: contractSites.address, area: contractSites.area })
          .from(contractSites)
          .where(eq(contractSites.contractId, visit.contractId))
          .orderBy(asc(contractSites.position))
      : [];
    origin = { userId: visit.userId, ticket: null, visit, deviceId: null, sites };
  }
  const [owner] = await db
    .select({ fullName: users.fullName, email: users.email })
    .from(users)
    .where(eq(users.id, origin.userId));
  const [inUse, technicians] = await Promise.all([devicesOf(db, origin.userId), listAssignees(db, visitCase)]);
  const deviceSites = inUse
    .filter((device) => device.siteAddress)
    .map((device) => ({ address: device.siteAddress ?? "", area: device.siteArea ?? "" }));
  const sites: SiteChoice[] = [];
  for (const site of [...origin.sites, ...deviceSites]) {
    if (!sites.some((known) => known.address === site.address && known.area === site.area)) sites.push(site);
  }
  return {
    ...origin,
    customerName: owner?.fullName ?? "",
    customerEmail: owner?.email ?? "",
    devices: inUse.map((device) => ({
      id: device.id,
      name: `${device.make} ${device.model}`,
      siteAddress: device.siteAddress,
      siteArea: device.siteArea,
    })),
    sites,
    technicians,
  };
}
export type BookingChoices = NonNullable<Awaited<ReturnType<typeof bookingChoices>>>;

/** A ticket's visits as its staff page lists them, newest first, with their reports. */
export async function ticketVisits(db: Database, ticketId: number) {
  const rows = await db
    .select({
      id: visits.id,
      kind: visits.kind,
      status: visits.status,
      windowStartsAt: visits.windowStartsAt,
      windowEndsAt: visits.windowEndsAt,
      technicianName: technician.fullName,
    })
    .from(visits)
    .leftJoin(technician, eq(technician.id, visits.technicianId))
    .where(eq(visits.ticketId, ticketId))
    .orderBy(desc(visits.windowStartsAt), desc(visits.id));
  return withReportLinks(db, rows);
}

/** A contract's latest visits as its staff page lists them, with their reports. */
export async function contractVisits(db: Database, contractId: number) {
  const latest = await latestContractVisits(db, contractId);
  return { total: latest.total, visits: await withReportLinks(db, latest.visits) };
}
