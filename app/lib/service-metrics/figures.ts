// The service figures of the support desk (/staff/reports and the public /service-levels
// page) as pure arithmetic over facts the queries gather (metrics.server.ts): no database, no clock,
// so every definition below is pinned by unit tests (figures.test.ts). The definitions are those of
// docs/decisions/023-service-metrics.md; in short:
//
// - A period is the half-open interval [from, to) of instants.
// - First response within target: the tickets OPENED in the period, by priority. Met = the first
//   public staff reply came within the ticket's own target (the priority's, or its AMC plan's if
//   shorter) on the SLA clock (ADR 016: business hours for medium/low, waiting-on-customer paused).
//   Missed = answered late, or still unanswered past the target, or ended unanswered after the
//   target passed. Still within target and unanswered = pending (not counted yet); ended before
//   any reply and before the target (a merged duplicate, spam closed) = nothing was owed (not
//   counted). Percentage = met ÷ (met + missed).
// - Resolution time: the tickets whose resolution that stands (not undone by a reopen) fell in the
//   period, by type; the time is the SLA clock's counted time — the Terms promise resolution on
//   that clock — with median and 90th percentile (linear interpolation between closest ranks).
// - First-contact resolution: of those resolved tickets, the share with exactly one public staff
//   reply up to the resolution.
// - Satisfaction: per resolution (a move to 'resolved') in the period, whether it was rated;
//   average score of those rated; response rate = rated ÷ resolutions.
// - Follow-up calls: per resolution in the period, its call done by its due time (resolution +
//   48 hours); a call not done after its due time is missed; one not done before it is pending.
// - Breaches: every clock whose target passed (breachedAt) within the period, whichever period the
//   ticket was opened in.
// - Visits: those completed (finished) in the period. Arrived within the booked window: of the
//   completed on-site visits with a window and a recorded arrival, those whose arrival lies between
//   the window's start and end. Per technician: completed visits and, of the windowed on-site ones,
//   arrivals within the window. First-visit fix rate: of the tickets whose first completed repair
//   visit finished in the period, the share where that first visit fixed the problem.
import type { TicketPriority, TicketType } from "~/lib/sla/types";

export const metricPriorities: readonly TicketPriority[] = ["critical", "high", "medium", "low"];
export const metricTypes: readonly TicketType[] = ["hardware", "software", "network", "data_recovery", "other"];

/** The half-open interval [from, to). */
export type ReportPeriod = { from: Date; to: Date };

export const inPeriod = (at: Date | null | undefined, period: ReportPeriod): at is Date =>
  at != null && at.getTime() >= period.from.getTime() && at.getTime() < period.to.getTime();

/** What the figures need of one SLA clock (a subset of app/lib/sla SlaClock). */
export type ClockFacts = {
  state: "running" | "paused" | "met" | "breached_and_met" | "breached" | "stopped";
  targetMinutes: number;
  /** Counted time on the SLA calendar (up to the met or stop instant, or to now). */
  elapsedMs: number;
  breachedAt: Date | null;
  metAt: Date | null;
};

/** One ticket as the figures see it: its SLA at report time and the replies that count. */
export type TicketFacts = {
  id: number;
  number: string;
  /** Current priority and type: a change re-targets the whole ticket (ADR 016). */
  priority: TicketPriority;
  type: TicketType;
  openedAt: Date;
  firstResponse: ClockFacts;
  resolution: ClockFacts;
  /** Public staff replies at or before the resolution that stands (all of them when unresolved). */
  publicRepliesToResolution: number;
};

/** One move to 'resolved' (a ticket reopened and resolved again has two), with its rating and call. */
export type ResolutionFacts = {
  eventId: number;
  ticketId: number;
  resolvedAt: Date;
  /** The customer's rating, 1–5, or null when not rated. */
  score: number | null;
  followUp: { dueAt: Date; doneAt: Date | null } | null;
};

// ---------------------------------------------------------------------------------------------
// Arithmetic

/**
 * The p-th quantile (0 ≤ p ≤ 1) of `values` by linear interpolation between closest ranks (the
 * spreadsheet PERCENTILE.INC and numpy's default), so p = 0.5 is the usual median; null when empty.
 */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  if (!(p >= 0 && p <= 1)) throw new RangeError(`percentile: p must be within [0, 1], got ${p}`);
  const sorted = [...values].sort((a, b) => a - b);
  const rank = p * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  const lower = sorted[low] as number;
  const upper = sorted[high] as number;
  return lower + (upper - lower) * (rank - low);
}

