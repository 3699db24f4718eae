// computeSla(): a ticket's two SLA clocks derived from its event history alone — no stored
// counters that could drift, the same answer on every server, for any `now`
// (docs/decisions/016-sla-calendar.md).
//
// The history is cut into phases between events. In each phase a clock counts when the ticket is
// new or open (and, for the first response, no staff member has replied publicly yet), on the
// calendar of the priority in force during that phase. The targets are those of the current
// priority, type and plan, applied from the opening: a change re-targets the whole ticket while
// the counted time is kept as it was counted.
import {
  businessHoursCalendar,
  HolidayCoverage,
  type HolidayData,
  type SlaCalendar,
  twentyFourSeven,
} from "./calendar";
import { keralaHolidays } from "~/content/kerala-holidays";
import { calendarFor, firstResponseTarget, resolutionMinutes } from "./targets";
import type {
  SlaCalendarKind,
  SlaClock,
  SlaClockName,
  SlaEvent,
  SlaInstantBasis,
  TicketPriority,
  TicketSla,
  TicketStatus,
} from "./types";

const MINUTE = 60_000;
/** The warning threshold, as a share of the target. */
export const WARNING_SHARE = 0.8;

export type ComputeSlaOptions = {
  /** The Kerala public holidays; tests pass their own. */
  holidays?: HolidayData;
};

type Phase = {
  from: number;
  to: number;
  priority: TicketPriority;
  status: TicketStatus;
  /** A staff public reply happened before this phase. */
  replied: boolean;
};

const isLive = (status: TicketStatus) => status === "new" || status === "open";
const isEnded = (status: TicketStatus) => status === "resolved" || status === "closed";

export function computeSla(events: readonly SlaEvent[], now: Date, options: ComputeSlaOptions = {}): TicketSla {
  // Stable sort: events of the same instant keep the caller's order.
  const sorted = events
    .map((event, index) => ({ event, index }))
    .sort((a, b) => a.event.at.getTime() - b.event.at.getTime() || a.index - b.index)
    .map(({ event }) => event);
  const opened = sorted[0];
  if (opened?.kind !== "opened") throw new Error("computeSla: the history must start with one 'opened' event");
  if (sorted.some((event, index) => index > 0 && event.kind === "opened")) {
    throw new Error("computeSla: the history has more than one 'opened' event");
  }
  const openedAt = opened.at.getTime();
  const nowMs = Math.max(now.getTime(), openedAt);

  let priority = opened.priority;
  let type = opened.type;
  let status: TicketStatus = "new";
  let firstReplyAt: number | null = null;
  /** The resolution that stands: cleared by a reopen. */
  let resolvedAt: number | null = null;
  /** When the ticket last moved into resolved or closed. */
  let endedAt: number | null = null;
  const phases: Phase[] = [];
  let cursor = openedAt;
  const close = (to: number) => {
    if (to > cursor) phases.push({ from: cursor, to, priority, status, replied: firstReplyAt !== null });
    cursor = Math.max(cursor, to);
  };
  for (const event of sorted.slice(1)) {
    const at = event.at.getTime();
    // Events after `now` have not happened yet for this computation.
    if (at > nowMs) break;
    close(at);
    switch (event.kind) {
      case "priority_changed":
        priority = event.priority;
        break;
      case "type_changed":
        type = event.type;
        break;
      case "staff_public_reply":
        firstReplyAt ??= at;
        break;
      case "status_changed": {
        const previous = status;
        status = event.status;
        if (status === "resolved" && previous !== "resolved") resolvedAt = at;
        // A reopen: the resolution no longer stands and the clock resumes with its elapsed time.
        if (!isEnded(status)) resolvedAt = null;
        if (isEnded(status) && !isEnded(previous)) endedAt = at;
        if (!isEnded(status)) endedAt = null;
        break;
      }
      case "opened":
        break;
    }
  }
  close(nowMs);

  const holidays = options.holidays ?? keralaHolidays;
  const coverage = new HolidayCoverage(holidays);
  const business = businessHoursCalendar(holidays, coverage);
  const calendars: Record<SlaCalendarKind, SlaCalendar> = { "24x7": twentyFourSeven, business_hours: business };
  const calendarOf = (p: TicketPriority) => calendars[calendarFor(p)];
  const current = calendarOf(priority);

  const firstTarget = firstResponseTarget(priority, opened.planResponseMinutes);
  const firstResponse = clock({
    name: "first_response",
    targetMinutes: firstTarget.minutes,
    targetSource: firstTarget.source,
    phases,
    counting: (phase) => !phase.replied && isLive(phase.status),
    calendarOf,
    current,
    nowMs,
    metAt: firstReplyAt,
    // Resolved or closed before any public reply: nothing is left to respond to.
    stoppedAt: firstReplyAt === null && isEnded(status) ? endedAt : null,
    paused: firstReplyAt === null && status === "waiting_on_customer",
    countsInStatus: firstReplyAt === null && isLive(status),
  });
  const resolution = clock({
    name: "resolution",
    targetMinutes: resolutionMinutes[type],
    targetSource: "type",
    phases,
    counting: (phase) => isLive(phase.status),
    calendarOf,
    current,
    nowMs,
    metAt: isEnded(status) ? resolvedAt : null,
    // Closed without being resolved (a merged duplicate, spam): the clock ends unmet.
    stoppedAt: status === "closed" && resolvedAt === null ? endedAt : null,
    paused: status === "waiting_on_customer",
    countsInStatus: isLive(status),
  });
  const changes = [firstResponse.nextChangeAt, resolution.nextChangeAt].filter((at): at is Date => at !== null);
  const open = [firstResponse, resolution].filter(
    (item) => item.state === "running" || item.state === "paused" || item.state === "breached",
  );
  const next = open.sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime())[0];
  return {
    computedAt: new Date(nowMs),
    priority,
    type,
    status,
    firstResponse,
    resolution,
    nextChangeAt: changes.length ? new Date(Math.min(...changes.map((at) => at.getTime()))) : null,
    nextDue: next ? { clock: next.clock, at: next.dueAt, basis: next.dueBasis, state: next.state } : null,
    warnings: coverage.warnings(),
  };
}

