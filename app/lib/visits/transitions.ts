// A visit's lifecycle: which status moves are allowed. Pure, so that pages can offer only the
// actions a visit's status allows and tests can walk every move.
import type { VisitStatus } from "~/db/visits-schema";

const allowedMoves: Readonly<Record<VisitStatus, readonly VisitStatus[]>> = {
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

export function canMoveVisit(from: VisitStatus, to: VisitStatus): boolean {
  return allowedMoves[from].includes(to);
}

/** Statuses of a visit still to happen (planned on the calendar, counted as conflicts). */
export const upcomingVisitStatuses: readonly VisitStatus[] = ["booked", "on_the_way", "on_site"];

/** Whether a visit is over (nothing more happens to it but notes and reports). */
export function isVisitClosed(status: VisitStatus): boolean {
  return status === "completed" || status === "missed" || status === "cancelled";
}
