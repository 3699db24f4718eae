// Words every part of the support desk shares: the names of priorities, types and
// statuses, and what each priority means, in the Terms' own words. Customer pages, the staff console
// and the emails import them from here; their own sentences live in their own content modules.
import type { TicketPriority, TicketStatus, TicketType } from "~/db/tickets-schema";

export const ticketPriorityLabels: Record<TicketPriority, string> = {
  critical: "Critical",
  high: "High",
  medium: "Medium",
  low: "Low",
};

/** What each priority means: the Terms' response-time table (content/legal.ts serviceLevels). */
export const ticketPriorityMeanings: Record<TicketPriority, string> = {
  critical: "Business stopped or a security incident",
  high: "A key system or several users affected",
  medium: "One user affected, or a workaround exists",
  low: "Questions, changes and planned work",
};

export const ticketTypeLabels: Record<TicketType, string> = {
  hardware: "Hardware",
  software: "Software",
  network: "Network",
  data_recovery: "Data recovery",
  other: "Other",
};

export const ticketStatusLabels: Record<TicketStatus, string> = {
  new: "New",
  open: "Open",
  waiting_on_customer: "Waiting on you",
  resolved: "Resolved",
  closed: "Closed",
};

/** The staff console names the waiting status from its own side. */
export const staffTicketStatusLabels: Record<TicketStatus, string> = {
  ...ticketStatusLabels,
  waiting_on_customer: "Waiting on customer",
};