type ClockInput = {
  name: SlaClockName;
  targetMinutes: number;
  targetSource: SlaClock["targetSource"];
  phases: Phase[];
  counting(phase: Phase): boolean;
  calendarOf(priority: TicketPriority): SlaCalendar;
  current: SlaCalendar;
  nowMs: number;
  metAt: number | null;
  stoppedAt: number | null;
  paused: boolean;
  /** Whether the current status lets this clock count (new or open; before the reply for the first response). */
  countsInStatus: boolean;
};

function clock(input: ClockInput): SlaClock {
  const targetMs = input.targetMinutes * MINUTE;
  const warnMs = Math.round(targetMs * WARNING_SHARE);
  let elapsed = 0;
  let warnedAt: number | null = null;
  let breachedAt: number | null = null;
  for (const phase of input.phases) {
    if (!input.counting(phase)) continue;
    const calendar = input.calendarOf(phase.priority);
    const counted = calendar.countedMs(phase.from, phase.to);
    // The warning is reached on the minute; a breach needs time counted past the target, so a
    // reply exactly at the deadline meets it.
    if (warnedAt === null && elapsed + counted >= warnMs)
      warnedAt = calendar.addCountedMs(phase.from, warnMs - elapsed);
    if (breachedAt === null && elapsed + counted > targetMs) {
      breachedAt = calendar.addCountedMs(phase.from, targetMs - elapsed);
    }
    elapsed += counted;
  }
  const met = input.metAt !== null;
  const stopped = !met && input.stoppedAt !== null;
  const state: SlaClock["state"] = met
    ? breachedAt === null
      ? "met"
      : "breached_and_met"
    : stopped
      ? "stopped"
      : breachedAt !== null
        ? "breached"
        : input.paused
          ? "paused"
          : "running";
  const live = state === "running" || state === "breached";
  const basis: SlaInstantBasis = live ? "running" : state === "paused" ? "if_resumed_now" : "when_stopped";
  // Projections count on from now (running, paused) or from the instant the clock stopped.
  const projectFrom = live || state === "paused" ? input.nowMs : (input.metAt ?? input.stoppedAt ?? input.nowMs);
  const instant = (reached: number | null, thresholdMs: number): [Date, SlaInstantBasis] =>
    reached !== null
      ? [new Date(reached), "reached"]
      : [new Date(input.current.addCountedMs(projectFrom, thresholdMs - elapsed)), basis];
  const [dueAt, dueBasis] = instant(breachedAt, targetMs);
  const [warnAt, warnBasis] = instant(warnedAt, warnMs);
  const nextChangeAt = state !== "running" ? null : warnedAt === null ? warnAt : dueAt;
  return {
    clock: input.name,
    targetMinutes: input.targetMinutes,
    targetSource: input.targetSource,
    calendar: input.current.kind,
    state,
    countingNow: live && input.countsInStatus && input.current.counts(input.nowMs),
    elapsedMs: elapsed,
    elapsedMinutes: Math.floor(elapsed / MINUTE),
    remainingMs: targetMs - elapsed,
    dueAt,
    dueBasis,
    warnAt,
    warnBasis,
    warnedAt: warnedAt === null ? null : new Date(warnedAt),
    breachedAt: breachedAt === null ? null : new Date(breachedAt),
    metAt: input.metAt === null ? null : new Date(input.metAt),
    stoppedAt: stopped && input.stoppedAt !== null ? new Date(input.stoppedAt) : null,
    nextChangeAt,
  };
}

