// A ticket's life cycle: which status changes staff may make, and what a reply does to the status.
// Pure, shared by the customer pages, the staff console and replies by email.
import type { TicketStatus } from "~/db/tickets-schema";

/** The statuses staff may move a ticket to from each status (merging is separate: see merge). */
export const staffStatusMoves: Record<TicketStatus, readonly TicketStatus[]> = {
  new: ["open", "waiting_on_customer", "resolved", "closed"],
  open: ["waiting_on_customer", "resolved", "closed"],
  waiting_on_customer: ["open", "resolved", "closed"],
  resolved: ["open", "closed"],
  closed: ["open"],
};

export function staffMayMove(from: TicketStatus, to: TicketStatus): boolean {
  return staffStatusMoves[from].includes(to);
}

/** A closed ticket takes no more replies from the customer: they open a new one (the page says so). */
export function customerMayReply(status: TicketStatus): boolean {
  return status !== "closed";
}

/**
 * A customer's reply puts the ball back in our court: a ticket waiting on them, or one we resolved,
 * is open again (its clocks resume). A new ticket stays new until staff pick it up.
 */
export function statusAfterCustomerReply(status: TicketStatus): TicketStatus {
  return status === "waiting_on_customer" || status === "resolved" ? "open" : status;
}

/** The first public reply from staff takes a new ticket into work; other statuses stay as they are. */
export function statusAfterStaffReply(status: TicketStatus): TicketStatus {
  return status === "new" ? "open" : status;
}
