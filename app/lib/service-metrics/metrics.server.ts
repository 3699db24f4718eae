// The service figures read from the database (definitions: figures.ts and
// docs/decisions/023-service-metrics.md). Each ticket's clocks are recomputed from its event history
// with the SLA calculator (app/lib/sla, ADR 016) at `now` — the same answer the ticket page and the
// escalations give — never read from the cached columns, which are only as fresh as the last event.
//
// Public surface (kept stable: /service-levels builds on firstResponseFigures and resolutionFigures):
//   firstResponseFigures(db, period, now?)  resolutionFigures(db, period, now?)  serviceReport(db, period, now?)
import { and, asc, eq, gte, inArray, isNotNull, lt, or, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { ticketEvents, ticketFollowUps, ticketRatings, tickets, users, visits } from "~/db/schema";
import { computeSla } from "~/lib/sla/compute";
import type { SlaClock } from "~/lib/sla/types";
import { type SlaSourceEvent, ticketSlaEvents } from "~/lib/tickets/sla-events";
import {
  type ClockFacts,
  type FirstResponseFigures,
  firstResponseFiguresOf,
  type ReportPeriod,
  type ResolutionFacts,
  type ResolutionFigures,
  resolutionFiguresOf,
  type ServiceReport,
  serviceReportOf,
  type TicketFacts,
  type VisitFacts,
} from "./figures";
import { logger } from "~/lib/log/logger.server";

export type { FirstResponseFigures, ReportPeriod, ResolutionFigures, ServiceReport } from "./figures";

/** A database or a transaction: reads only. */
export type MetricsReader = Pick<Database, "select">;

/** Ids per `in (…)` list: far below PostgreSQL's 65 535 bind parameters. */
const CHUNK = 5_000;

const clockFacts = (clock: SlaClock): ClockFacts => ({
  state: clock.state,
  targetMinutes: clock.targetMinutes,
  elapsedMs: clock.elapsedMs,
  breachedAt: clock.breachedAt,
  metAt: clock.metAt,
});

/**
 * Every ticket that can matter for the period, with its SLA at `now`: opened before `to`, and either
 * still live or changed on or after `from`. A ticket resolved or closed with no event since `from`
 * stopped both clocks before the period began, so it can neither have been resolved nor have
 * breached within it (and one opened in the period was changed in it: its opening).
 */
export async function ticketFactsFor(
  db: MetricsReader,
  period: ReportPeriod,
  now: Date,
  only: { customerId?: number } = {},
): Promise<TicketFacts[]> {
  const rows = await db
    .select({
      id: tickets.id,
      number: tickets.number,
      priority: tickets.priority,
      type: tickets.type,
      planResponseMinutes: tickets.planResponseMinutes,
      createdAt: tickets.createdAt,
    })
    .from(tickets)
    .where(
      and(
        lt(tickets.createdAt, period.to),
        or(inArray(tickets.status, ["new", "open", "waiting_on_customer"]), gte(tickets.updatedAt, period.from)),
        only.customerId === undefined ? undefined : eq(tickets.customerId, only.customerId),
      ),
    )
    .orderBy(asc(tickets.id));
  const histories = new Map<number, SlaSourceEvent[]>(rows.map((row) => [row.id, []]));
  for (let start = 0; start < rows.length; start += CHUNK) {
    const ids = rows.slice(start, start + CHUNK).map((row) => row.id);
    const events = await db
      .select({
        id: ticketEvents.id,
        ticketId: ticketEvents.ticketId,
        kind: ticketEvents.kind,
        internal: ticketEvents.internal,
        fromValue: ticketEvents.fromValue,
        toValue: ticketEvents.toValue,
        createdAt: ticketEvents.createdAt,
      })
      .from(ticketEvents)
      .where(inArray(ticketEvents.ticketId, ids))
      .orderBy(asc(ticketEvents.createdAt), asc(ticketEvents.id));
    for (const { ticketId, ...event } of events) histories.get(ticketId)?.push(event);
  }
  const facts: TicketFacts[] = [];
  for (const row of rows) {
    const history = histories.get(row.id) ?? [];
    let sla: ReturnType<typeof computeSla>;
    try {
      sla = computeSla(ticketSlaEvents(row, history), now);
    } catch (error) {
      // A history the calculator refuses is a bug to fix (sla-sync logs it too); one ticket must not
      // take the whole report down.
      logger.error(`[service-metrics] ticket ${row.id}: ${error instanceof Error ? error.message : String(error)}`);
      continue;
    }
    const resolvedAt = sla.resolution.metAt?.getTime() ?? Number.POSITIVE_INFINITY;
    facts.push({
      id: row.id,
      number: row.number,
      priority: sla.priority,
      type: sla.type,
      openedAt: row.createdAt,
      firstResponse: clockFacts(sla.firstResponse),
      resolution: clockFacts(sla.resolution),
      publicRepliesToResolution: history.filter(
        (event) => event.kind === "staff_reply" && !event.internal && event.createdAt.getTime() <= resolvedAt,
      ).length,
    });
  }
  return facts;
}

/** Every move to 'resolved' in the period, with its rating and follow-up call. */
export async function resolutionFactsFor(db: MetricsReader, period: ReportPeriod): Promise<ResolutionFacts[]> {
  const rows = await db
    .select({
      eventId: ticketEvents.id,
      ticketId: ticketEvents.ticketId,
      resolvedAt: ticketEvents.createdAt,
      score: ticketRatings.score,
      dueAt: ticketFollowUps.dueAt,
      doneAt: ticketFollowUps.doneAt,
    })
    .from(ticketEvents)
    .leftJoin(ticketRatings, eq(ticketRatings.resolutionEventId, ticketEvents.id))
    .leftJoin(ticketFollowUps, eq(ticketFollowUps.resolutionEventId, ticketEvents.id))
    .where(
      and(
        eq(ticketEvents.kind, "status"),
        eq(ticketEvents.toValue, "resolved"),
        gte(ticketEvents.createdAt, period.from),
        lt(ticketEvents.createdAt, period.to),
      ),
    )
    .orderBy(asc(ticketEvents.createdAt), asc(ticketEvents.id));
  return rows.map((row) => ({
    eventId: row.eventId,
    ticketId: row.ticketId,
    resolvedAt: row.resolvedAt,
    score: row.score,
    followUp: row.dueAt ? { dueAt: row.dueAt, doneAt: row.doneAt } : null,
  }));
}

/**
 * The completed visits finished in the period, and the earlier completed repair visits of the same
 * tickets (to know which visit to a ticket came first).
 */
export async function visitFactsFor(db: MetricsReader, period: ReportPeriod): Promise<VisitFacts[]> {
  const completed = (where: SQL | undefined) =>
    db
      .select({
        id: visits.id,
        ticketId: visits.ticketId,
        technicianId: visits.technicianId,
        technicianName: users.fullName,
        kind: visits.kind,
        mode: visits.mode,
        windowStartsAt: visits.windowStartsAt,
        windowEndsAt: visits.windowEndsAt,
        arrivedAt: visits.arrivedAt,
        finishedAt: visits.finishedAt,
        fixed: visits.fixed,
      })
      .from(visits)
      .leftJoin(users, eq(users.id, visits.technicianId))
      .where(and(eq(visits.status, "completed"), where))
      .orderBy(asc(visits.id));
  const finishedInPeriod = and(gte(visits.finishedAt, period.from), lt(visits.finishedAt, period.to));
  const repairedTickets = db
    .select({ id: visits.ticketId })
    .from(visits)
    .where(
      and(eq(visits.status, "completed"), eq(visits.kind, "repair"), isNotNull(visits.ticketId), finishedInPeriod),
    );
  const [inThePeriod, earlierRepairs] = await Promise.all([
    completed(finishedInPeriod),
    completed(
      and(eq(visits.kind, "repair"), lt(visits.finishedAt, period.from), inArray(visits.ticketId, repairedTickets)),
    ),
  ]);
  return [...inThePeriod, ...earlierRepairs];
}

/** First responses within target, by priority, for the tickets opened in [from, to). */
export async function firstResponseFigures(
  db: MetricsReader,
  period: ReportPeriod,
  now: Date = new Date(),
): Promise<FirstResponseFigures> {
  return firstResponseFiguresOf(await ticketFactsFor(db, period, now), period);
}

/** Median and 90th-percentile resolution time (SLA clock) by type, for resolutions standing in [from, to). */
export async function resolutionFigures(
  db: MetricsReader,
  period: ReportPeriod,
  now: Date = new Date(),
): Promise<ResolutionFigures> {
  return resolutionFiguresOf(await ticketFactsFor(db, period, now), period);
}

/** Every figure of the staff report for [from, to). */
export async function serviceReport(
  db: MetricsReader,
  period: ReportPeriod,
  now: Date = new Date(),
): Promise<ServiceReport> {
  const [facts, resolutions, visitFacts] = await Promise.all([
    ticketFactsFor(db, period, now),
    resolutionFactsFor(db, period),
    visitFactsFor(db, period),
  ]);
  return serviceReportOf(facts, resolutions, period, now, visitFacts);
}

/**
 * One customer's own measured service over a period (their contract's dates): tickets they opened,
 * first responses within target (n of m that were due), resolutions within target — the same clocks
 * and counting as /service-levels, filtered to their tickets.
 */
export async function customerServiceFigures(
  db: MetricsReader,
  customerId: number,
  period: ReportPeriod,
  now = new Date(),
): Promise<CustomerServiceFigures> {
  const facts = await ticketFactsFor(db, period, now, { customerId });
  const first = firstResponseFiguresOf(facts, period).total;
  const resolution = resolutionFiguresOf(facts, period).total;
  return {
    opened: first.opened,
    firstResponse: { within: first.met, due: first.met + first.missed, pending: first.pending },
    resolution: { within: resolution.withinTarget, resolved: resolution.resolved },
  };
}

export type CustomerServiceFigures = {
  /** Tickets the customer opened in the period. */
  opened: number;
  /** First responses within target, of those that were due (met + missed); still running ones apart. */
  firstResponse: { within: number; due: number; pending: number };
  /** Resolutions within target, of the tickets resolved in the period. */
  resolution: { within: number; resolved: number };
};