/** The escalation thresholds, as due-job keys ("first_response:80", …). */
export const slaThresholdKeys = ["first_response:80", "first_response:100", "resolution:80", "resolution:100"] as const;
export type SlaThresholdKey = (typeof slaThresholdKeys)[number];

export type SlaJobPlan = {
  key: SlaThresholdKey;
  clock: SlaClockName;
  threshold: 80 | 100;
  /** When the threshold was reached, if it was. */
  reachedAt: Date | null;
  /** When a job should run for it; null: no job (cancel any pending one). */
  runAt: Date | null;
};

/**
 * What to schedule for each threshold, after any change to a ticket (and in the job handler):
 * - reached: run at the instant it was reached (in the past: the job is due at once). A breach is
 *   always told, even if the clock was met since; an 80 % warning only while the clock is still
 *   live (running, paused or breached) — once met or stopped it would help no one;
 * - not reached and running: run when it will be reached (the warning or deadline instant);
 * - not reached and paused, met or stopped: no job — nothing happens until the next event, which
 *   plans again.
 * A due job that already ran stays done (the due-jobs table keeps it), so each threshold is told
 * once per ticket even if a change un-breaches and re-breaches it.
 */
export function planSlaJobs(sla: TicketSla): SlaJobPlan[] {
  return slaThresholdKeys.map((key) => {
    const [name, level] = key.split(":") as [SlaClockName, "80" | "100"];
    const clockState = name === "first_response" ? sla.firstResponse : sla.resolution;
    const threshold = level === "80" ? 80 : 100;
    const reachedAt = threshold === 80 ? clockState.warnedAt : clockState.breachedAt;
    const ended =
      clockState.state === "met" || clockState.state === "breached_and_met" || clockState.state === "stopped";
    let runAt: Date | null = null;
    if (reachedAt) runAt = threshold === 100 || !ended ? reachedAt : null;
    else if (clockState.state === "running") runAt = threshold === 80 ? clockState.warnAt : clockState.dueAt;
    return { key, clock: name, threshold, reachedAt, runAt };
  });
}

export type SlaJobDecision =
  | { action: "notify"; reachedAt: Date }
  | { action: "reschedule"; runAt: Date }
  | { action: "drop" };

/**
 * For the job handler: given the SLA recomputed at run time, tell now (the threshold was reached),
 * try again later (the clock moved: a pause, a priority change), or drop the job (paused, met).
 * A reschedule is never earlier than one second after `computedAt`.
 */
export function decideSlaJob(sla: TicketSla, key: SlaThresholdKey): SlaJobDecision {
  const plan = planSlaJobs(sla).find((entry) => entry.key === key);
  if (!plan?.runAt) return { action: "drop" };
  const now = sla.computedAt.getTime();
  if (plan.reachedAt && plan.reachedAt.getTime() <= now) return { action: "notify", reachedAt: plan.reachedAt };
  return { action: "reschedule", runAt: new Date(Math.max(plan.runAt.getTime(), now + 1000)) };
}