export const median = (values: readonly number[]) => percentile(values, 0.5);

/** part ÷ whole as a percentage, or null when nothing was counted (never a misleading 0 % or 100 %). */
export function percent(part: number, whole: number): number | null {
  return whole > 0 ? (part / whole) * 100 : null;
}

export function groupBy<T, K extends string>(items: readonly T[], keys: readonly K[], key: (item: T) => K) {
  const groups = new Map<K, T[]>(keys.map((k) => [k, []]));
  for (const item of items) groups.get(key(item))?.push(item);
  return groups;
}

// ---------------------------------------------------------------------------------------------
// First response

export type FirstResponseOutcome = "met" | "missed" | "pending" | "not_owed";

export function firstResponseOutcome(clock: ClockFacts): FirstResponseOutcome {
  switch (clock.state) {
    case "met":
      return "met";
    case "breached_and_met":
    case "breached":
      return "missed";
    case "stopped":
      return clock.breachedAt ? "missed" : "not_owed";
    default:
      return "pending";
  }
}

export type FirstResponseRow = {
  /** null: every priority together. */
  priority: TicketPriority | null;
  /** Tickets opened in the period (each held to its own target: the priority's, or its plan's if shorter). */
  opened: number;
  met: number;
  missed: number;
  pending: number;
  notOwed: number;
  /** met ÷ (met + missed) × 100; null when nothing was due yet. */
  percentWithin: number | null;
};

export type FirstResponseFigures = { byPriority: FirstResponseRow[]; total: FirstResponseRow };

export function firstResponseFiguresOf(tickets: readonly TicketFacts[], period: ReportPeriod): FirstResponseFigures {
  const cohort = tickets.filter((ticket) => inPeriod(ticket.openedAt, period));
  const row = (priority: TicketPriority | null, items: readonly TicketFacts[]): FirstResponseRow => {
    const counts = { met: 0, missed: 0, pending: 0, not_owed: 0 };
    for (const item of items) counts[firstResponseOutcome(item.firstResponse)] += 1;
    return {
      priority,
      opened: items.length,
      met: counts.met,
      missed: counts.missed,
      pending: counts.pending,
      notOwed: counts.not_owed,
      percentWithin: percent(counts.met, counts.met + counts.missed),
    };
  };
  const groups = groupBy(cohort, metricPriorities, (ticket) => ticket.priority);
  return {
    byPriority: metricPriorities.map((priority) => row(priority, groups.get(priority) ?? [])),
    total: row(null, cohort),
  };
}

// ---------------------------------------------------------------------------------------------
// Resolution

export type ResolutionRow = {
  /** null: every type together. */
  type: TicketType | null;
  resolved: number;
  /** Counted (SLA clock) minutes; null when nothing was resolved. */
  medianMinutes: number | null;
  p90Minutes: number | null;
  withinTarget: number;
  percentWithin: number | null;
};

export type ResolutionFigures = { byType: ResolutionRow[]; total: ResolutionRow };

/** Tickets whose standing resolution lies in the period. */
export const resolvedInPeriod = (tickets: readonly TicketFacts[], period: ReportPeriod) =>
  tickets.filter(
    (ticket) =>
      (ticket.resolution.state === "met" || ticket.resolution.state === "breached_and_met") &&
      inPeriod(ticket.resolution.metAt, period),
  );

export function resolutionFiguresOf(tickets: readonly TicketFacts[], period: ReportPeriod): ResolutionFigures {
  const cohort = resolvedInPeriod(tickets, period);
  const row = (type: TicketType | null, items: readonly TicketFacts[]): ResolutionRow => {
    const minutes = items.map((item) => item.resolution.elapsedMs / 60_000);
    const within = items.filter((item) => item.resolution.state === "met").length;
    return {
      type,
      resolved: items.length,
      medianMinutes: median(minutes),
      p90Minutes: percentile(minutes, 0.9),
      withinTarget: within,
      percentWithin: percent(within, items.length),
    };
  };
  const groups = groupBy(cohort, metricTypes, (ticket) => ticket.type);
  return {
    byType: metricTypes.map((type) => row(type, groups.get(type) ?? [])),
    total: row(null, cohort),
  };
}

// ---------------------------------------------------------------------------------------------
// First-contact resolution, satisfaction, follow-up calls

export type FirstContactFigures = { resolved: number; oneReply: number; percent: number | null };

