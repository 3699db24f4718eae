// The customer's ticket forms without their schema: field names, limits and the answers the pages
// render. The pages need these to draw the forms; the zod schema (customer-schema.ts) loads only
// when the customer starts typing.
import type { TicketPriority, TicketType } from "~/db/tickets-schema";

export const TICKET_LIMITS = {
  subject: 150,
  description: 10_000,
  device: 150,
  location: 200,
  reply: 10_000,
} as const;

/** At most this many attachments per post, each at most this many bytes (the Terms of the desk). */
export const TICKET_MAX_FILES = 5;
export const TICKET_MAX_FILE_BYTES = 5 * 1024 * 1024;

export const ticketFieldNames = ["subject", "description", "priority", "type", "device", "location"] as const;
export type TicketField = (typeof ticketFieldNames)[number];
export type TicketValues = Record<TicketField, string>;

/** Where the new-ticket form was reached from: the chat hand-off records 'chat'. */
export const customerTicketSources = ["web", "chat"] as const;
export type CustomerTicketSource = (typeof customerTicketSources)[number];

/** The new-ticket action's answer when it does not redirect (rendered into the page, or to the fetcher). */
export type NewTicketActionData = {
  fieldErrors: Partial<Record<TicketField | "attachments", string>>;
  values: Partial<TicketValues>;
  message: string | null;
};

export type ReplyActionData = {
  fieldErrors: { reply?: string; attachments?: string };
  values: { reply?: string };
  message: string | null;
};

/** The order the priority radios and type options are offered in. */
export const priorityChoices: readonly TicketPriority[] = ["critical", "high", "medium", "low"];
export const typeChoices: readonly TicketType[] = ["hardware", "software", "network", "data_recovery", "other"];

/** A ticket number as customers see it in URLs (AIT-2026-00042), or null. */
export function ticketNumberParam(value: string | undefined): string | null {
  if (!value) return null;
  const upper = value.toUpperCase();
  return /^AIT-\d{4}-\d{5,9}$/.test(upper) ? upper : null;
}
