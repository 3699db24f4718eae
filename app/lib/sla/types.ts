// The support desk's SLA clocks: the input (a ticket's event history) and the output of
// computeSla() (docs/decisions/016-sla-calendar.md). The ticket code maps its rows onto SlaEvent;
// nothing here touches the database or the clock.

export type TicketPriority = "critical" | "high" | "medium" | "low";
export type TicketType = "hardware" | "software" | "network" | "data_recovery" | "other";
export type TicketStatus = "new" | "open" | "waiting_on_customer" | "resolved" | "closed";

export type SlaEvent =
  | {
      kind: "opened";
      at: Date;
      priority: TicketPriority;
      type: TicketType;
      /** The response time of the customer's AMC contract when the ticket was opened (null: none covered them). */
      planResponseMinutes: number | null;
    }
  | { kind: "priority_changed"; at: Date; priority: TicketPriority }
  | { kind: "type_changed"; at: Date; type: TicketType }
  | { kind: "status_changed"; at: Date; status: TicketStatus }
  | { kind: "staff_public_reply"; at: Date };

export type SlaClockName = "first_response" | "resolution";

/** "24x7": every minute counts. "business_hours": Mon–Fri 09:00–18:00 IST, Kerala public holidays excluded. */
export type SlaCalendarKind = "24x7" | "business_hours";

/**
 * - running: counting (or waiting for the next business hour to count), target not reached yet;
 * - paused: the ticket waits on the customer;
 * - met: stopped by its event (first staff public reply; resolution) within the target;
 * - breached_and_met: stopped by its event, but after the target was reached;
 * - breached: the target was reached and the clock has not been met (it may be running or paused);
 * - stopped: ended without being met (closed without resolving; resolved or closed before any
 *   staff public reply). `breachedAt` says whether it had breached before.
 */
export type SlaClockState = "running" | "paused" | "met" | "breached_and_met" | "breached" | "stopped";

/**
 * How `dueAt` / `warnAt` were found when the instant has not happened:
 * - "running": the clock counts on from now without an event, so this is when it will happen;
 * - "if_resumed_now": paused; the deadline if the clock resumed now (it moves on while paused);
 * - "when_stopped": met or stopped; the deadline as it stood when the clock stopped.
 * "reached": the instant is in the past (the clock did reach it).
 */
export type SlaInstantBasis = "reached" | "running" | "if_resumed_now" | "when_stopped";

export interface SlaClock {
  clock: SlaClockName;
  targetMinutes: number;
  /** Where the target comes from: the priority's figure, the AMC plan's (shorter) one, or the type's. */
  targetSource: "priority" | "plan" | "type";
  /** The calendar in force now (from the current priority). */
  calendar: SlaCalendarKind;
  state: SlaClockState;
  /** Whether time counts at `now` (false when paused, stopped, or outside business hours). */
  countingNow: boolean;
  /** Counted (calendar) time so far, up to now or to when the clock stopped. */
  elapsedMs: number;
  elapsedMinutes: number;
  /** Counted time left before the target; negative once breached (by how much). */
  remainingMs: number;
  /** When the target is (or was) reached; see `dueBasis`. */
  dueAt: Date;
  dueBasis: SlaInstantBasis;
  /** When 80 % of the target is (or was) reached; see `warnBasis`. */
  warnAt: Date;
  warnBasis: SlaInstantBasis;
  /** The instant the clock reached 80 % of its target, if it did. */
  warnedAt: Date | null;
  /** The instant the clock reached its target, if it did. */
  breachedAt: Date | null;
  /** First staff public reply (first response) or the resolution that stands (resolution). */
  metAt: Date | null;
  /** When a clock that was not met stopped counting for good (state "stopped"). */
  stoppedAt: Date | null;
  /** The next instant this clock changes state by itself (80 % or breach); null if nothing is due. */
  nextChangeAt: Date | null;
}

export type SlaWarning = {
  code: "holiday_data_missing";
  /** The first IST date the business-hours calendar needed but the holiday list does not cover. */
  date: string;
  message: string;
};

export interface TicketSla {
  /** The `now` it was computed for. */
  computedAt: Date;
  priority: TicketPriority;
  type: TicketType;
  status: TicketStatus;
  firstResponse: SlaClock;
  resolution: SlaClock;
  /** The earliest `nextChangeAt` of both clocks: when the ticket's SLA changes without an event. */
  nextChangeAt: Date | null;
  /**
   * The next promised step: the earlier deadline of the clocks still open (running, paused or
   * breached — a breached one is overdue, its `at` in the past); null when both are met or stopped.
   * For "when the next promised step is due" and for ordering a queue by what breaches first.
   */
  nextDue: { clock: SlaClockName; at: Date; basis: SlaInstantBasis; state: SlaClockState } | null;
  /** Non-empty when a business-hours date lies past the Kerala holiday data (weekends only were skipped). */
  warnings: SlaWarning[];
}