export function firstContactFiguresOf(tickets: readonly TicketFacts[], period: ReportPeriod): FirstContactFigures {
  const cohort = resolvedInPeriod(tickets, period);
  const oneReply = cohort.filter((ticket) => ticket.publicRepliesToResolution === 1).length;
  return { resolved: cohort.length, oneReply, percent: percent(oneReply, cohort.length) };
}

export type SatisfactionFigures = {
  resolutions: number;
  rated: number;
  /** rated ÷ resolutions × 100. */
  responseRate: number | null;
  /** Mean score of the rated resolutions, 1–5. */
  average: number | null;
  /** How many ratings of each score, 1 to 5 (index 0 is score 1). */
  distribution: [number, number, number, number, number];
};

export function satisfactionFiguresOf(
  resolutions: readonly ResolutionFacts[],
  period: ReportPeriod,
): SatisfactionFigures {
  const cohort = resolutions.filter((item) => inPeriod(item.resolvedAt, period));
  const scores = cohort.map((item) => item.score).filter((score): score is number => score !== null);
  const distribution: SatisfactionFigures["distribution"] = [0, 0, 0, 0, 0];
  for (const score of scores) {
    const index = score - 1;
    if (index >= 0 && index <= 4) distribution[index as 0 | 1 | 2 | 3 | 4] += 1;
  }
  return {
    resolutions: cohort.length,
    rated: scores.length,
    responseRate: percent(scores.length, cohort.length),
    average: scores.length > 0 ? scores.reduce((sum, score) => sum + score, 0) / scores.length : null,
    distribution,
  };
}

export type FollowUpFigures = {
  /** Resolutions in the period that have a follow-up call. */
  calls: number;
  onTime: number;
  late: number;
  missed: number;
  pending: number;
  /** onTime ÷ (onTime + late + missed) × 100. */
  percentOnTime: number | null;
};

export function followUpFiguresOf(
  resolutions: readonly ResolutionFacts[],
  period: ReportPeriod,
  now: Date,
): FollowUpFigures {
  const counts = { calls: 0, onTime: 0, late: 0, missed: 0, pending: 0 };
  for (const item of resolutions) {
    if (!inPeriod(item.resolvedAt, period) || !item.followUp) continue;
    const { dueAt, doneAt } = item.followUp;
    counts.calls += 1;
    if (doneAt) counts[doneAt.getTime() <= dueAt.getTime() ? "onTime" : "late"] += 1;
    else counts[now.getTime() > dueAt.getTime() ? "missed" : "pending"] += 1;
  }
  return { ...counts, percentOnTime: percent(counts.onTime, counts.onTime + counts.late + counts.missed) };
}

// ---------------------------------------------------------------------------------------------
// Breaches

export type BreachRow = {
  ticketId: number;
  number: string;
  priority: TicketPriority;
  type: TicketType;
  clock: "first_response" | "resolution";
  targetMinutes: number;
  breachedAt: Date;
  /** When the clock was met after all (a late reply or resolution); null when it still is not. */
  metAt: Date | null;
  /** The clock's state at report time. */
  state: ClockFacts["state"];
};

/** Every clock whose target passed within the period, earliest first. */
export function breachesOf(tickets: readonly TicketFacts[], period: ReportPeriod): BreachRow[] {
  const rows: BreachRow[] = [];
  for (const ticket of tickets) {
    for (const [clock, facts] of [
      ["first_response", ticket.firstResponse],
      ["resolution", ticket.resolution],
    ] as const) {
      if (!inPeriod(facts.breachedAt, period)) continue;
      rows.push({
        ticketId: ticket.id,
        number: ticket.number,
        priority: ticket.priority,
        type: ticket.type,
        clock,
        targetMinutes: facts.targetMinutes,
        breachedAt: facts.breachedAt,
        metAt: facts.metAt,
        state: facts.state,
      });
    }
  }
  return rows.sort(
    (a, b) =>
      a.breachedAt.getTime() - b.breachedAt.getTime() ||
      a.number.localeCompare(b.number) ||
      (a.clock < b.clock ? -1 : 1),
  );
}

// ---------------------------------------------------------------------------------------------
// Everything

// --- Visits ------------------------------------------------------------------------------------------

/** A completed visit as the figures read it. */
export type VisitFacts = {
  id: number;
  ticketId: number | null;
  technicianId: number | null;
  technicianName: string | null;
  kind: "repair" | "installation" | "health_check" | "survey";
  mode: "on_site" | "remote";
  windowStartsAt: Date | null;
  windowEndsAt: Date | null;
  arrivedAt: Date | null;
  finishedAt: Date | null;
  fixed: boolean | null;
};

