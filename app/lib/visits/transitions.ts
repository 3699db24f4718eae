// A visit's lifecycle: which status moves are allowed. Pure, so that pages can offer only the
// actions a visit's status allows and tests can walk every move.
import type { VisitMode, VisitStatus } from "~/db/visits-schema";

type Moves = Readonly<Record<VisitStatus, readonly VisitStatus[]>>;

const onSiteMoves: Moves = {
  // A preventive visit is generated due; booking gives it a window and a technician.
  due: ["booked", "missed", "cancelled"],
  // Rebooking a booked visit keeps it booked (a new window); the technician sets off.
  booked: ["booked", "on_the_way", "on_site", "missed", "cancelled"],
  // Set off, then arrived; a technician turned back (a breakdown) puts it back to booked for a new window.
  on_the_way: ["on_site", "booked", "cancelled"],
  on_site: ["completed"],
  completed: [],
  missed: ["booked"],
  cancelled: [],
};

// A remote health check has no window, site or journey: the technician ticks its checklist and
// finishes it straight from due (or booked, should one ever carry a window); its period ending
// undone makes it missed. It is never booked on a window, so nothing leads back to booked.
const remoteMoves: Moves = {
  due: ["completed", "missed", "cancelled"],
  booked: ["completed", "missed", "cancelled"],
  on_the_way: [],
  on_site: [],
  completed: [],
  missed: [],
  cancelled: [],
};

/** Whether a visit of this mode may move from one status to another (on site unless told). */
export function canMoveVisit(from: VisitStatus, to: VisitStatus, mode: VisitMode = "on_site"): boolean {
  return (mode === "remote" ? remoteMoves : onSiteMoves)[from].includes(to);
}

/** Whether the work of a visit may be recorded and finished now: on site, or a remote check not yet done. */
export function isVisitAtWork(visit: { status: VisitStatus; mode: VisitMode }): boolean {
  return canMoveVisit(visit.status, "completed", visit.mode);
}

/** Statuses of a visit still to happen (planned on the calendar, counted as conflicts). */
export const upcomingVisitStatuses: readonly VisitStatus[] = ["booked", "on_the_way", "on_site"];

/** Whether a visit is over (nothing more happens to it but notes and reports). */
export function isVisitClosed(status: VisitStatus): boolean {
  return status === "completed" || status === "missed" || status === "cancelled";
}