export type VisitArrivalFigures = { visits: number; withinWindow: number; percent: number | null };
export type TechnicianVisitRow = {
  technicianId: number;
  name: string;
  completed: number;
  /** Completed on-site visits with a window and an arrival; of them, arrived within the window. */
  windowed: number;
  onTime: number;
};
export type FirstVisitFixFigures = { tickets: number; fixedFirst: number; percent: number | null };
export type VisitFigures = {
  arrival: VisitArrivalFigures;
  byTechnician: TechnicianVisitRow[];
  firstVisitFix: FirstVisitFixFigures;
};

/** Whether a visit counts for arrival in its window: on site, with a window and a recorded arrival. */
const windowedArrival = (
  visit: VisitFacts,
): visit is VisitFacts & { windowStartsAt: Date; windowEndsAt: Date; arrivedAt: Date } =>
  visit.mode === "on_site" && visit.windowStartsAt !== null && visit.windowEndsAt !== null && visit.arrivedAt !== null;

const arrivedWithin = (visit: VisitFacts & { windowStartsAt: Date; windowEndsAt: Date; arrivedAt: Date }) =>
  visit.arrivedAt.getTime() >= visit.windowStartsAt.getTime() &&
  visit.arrivedAt.getTime() <= visit.windowEndsAt.getTime();

/** `visits`: the completed visits finished in the period, and the earlier completed repair visits of their tickets. */
export function visitFiguresOf(visits: readonly VisitFacts[], period: ReportPeriod): VisitFigures {
  const completed = visits.filter((visit) => inPeriod(visit.finishedAt, period));
  const windowed = completed.filter(windowedArrival);
  const withinWindow = windowed.filter(arrivedWithin).length;
  const technicians = new Map<number, TechnicianVisitRow>();
  for (const visit of completed) {
    if (visit.technicianId === null) continue;
    const row = technicians.get(visit.technicianId) ?? {
      technicianId: visit.technicianId,
      name: visit.technicianName ?? "",
      completed: 0,
      windowed: 0,
      onTime: 0,
    };
    row.completed++;
    if (windowedArrival(visit)) {
      row.windowed++;
      if (arrivedWithin(visit)) row.onTime++;
    }
    technicians.set(visit.technicianId, row);
  }
  // Each ticket's first completed repair visit (by finish time), counted where it finished.
  const firsts = new Map<number, VisitFacts>();
  for (const visit of visits) {
    if (visit.kind !== "repair" || visit.ticketId === null || !visit.finishedAt) continue;
    const first = firsts.get(visit.ticketId);
    const earlier =
      !first?.finishedAt ||
      visit.finishedAt.getTime() < first.finishedAt.getTime() ||
      (visit.finishedAt.getTime() === first.finishedAt.getTime() && visit.id < first.id);
    if (earlier) firsts.set(visit.ticketId, visit);
  }
  const cohort = [...firsts.values()].filter((visit) => inPeriod(visit.finishedAt, period));
  const fixedFirst = cohort.filter((visit) => visit.fixed === true).length;
  return {
    arrival: { visits: windowed.length, withinWindow, percent: percent(withinWindow, windowed.length) },
    byTechnician: [...technicians.values()].sort(
      (a, b) => b.completed - a.completed || a.name.localeCompare(b.name) || a.technicianId - b.technicianId,
    ),
    firstVisitFix: { tickets: cohort.length, fixedFirst, percent: percent(fixedFirst, cohort.length) },
  };
}

export type ServiceReport = {
  period: ReportPeriod;
  /** The instant the figures were computed at (clocks still running are read at this instant). */
  computedAt: Date;
  firstResponse: FirstResponseFigures;
  resolution: ResolutionFigures;
  firstContact: FirstContactFigures;
  satisfaction: SatisfactionFigures;
  followUps: FollowUpFigures;
  breaches: BreachRow[];
  visits: VisitFigures;
};

export function serviceReportOf(
  tickets: readonly TicketFacts[],
  resolutions: readonly ResolutionFacts[],
  period: ReportPeriod,
  now: Date,
  visits: readonly VisitFacts[] = [],
): ServiceReport {
  return {
    visits: visitFiguresOf(visits, period),
    period,
    computedAt: now,
    firstResponse: firstResponseFiguresOf(tickets, period),
    resolution: resolutionFiguresOf(tickets, period),
    firstContact: firstContactFiguresOf(tickets, period),
    satisfaction: satisfactionFiguresOf(resolutions, period),
    followUps: followUpFiguresOf(resolutions, period, now),
    breaches: breachesOf(tickets, period),
  };
}
